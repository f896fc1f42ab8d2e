// SPEC §7 resource group 'products': the list (GET /product), one product, the facet counts
// (GET /filtersProducts), a product's pages and FAQ, and products by slugs. Parameters are
// camelCase here and written as decision 007 says: arrays comma-joined, price, needs and
// caracteristics as JSON, booleans 1/0.
import * as z from 'zod/mini';

import { PAGES_PER_PRODUCT_OR_NEED } from '../../constants.ts';
import { type FaqEntry, faqEntrySchema } from '../../schemas/brand.ts';
import { paginated, wrapped } from '../../schemas/common.ts';
import { type Page, pageSchema } from '../../schemas/page.ts';
import {
  type Product,
  type ProductFilters,
  productFiltersSchema,
  type ProductListItem,
  productListItemSchema,
  productSchema,
} from '../../schemas/product.ts';
import { jsonParam, type QueryParams, slugBatches } from '../query.ts';
import type { CallOptions, Transport } from '../transport.ts';

export const PRODUCT_ORDERS = ['relevance', 'name', 'price_asc', 'price_desc', 'new'] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

export const PRODUCT_DISPLAYS = ['new', 'promoted', 'special_offer', 'new_formula'] as const;
export type ProductDisplay = (typeof PRODUCT_DISPLAYS)[number];

export const CARACTERISTIC_FACETS = ['brand', 'flavour', 'diner_type', 'galenic_format', 'active_ingredient'] as const;
export type CaracteristicFacet = (typeof CARACTERISTIC_FACETS)[number];
/** Selected facet values, as slugs, by facet. */
export type Caracteristics = Partial<Record<CaracteristicFacet, readonly string[]>>;

/** The selection shared by GET /product and GET /filtersProducts. */
export interface ProductFilterParams {
  /** Category slugs. */
  categories?: readonly string[];
  price?: { min?: number; max?: number };
  /** Need slugs. */
  needs?: readonly string[];
  text?: string;
  saleplanId?: number;
  published?: boolean;
  /** Leave out free products: true unless false is given (SPEC §7 `no_free=1`). */
  noFree?: boolean;
  caracteristics?: Caracteristics;
  display?: readonly ProductDisplay[];
}

export interface ProductListParams extends ProductFilterParams {
  page?: number;
  perPage?: number;
  orderBy?: ProductOrder;
}

export interface ProductFiltersParams extends ProductFilterParams {
  /** The expertise segment of the products list. */
  category?: string;
  /** Facets whose values are asked for (`caracteristics_select`, comma list). */
  caracteristicsSelect?: readonly CaracteristicFacet[];
}

const productListAnswer = paginated(productListItemSchema);
const productAnswer = wrapped(productSchema);
const filtersAnswer = wrapped(productFiltersSchema);
const pagesAnswer = wrapped(z.array(pageSchema));
const faqsAnswer = wrapped(z.array(faqEntrySchema));
export type ProductList = z.output<typeof productListAnswer>;

function hasValues(caracteristics: Caracteristics | undefined): boolean {
  return (
    caracteristics !== undefined &&
    Object.values(caracteristics).some((values) => values !== undefined && values.length > 0)
  );
}

/** The query of a selection; empty selections are left out rather than sent as `[]` or `{}`. */
export function filterQuery(params: ProductFilterParams): QueryParams {
  const { price, needs, caracteristics } = params;
  const hasPrice = price !== undefined && (price.min !== undefined || price.max !== undefined);
  return {
    categories: params.categories,
    price: jsonParam(hasPrice ? price : undefined),
    needs: jsonParam(needs !== undefined && needs.length > 0 ? needs : undefined),
    text: params.text,
    saleplan_id: params.saleplanId,
    published: params.published,
    no_free: params.noFree === false ? undefined : true,
    caracteristics: jsonParam(hasValues(caracteristics) ? caracteristics : undefined),
    display: params.display,
  };
}

export function productsResource(transport: Transport) {
  return {
    /** GET /product: `items` and `total` of the selection. */
    list(params: ProductListParams = {}, call?: CallOptions): Promise<ProductList> {
      const query = { ...filterQuery(params), page: params.page, perPage: params.perPage, orderBy: params.orderBy };
      return transport.request({ method: 'GET', path: 'product', query, schema: productListAnswer, call });
    },
    /** GET /product/{id} */
    async get(id: number, { saleplanId }: { saleplanId?: number } = {}, call?: CallOptions): Promise<Product> {
      const answer = await transport.request({
        method: 'GET',
        path: 'product/{id}',
        pathParams: { id },
        query: { saleplan_id: saleplanId },
        schema: productAnswer,
        call,
      });
      return answer.data;
    },
    /** GET /filtersProducts: every facet value with the count the selection would give. */
    async filters(params: ProductFiltersParams = {}, call?: CallOptions): Promise<ProductFilters> {
      const query = {
        ...filterQuery(params),
        category: params.category,
        caracteristics_select: params.caracteristicsSelect,
      };
      return (await transport.request({ method: 'GET', path: 'filtersProducts', query, schema: filtersAnswer, call }))
        .data;
    },
    /** GET /products/{id}/pages (four by default). */
    async pages(
      id: number,
      { perPage = PAGES_PER_PRODUCT_OR_NEED }: { perPage?: number } = {},
      call?: CallOptions,
    ): Promise<Page[]> {
      const answer = await transport.request({
        method: 'GET',
        path: 'products/{id}/pages',
        pathParams: { id },
        query: { per_page: perPage },
        schema: pagesAnswer,
        call,
      });
      return answer.data;
    },
    /** GET /products/{id}/faqs */
    async faqs(id: number, call?: CallOptions): Promise<FaqEntry[]> {
      return (
        await transport.request({
          method: 'GET',
          path: 'products/{id}/faqs',
          pathParams: { id },
          schema: faqsAnswer,
          call,
        })
      ).data;
    },
    /** GET /product?slugs=a,b,…: five slugs a call, more are asked in parallel calls. */
    async bySlugs(
      slugs: readonly string[],
      { saleplanId }: { saleplanId?: number } = {},
      call?: CallOptions,
    ): Promise<ProductListItem[]> {
      const lists = await Promise.all(
        slugBatches(slugs).map((batch) =>
          transport.request({
            method: 'GET',
            path: 'product',
            query: { slugs: batch, perPage: batch.length, saleplan_id: saleplanId },
            schema: productListAnswer,
            call,
          }),
        ),
      );
      return lists.flatMap((list) => list.items);
    },
  };
}
export type ProductsResource = ReturnType<typeof productsResource>;
