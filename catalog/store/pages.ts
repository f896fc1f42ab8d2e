// CMS pages and thematics. A page is in a shop when it lists the shop's country, and public from
// its publication day on unless it is a draft. Only public pages are shown unless a caller asks
// for the others too (published=0: the server's previews; browsers never can, see
// server/middleware/browser-api-policy.ts).
import { type RawBuilder, sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { Page, PageType, Thematic } from '../../shared/schemas/page.ts';
import { image } from './image-urls.ts';
import type { ShopScope } from './shops.ts';
import { all, first, inList, orderedJoin, type Queries } from './store.ts';

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
export async function pagesByIds(store: Queries, lang: Language, ids: readonly number[]): Promise<Page[]> {
  if (ids.length === 0) return [];
  const rows = await all(
    store,
    sql<PageRow>`SELECT p.id, p.type, p.theme_id, p.brand_id, p.published_at, t.slug, t.title, t.summary, t.blocks_json, t.meta_description,
       tt.slug AS theme_slug, tt.title AS theme_title, b.code AS brand_code
     FROM page p JOIN page_text t ON t.page_id = p.id AND t.lang = ${lang}
     LEFT JOIN thematic_text tt ON tt.thematic_id = p.theme_id AND tt.lang = t.lang
     LEFT JOIN brand b ON b.id = p.brand_id
     WHERE p.id ${inList(store, ids)}`,
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

const inShop = (country: Country) =>
  sql`FROM page p JOIN page_country c ON c.page_id = p.id AND c.country = ${country}`;

/** The condition on `page p` of a public page: not a draft, and its day has come. */
export const isPublic = (today: string) => sql`p.draft = 0 AND p.published_at <= ${today}`;

/** `WHERE …` of the criteria in the scope's shop. */
function pageCondition(store: Queries, scope: ShopScope, criteria: PageCriteria): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [];
  if (criteria.types?.length === 1) {
    // One type (the home page's lists): an equality, which plans better than a one-value list.
    where.push(sql`p.type = ${criteria.types[0]!}`);
  } else if (criteria.types) {
    where.push(sql`p.type ${inList(store, criteria.types)}`);
  }
  if (criteria.theme !== undefined)
    where.push(
      sql`p.theme_id IN (SELECT thematic_id FROM thematic_text WHERE lang = ${scope.lang} AND slug = ${criteria.theme})`,
    );
  if (criteria.slugs)
    where.push(
      sql`p.id IN (SELECT page_id FROM page_text WHERE lang = ${scope.lang} AND slug ${inList(store, criteria.slugs)})`,
    );
  if (criteria.brand !== undefined)
    where.push(sql`p.brand_id IN (SELECT id FROM brand WHERE code = ${criteria.brand})`);
  if (criteria.published) where.push(isPublic(scope.today));
  return where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
}

/** The ids of one page of the list, without counting the whole list. */
export async function listPageIds(
  store: Queries,
  scope: ShopScope,
  criteria: PageCriteria,
  { page, perPage }: { page: number; perPage: number },
): Promise<number[]> {
  const order =
    criteria.order === 'date' ? sql`ORDER BY p.published_at DESC, p.id DESC` : sql`ORDER BY p.position, p.id`;
  const rows = await all(
    store,
    sql<{
      id: number;
    }>`SELECT p.id ${inShop(scope.country)} ${pageCondition(store, scope, criteria)} ${order} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  return rows.map((row) => row.id);
}

export async function listPages(
  store: Queries,
  scope: ShopScope,
  criteria: PageCriteria,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ ids: number[]; total: number }> {
  const ids = await listPageIds(store, scope, criteria, { page, perPage });
  if (page === 1 && ids.length < perPage) return { ids, total: ids.length };
  const count = await first(
    store,
    sql<{ n: number }>`SELECT count(*) AS n ${inShop(scope.country)} ${pageCondition(store, scope, criteria)}`,
  );
  return { ids, total: count!.n };
}

/** A page of the shop by id, public only or not (`published`); null when the shop does not show it. */
export async function pageInShop(
  store: Queries,
  scope: ShopScope,
  id: number,
  { published }: { published: boolean },
): Promise<Page | null> {
  const row = await first(
    store,
    sql`SELECT p.id ${inShop(scope.country)} WHERE p.id = ${id} ${published ? sql`AND ${isPublic(scope.today)}` : sql``}`,
  );
  return row ? ((await pagesByIds(store, scope.lang, [id]))[0] ?? null) : null;
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/** Published pages of the shop about a product, newest first. */
export async function productPages(
  store: Queries,
  scope: ShopScope,
  productId: number,
  limit: number,
): Promise<Page[]> {
  // From the product's few pages to the shop's (an ordered join), not the other way round.
  const join = orderedJoin(store);
  const rows = await all(
    store,
    sql<{
      id: number;
    }>`SELECT p.id FROM page_product pp ${join} page p ON p.id = pp.page_id ${join} page_country c ON c.page_id = p.id AND c.country = ${scope.country}
     WHERE pp.product_id = ${productId} AND ${isPublic(scope.today)} ORDER BY p.published_at DESC, p.id DESC LIMIT ${limit}`,
  );
  return pagesByIds(store, scope.lang, idsOf(rows));
}

/** Published pages of the shop about a need and its sub-needs, or about any need (needId null). */
export async function needPages(
  store: Queries,
  scope: ShopScope,
  needId: number | null,
  limit: number,
): Promise<Page[]> {
  const about =
    needId === null
      ? sql`p.id IN (SELECT page_id FROM page_need)`
      : sql`p.id IN (SELECT page_id FROM page_need WHERE need_id IN (SELECT descendant_id FROM need_closure WHERE ancestor_id = ${needId}))`;
  const rows = await all(
    store,
    sql<{
      id: number;
    }>`SELECT p.id ${inShop(scope.country)} WHERE ${about} AND ${isPublic(scope.today)} ORDER BY p.published_at DESC, p.id DESC LIMIT ${limit}`,
  );
  return pagesByIds(store, scope.lang, idsOf(rows));
}

/**
 * Pages to read next: those that share the page's theme (worth 2), needs or products (1 each),
 * then pages of the same type; newest first among equals.
 */
export async function associatedPages(
  store: Queries,
  scope: ShopScope,
  pageId: number,
  limit: number,
): Promise<Page[]> {
  const rows = await all(
    store,
    sql<{ id: number }>`SELECT id FROM (
       SELECT p.id, p.published_at,
         (CASE WHEN p.theme_id IS NOT NULL AND p.theme_id = me.theme_id THEN 2 ELSE 0 END)
         + (SELECT count(*) FROM page_need a JOIN page_need b ON b.need_id = a.need_id AND b.page_id = me.id WHERE a.page_id = p.id)
         + (SELECT count(*) FROM page_product a JOIN page_product b ON b.product_id = a.product_id AND b.page_id = me.id WHERE a.page_id = p.id) AS score,
         CASE WHEN p.type = me.type THEN 1 ELSE 0 END AS same_type
       ${inShop(scope.country)} JOIN page me ON me.id = ${pageId}
       WHERE p.id <> me.id AND ${isPublic(scope.today)}
     ) candidates WHERE score > 0 OR same_type = 1 ORDER BY score DESC, same_type DESC, published_at DESC, id DESC LIMIT ${limit}`,
  );
  return pagesByIds(store, scope.lang, idsOf(rows));
}

export function thematics(store: Queries, lang: Language, type?: PageType): Promise<Thematic[]> {
  return all(
    store,
    sql<Thematic>`SELECT h.id, t.title, t.slug, h.type, t.description FROM thematic h JOIN thematic_text t ON t.thematic_id = h.id AND t.lang = ${lang}
     ${type ? sql`WHERE h.type = ${type}` : sql``} ORDER BY h.position, h.id`,
  );
}

export async function thematicById(store: Queries, lang: Language, id: number): Promise<Thematic | null> {
  return (
    (await first(
      store,
      sql<Thematic>`SELECT h.id, t.title, t.slug, h.type, t.description FROM thematic h JOIN thematic_text t ON t.thematic_id = h.id AND t.lang = ${lang} WHERE h.id = ${id}`,
    )) ?? null
  );
}
