// useHref for links built from content data: a slug no route accepts (an upstream API's data)
// makes router.href throw; a card then shows without its link rather than breaking the page. A
// screen the site has no page for yet (page-registry.ts) gets no link either, never a 404.
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';
import { hasPage } from '../../app/page-registry.ts';
import { useHref } from '../../app/site.tsx';

export function useSafeHref(): (kind: RouteKind, params?: RouteParams) => string | null {
  const href = useHref();
  return (kind, params) => {
    if (!hasPage(kind)) return null;
    try {
      return href(kind, params);
    } catch (error) {
      if (error instanceof TypeError) return null;
      throw error;
    }
  };
}
