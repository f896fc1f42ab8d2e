// GET /url/entity, /url, /redirection
import { z } from 'zod';

import { MAX_REDIRECTION_URL_LENGTH } from '../../shared/api/resources/redirection.ts';
import { ENTITY_TYPES, type EntityType } from '../../shared/schemas/url.ts';
import { notFound } from '../http/errors.ts';
import { flag, integer, slug } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { brandInShop } from '../store/brands.ts';
import { needById } from '../store/needs.ts';
import { pageInShop } from '../store/pages.ts';
import { productDetail } from '../store/products.ts';
import { shopLanguages, type ShopScope } from '../store/shops.ts';
import { categoryById } from '../store/site.ts';
import type { Queries } from '../store/store.ts';
import { entityIdBySlug, entityInShop, entitySlugs, findRedirection } from '../store/urls.ts';
import { type EndpointDeps, scoped, scopedQuery } from './context.ts';

const entityType = z.enum(ENTITY_TYPES, { error: `must be one of ${ENTITY_TYPES.join(', ')}` });
const MAX_CANDIDATES = 5;

const ENTITY_QUERY = scopedQuery({
  entity_type: entityType,
  slug,
  // Pages are always looked up published (SPEC §7: published is forced to 1 for them).
  published: flag.optional(),
  depth: integer(0, 3).default(1),
});
const SLUGS_QUERY = scopedQuery({ entity_type: entityType, entity_id: integer(1, 999_999_999) });
const REDIRECTION_QUERY = scopedQuery({
  url: z
    .array(
      z
        .string()
        .min(1, 'must not be empty')
        .max(MAX_REDIRECTION_URL_LENGTH, `must be at most ${MAX_REDIRECTION_URL_LENGTH} characters`),
    )
    .min(1)
    .max(MAX_CANDIDATES, `at most ${MAX_CANDIDATES} candidates`),
});

async function entityOf(
  store: Queries,
  scope: ShopScope,
  type: EntityType,
  id: number,
  depth: number,
): Promise<unknown> {
  switch (type) {
    case 'product':
      return await productDetail(store, scope, id);
    case 'brand':
      return await brandInShop(store, scope, id);
    case 'need':
      return await needById(store, id, scope.lang);
    case 'page':
      return await pageInShop(store, scope, id, { published: true });
    case 'category':
      return await categoryById(store, scope.lang, id, depth);
  }
}

export function urlRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  /** The entity behind a slug of the request's language, as the shop shows it. */
  router.get('/url/entity', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, ENTITY_QUERY);
    const id = await entityIdBySlug(store, scope, query.entity_type, query.slug);
    const entity = id === null ? null : await entityOf(store, scope, query.entity_type, id, query.depth);
    if (!entity)
      throw notFound(`No ${query.entity_type} with slug '${query.slug}' in shop ${scope.shopId} (${scope.lang})`);
    return json({ data: { entity_type: query.entity_type, entity } });
  });

  /** The entity's slug in each language of the shop: the locale switch's translations. */
  router.get('/url', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, SLUGS_QUERY);
    if (!(await entityInShop(store, scope, query.entity_type, query.entity_id)))
      throw notFound(`No ${query.entity_type} with id ${query.entity_id} in shop ${scope.shopId}`);
    const slugs = await entitySlugs(store, query.entity_type, query.entity_id, shopLanguages(scope.country));
    return json({
      data: slugs.map(({ lang, slug: value }) => ({
        entity_type: query.entity_type,
        entity_id: query.entity_id,
        lang,
        slug: value,
      })),
    });
  });

  /** The first candidate URL with a rule in the shop's country: `{ type: status, url: target }`. */
  router.get('/redirection', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, REDIRECTION_QUERY, { repeatable: ['url'] });
    const rule = await findRedirection(store, scope.country, query.url);
    if (!rule) throw notFound(`No redirection for these URLs in shop ${scope.shopId}`);
    return json({ data: { type: rule.status, url: rule.to } });
  });
}
