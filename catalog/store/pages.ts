// CMS pages and thematics. A page is in a shop when it lists the shop's country, and public from
// its publication day on unless it is a draft. Only public pages are shown unless a caller asks
// for the others too (published=0: the server's previews; browsers never can, see
// server/middleware/browser-api-policy.ts).
import type { Language } from '../../config/locales.ts';
import type { Page, PageType, Thematic } from '../../shared/schemas/page.ts';
import { image } from './image-urls.ts';
import type { ShopScope } from './shops.ts';
import type { Param, Store } from './store.ts';

interface PageRow {
  id: number;
  type: PageType;
  theme_id: number | null;
  brand_id: number | null;
  published_at: string;
  slug: string;
  title: string;
  summary: string;
  blocks_json: string;
  meta_description: string;
  theme_slug: string | null;
  theme_title: string | null;
  brand_code: string | null;
}

export const pageThumbnail = (row: { id: number; title: string }) => image('pages', row.id, 140, row.title);

/** The pages of `ids`, in that order, in the scope's language. */
export function pagesByIds(store: Store, lang: Language, ids: readonly number[]): Page[] {
  if (ids.length === 0) return [];
  const rows = store.all<PageRow>(
    `SELECT p.id, p.type, p.theme_id, p.brand_id, p.published_at, t.slug, t.title, t.summary, t.blocks_json, t.meta_description,
       tt.slug AS theme_slug, tt.title AS theme_title, b.code AS brand_code
     FROM page p JOIN page_text t ON t.page_id = p.id AND t.lang = ?
     LEFT JOIN thematic_text tt ON tt.thematic_id = p.theme_id AND tt.lang = t.lang
     LEFT JOIN brand b ON b.id = p.brand_id
     WHERE p.id IN (SELECT value FROM json_each(?))`,
    lang,
    JSON.stringify(ids),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        type: row.type,
        title: row.title,
        slug: row.slug,
        summary: row.summary,
        blocks: JSON.parse(row.blocks_json) as Page['blocks'],
        thumbnail: pageThumbnail(row),
        vertical_image: image('pages', row.id, 600, row.title),
        theme:
          row.theme_id !== null && row.theme_slug !== null
            ? { id: row.theme_id, title: row.theme_title!, slug: row.theme_slug }
            : null,
        brand_id: row.brand_id,
        brand_code: row.brand_code,
        published_at: row.published_at,
        meta_description: row.meta_description,
      },
    ];
  });
}

export interface PageCriteria {
  types?: readonly PageType[];
  /** A thematic slug in the scope's language. */
  theme?: string;
  slugs?: readonly string[];
  /** A brand's code: the pages of that brand (its brand corner). */
  brand?: string;
  /** False: not yet published pages too. */
  published: boolean;
  order: 'order' | 'date';
}

const IN_SHOP = 'FROM page p JOIN page_country c ON c.page_id = p.id AND c.country = ?';

/** The condition on `page p` of a public page: not a draft, and its day has come (one parameter: today). */
export const IS_PUBLIC = 'p.draft = 0 AND p.published_at <= ?';

/** `WHERE …` of the criteria in the scope's shop, with its parameters (the shop's country first). */
function pageCondition(scope: ShopScope, criteria: PageCriteria): { condition: string; params: Param[] } {
  const where: string[] = [];
  const params: Param[] = [scope.country];
  if (criteria.types?.length === 1) {
    // One type (the home page's lists): an equality, which plans better than a one-value list.
    where.push('p.type = ?');
    params.push(criteria.types[0]!);
  } else if (criteria.types) {
    where.push('p.type IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(criteria.types));
  }
  if (criteria.theme !== undefined) {
    where.push('p.theme_id IN (SELECT thematic_id FROM thematic_text WHERE lang = ? AND slug = ?)');
    params.push(scope.lang, criteria.theme);
  }
  if (criteria.slugs) {
    where.push('p.id IN (SELECT page_id FROM page_text WHERE lang = ? AND slug IN (SELECT value FROM json_each(?)))');
    params.push(scope.lang, JSON.stringify(criteria.slugs));
  }
  if (criteria.brand !== undefined) {
    where.push('p.brand_id IN (SELECT id FROM brand WHERE code = ?)');
    params.push(criteria.brand);
  }
  if (criteria.published) {
    where.push(IS_PUBLIC);
    params.push(scope.today);
  }
  return { condition: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The ids of one page of the list, without counting the whole list. */
export function listPageIds(
  store: Store,
  scope: ShopScope,
  criteria: PageCriteria,
  { page, perPage }: { page: number; perPage: number },
): number[] {
  const { condition, params } = pageCondition(scope, criteria);
  const order = criteria.order === 'date' ? 'ORDER BY p.published_at DESC, p.id DESC' : 'ORDER BY p.position, p.id';
  return store
    .all<{ id: number }>(
      `SELECT p.id ${IN_SHOP} ${condition} ${order} LIMIT ? OFFSET ?`,
      ...params,
      perPage,
      (page - 1) * perPage,
    )
    .map((row) => row.id);
}

export function listPages(
  store: Store,
  scope: ShopScope,
  criteria: PageCriteria,
  { page, perPage }: { page: number; perPage: number },
): { ids: number[]; total: number } {
  const ids = listPageIds(store, scope, criteria, { page, perPage });
  if (page === 1 && ids.length < perPage) return { ids, total: ids.length };
  const { condition, params } = pageCondition(scope, criteria);
  return { ids, total: store.get<{ n: number }>(`SELECT count(*) AS n ${IN_SHOP} ${condition}`, ...params)!.n };
}

/** A page of the shop by id, public only or not (`published`); null when the shop does not show it. */
export function pageInShop(
  store: Store,
  scope: ShopScope,
  id: number,
  { published }: { published: boolean },
): Page | null {
  const row = store.get(
    `SELECT p.id ${IN_SHOP} WHERE p.id = ? ${published ? `AND ${IS_PUBLIC}` : ''}`,
    scope.country,
    id,
    ...(published ? [scope.today] : []),
  );
  return row ? (pagesByIds(store, scope.lang, [id])[0] ?? null) : null;
}

/** Published pages of the shop about a product, newest first. */
export function productPages(store: Store, scope: ShopScope, productId: number, limit: number): Page[] {
  // From the product's few pages to the shop's (CROSS JOIN keeps that order), not the other way round.
  const ids = store.all<{ id: number }>(
    `SELECT p.id FROM page_product pp CROSS JOIN page p ON p.id = pp.page_id CROSS JOIN page_country c ON c.page_id = p.id AND c.country = ?
     WHERE pp.product_id = ? AND ${IS_PUBLIC} ORDER BY p.published_at DESC, p.id DESC LIMIT ?`,
    scope.country,
    productId,
    scope.today,
    limit,
  );
  return pagesByIds(
    store,
    scope.lang,
    ids.map((row) => row.id),
  );
}

/** Published pages of the shop about a need and its sub-needs, or about any need (needId null). */
export function needPages(store: Store, scope: ShopScope, needId: number | null, limit: number): Page[] {
  const about =
    needId === null
      ? 'p.id IN (SELECT page_id FROM page_need)'
      : 'p.id IN (SELECT page_id FROM page_need WHERE need_id IN (SELECT descendant_id FROM need_closure WHERE ancestor_id = ?))';
  const ids = store.all<{ id: number }>(
    `SELECT p.id ${IN_SHOP} WHERE ${about} AND ${IS_PUBLIC} ORDER BY p.published_at DESC, p.id DESC LIMIT ?`,
    scope.country,
    ...(needId === null ? [] : [needId]),
    scope.today,
    limit,
  );
  return pagesByIds(
    store,
    scope.lang,
    ids.map((row) => row.id),
  );
}

/**
 * Pages to read next: those that share the page's theme (worth 2), needs or products (1 each),
 * then pages of the same type; newest first among equals.
 */
export function associatedPages(store: Store, scope: ShopScope, pageId: number, limit: number): Page[] {
  const ids = store.all<{ id: number }>(
    `SELECT id FROM (
       SELECT p.id, p.published_at,
         (CASE WHEN p.theme_id IS NOT NULL AND p.theme_id = me.theme_id THEN 2 ELSE 0 END)
         + (SELECT count(*) FROM page_need a JOIN page_need b ON b.need_id = a.need_id AND b.page_id = me.id WHERE a.page_id = p.id)
         + (SELECT count(*) FROM page_product a JOIN page_product b ON b.product_id = a.product_id AND b.page_id = me.id WHERE a.page_id = p.id) AS score,
         p.type = me.type AS same_type
       ${IN_SHOP} JOIN page me ON me.id = ?
       WHERE p.id <> me.id AND ${IS_PUBLIC}
     ) WHERE score > 0 OR same_type ORDER BY score DESC, same_type DESC, published_at DESC, id DESC LIMIT ?`,
    scope.country,
    pageId,
    scope.today,
    limit,
  );
  return pagesByIds(
    store,
    scope.lang,
    ids.map((row) => row.id),
  );
}

export function thematics(store: Store, lang: Language, type?: PageType): Thematic[] {
  return store.all<Thematic>(
    `SELECT h.id, t.title, t.slug, h.type, t.description FROM thematic h JOIN thematic_text t ON t.thematic_id = h.id AND t.lang = ?
     ${type ? 'WHERE h.type = ?' : ''} ORDER BY h.position, h.id`,
    lang,
    ...(type ? [type] : []),
  );
}

export function thematicById(store: Store, lang: Language, id: number): Thematic | null {
  return (
    store.get<Thematic>(
      'SELECT h.id, t.title, t.slug, h.type, t.description FROM thematic h JOIN thematic_text t ON t.thematic_id = h.id AND t.lang = ? WHERE h.id = ?',
      lang,
      id,
    ) ?? null
  );
}
