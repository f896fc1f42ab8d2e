// The product list and its facet counts, from one description of the selection.
//
// Filters arrive as slugs in the request's language and are resolved to ids once. A top-level
// need or category takes its subtree (need_closure, category_closure). Values of one facet are
// OR'ed, facets are AND'ed; an unknown slug matches nothing. The SQL is built from which
// filters are present, never from their values (lists travel as one JSON parameter), so each
// shape is prepared once.
//
// Facet counts are standard faceting: the count of a value is the number of products the
// selection gives with that facet's own filter replaced by that value alone. So a count always
// equals the total GET /product answers for that value with the other filters unchanged.
import type { Language } from '../../config/locales.ts';
import { DISPLAY_CODES, type DisplayCode } from '../seed/index.ts';
import { ftsQuery } from './fts.ts';
import type { ShopScope } from './shops.ts';
import type { Param, Store } from './store.ts';

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
  /** The FTS query; null when the text held no word (matches nothing). */
  fts?: string | null;
  productIds?: number[];
  noFree: boolean;
}

export class UnknownDisplayError extends Error {
  constructor(readonly values: readonly string[]) {
    super(`unknown display value${values.length > 1 ? 's' : ''} ${values.join(', ')}`);
  }
}

const json = (values: readonly unknown[]) => JSON.stringify(values);

function idsOf(store: Store, sql: string, ...params: Param[]): number[] {
  return store.all<{ id: number }>(sql, ...params).map((row) => row.id);
}

export function resolveSelection(store: Store, lang: Language, selection: ProductSelection): ResolvedSelection {
  const resolved: ResolvedSelection = { ids: {}, noFree: selection.noFree === true };
  if (selection.categories?.length) {
    resolved.categoryIds = idsOf(
      store,
      `SELECT DISTINCT c.descendant_id AS id FROM facet_value_text t JOIN category_closure c ON c.ancestor_id = t.id
       WHERE t.facet = 'category' AND t.lang = ? AND t.slug IN (SELECT value FROM json_each(?))`,
      lang,
      json(selection.categories),
    );
  }
  if (selection.needs?.length) {
    resolved.needIds = idsOf(
      store,
      `SELECT DISTINCT c.descendant_id AS id FROM need_text t JOIN need_closure c ON c.ancestor_id = t.need_id
       WHERE t.lang = ? AND t.slug IN (SELECT value FROM json_each(?))`,
      lang,
      json(selection.needs),
    );
  }
  for (const facet of CARACTERISTICS) {
    const slugs = selection.caracteristics?.[facet];
    if (!slugs?.length) continue;
    resolved.ids[facet] =
      facet === 'brand'
        ? idsOf(
            store,
            'SELECT brand_id AS id FROM brand_text WHERE lang = ? AND slug IN (SELECT value FROM json_each(?))',
            lang,
            json(slugs),
          )
        : idsOf(
            store,
            'SELECT id FROM facet_value_text WHERE facet = ? AND lang = ? AND slug IN (SELECT value FROM json_each(?))',
            facet,
            lang,
            json(slugs),
          );
  }
  if (selection.display?.length) {
    const codes = new Set<DisplayCode>();
    const unknown: string[] = [];
    const bySlug = new Map(
      store
        .all<{ slug: string; code: DisplayCode }>(
          `SELECT t.slug, v.code FROM facet_value v JOIN facet_value_text t ON t.facet = v.facet AND t.id = v.id AND t.lang = ? WHERE v.facet = 'display'`,
          lang,
        )
        .map((row) => [row.slug, row.code]),
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
  if (selection.text !== undefined) resolved.fts = ftsQuery(selection.text);
  if (selection.slugs?.length) {
    resolved.productIds = idsOf(
      store,
      'SELECT product_id AS id FROM product_text WHERE lang = ? AND slug IN (SELECT value FROM json_each(?))',
      lang,
      json(selection.slugs),
    );
  }
  return resolved;
}

/** SQL text and its positional parameters, appended in order. */
class Sql {
  private readonly parts: string[] = [];
  readonly params: Param[] = [];
  add(text: string, ...params: Param[]): this {
    this.parts.push(text);
    this.params.push(...params);
    return this;
  }
  get text(): string {
    return this.parts.join(' ');
  }
}

const DISPLAY_CONDITIONS: Readonly<Record<DisplayCode, string>> = {
  new: '(p.new_from IS NOT NULL AND p.new_from <= ? AND (p.new_to IS NULL OR p.new_to >= ?))',
  promoted: 'p.promoted = 1',
  special_offer: 'p.special_offer = 1',
  new_formula: 'p.is_new_formulae = 1',
};
const displayParams = (code: DisplayCode, today: string): Param[] => (code === 'new' ? [today, today] : []);

const FACET_COLUMN: Readonly<Record<Exclude<Caracteristic, 'active_ingredient'>, string>> = {
  brand: 'p.brand_id',
  flavour: 'p.flavour_id',
  diner_type: 'p.diner_type_id',
  galenic_format: 'p.galenic_form_id',
};

interface FromWhereOptions {
  /** The facet whose own filter is left out (facet counts). */
  except?: FacetName;
  /** Join the text search and expose its rank as `s.rank`, instead of filtering with it. */
  rankJoin?: boolean;
  /** More joins, with their parameters. */
  joins?: [string, ...Param[]];
  /** One more condition, without parameters. */
  also?: string;
}

/** `FROM … WHERE …` of the selection in the scope's shop. */
function fromWhere(
  sql: Sql,
  scope: ShopScope,
  selection: ResolvedSelection,
  { except, rankJoin = false, joins, also }: FromWhereOptions = {},
): Sql {
  const fts = `product_fts_${scope.lang}`;
  sql.add('FROM product p JOIN product_country pc ON pc.product_id = p.id AND pc.country = ?', scope.country);
  const textJoin = rankJoin && typeof selection.fts === 'string';
  if (textJoin)
    sql.add(`JOIN (SELECT rowid AS id, rank FROM ${fts} WHERE ${fts} MATCH ?) s ON s.id = p.id`, selection.fts!);
  if (joins) sql.add(...joins);
  const where: [string, ...Param[]][] = [];
  if (also) where.push([also]);
  if (selection.categoryIds)
    where.push([
      'p.id IN (SELECT product_id FROM product_category WHERE category_id IN (SELECT value FROM json_each(?)))',
      json(selection.categoryIds),
    ]);
  if (selection.needIds && except !== 'need')
    where.push([
      'p.id IN (SELECT product_id FROM product_need WHERE need_id IN (SELECT value FROM json_each(?)))',
      json(selection.needIds),
    ]);
  for (const facet of CARACTERISTICS) {
    const ids = selection.ids[facet];
    if (!ids || except === facet) continue;
    if (facet === 'active_ingredient')
      where.push([
        'p.id IN (SELECT product_id FROM product_active_ingredient WHERE ingredient_id IN (SELECT value FROM json_each(?)))',
        json(ids),
      ]);
    else where.push([`${FACET_COLUMN[facet]} IN (SELECT value FROM json_each(?))`, json(ids)]);
  }
  if (selection.display && except !== 'display') {
    if (selection.display.length === 0) where.push(['0']);
    else
      where.push([
        `(${selection.display.map((code) => DISPLAY_CONDITIONS[code]).join(' OR ')})`,
        ...selection.display.flatMap((code) => displayParams(code, scope.today)),
      ]);
  }
  if (selection.minCents !== undefined) where.push(['pc.own_price_cents >= ?', selection.minCents]);
  if (selection.maxCents !== undefined) where.push(['pc.own_price_cents <= ?', selection.maxCents]);
  if (selection.noFree) where.push(['pc.own_price_cents > 0']);
  if (selection.fts === null) where.push(['0']);
  else if (typeof selection.fts === 'string' && !textJoin)
    where.push([`p.id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`, selection.fts]);
  if (selection.productIds) where.push(['p.id IN (SELECT value FROM json_each(?))', json(selection.productIds)]);
  where.forEach(([clause, ...params], index) => sql.add(index === 0 ? `WHERE ${clause}` : `AND ${clause}`, ...params));
  return sql;
}

export interface ProductPage {
  ids: number[];
  total: number;
}

/** The ids of one page of the selection, in `orderBy` order, without counting the selection. */
export function searchProductIds(
  store: Store,
  scope: ShopScope,
  selection: ResolvedSelection,
  { orderBy, page, perPage }: { orderBy: ProductOrder; page: number; perPage: number },
): number[] {
  const ranked = orderBy === 'relevance' && typeof selection.fts === 'string';
  const sql = new Sql().add('SELECT p.id');
  fromWhere(sql, scope, selection, {
    rankJoin: ranked,
    ...(orderBy === 'name'
      ? { joins: ['JOIN product_text pt ON pt.product_id = p.id AND pt.lang = ?', scope.lang] }
      : {}),
  });
  switch (orderBy) {
    case 'relevance':
      sql.add(ranked ? 'ORDER BY s.rank, p.id' : 'ORDER BY p.promoted DESC, p.id');
      break;
    case 'name':
      sql.add('ORDER BY pt.name_key, p.id');
      break;
    case 'price_asc':
      sql.add('ORDER BY pc.own_price_cents, p.id');
      break;
    case 'price_desc':
      sql.add('ORDER BY pc.own_price_cents DESC, p.id');
      break;
    case 'new':
      sql.add(`ORDER BY ${DISPLAY_CONDITIONS.new} DESC, p.new_from DESC NULLS LAST, p.id`, scope.today, scope.today);
      break;
  }
  sql.add('LIMIT ? OFFSET ?', perPage, (page - 1) * perPage);
  return store.all<{ id: number }>(sql.text, ...sql.params).map((row) => row.id);
}

export function searchProducts(
  store: Store,
  scope: ShopScope,
  selection: ResolvedSelection,
  { orderBy, page, perPage }: { orderBy: ProductOrder; page: number; perPage: number },
): ProductPage {
  const ids = searchProductIds(store, scope, selection, { orderBy, page, perPage });
  // A first page that is not full holds the whole selection: no need to count it.
  if (page === 1 && ids.length < perPage) return { ids, total: ids.length };
  return { ids, total: countProducts(store, scope, selection) };
}

export function countProducts(
  store: Store,
  scope: ShopScope,
  selection: ResolvedSelection,
  except?: FacetName,
): number {
  const sql = fromWhere(new Sql().add('SELECT count(*) AS n'), scope, selection, { except });
  return store.get<{ n: number }>(sql.text, ...sql.params)!.n;
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

function grouped(store: Store, sql: Sql): Map<number, number> {
  return new Map(store.all<{ v: number; n: number }>(sql.text, ...sql.params).map((row) => [row.v, row.n]));
}

export function facetCounts(store: Store, scope: ShopScope, selection: ResolvedSelection): FacetCounts {
  const column = (facet: Exclude<Caracteristic, 'active_ingredient'>) =>
    grouped(
      store,
      fromWhere(new Sql().add(`SELECT ${FACET_COLUMN[facet]} AS v, count(*) AS n`), scope, selection, {
        except: facet,
        also: `${FACET_COLUMN[facet]} IS NOT NULL`,
      }).add('GROUP BY 1'),
    );
  const activeIngredient = grouped(
    store,
    fromWhere(new Sql().add('SELECT a.ingredient_id AS v, count(*) AS n'), scope, selection, {
      except: 'active_ingredient',
      joins: ['JOIN product_active_ingredient a ON a.product_id = p.id'],
    }).add('GROUP BY 1'),
  );
  const need = grouped(
    store,
    fromWhere(new Sql().add('SELECT c.ancestor_id AS v, count(DISTINCT p.id) AS n'), scope, selection, {
      except: 'need',
      joins: ['JOIN product_need pn ON pn.product_id = p.id JOIN need_closure c ON c.descendant_id = pn.need_id'],
    }).add('GROUP BY 1'),
  );
  const displaySql = fromWhere(
    new Sql().add(
      `SELECT coalesce(sum(${DISPLAY_CONDITIONS.new}), 0) AS new, coalesce(sum(p.promoted), 0) AS promoted, coalesce(sum(p.special_offer), 0) AS special_offer, coalesce(sum(p.is_new_formulae), 0) AS new_formula`,
      scope.today,
      scope.today,
    ),
    scope,
    selection,
    { except: 'display' },
  );
  const sums = store.get<Record<DisplayCode, number>>(displaySql.text, ...displaySql.params)!;
  return {
    products: countProducts(store, scope, selection),
    brand: column('brand'),
    flavour: column('flavour'),
    diner_type: column('diner_type'),
    galenic_format: column('galenic_format'),
    active_ingredient: activeIngredient,
    need,
    display: new Map(DISPLAY_CODES.map((code) => [code, sums[code]])),
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
export function facetValues(store: Store, scope: ShopScope): Record<FacetName, FacetValue[]> {
  const lists: Record<FacetName, FacetValue[]> = {
    brand: [],
    flavour: [],
    diner_type: [],
    galenic_format: [],
    active_ingredient: [],
    need: [],
    display: [],
  };
  const rows = store.all<{ facet: FacetName; id: number; slug: string; label: string; code: DisplayCode | null }>(
    `SELECT v.facet, v.id, t.slug, t.label, v.code FROM facet_value v JOIN facet_value_text t ON t.facet = v.facet AND t.id = v.id AND t.lang = ?
     WHERE v.facet IN ('flavour', 'diner_type', 'galenic_format', 'active_ingredient', 'display') ORDER BY v.facet, v.position, v.id`,
    scope.lang,
  );
  for (const row of rows)
    lists[row.facet].push(
      row.code
        ? { id: row.id, slug: row.slug, label: row.label, code: row.code }
        : { id: row.id, slug: row.slug, label: row.label },
    );
  lists.brand = store.all<FacetValue>(
    `SELECT b.id, t.slug, b.name AS label FROM brand b JOIN brand_text t ON t.brand_id = b.id AND t.lang = ?
     WHERE b.id IN (SELECT p.brand_id FROM product p JOIN product_country pc ON pc.product_id = p.id AND pc.country = ?) ORDER BY b.position, b.id`,
    scope.lang,
    scope.country,
  );
  lists.need = store.all<FacetValue>(
    `SELECT n.id, t.slug, t.label FROM need n JOIN need_text t ON t.need_id = n.id AND t.lang = ?
     ORDER BY coalesce((SELECT position FROM need parent WHERE parent.id = n.parent_id), n.position), n.parent_id IS NOT NULL, n.position, n.id`,
    scope.lang,
  );
  return lists;
}
