// The URL of a page of search results in the current locale, written by the router
// (`-r--term`, then `-p--N`, then the filters). Null when no URL can carry it: a filter value
// from the content API that the segment grammar refuses leaves its link out.
import type { SearchSegments } from '../../../routes/segments.ts';
import { useSite } from '../../app/site.tsx';

export function useResultsHref(): (search: SearchSegments) => string | null {
  const { router, locale } = useSite();
  return (search) => {
    try {
      return router.href('results', { search }, locale);
    } catch (error) {
      if (error instanceof TypeError) return null;
      throw error;
    }
  };
}
