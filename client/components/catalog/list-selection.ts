// The products list's URL segments (routes/segments.ts) against the catalogue: which facet of
// GET /filtersProducts a URL facet names, and whether every value they name exists. Pure, so it
// is tested without rendering.
import type { Facet, Filter, ProductListSegments } from '../../../routes/segments.ts';
import type { ProductFilters } from '../../../shared/schemas/product.ts';

/** A facet of GET /filtersProducts: its values with their counts. */
export type FacetKey = Exclude<keyof ProductFilters, 'products'>;

/**
 * The facet of GET /filtersProducts each URL facet names. `products` names none: the catalogue
 * answers only a count under that name, so a `-produits--…` segment names nothing it knows.
 */
export const FACET_KEYS: Readonly<Record<Facet, FacetKey | null>> = {
  flavour: 'flavour',
  dinerType: 'diner_type',
  galenicFormat: 'galenic_format',
  brand: 'brand',
  need: 'need',
  activeIngredient: 'active_ingredient',
  display: 'display',
  products: null,
};

/** The list a products route names: every product on page 1 when it has no segments. */
export function listOf(params: { list?: ProductListSegments }): ProductListSegments {
  return params.list ?? { filters: [] };
}

/** The value of a facet of `values` that a filter names, or undefined when the catalogue has none. */
export function valueOf(values: ProductFilters, filter: Filter) {
  const key = FACET_KEYS[filter.facet];
  return key ? values[key].find((value) => value.slug === filter.value) : undefined;
}

/** True when every filter names a value the catalogue lists (`values`: every value of every facet). */
export function knowsEveryFilter(values: ProductFilters, filters: readonly Filter[]): boolean {
  return filters.every((filter) => valueOf(values, filter) !== undefined);
}

/** Products per page -> the number of pages of `total` products; an empty list still has page 1. */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
