// The header's suggestions (SPEC §2.3, §3 'Search suggestions'): GET /search/suggest for the
// typed text, its six groups with their totals. An about page lives under its theme, which the
// suggestions do not carry: those few are looked up (GET /page?slugs=) so their links lead to
// the page, not to a 404. A failure is the panel's error state; the next keystroke asks again.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { truncateText } from '../../../shared/format/truncate.ts';
import type { EntityRef } from '../../../shared/schemas/common.ts';
import type { Suggestions } from '../../../shared/schemas/search.ts';
import { scope } from '../../app/queries/scope.ts';

/** Items per group in the panel. */
export const SUGGESTIONS_PER_GROUP = 4;
/** Longest `text` GET /search/suggest takes (decision 007), in UTF-16 units. */
const SUGGEST_TEXT_MAX = 100;

/** The typed text as GET /search/suggest takes it. */
export const suggestText = (text: string) => truncateText(text, SUGGEST_TEXT_MAX);

export interface SuggestAnswer {
  suggestions: Suggestions;
  /** The theme of each suggested about page, by slug (null: it has none). */
  aboutThemes: Readonly<Record<string, EntityRef | null>>;
}

export const suggestQuery = (api: ApiClient, text: string) =>
  queryOptions({
    queryKey: ['search-suggest', ...scope(api), text],
    queryFn: async ({ signal }): Promise<SuggestAnswer> => {
      const suggestions = await api.search.suggest(
        { text: suggestText(text), perGroup: SUGGESTIONS_PER_GROUP },
        { signal },
      );
      const slugs = suggestions.about_page.items.map((item) => item.slug);
      const pages = slugs.length > 0 ? await api.page.bySlugs(slugs, { signal }) : [];
      return { suggestions, aboutThemes: Object.fromEntries(pages.map((page) => [page.slug, page.theme])) };
    },
    retry: false,
  });
