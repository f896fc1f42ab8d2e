// The products list's price sort travels in the query string (`?sort=price-asc`): the segment
// grammar has no place for it, and a sorted list is the same list, so its canonical URL and the
// facet links a crawler follows stay without it (docs/decisions/011).
import type { ProductOrder } from '../../../shared/api/resources/products.ts';

export const SORTS = ['relevance', 'price-asc', 'price-desc'] as const;
export type ListSort = (typeof SORTS)[number];

export const SORT_PARAM = 'sort';

const ORDER_BY: Readonly<Record<ListSort, ProductOrder>> = {
  relevance: 'relevance',
  'price-asc': 'price_asc',
  'price-desc': 'price_desc',
};

/** The sort a query string asks for; the default order for none or an unknown one. */
export function sortOf(search: string): ListSort {
  const asked = new URLSearchParams(search).get(SORT_PARAM);
  return (SORTS as readonly (string | null)[]).includes(asked) ? (asked as ListSort) : 'relevance';
}

/** The query string that carries a sort: none for the default order. */
export function sortSearch(sort: ListSort): string {
  return sort === 'relevance' ? '' : `?${SORT_PARAM}=${sort}`;
}

export function orderByOf(sort: ListSort): ProductOrder {
  return ORDER_BY[sort];
}
