// GET /filtersProducts: every value of every facet with the number of products the selection
// gives with that value in place of the facet's own filter (catalog/store/product-search.ts),
// and `products`, the number the selection gives as it is. Each value carries its id, the same in
// every language, so a filter can be written in another language.
import { z } from 'zod';

import type { ProductFilters } from '../../shared/schemas/product.ts';
import { commaList } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { facetCounts, type FacetName, facetValues } from '../store/product-search.ts';
import { type EndpointDeps, scoped, scopedQuery } from './context.ts';
import { resolveQuerySelection, selectionParams } from './products.ts';

const FILTERS_QUERY = scopedQuery({
  ...selectionParams,
  caracteristics_select: commaList(z.string().max(60), 20).optional(),
});

export function productFilterRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  router.get('/filtersProducts', async ({ url }) => {
    // caracteristics_select (SPEC §7) is read and ignored: every facet is always counted.
    const { query, scope } = await scoped(deps, url, FILTERS_QUERY);
    const selection = await resolveQuerySelection(store, scope, query);
    const counts = await facetCounts(store, scope, selection);
    const values = await facetValues(store, scope);
    const facet = (name: Exclude<FacetName, 'display'>) =>
      values[name].map((value) => ({
        id: value.id,
        slug: value.slug,
        label: value.label,
        count: counts[name].get(value.id) ?? 0,
      }));
    const filters: ProductFilters = {
      products: counts.products,
      display: values.display.map((value) => ({
        id: value.id,
        slug: value.slug,
        label: value.label,
        count: value.code ? (counts.display.get(value.code) ?? 0) : 0,
      })),
      brand: facet('brand'),
      need: facet('need'),
      active_ingredient: facet('active_ingredient'),
      diner_type: facet('diner_type'),
      flavour: facet('flavour'),
      galenic_format: facet('galenic_format'),
    };
    return json({ data: filters });
  });
}
