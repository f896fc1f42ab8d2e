// GET /product, /product/{id}, /products/{id}/pages, /products/{id}/faqs
import { z } from 'zod';

import { badRequest, notFound } from '../http/errors.ts';
import { commaList, flag, jsonParam, slug } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { faqEntries } from '../store/brands.ts';
import { productPages } from '../store/pages.ts';
import {
  CARACTERISTICS,
  ORDERS,
  type ProductSelection,
  type ResolvedSelection,
  resolveSelection,
  searchProducts,
  UnknownDisplayError,
} from '../store/product-search.ts';
import { isSold, productDetail, productListItems } from '../store/products.ts';
import type { ShopScope } from '../store/shops.ts';
import type { Queries } from '../store/store.ts';
import { type EndpointDeps, pageParams, pathId, PER_PAGE_QUERY, scoped, scopedQuery, SHOP_QUERY } from './context.ts';

const MAX_VALUES = 20;

const amount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,7}(?:\.\d{1,2})?$/, 'must be an amount')
      .transform(Number),
  ])
  .pipe(z.number().min(0, 'must be at least 0').max(1_000_000, 'must be at most 1000000'))
  .nullable()
  .optional();

const slugArray = z.array(slug).max(MAX_VALUES, `must hold at most ${MAX_VALUES} values`);

/** The filters of GET /product, shared by GET /filtersProducts (decision 007). */
export const selectionParams = {
  categories: commaList(slug, MAX_VALUES).optional(),
  /** SPEC §7 (filtersProducts): the expertise of the products list, one category slug. */
  category: slug.optional(),
  price: jsonParam(
    z
      .object({ min: amount, max: amount }, { error: 'must be an object {"min","max"}' })
      .strict()
      .refine((price) => price.min == null || price.max == null || price.min <= price.max, 'min must not be above max'),
    '{"min":5,"max":30}',
  ).optional(),
  needs: jsonParam(slugArray, '["sleep","stress"]').optional(),
  caracteristics: jsonParam(
    z
      .object(Object.fromEntries(CARACTERISTICS.map((name) => [name, slugArray.optional()])), {
        error: 'must be an object of slug arrays',
      })
      .strict(),
    '{"brand":["a-brand"]}',
  ).optional(),
  display: commaList(z.string().max(60), 8).optional(),
  text: z.string().max(200, 'must be at most 200 characters').optional(),
  slugs: commaList(slug, 5).optional(),
  published: flag.optional(),
  no_free: flag.optional(),
};

const LIST_QUERY = scopedQuery({
  ...selectionParams,
  ...pageParams,
  orderBy: z.enum(ORDERS, { error: `must be one of ${ORDERS.join(', ')}` }).default('relevance'),
});

type SelectionQuery = { [K in keyof typeof selectionParams]?: z.output<(typeof selectionParams)[K]> };

/** The query's filters resolved to ids; a display value that is not one is a 400. */
export async function resolveQuerySelection(
  store: Queries,
  scope: ShopScope,
  query: SelectionQuery,
): Promise<ResolvedSelection> {
  const categories = [...(query.categories ?? []), ...(query.category ? [query.category] : [])];
  const text = query.text?.trim();
  const selection: ProductSelection = {
    ...(categories.length > 0 ? { categories } : {}),
    ...(query.needs ? { needs: query.needs } : {}),
    ...(query.caracteristics ? { caracteristics: query.caracteristics as ProductSelection['caracteristics'] } : {}),
    ...(query.display ? { display: query.display } : {}),
    ...(query.price ? { price: { min: query.price.min ?? undefined, max: query.price.max ?? undefined } } : {}),
    ...(text ? { text } : {}),
    ...(query.slugs ? { slugs: query.slugs } : {}),
    noFree: query.no_free === true,
  };
  try {
    return await resolveSelection(store, scope.lang, selection);
  } catch (error) {
    if (error instanceof UnknownDisplayError) {
      const message = `${error.message}; use new, promoted, special_offer, new_formula`;
      throw badRequest(`Bad query parameter display: ${message}`, [{ path: 'display', message }]);
    }
    throw error;
  }
}

export function productRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  router.get('/product', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, LIST_QUERY);
    const selection = await resolveQuerySelection(store, scope, query);
    const { ids, total } = await searchProducts(store, scope, selection, {
      orderBy: query.orderBy,
      page: query.page,
      perPage: query.perPage,
    });
    return json({ items: await productListItems(store, scope, ids), total, page: query.page, perPage: query.perPage });
  });

  router.get('/product/:id', async ({ url, params }) => {
    const id = pathId(params.id, 'product');
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    const product = await productDetail(store, scope, id);
    if (!product) throw notFound(`No product with id ${id} in shop ${scope.shopId}`);
    return json({ data: product });
  });

  router.get('/products/:id/pages', async ({ url, params }) => {
    const id = pathId(params.id, 'product');
    const { query, scope } = await scoped(deps, url, PER_PAGE_QUERY);
    if (!(await isSold(store, scope, id))) throw notFound(`No product with id ${id} in shop ${scope.shopId}`);
    return json({ data: await productPages(store, scope, id, query.per_page) });
  });

  router.get('/products/:id/faqs', async ({ url, params }) => {
    const id = pathId(params.id, 'product');
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    if (!(await isSold(store, scope, id))) throw notFound(`No product with id ${id} in shop ${scope.shopId}`);
    return json({ data: await faqEntries(store, 'product', id, scope.lang) });
  });
}
