// GET /homepage: what the home page shows, in one call.
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { allNeeds } from '../store/needs.ts';
import { listPageIds, pagesByIds } from '../store/pages.ts';
import { searchProductIds } from '../store/product-search.ts';
import { productListItems } from '../store/products.ts';
import { type EndpointDeps, scoped, SHOP_QUERY } from './context.ts';

export const HOME_PRODUCTS = 8;
export const HOME_PAGES = 4;

export function homepageRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  router.get('/homepage', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    // Promoted products first, then by id: the list's default order without a search.
    // Lists without their totals, which the home page does not show.
    const products = await searchProductIds(
      store,
      scope,
      { ids: {}, noFree: false },
      { orderBy: 'relevance', page: 1, perPage: HOME_PRODUCTS },
    );
    const latest = async (type: 'advice' | 'news') =>
      pagesByIds(
        store,
        scope.lang,
        await listPageIds(
          store,
          scope,
          { types: [type], published: true, order: 'date' },
          { page: 1, perPage: HOME_PAGES },
        ),
      );
    return json({
      data: {
        products: await productListItems(store, scope, products),
        needs: await allNeeds(store, scope.lang, true),
        advice: await latest('advice'),
        news: await latest('news'),
      },
    });
  });
}
