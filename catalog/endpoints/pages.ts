// GET /pages, /page, /page/{id}, /page/{id}/associate
import { z } from 'zod';

import { PAGE_TYPES } from '../../shared/schemas/page.ts';
import { notFound } from '../http/errors.ts';
import { commaList, flag, slug } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { associatedPages, listPages, pageInShop, pagesByIds } from '../store/pages.ts';
import { type EndpointDeps, pageParams, pathId, PER_PAGE_QUERY, scoped, scopedQuery } from './context.ts';

const listParams = {
  /** One type or a comma list of types. */
  type: commaList(
    z.enum(PAGE_TYPES, { error: `must be one of ${PAGE_TYPES.join(', ')}` }),
    PAGE_TYPES.length,
  ).optional(),
  /** Default: published pages only; 0/false shows the ones not yet published too. */
  published: flag.default(true),
  order: z.enum(['order', 'date'], { error: 'must be order or date' }).default('order'),
  ...pageParams,
};

const PAGES_QUERY = scopedQuery(listParams);
const PAGE_LIST_QUERY = scopedQuery({
  ...listParams,
  theme: slug.optional(),
  slugs: commaList(slug, 5).optional(),
  brand: slug.optional(),
});
const PAGE_QUERY = scopedQuery({ published: flag.default(true) });

export function pageRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  router.get('/pages', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, PAGES_QUERY);
    const { ids, total } = await listPages(
      store,
      scope,
      { ...(query.type ? { types: query.type } : {}), published: query.published, order: query.order },
      query,
    );
    return json({ items: await pagesByIds(store, scope.lang, ids), total, page: query.page, perPage: query.perPage });
  });

  router.get('/page', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, PAGE_LIST_QUERY);
    const criteria = {
      ...(query.type ? { types: query.type } : {}),
      ...(query.theme ? { theme: query.theme } : {}),
      ...(query.slugs ? { slugs: query.slugs } : {}),
      ...(query.brand ? { brand: query.brand } : {}),
      published: query.published,
      order: query.order,
    };
    const { ids, total } = await listPages(store, scope, criteria, query);
    return json({ items: await pagesByIds(store, scope.lang, ids), total, page: query.page, perPage: query.perPage });
  });

  /** A published page of the shop by id; with published=0 one not yet published too (previews). */
  router.get('/page/:id', async ({ url, params }) => {
    const id = pathId(params.id, 'page');
    const { query, scope } = await scoped(deps, url, PAGE_QUERY);
    const page = await pageInShop(store, scope, id, { published: query.published });
    if (!page) throw notFound(`No page with id ${id} in shop ${scope.shopId}`);
    return json({ data: page });
  });

  router.get('/page/:id/associate', async ({ url, params }) => {
    const id = pathId(params.id, 'page');
    const { query, scope } = await scoped(deps, url, PER_PAGE_QUERY);
    if (!(await pageInShop(store, scope, id, { published: true })))
      throw notFound(`No page with id ${id} in shop ${scope.shopId}`);
    return json({ data: await associatedPages(store, scope, id, query.per_page) });
  });
}
