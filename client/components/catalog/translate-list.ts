// The products list in another language of the country (the language selector, hreflang): each
// filter value is written with its slug in that language, found by the value's id, which is the
// same in every language. What cannot be written there is dropped, and the page with it (the
// list is no longer the same, so its page N may not exist): a link that leads somewhere, always.
import type { Filter, ProductListSegments } from '../../../routes/segments.ts';
import type { ProductFilters } from '../../../shared/schemas/product.ts';
import { FACET_KEYS, valueOf } from './list-selection.ts';

export interface TranslatedList {
  list: ProductListSegments;
  /** Every part of the list was translated. */
  complete: boolean;
}

/**
 * `from`, `to`: every value of every facet in the page's language and in the other one.
 * `expertise`: the expertise's slug in the other language, null when it has none there.
 */
export function translateList(
  list: ProductListSegments,
  from: ProductFilters,
  to: ProductFilters,
  expertise: string | null | undefined,
): TranslatedList {
  let complete = true;
  const filters: Filter[] = [];
  for (const filter of list.filters) {
    const key = FACET_KEYS[filter.facet];
    const id = valueOf(from, filter)?.id;
    const slug = key && id !== undefined ? to[key].find((value) => value.id === id)?.slug : undefined;
    if (slug === undefined || filters.some((each) => each.facet === filter.facet && each.value === slug))
      complete = false;
    else filters.push({ facet: filter.facet, value: slug });
  }
  const translated: ProductListSegments = { filters };
  if (list.expertise !== undefined) {
    if (expertise) translated.expertise = expertise;
    else complete = false;
  }
  if (list.page !== undefined && complete) translated.page = list.page;
  return { list: translated, complete };
}
