// GET /brands/router, /brands/codes, /brands/{id}, /brands/{id}/faqs
import { notFound } from '../http/errors.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { brandCodes, brandInShop, brandsInShop, faqEntries } from '../store/brands.ts';
import { type EndpointDeps, pathId, scoped, SHOP_QUERY } from './context.ts';

export function brandRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  router.get('/brands/router', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    return json({ data: await brandsInShop(store, scope) });
  });

  router.get('/brands/codes', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    return json({ data: await brandCodes(store, scope.country) });
  });

  router.get('/brands/:id', async ({ url, params }) => {
    const id = pathId(params.id, 'brand');
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const brand = await brandInShop(store, scope, id);
    if (!brand) throw notFound(`No brand with id ${id} in shop ${scope.shopId}`);
    return json({ data: brand });
  });

  router.get('/brands/:id/faqs', async ({ url, params }) => {
    const id = pathId(params.id, 'brand');
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    if (!(await brandInShop(store, scope, id))) throw notFound(`No brand with id ${id} in shop ${scope.shopId}`);
    return json({ data: await faqEntries(store, 'brand', id, scope.lang) });
  });
}
