// The URL of a products list: the route's path in the segment grammar, then the sort when there
// is one. Null when no URL can carry the list (a value from the API the grammar refuses).
import type { Locale } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
import type { ProductListSegments } from '../../../routes/segments.ts';
import { useSite } from '../../app/site.tsx';
import { type ListSort, sortSearch } from './list-sort.ts';

export function listHref(
  router: Router,
  locale: Locale,
  list: ProductListSegments | null,
  sort: ListSort = 'relevance',
): string | null {
  if (!list) return null;
  try {
    const path = router.href('products', { list }, locale);
    return path === null ? null : path + sortSearch(sort);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/** listHref in the current locale, keeping `sort`. */
export function useListHref(sort: ListSort): (list: ProductListSegments | null) => string | null {
  const { router, locale } = useSite();
  return (list) => listHref(router, locale, list, sort);
}
