// Favourite products and pharmacies (SPEC §6, §8 'add failed', 'already favourite'): the lists as
// the pages show them (product cards of the shop's language, pharmacies with their hours), adding
// and removing one.
import { favouritePharmacyPayloadSchema, favouriteProductPayloadSchema } from '../../shared/schemas/account.ts';
import { readJsonBody } from '../http/body.ts';
import { parseBody } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { addFavourite, favouriteIds, removeFavourite } from '../store/favourites.ts';
import { pointsOfSaleByIds } from '../store/locator.ts';
import { productListItems } from '../store/products.ts';
import { type AccountDeps, callerOf } from './account-auth.ts';
import { accountRefusal } from './account-refusals.ts';
import { pathId, scoped, SHOP_QUERY } from './context.ts';

export function accountFavouriteRoutes(router: Router, deps: AccountDeps): void {
  const { store } = deps;

  router.get('/account/favourites/products', async ({ request, url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const ids = await favouriteIds(store, caller.customerId, 'product');
    return json({ data: await productListItems(store, scope, ids) });
  });

  router.get('/account/favourites/pharmacies', async ({ request, url }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const ids = await favouriteIds(store, caller.customerId, 'pharmacy');
    return json({ data: await pointsOfSaleByIds(store, ids) });
  });

  router.post('/account/favourites/products', async ({ request, url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const { product_id: id } = parseBody(await readJsonBody(request), favouriteProductPayloadSchema);
    await addFavourite(store, {
      customerId: caller.customerId,
      kind: 'product',
      id,
      country: scope.country,
      now: deps.now(),
    }).catch(accountRefusal);
    return json({ data: { id } }, 201);
  });

  router.post('/account/favourites/pharmacies', async ({ request, url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const { point_of_sale_id: id } = parseBody(await readJsonBody(request), favouritePharmacyPayloadSchema);
    await addFavourite(store, {
      customerId: caller.customerId,
      kind: 'pharmacy',
      id,
      country: scope.country,
      now: deps.now(),
    }).catch(accountRefusal);
    return json({ data: { id } }, 201);
  });

  router.add('DELETE', '/account/favourites/products/:id', async ({ request, url, params }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const id = pathId(params.id, 'product');
    await removeFavourite(store, { customerId: caller.customerId, kind: 'product', id });
    return json({ data: { id } });
  });

  router.add('DELETE', '/account/favourites/pharmacies/:id', async ({ request, url, params }) => {
    await scoped(deps, url, SHOP_QUERY);
    const caller = await callerOf(deps, request);
    const id = pathId(params.id, 'pharmacy');
    await removeFavourite(store, { customerId: caller.customerId, kind: 'pharmacy', id });
    return json({ data: { id } });
  });
}
