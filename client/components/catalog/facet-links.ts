// The lists a facet panel links to, in the segment grammar (routes/segments.ts). Pure, so the
// links are tested without rendering.
//
// A facet value's count (GET /filtersProducts) is the number of products the selection gives
// with that facet's own filter replaced by the value alone. So choosing a value replaces the
// values of its facet, and the list a link leads to holds exactly the count shown beside it
// (docs/decisions/011). Facets are written in one order, whatever order they were chosen in, so
// one selection has one URL. Changing the selection goes back to page 1.
import { type Facet, type Filter, MAX_FILTERS, type ProductListSegments } from '../../../routes/segments.ts';

/** The order facets are shown in the panel and written in the URL. */
export const PANEL_FACETS: readonly Facet[] = [
  'brand',
  'need',
  'galenicFormat',
  'activeIngredient',
  'flavour',
  'dinerType',
  'display',
  'products',
];

const rank = (facet: Facet) => PANEL_FACETS.indexOf(facet);

/** The filters in panel order; the values of one facet keep their order. */
export function ordered(filters: readonly Filter[]): Filter[] {
  return filters
    .map((filter, index) => ({ filter, index }))
    .sort((a, b) => rank(a.filter.facet) - rank(b.filter.facet) || a.index - b.index)
    .map(({ filter }) => filter);
}

function listWith(list: ProductListSegments, filters: readonly Filter[]): ProductListSegments {
  return list.expertise === undefined
    ? { filters: ordered(filters) }
    : { expertise: list.expertise, filters: ordered(filters) };
}

export function isActive(list: ProductListSegments, facet: Facet, value: string): boolean {
  return list.filters.some((filter) => filter.facet === facet && filter.value === value);
}

/**
 * The list with `value` in place of the facet's values, or null when the URL could not carry it
 * (more than MAX_FILTERS filters).
 */
export function choosing(list: ProductListSegments, facet: Facet, value: string): ProductListSegments | null {
  const filters = [...list.filters.filter((filter) => filter.facet !== facet), { facet, value }];
  return filters.length > MAX_FILTERS ? null : listWith(list, filters);
}

/** The list without that one filter. */
export function removing(list: ProductListSegments, facet: Facet, value: string): ProductListSegments {
  return listWith(
    list,
    list.filters.filter((filter) => !(filter.facet === facet && filter.value === value)),
  );
}

/** The list without any filter; the expertise stays, since it is the list's subject, not a filter. */
export function clearing(list: ProductListSegments): ProductListSegments {
  return listWith(list, []);
}

/** The same selection on another page (page 1 has no page segment). */
export function onPage(list: ProductListSegments, page: number): ProductListSegments {
  const { page: _current, ...rest } = list;
  return page > 1 ? { ...rest, page } : rest;
}
