// GET /thematics, /thematic/{id}, /innovation-category
import { z } from 'zod';

import { PAGE_TYPES } from '../../shared/schemas/page.ts';
import { notFound } from '../http/errors.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { thematicById, thematics } from '../store/pages.ts';
import { type EndpointDeps, pathId, scoped, scopedQuery, SHOP_QUERY } from './context.ts';

const THEMATICS_QUERY = scopedQuery({
  type: z.enum(PAGE_TYPES, { error: `must be one of ${PAGE_TYPES.join(', ')}` }).optional(),
});

export function thematicRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  router.get('/thematics', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, THEMATICS_QUERY);
    return json({ data: await thematics(store, scope.lang, query.type) });
  });

  router.get('/thematic/:id', async ({ url, params }) => {
    const id = pathId(params.id, 'thematic');
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const thematic = await thematicById(store, scope.lang, id);
    if (!thematic) throw notFound(`No thematic with id ${id}`);
    return json({ data: thematic });
  });

  /** The innovation categories: the thematics of type innovation. */
  router.get('/innovation-category', async ({ url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    return json({ data: await thematics(store, scope.lang, 'innovation') });
  });
}
