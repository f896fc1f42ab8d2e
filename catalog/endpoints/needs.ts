// GET /need, /need/pages, /need/{id}, /need/{id}/pages
import { notFound } from '../http/errors.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { allNeeds, needById } from '../store/needs.ts';
import { needPages } from '../store/pages.ts';
import { type EndpointDeps, pathId, PER_PAGE_QUERY, scoped, SHOP_QUERY } from './context.ts';

export function needRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  /** Every need, each top-level need followed by its sub-needs. */
  router.get('/need', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    return json({ data: await allNeeds(store, scope.lang) });
  });

  /** Pages about any need, newest first. Registered before /need/:id. */
  router.get('/need/pages', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, PER_PAGE_QUERY);
    return json({ data: await needPages(store, scope, null, query.per_page) });
  });

  router.get('/need/:id', async ({ url, params }) => {
    const id = pathId(params.id, 'need');
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const need = await needById(store, id, scope.lang);
    if (!need) throw notFound(`No need with id ${id}`);
    return json({ data: need });
  });

  /** Pages about the need or one of its sub-needs, newest first. */
  router.get('/need/:id/pages', async ({ url, params }) => {
    const id = pathId(params.id, 'need');
    const { query, scope } = await scoped(deps, url, PER_PAGE_QUERY);
    if (!(await needById(store, id, scope.lang))) throw notFound(`No need with id ${id}`);
    return json({ data: await needPages(store, scope, id, query.per_page) });
  });
}
