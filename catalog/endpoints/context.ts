// What every endpoint shares: its dependencies, the shop_id/lang parameters every call carries
// (decision 007), and the scope they resolve to. `shop_id` must name a shop and `lang` be one
// of that shop's languages, else 400. `saleplan_id`, when given, must be the shop's sale plan.
import { z } from 'zod';

import type { Language } from '../../config/locales.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../shared/schemas/common.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { CatalogLogger } from '../http/logger.ts';
import { integer, parseQuery } from '../http/query.ts';
import { shopById, shopLanguages, type ShopRow, type ShopScope } from '../store/shops.ts';
import type { Store } from '../store/store.ts';
import { isoDay, LANGUAGES } from '../store/text.ts';

export interface EndpointDeps {
  store: Store;
  now: () => Date;
  logger: CatalogLogger;
}

export const shopParams = {
  shop_id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a shop id (a positive whole number)')
    .transform(Number),
  lang: z.enum(LANGUAGES as [Language, ...Language[]], { error: `must be one of ${LANGUAGES.join(', ')}` }),
  saleplan_id: integer(1, 999_999_999).optional(),
};

export const pageParams = {
  page: integer(1, 100_000).default(1),
  perPage: integer(1, MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
};

/** `per_page` of the short related lists (4 by default, SPEC §9). */
export const perPageParam = integer(1, MAX_PER_PAGE).default(4);

export interface Scoped<T> {
  query: T;
  scope: ShopScope;
  shop: ShopRow;
}

/** Resolves shop_id and lang of an already parsed query to the shop and its scope. */
export async function scopeOf(
  deps: EndpointDeps,
  query: { shop_id: number; lang: Language; saleplan_id?: number | undefined },
): Promise<{ scope: ShopScope; shop: ShopRow }> {
  const shop = await shopById(deps.store, query.shop_id);
  if (!shop)
    throw badRequest(`Bad query parameter shop_id: no shop has id ${query.shop_id}`, [
      { path: 'shop_id', message: `no shop has id ${query.shop_id}` },
    ]);
  const languages = shopLanguages(shop.country);
  if (!languages.includes(query.lang)) {
    const message = `shop ${shop.id} (${shop.country}) is in ${languages.join(', ')}`;
    throw badRequest(`Bad query parameter lang: ${message}`, [{ path: 'lang', message }]);
  }
  if (query.saleplan_id !== undefined && query.saleplan_id !== shop.id) {
    const message = `shop ${shop.id} has sale plan ${shop.id}`;
    throw badRequest(`Bad query parameter saleplan_id: ${message}`, [{ path: 'saleplan_id', message }]);
  }
  return { shop, scope: { shopId: shop.id, country: shop.country, lang: query.lang, today: isoDay(deps.now()) } };
}

type ShopParams = typeof shopParams;

/** A query schema that reads shop_id, lang and saleplan_id besides its own parameters. */
export type ScopedQuery<Shape extends z.ZodRawShape = z.ZodRawShape> = z.ZodObject<ShopParams & Shape>;

/**
 * The query schema of an endpoint: shop_id, lang and saleplan_id, then `shape`. Build it once, at
 * module level, never per request: zod compiles a schema's parser on its first parse, so a
 * schema made per call is compiled again on every call.
 */
export function scopedQuery<Shape extends z.ZodRawShape>(shape: Shape): ScopedQuery<Shape> {
  return z.object({ ...shopParams, ...shape }) as ScopedQuery<Shape>;
}

/** The query of the endpoints that read shop_id, lang and saleplan_id only. */
export const SHOP_QUERY = scopedQuery({});

/** The query of the short related lists: `per_page`. */
export const PER_PAGE_QUERY = scopedQuery({ per_page: perPageParam });

/** Parses the query with `schema` (made by scopedQuery), and resolves the shop. */
export async function scoped<Shape extends z.ZodRawShape>(
  deps: EndpointDeps,
  url: URL,
  schema: ScopedQuery<Shape>,
  options?: { repeatable?: readonly string[] },
) {
  const query = parseQuery(url, schema, options);
  const { scope, shop } = await scopeOf(deps, query as { shop_id: number; lang: Language; saleplan_id?: number });
  return { query, scope, shop };
}

/** A positive integer id from the path, else 404: `/product/abc` names no product. */
export function pathId(value: string | undefined, what: string): number {
  if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) throw notFound(`No ${what} with id ${value ?? ''}`);
  return Number(value);
}
