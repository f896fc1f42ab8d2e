// GET /categories, /menus, /settings, /shop, /civilities, /maintenance, /online-help
import { z } from 'zod';

import type { Language } from '../../config/locales.ts';
import { badRequest } from '../http/errors.ts';
import { integer, parseQuery } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { faqEntries } from '../store/brands.ts';
import { allShops, shopById, toShop } from '../store/shops.ts';
import { categoryTree, civilities, menus, settings } from '../store/site.ts';
import { isMaintenance } from '../store/store.ts';
import { type EndpointDeps, scoped, scopedQuery, scopeOf, SHOP_QUERY, shopParams } from './context.ts';

/** `be.localhost:3000`, `https://www.example.be/` -> `be.localhost`, `www.example.be` */
function hostOf(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/, 1)[0]!
    .replace(/:\d+$/, '');
}

const DEPTH_QUERY = scopedQuery({ depth: integer(0, 3).default(0) });
/** GET /shop: shop_id and lang are optional there. */
const SHOPS_QUERY = z.object({
  shop_id: shopParams.shop_id.optional(),
  lang: shopParams.lang.optional(),
  url: z.string().max(300, 'must be at most 300 characters').optional(),
});

export function siteRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  /** The category tree, `depth` levels below the roots (0: the roots alone). */
  router.get('/categories', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, DEPTH_QUERY);
    return json({ data: await categoryTree(store, scope.lang, query.depth) });
  });

  router.get('/menus', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    return json({ items: await menus(store, scope.lang) });
  });

  router.get('/settings', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    return json({ data: await settings(store, scope.country) });
  });

  /**
   * The shops whose domain matches `url` (a domain without scheme; a port or path is ignored),
   * or every shop. The site asks this before it knows its shop, so shop_id and lang are
   * optional here, and checked when given.
   */
  router.get('/shop', async ({ url }) => {
    const query = parseQuery(url, SHOPS_QUERY);
    if (query.shop_id !== undefined) {
      const shop = await shopById(store, query.shop_id);
      if (!shop)
        throw badRequest(`Bad query parameter shop_id: no shop has id ${query.shop_id}`, [
          { path: 'shop_id', message: `no shop has id ${query.shop_id}` },
        ]);
      if (query.lang !== undefined) await scopeOf(deps, { shop_id: query.shop_id, lang: query.lang as Language });
    }
    const host = query.url === undefined ? '' : hostOf(query.url);
    const shops = (await allShops(store)).filter(
      (shop) => host === '' || hostOf(shop.url).includes(host) || host.includes(hostOf(shop.url)),
    );
    return json({ list: shops.map(toShop) });
  });

  router.get('/civilities', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    return json({ data: await civilities(store, scope.lang) });
  });

  router.get('/maintenance', async ({ url }) => {
    await scoped(deps, url, SHOP_QUERY);
    return json({ data: { maintenance: await isMaintenance(store) } });
  });

  /** The online help (FAQ) entries of the shop's country. Not in decision 007's table yet. */
  router.get('/online-help', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    return json({ data: await faqEntries(store, 'help', null, scope.lang, scope.country) });
  });
}
