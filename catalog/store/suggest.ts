// The search box's suggestions: six groups, each with its total and its best items by rank.
// Every word typed is a prefix ('magn' finds 'magnésium'), accents and case aside.
import { sql } from 'kysely';

import type { Suggestions } from '../../shared/schemas/search.ts';
import { brandLogo } from './brands.ts';
import { needPicto } from './needs.ts';
import { isPublic, pageThumbnail } from './pages.ts';
import { productImages } from './products.ts';
import { matches, searchQuery } from './search-index.ts';
import type { ShopScope } from './shops.ts';
import { all, inList, type Queries } from './store.ts';

/** Page types of each page group. */
const PAGE_GROUPS = {
  pages: ['advice', 'innovation', 'expertise', 'news', 'standard'],
  about_page: ['about'],
  corpo: ['corpo'],
} as const;
type PageGroup = keyof typeof PAGE_GROUPS;

/** The page group of a row `p`, as SQL, from PAGE_GROUPS (constants of ours, not input). */
const PAGE_GROUP_CASE = sql.raw(
  `CASE ${Object.entries(PAGE_GROUPS)
    .map(([group, types]) => `WHEN p.type IN (${types.map((type) => `'${type}'`).join(', ')}) THEN '${group}'`)
    .join(' ')} END`,
);

const empty = () => ({ total: 0, items: [] });

async function ranked(store: Queries, query: ReturnType<typeof sql<{ id: number; total: number }>>) {
  const rows = await all(store, query);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

export async function suggest(store: Queries, scope: ShopScope, text: string, perGroup: number): Promise<Suggestions> {
  const query = searchQuery(store, text);
  if (query === null)
    return {
      total: 0,
      products: empty(),
      brands: empty(),
      needs: empty(),
      pages: empty(),
      about_page: empty(),
      corpo: empty(),
    };
  const { lang, country, today } = scope;
  const match = (kind: 'product' | 'brand' | 'need' | 'page') => matches(store, kind, lang, query);

  const [products, brands, needs, pageHits] = await Promise.all([
    ranked(
      store,
      sql`SELECT s.id, count(*) OVER () AS total FROM ${match('product')} s JOIN product_country pc ON pc.product_id = s.id AND pc.country = ${country}
       ORDER BY s.rank, s.id LIMIT ${perGroup}`,
    ),
    ranked(
      store,
      sql`SELECT s.id, count(*) OVER () AS total FROM ${match('brand')} s
       WHERE s.id IN (SELECT p.brand_id FROM product p JOIN product_country pc ON pc.product_id = p.id AND pc.country = ${country})
       ORDER BY s.rank, s.id LIMIT ${perGroup}`,
    ),
    ranked(
      store,
      sql`SELECT s.id, count(*) OVER () AS total FROM ${match('need')} s ORDER BY s.rank, s.id LIMIT ${perGroup}`,
    ),
    all(
      store,
      sql<{ id: number; grp: PageGroup; total: number }>`SELECT id, grp, total FROM (
         SELECT p.id, ${PAGE_GROUP_CASE} AS grp,
           row_number() OVER (PARTITION BY ${PAGE_GROUP_CASE} ORDER BY s.rank, p.id) AS rn,
           count(*) OVER (PARTITION BY ${PAGE_GROUP_CASE}) AS total
         FROM ${match('page')} s JOIN page p ON p.id = s.id JOIN page_country c ON c.page_id = p.id AND c.country = ${country}
         WHERE ${isPublic(today)} AND ${PAGE_GROUP_CASE} IS NOT NULL
       ) hits WHERE rn <= ${perGroup} ORDER BY grp, rn`,
    ),
  ]);
  const [productRows, brandRows, needRows, pageRows] = await Promise.all([
    all(
      store,
      sql<{
        id: number;
        name: string;
        slug: string;
        promoted: number;
        new_from: string | null;
        new_to: string | null;
        is_new_formulae: number;
      }>`SELECT p.id, t.name, t.slug, p.promoted, p.new_from, p.new_to, p.is_new_formulae FROM product p JOIN product_text t ON t.product_id = p.id AND t.lang = ${lang}
       WHERE p.id ${inList(store, products.ids)}`,
    ),
    all(
      store,
      sql<{
        id: number;
        code: string;
        name: string;
        color: string;
        slug: string;
      }>`SELECT b.id, b.code, b.name, b.color, t.slug FROM brand b JOIN brand_text t ON t.brand_id = b.id AND t.lang = ${lang} WHERE b.id ${inList(store, brands.ids)}`,
    ),
    all(
      store,
      sql<{
        id: number;
        parent_id: number | null;
        picto: string;
        slug: string;
        title: string;
        label: string;
      }>`SELECT n.id, n.parent_id, n.picto, t.slug, t.title, t.label FROM need n JOIN need_text t ON t.need_id = n.id AND t.lang = ${lang} WHERE n.id ${inList(store, needs.ids)}`,
    ),
    all(
      store,
      sql<{
        id: number;
        type: string;
        slug: string;
        title: string;
      }>`SELECT p.id, p.type, t.slug, t.title FROM page p JOIN page_text t ON t.page_id = p.id AND t.lang = ${lang} WHERE p.id ${inList(
        store,
        pageHits.map((hit) => hit.id),
      )}`,
    ),
  ]);

  const inOrder = <T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  };
  const pagesById = new Map(pageRows.map((row) => [row.id, row]));
  const pageGroup = (group: PageGroup) => {
    const hits = pageHits.filter((hit) => hit.grp === group);
    return {
      total: hits[0]?.total ?? 0,
      items: hits
        .map((hit) => pagesById.get(hit.id)!)
        .map((row) => ({
          id: row.id,
          title: row.title,
          slug: row.slug,
          type: row.type,
          thumbnail: pageThumbnail(row),
        })),
    };
  };

  const result: Omit<Suggestions, 'total'> = {
    products: {
      total: products.total,
      items: inOrder(products.ids, productRows).map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        promoted: row.promoted === 1,
        is_new_from: row.new_from,
        is_new_to: row.new_to,
        is_new_formulae: row.is_new_formulae === 1,
        caracteristics: { small_image: productImages(row.id, row.name).small_image },
      })),
    },
    brands: {
      total: brands.total,
      items: inOrder(brands.ids, brandRows).map((row) => ({
        id: row.id,
        title: row.name,
        slug: row.slug,
        brand: { name: row.name, logo: brandLogo(row), color: row.color },
      })),
    },
    needs: {
      total: needs.total,
      items: inOrder(needs.ids, needRows).map((row) => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        need: { label: row.label, picto: needPicto(row), parent: row.parent_id },
      })),
    },
    pages: pageGroup('pages'),
    about_page: pageGroup('about_page'),
    corpo: pageGroup('corpo'),
  };
  const total =
    result.products.total +
    result.brands.total +
    result.needs.total +
    result.pages.total +
    result.about_page.total +
    result.corpo.total;
  return { total, ...result };
}
