// The filter links of the search results (SPEC §2.2: the term, then up to 10 `-{facet}--{value}`
// segments). Pure, so it is tested without rendering; the router writes the URLs.
//
// The same rules as the products list (client/components/catalog/facet-links.ts): a value's
// count (GET /filtersProducts) is what the selection gives with that facet's own filter replaced
// by the value alone, so choosing a value replaces the values of its facet and the link leads to
// exactly the count shown beside it. Facets are written in one order, so one selection has one
// URL. A changed selection starts again at page 1.
import { type Facet, type Filter, MAX_FILTERS } from '../../../routes/segments.ts';
import type { ProductFilters } from '../../../shared/schemas/product.ts';

/** The order facets are shown and written in (the products list's). */
export const FACET_ORDER: readonly Facet[] = [
  'brand',
  'need',
  'galenicFormat',
  'activeIngredient',
  'flavour',
  'dinerType',
  'display',
  'products',
];

/** Where GET /filtersProducts lists each facet's values; `products` has none there. */
const VALUES_OF: Readonly<Record<Facet, Exclude<keyof ProductFilters, 'products'> | null>> = {
  brand: 'brand',
  need: 'need',
  galenicFormat: 'galenic_format',
  activeIngredient: 'active_ingredient',
  flavour: 'flavour',
  dinerType: 'diner_type',
  display: 'display',
  products: null,
};

export interface FacetOption {
  /** The value as the URL writes it. */
  value: string;
  label: string;
  count: number;
  active: boolean;
  /** The filters the option's link leads to: the value chosen, or taken away when active; null when no URL can carry them. */
  filters: Filter[] | null;
}

export interface FacetGroup {
  facet: Facet;
  options: FacetOption[];
}

export interface ActiveFilter {
  filter: Filter;
  /** The value's label, or its URL value when the catalogue does not name it. */
  label: string;
  /** The filters without this one. */
  without: Filter[];
}

const same = (a: Filter, b: Filter) => a.facet === b.facet && a.value === b.value;
const rank = (facet: Facet) => FACET_ORDER.indexOf(facet);

/** The filters in facet order; the values of one facet keep theirs. */
export function ordered(filters: readonly Filter[]): Filter[] {
  return filters
    .map((filter, index) => ({ filter, index }))
    .sort((a, b) => rank(a.filter.facet) - rank(b.filter.facet) || a.index - b.index)
    .map(({ filter }) => filter);
}

/** The filters with `value` in place of its facet's values; null beyond MAX_FILTERS. */
export function choosing(filters: readonly Filter[], chosen: Filter): Filter[] | null {
  const next = [...filters.filter((filter) => filter.facet !== chosen.facet), chosen];
  return next.length > MAX_FILTERS ? null : ordered(next);
}

export function removing(filters: readonly Filter[], removed: Filter): Filter[] {
  return ordered(filters.filter((filter) => !same(filter, removed)));
}

/** Each facet's values that would find products, or are chosen; facets with none are left out. */
export function facetGroups(counts: ProductFilters, selected: readonly Filter[]): FacetGroup[] {
  return FACET_ORDER.flatMap((facet) => {
    const key = VALUES_OF[facet];
    if (!key) return [];
    const options = counts[key].flatMap((value): FacetOption[] => {
      const filter = { facet, value: value.slug };
      const active = selected.some((each) => same(each, filter));
      if (!active && value.count === 0) return [];
      return [
        {
          value: value.slug,
          label: value.label,
          count: value.count,
          active,
          filters: active ? removing(selected, filter) : choosing(selected, filter),
        },
      ];
    });
    return options.length > 0 ? [{ facet, options }] : [];
  });
}

/** The URL's filters, named from the facet values when the counts are known. */
export function activeFilters(selected: readonly Filter[], counts: ProductFilters | null): ActiveFilter[] {
  return selected.map((filter) => {
    const key = VALUES_OF[filter.facet];
    const label = (key && counts?.[key].find((value) => value.slug === filter.value)?.label) ?? filter.value;
    return { filter, label, without: removing(selected, filter) };
  });
}
