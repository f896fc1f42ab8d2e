// Slugs to entities and back, and the redirection rules.
import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { EntityType } from '../../shared/schemas/url.ts';
import { IS_PUBLIC } from './pages.ts';
import type { ShopScope } from './shops.ts';
import type { Store } from './store.ts';

/** The id of the entity with this slug that the shop shows (pages: published), or null. */
export function entityIdBySlug(store: Store, scope: ShopScope, type: EntityType, slug: string): number | null {
  const { lang, country, today } = scope;
  let row: { id: number } | undefined;
  switch (type) {
    case 'product':
      row = store.get(
        'SELECT t.product_id AS id FROM product_text t JOIN product_country c ON c.product_id = t.product_id AND c.country = ? WHERE t.lang = ? AND t.slug = ?',
        country,
        lang,
        slug,
      );
      break;
    case 'brand':
      row = store.get(
        'SELECT t.brand_id AS id FROM brand_text t WHERE t.lang = ? AND t.slug = ? AND t.brand_id IN (SELECT p.brand_id FROM product p JOIN product_country c ON c.product_id = p.id AND c.country = ?)',
        lang,
        slug,
        country,
      );
      break;
    case 'need':
      row = store.get('SELECT need_id AS id FROM need_text WHERE lang = ? AND slug = ?', lang, slug);
      break;
    case 'page':
      row = store.get(
        `SELECT t.page_id AS id FROM page_text t JOIN page_country c ON c.page_id = t.page_id AND c.country = ? JOIN page p ON p.id = t.page_id WHERE t.lang = ? AND t.slug = ? AND ${IS_PUBLIC}`,
        country,
        lang,
        slug,
        today,
      );
      break;
    case 'category':
      row = store.get("SELECT id FROM facet_value_text WHERE facet = 'category' AND lang = ? AND slug = ?", lang, slug);
      break;
  }
  return row?.id ?? null;
}

/** Whether the shop shows the entity with this id (pages: published). */
export function entityInShop(store: Store, scope: ShopScope, type: EntityType, id: number): boolean {
  const { country, today } = scope;
  const sql: Record<EntityType, [string, ...(string | number)[]]> = {
    product: ['SELECT 1 AS yes FROM product_country WHERE product_id = ? AND country = ?', id, country],
    brand: [
      'SELECT 1 AS yes FROM product p JOIN product_country c ON c.product_id = p.id AND c.country = ? WHERE p.brand_id = ? LIMIT 1',
      country,
      id,
    ],
    need: ['SELECT 1 AS yes FROM need WHERE id = ?', id],
    page: [
      `SELECT 1 AS yes FROM page p JOIN page_country c ON c.page_id = p.id AND c.country = ? WHERE p.id = ? AND ${IS_PUBLIC}`,
      country,
      id,
      today,
    ],
    category: ["SELECT 1 AS yes FROM facet_value WHERE facet = 'category' AND id = ?", id],
  };
  const [text, ...params] = sql[type];
  return store.get(text, ...params) !== undefined;
}

/** The entity's slug in each of `langs`. */
export function entitySlugs(
  store: Store,
  type: EntityType,
  id: number,
  langs: readonly Language[],
): { lang: Language; slug: string }[] {
  const sql: Record<EntityType, string> = {
    product: 'SELECT lang, slug FROM product_text WHERE product_id = ?',
    brand: 'SELECT lang, slug FROM brand_text WHERE brand_id = ?',
    need: 'SELECT lang, slug FROM need_text WHERE need_id = ?',
    page: 'SELECT lang, slug FROM page_text WHERE page_id = ?',
    category: "SELECT lang, slug FROM facet_value_text WHERE facet = 'category' AND id = ?",
  };
  const slugs = new Map(store.all<{ lang: Language; slug: string }>(sql[type], id).map((row) => [row.lang, row.slug]));
  return langs.flatMap((lang) => (slugs.has(lang) ? [{ lang, slug: slugs.get(lang)! }] : []));
}

/** The rule of the first candidate that has one for the country. */
export function findRedirection(
  store: Store,
  country: Country,
  candidates: readonly string[],
): { status: number; to: string } | null {
  const rows = store.all<{ from_url: string; to_url: string; status: number }>(
    'SELECT from_url, to_url, status FROM redirection WHERE country = ? AND from_url IN (SELECT value FROM json_each(?))',
    country,
    JSON.stringify(candidates),
  );
  const byFrom = new Map(rows.map((row) => [row.from_url, row]));
  for (const candidate of candidates) {
    const rule = byFrom.get(candidate);
    if (rule) return { status: rule.status, to: rule.to_url };
  }
  return null;
}
