// useHref for links built from content data: a slug no route accepts (an upstream API's data)
// makes router.href throw; a card then shows without its link rather than breaking the page.
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';
import { useHref } from '../../app/site.tsx';

export function useSafeHref(): (kind: RouteKind, params?: RouteParams) => string | null {
  const href = useHref();
  return (kind, params) => {
    try {
      return href(kind, params);
    } catch (error) {
      if (error instanceof TypeError) return null;
      throw error;
    }
  };
}
