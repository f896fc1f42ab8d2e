// The products list: every facet value of the language (which URL values exist, their ids for the
// other language), the categories (the expertise segment), the facet counts of the selection and
// one page of its products. All critical: they decide the 404 and the head, except a sorted
// page, which the page asks for itself (the sort is in the query string, see list-sort.ts).
import { queryOptions } from '@tanstack/react-query';

import { type Facet, FACETS } from '../../../routes/facet-names.ts';
import type { Filter } from '../../../routes/segments.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import type {
  CaracteristicFacet,
  ProductDisplay,
  ProductFilterParams,
  ProductOrder,
} from '../../../shared/api/resources/products.ts';
import type { Category } from '../../../shared/schemas/site.ts';
import { paced } from '../page-data/paced.ts';
import { scope } from './scope.ts';

/** Deepest category level the contract serves (decision 007: depth 0–3). */
const CATEGORY_DEPTH = 3;

/** A selection of the list: its expertise (a category slug) and its filters. */
export interface ListSelection {
  expertise?: string | undefined;
  filters: readonly Filter[];
}

const CARACTERISTIC_OF: Partial<Record<Facet, CaracteristicFacet>> = {
  brand: 'brand',
  flavour: 'flavour',
  dinerType: 'diner_type',
  galenicFormat: 'galenic_format',
  activeIngredient: 'active_ingredient',
};

const valuesOf = (filters: readonly Filter[], facet: Facet) =>
  filters.filter((filter) => filter.facet === facet).map((filter) => filter.value);

/** The filters of the URL as GET /product and GET /filtersProducts take them (the expertise aside). */
export function filterParams(filters: readonly Filter[]): ProductFilterParams {
  const params: ProductFilterParams = {};
  const needs = valuesOf(filters, 'need');
  if (needs.length > 0) params.needs = needs;
  const display = valuesOf(filters, 'display');
  if (display.length > 0) params.display = display as ProductDisplay[]; // slugs of the language, which the API takes
  const caracteristics: Partial<Record<CaracteristicFacet, string[]>> = {};
  for (const facet of FACETS) {
    const key = CARACTERISTIC_OF[facet];
    const values = valuesOf(filters, facet);
    if (key && values.length > 0) caracteristics[key] = values;
  }
  if (Object.keys(caracteristics).length > 0) params.caracteristics = caracteristics;
  return params;
}

const selectionKey = ({ expertise, filters }: ListSelection) => ({
  expertise: expertise ?? null,
  filters: filters.map(({ facet, value }) => `${facet}--${value}`),
});

const facetValuesKey = (api: ApiClient) => ['product-facet-values', ...scope(api)];

/** Every value of every facet, whatever the selection (GET /filtersProducts without filters). */
export const facetValuesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: facetValuesKey(api), queryFn: ({ signal }) => api.products.filters({}, { signal }) });

export const categoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['categories', ...scope(api), CATEGORY_DEPTH],
    queryFn: ({ signal }) => api.category.list({ depth: CATEGORY_DEPTH }, { signal }),
  });

/** The category of a slug anywhere in the tree, or undefined. */
export function findCategory(categories: readonly Category[], slug: string): Category | undefined {
  for (const category of categories) {
    if (category.slug === slug) return category;
    const child = findCategory(category.children, slug);
    if (child) return child;
  }
  return undefined;
}

/**
 * The facet counts of the selection (`products`: how many products it holds). The whole
 * catalogue's counts are the same request as the facet values: they share its cache entry, so
 * the page asks once and carries one copy.
 */
export const productFiltersQuery = (api: ApiClient, selection: ListSelection) =>
  queryOptions({
    queryKey:
      !selection.expertise && selection.filters.length === 0
        ? facetValuesKey(api)
        : ['product-filters', ...scope(api), selectionKey(selection)],
    queryFn: ({ signal }) =>
      api.products.filters({ ...filterParams(selection.filters), category: selection.expertise }, { signal }),
  });

export interface ListPage {
  page: number;
  perPage: number;
  orderBy: ProductOrder;
}

/** One page of the selection's products. The default order is critical; another one is paced. */
export const productListQuery = (api: ApiClient, selection: ListSelection, { page, perPage, orderBy }: ListPage) =>
  queryOptions({
    queryKey: ['product-list', ...scope(api), selectionKey(selection), page, perPage, orderBy],
    queryFn: ({ signal }) => {
      const ask = () =>
        api.products.list(
          {
            ...filterParams(selection.filters),
            categories: selection.expertise ? [selection.expertise] : undefined,
            page,
            perPage,
            orderBy,
          },
          { signal },
        );
      return orderBy === 'relevance' ? ask() : paced(ask);
    },
  });
