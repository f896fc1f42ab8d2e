// The product list and its facet counts, from one description of the selection.
//
// Filters arrive as slugs in the request's language and are resolved to ids once. A top-level
// need or category takes its subtree (need_closure, category_closure). Values of one facet are
// OR'ed, facets are AND'ed; an unknown slug matches nothing. The SQL is built from which
// filters are present, never from their values (lists travel as one parameter: catalog/store/
// store.ts inList), so each shape is prepared once.
//
// Facet counts are standard faceting: the count of a value is the number of products the
// selection gives with that facet's own filter replaced by that value alone. So a count always
// equals the total GET /product answers for that value with the other filters unchanged.
import { type RawBuilder, sql } from 'kysely';

import type { Language } from '../../config/locales.ts';
import { DISPLAY_CODES, type DisplayCode } from '../seed/index.ts';
import { NEED_TREE_ORDER } from './needs.ts';
import { matches, searchQuery } from './search-index.ts';
import type { ShopScope } from './shops.ts';
import { all, first, inList, type Queries } from './store.ts';

export const CARACTERISTICS = ['brand', 'flavour', 'diner_type', 'galenic_format', 'active_ingredient'] as const;
export type Caracteristic = (typeof CARACTERISTICS)[number];
export type FacetName = Caracteristic | 'need' | 'display';

export const ORDERS = ['relevance', 'name', 'price_asc', 'price_desc', 'new'] as const;
export type ProductOrder = (typeof ORDERS)[number];

/** A selection as the query string gives it (slugs in the request's language). */
export interface ProductSelection {
  categories?: readonly string[];
  needs?: readonly string[];
  caracteristics?: Partial<Record<Caracteristic, readonly string[]>>;
  /** Codes (new, promoted, special_offer, new_formula) or the language's display slugs. */
  display?: readonly string[];
  /** In the shop's currency, on the own price. */
  price?: { min?: number | undefined; max?: number | undefined };
  text?: string;
  slugs?: readonly string[];
  noFree?: boolean;
}

/** The same selection with ids. An empty list is a filter that matches nothing. */
export interface ResolvedSelection {
  categoryIds?: number[];
  needIds?: number[];
  ids: Partial<Record<Caracteristic, number[]>>;
  display?: DisplayCode[];
  minCents?: number;
  maxCents?: number;
  /** The engine's full-text query (search-index.ts); null when the text held no word (matches nothing). */
  fts?: string | null;
  productIds?: number[];
  noFree: boolean;
}

export class UnknownDisplayError extends Error {
  constructor(readonly values: readonly string[]) {
    super(`unknown display value${values.length > 1 ? 's' : ''} ${values.join(', ')}`);
  }
}

async function idsOf(store: Queries, query: RawBuilder<{ id: number }>): Promise<number[]> {
  return (await all(store, query)).map((row) => row.id);
}

export async function resolveSelection(
  store: Queries,
  lang: Language,
  selection: ProductSelection,
): Promise<ResolvedSelection> {
  const resolved: ResolvedSelection = { ids: {}, noFree: selection.noFree === true };
  if (selection.categories?.length) {
    resolved.categoryIds = await idsOf(
      store,
      sql`SELECT DISTINCT c.descendant_id AS id FROM facet_value_text t JOIN category_closure c ON c.ancestor_id = t.id
       WHERE t.facet = 'category' AND t.lang = ${lang} AND t.slug ${inList(store, selection.categories)}`,
    );
  }
  if (selection.needs?.length) {
    resolved.needIds = await idsOf(
      store,
      sql`SELECT DISTINCT c.descendant_id AS id FROM need_text t JOIN need_closure c ON c.ancestor_id = t.need_id
       WHERE t.lang = ${lang} AND t.slug ${inList(store, selection.needs)}`,
    );
  }
  for (const facet of CARACTERISTICS) {
    const slugs = selection.caracteristics?.[facet];
    if (!slugs?.length) continue;
    resolved.ids[facet] = await idsOf(
      store,
      facet === 'brand'
        ? sql`SELECT brand_id AS id FROM brand_text WHERE lang = ${lang} AND slug ${inList(store, slugs)}`
        : sql`SELECT id FROM facet_value_text WHERE facet = ${facet} AND lang = ${lang} AND slug ${inList(store, slugs)}`,
    );
  }
  if (selection.display?.length) {
    const codes = new Set<DisplayCode>();
    const unknown: string[] = [];
    const bySlug = new Map(
      (
        await all(
          store,
          sql<{
            slug: string;
            code: DisplayCode;
          }>`SELECT t.slug, v.code FROM facet_value v JOIN facet_value_text t ON t.facet = v.facet AND t.id = v.id AND t.lang = ${lang} WHERE v.facet = 'display'`,
        )
      ).map((row) => [row.slug, row.code]),
    );
    for (const value of selection.display) {
      const code = (DISPLAY_CODES as readonly string[]).includes(value) ? (value as DisplayCode) : bySlug.get(value);
      if (code) codes.add(code);
      else unknown.push(value);
    }
    if (unknown.length > 0) throw new UnknownDisplayError(unknown);
    resolved.display = DISPLAY_CODES.filter((code) => codes.has(code));
  }
  if (selection.price?.min !== undefined) resolved.minCents = Math.round(selection.price.min * 100);
  if (selection.price?.max !== undefined) resolved.maxCents = Math.round(selection.price.max * 100);
  if (selection.text !== undefined) resolved.fts = searchQuery(store, selection.text);
  if (selection.slugs?.length) {
    resolved.productIds = await idsOf(
      store,
      sql`SELECT product_id AS id FROM product_text WHERE lang = ${lang} AND slug ${inList(store, selection.slugs)}`,
    );
  }
  return resolved;
}

/** Whether the 'new' badge shows today, as SQL on `product p`. */
const isNewToday = (today: string) =>
  sql`(p.new_from IS NOT NULL AND p.new_from <= ${today} AND (p.new_to IS NULL OR p.new_to >= ${today}))`;

const displayCondition = (code: DisplayCode, today: string): RawBuilder<unknown> =>
  ({
    new: isNewToday(today),
    promoted: sql`p.promoted = 1`,
    special_offer: sql`p.special_offer = 1`,
    new_formula: sql`p.is_new_formulae = 1`,
  })[code];

const FACET_COLUMN: Readonly<Record<Exclude<Caracteristic, 'active_ingredient'>, string>> = {
  brand: 'p.brand_id',
  flavour: 'p.flavour_id',
  diner_type: 'p.diner_type_id',
  galenic_format: 'p.galenic_form_id',
};
const facetColumn = (facet: Exclude<Caracteristic, 'active_ingredient'>) => sql.raw(FACET_COLUMN[facet]);

const NOTHING = sql`1 = 0`;

interface FromWhereOptions {
  /** The facet whose own filter is left out (facet counts). */
  except?: FacetName | undefined;
  /** Join the text search and expose its rank as `s.rank`, instead of filtering with it. */
  rankJoin?: boolean;
  /** More joins. */
  joins?: RawBuilder<unknown>;
  /** One more condition. */
  also?: RawBuilder<unknown>;
}

/** `FROM … WHERE …` of the selection in the scope's shop. */
function fromWhere(
  store: Queries,
  scope: ShopScope,
  selection: ResolvedSelection,
  { except, rankJoin = false, joins, also }: FromWhereOptions = {},
): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`FROM product p JOIN product_country pc ON pc.product_id = p.id AND pc.country = ${scope.country}`,
  ];
  const textJoin = rankJoin && typeof selection.fts === 'string';
  if (textJoin) parts.push(sql`JOIN ${matches(store, 'product', scope.lang, selection.fts!)} s ON s.id = p.id`);
  if (joins) parts.push(joins);
  const where: RawBuilder<unknown>[] = [];
  if (also) where.push(also);
  if (selection.categoryIds)
    where.push(
      sql`p.id IN (SELECT product_id FROM product_category WHERE category_id ${inList(store, selection.categoryIds)})`,
    );
  if (selection.needIds && except !== 'need')
    where.push(sql`p.id IN (SELECT product_id FROM product_need WHERE need_id ${inList(store, selection.needIds)})`);
  for (const facet of CARACTERISTICS) {
    const ids = selection.ids[facet];
    if (!ids || except === facet) continue;
    if (facet === 'active_ingredient')
      where.push(
        sql`p.id IN (SELECT product_id FROM product_active_ingredient WHERE ingredient_id ${inList(store, ids)})`,
      );
    else where.push(sql`${facetColumn(facet)} ${inList(store, ids)}`);
  }
  if (selection.display && except !== 'display') {
    if (selection.display.length === 0) where.push(NOTHING);
    else
      where.push(
        sql`(${sql.join(
          selection.display.map((code) => displayCondition(code, scope.today)),
          sql` OR `,
        )})`,
      );
  }
  if (selection.minCents !== undefined) where.push(sql`pc.own_price_cents >= ${selection.minCents}`);
  if (selection.maxCents !== undefined) where.push(sql`pc.own_price_cents <= ${selection.maxCents}`);
  if (selection.noFree) where.push(sql`pc.own_price_cents > 0`);
  if (selection.fts === null) where.push(NOTHING);
  else if (typeof selection.fts === 'string' && !textJoin)
    where.push(sql`p.id IN (SELECT id FROM ${matches(store, 'product', scope.lang, selection.fts)} m)`);
  if (selection.productIds) where.push(sql`p.id ${inList(store, selection.productIds)}`);
  if (where.length > 0) parts.push(sql`WHERE ${sql.join(where, sql` AND `)}`);
  return sql.join(parts, sql` `);
}

export interface ProductPage {
  ids: number[];
  total: number;
}

/** The ids of one page of the selection, in `orderBy` order, without counting the selection. */
export async function searchProductIds(
  store: Queries,
  scope: ShopScope,
  selection: ResolvedSelection,
  { orderBy, page, perPage }: { orderBy: ProductOrder; page: number; perPage: number },
): Promise<number[]> {
  const ranked = orderBy === 'relevance' && typeof selection.fts === 'string';
  const from = fromWhere(store, scope, selection, {
    rankJoin: ranked,
    ...(orderBy === 'name'
      ? { joins: sql`JOIN product_text pt ON pt.product_id = p.id AND pt.lang = ${scope.lang}` }
      : {}),
  });
  const order = {
    relevance: ranked ? sql`ORDER BY s.rank, p.id` : sql`ORDER BY p.promoted DESC, p.id`,
    name: sql`ORDER BY pt.name_key, p.id`,
    price_asc: sql`ORDER BY pc.own_price_cents, p.id`,
    price_desc: sql`ORDER BY pc.own_price_cents DESC, p.id`,
    new: sql`ORDER BY CASE WHEN ${isNewToday(scope.today)} THEN 0 ELSE 1 END, p.new_from DESC NULLS LAST, p.id`,
  }[orderBy];
  return idsOf(store, sql`SELECT p.id ${from} ${order} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);
}

export async function searchProducts(
  store: Queries,
  scope: ShopScope,
  selection: ResolvedSelection,
  { orderBy, page, perPage }: { orderBy: ProductOrder; page: number; perPage: number },
): Promise<ProductPage> {
  const ids = await searchProductIds(store, scope, selection, { orderBy, page, perPage });
  // A first page that is not full holds the whole selection: no need to count it.
  if (page === 1 && ids.length < perPage) return { ids, total: ids.length };
  return { ids, total: await countProducts(store, scope, selection) };
}

export async function countProducts(
  store: Queries,
  scope: ShopScope,
  selection: ResolvedSelection,
  except?: FacetName,
): Promise<number> {
  const row = await first(
    store,
    sql<{ n: number }>`SELECT count(*) AS n ${fromWhere(store, scope, selection, { except })}`,
  );
  return row!.n;
}

export interface FacetCounts {
  products: number;
  /** value id (display: code) -> count */
  brand: Map<number, number>;
  flavour: Map<number, number>;
  diner_type: Map<number, number>;
  galenic_format: Map<number, number>;
  active_ingredient: Map<number, number>;
  need: Map<number, number>;
  display: Map<DisplayCode, number>;
}

async function grouped(store: Queries, query: RawBuilder<unknown>): Promise<Map<number, number>> {
  const rows = await all(store, query as RawBuilder<{ v: number; n: number }>);
  return new Map(rows.map((row) => [row.v, row.n]));
}

/** `sum(…)` of a condition, as a count: 0 when no row. */
const countWhere = (condition: RawBuilder<unknown>) => sql`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

export async function facetCounts(
  store: Queries,
  scope: ShopScope,
  selection: ResolvedSelection,
): Promise<FacetCounts> {
  const column = (facet: Exclude<Caracteristic, 'active_ingredient'>) =>
    grouped(
      store,
      sql`SELECT ${facetColumn(facet)} AS v, count(*) AS n ${fromWhere(store, scope, selection, {
        except: facet,
        also: sql`${facetColumn(facet)} IS NOT NULL`,
      })} GROUP BY 1`,
    );
  const [products, brand, flavour, dinerType, galenicFormat, activeIngredient, need, sums] = await Promise.all([
    countProducts(store, scope, selection),
    column('brand'),
    column('flavour'),
    column('diner_type'),
    column('galenic_format'),
    grouped(
      store,
      sql`SELECT a.ingredient_id AS v, count(*) AS n ${fromWhere(store, scope, selection, {
        except: 'active_ingredient',
        joins: sql`JOIN product_active_ingredient a ON a.product_id = p.id`,
      })} GROUP BY 1`,
    ),
    grouped(
      store,
      sql`SELECT c.ancestor_id AS v, count(DISTINCT p.id) AS n ${fromWhere(store, scope, selection, {
        except: 'need',
        joins: sql`JOIN product_need pn ON pn.product_id = p.id JOIN need_closure c ON c.descendant_id = pn.need_id`,
      })} GROUP BY 1`,
    ),
    first(
      store,
      sql<
        Record<DisplayCode, number>
      >`SELECT ${countWhere(isNewToday(scope.today))} AS "new", ${countWhere(sql`p.promoted = 1`)} AS promoted,
        ${countWhere(sql`p.special_offer = 1`)} AS special_offer, ${countWhere(sql`p.is_new_formulae = 1`)} AS new_formula
        ${fromWhere(store, scope, selection, { except: 'display' })}`,
    ),
  ]);
  return {
    products,
    brand,
    flavour,
    diner_type: dinerType,
    galenic_format: galenicFormat,
    active_ingredient: activeIngredient,
    need,
    display: new Map(DISPLAY_CODES.map((code) => [code, Number(sums![code])])),
  };
}

export interface FacetValue {
  id: number;
  slug: string;
  label: string;
  /** Display values only. */
  code?: DisplayCode;
}

/** Every value of every facet in the scope's language, in their order; brands of the shop only. */
export async function facetValues(store: Queries, scope: ShopScope): Promise<Record<FacetName, FacetValue[]>> {
  const lists: Record<FacetName, FacetValue[]> = {
    brand: [],
    flavour: [],
    diner_type: [],
    galenic_format: [],
    active_ingredient: [],
    need: [],
    display: [],
  };
  const [rows, brands, needs] = await Promise.all([
    all(
      store,
      sql<{
        facet: FacetName;
        id: number;
        slug: string;
        label: string;
        code: DisplayCode | null;
      }>`SELECT v.facet, v.id, t.slug, t.label, v.code FROM facet_value v JOIN facet_value_text t ON t.facet = v.facet AND t.id = v.id AND t.lang = ${scope.lang}
       WHERE v.facet IN ('flavour', 'diner_type', 'galenic_format', 'active_ingredient', 'display') ORDER BY v.facet, v.position, v.id`,
    ),
    all(
      store,
      sql<FacetValue>`SELECT b.id, t.slug, b.name AS label FROM brand b JOIN brand_text t ON t.brand_id = b.id AND t.lang = ${scope.lang}
       WHERE b.id IN (SELECT p.brand_id FROM product p JOIN product_country pc ON pc.product_id = p.id AND pc.country = ${scope.country}) ORDER BY b.position, b.id`,
    ),
    all(
      store,
      sql<FacetValue>`SELECT n.id, t.slug, t.label FROM need n JOIN need_text t ON t.need_id = n.id AND t.lang = ${scope.lang} ${NEED_TREE_ORDER}`,
    ),
  ]);
  for (const row of rows)
    lists[row.facet].push(
      row.code
        ? { id: row.id, slug: row.slug, label: row.label, code: row.code }
        : { id: row.id, slug: row.slug, label: row.label },
    );
  lists.brand = brands;
  lists.need = needs;
  return lists;
}
