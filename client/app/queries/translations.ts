// The same entity's slug in the shop's other languages (GET /url): what the locale switch and the
// hreflang alternates of an entity's page need. Critical on the pages that use it (the head
// carries the alternates), and cached like any other query.
import { queryOptions } from '@tanstack/react-query';

import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { EntityType } from '../../../shared/schemas/url.ts';
import type { PageContext } from '../page-module.ts';
import { scope } from './scope.ts';

export const entityUrlsQuery = (api: ApiClient, type: EntityType, id: number) =>
  queryOptions({
    queryKey: ['entity-urls', ...scope(api), type, id],
    queryFn: ({ signal }) => api.urls.list(type, id, { signal }),
  });

/** The entity's slug in `to`'s language, or null when it has none there. */
export async function slugIn(
  context: Pick<PageContext, 'api' | 'queryClient'>,
  type: EntityType,
  id: number,
  to: Locale,
): Promise<string | null> {
  const urls = await context.queryClient.ensureQueryData(entityUrlsQuery(context.api, type, id));
  const language = LOCALE_INFO[to].language;
  return urls.find((url) => url.lang === language)?.slug ?? null;
}
