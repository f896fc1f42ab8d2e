// The editorial screens (advice, quality and innovation, expertise, about, online help, brand
// corner, CMS pages, previews). Critical queries decide a status or the head; the `streamed…`
// ones are secondary data behind a SectionBoundary, paced like every secondary query.
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import type { Language } from '../../../config/locales.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { PageListParams } from '../../../shared/api/resources/page.ts';
import { faqEntrySchema } from '../../../shared/schemas/brand.ts';
import { wrapped } from '../../../shared/schemas/common.ts';
import type { PageType } from '../../../shared/schemas/page.ts';
import { paced } from '../page-data/paced.ts';
import { scope } from './scope.ts';

/** Articles per page of an advice theme and of the quality and innovation list. */
export const ARTICLES_PER_PAGE = 8;
/** The latest articles of each theme on the advice home. */
export const LATEST_PER_THEME = 3;
/** Lists shown whole (expertises, about pages, a brand corner's pages): the API's largest page. */
export const WHOLE_LIST = 100;

/** The longest slug the content API looks up (decision 007): a longer one names no page. */
export const MAX_LOOKUP_SLUG_LENGTH = 200;

export const isLookupSlug = (slug: string | undefined): slug is string =>
  slug !== undefined && slug.length > 0 && slug.length <= MAX_LOOKUP_SLUG_LENGTH;

/** The themes of a type of page: advice themes, about themes. */
export const thematicsQuery = (api: ApiClient, type: PageType) =>
  queryOptions({
    queryKey: ['thematics', ...scope(api), type],
    queryFn: ({ signal }) => api.themes.list({ type }, { signal }),
  });

export const streamedThematicsQuery = (api: ApiClient, type: PageType) =>
  queryOptions({
    queryKey: ['thematics-streamed', ...scope(api), type],
    queryFn: ({ signal }) => paced(() => api.themes.list({ type }, { signal })),
  });

/** The quality and innovation categories (GET /innovation-category). */
export const innovationCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['innovation-categories', ...scope(api)],
    queryFn: ({ signal }) => api.innovationCategory.list({ signal }),
  });

/** A theme in another language of the shop: its slug there, for the language selector. */
export const thematicInQuery = (api: ApiClient, id: number, lang: Language) => {
  const other = api.with({ lang });
  return queryOptions({
    queryKey: ['thematic', ...scope(other), id],
    queryFn: ({ signal }) => other.themes.get(id, { signal }),
  });
};

/** One page of a list of CMS pages (GET /page). */
export const pageListQuery = (api: ApiClient, params: PageListParams) =>
  queryOptions({
    queryKey: ['page-list', ...scope(api), params],
    queryFn: ({ signal }) => api.page.list(params, { signal }),
  });

export const streamedPageListQuery = (api: ApiClient, params: PageListParams) =>
  queryOptions({
    queryKey: ['page-list-streamed', ...scope(api), params],
    queryFn: ({ signal }) => paced(() => api.page.list(params, { signal })),
  });

/** The published CMS page of a slug, of any type, or null when there is none. */
export const cmsPageQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['cms-page', ...scope(api), slug],
    queryFn: ({ signal }) => api.urls.entity('page', slug, {}, { signal }),
  });

/** The pages to read next (GET /page/{id}/associate, four of them). */
export const associatedPagesQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['page-associates', ...scope(api), id],
    queryFn: ({ signal }) => paced(() => api.page.associate(id, {}, { signal })),
  });

const onlineHelpSchemas = { list: wrapped(z.array(faqEntrySchema)), item: wrapped(faqEntrySchema) };

/** The online help's questions, in order (GET /online-help, through the generic wrapper). */
export const onlineHelpQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['online-help', ...scope(api)],
    queryFn: async ({ signal }) => (await api.resource('online-help', onlineHelpSchemas).list({}, { signal })).data,
  });

/** A brand by id (its name, slug and colour on its corner). */
export const brandByIdQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['brand-by-id', ...scope(api), id],
    queryFn: ({ signal }) => api.brands.get(id, { signal }),
  });
