// Slugs to entities and back, and the redirection rules.
import { type RawBuilder, sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { EntityType } from '../../shared/schemas/url.ts';
import { isPublic } from './pages.ts';
import type { ShopScope } from './shops.ts';
import { all, first, inList, type Queries } from './store.ts';

/** The id of the entity with this slug that the shop shows (pages: published), or null. */
export async function entityIdBySlug(
  store: Queries,
  scope: ShopScope,
  type: EntityType,
  slug: string,
): Promise<number | null> {
  const { lang, country, today } = scope;
  const queries: Record<EntityType, RawBuilder<{ id: number }>> = {
    product: sql`SELECT t.product_id AS id FROM product_text t JOIN product_country c ON c.product_id = t.product_id AND c.country = ${country} WHERE t.lang = ${lang} AND t.slug = ${slug}`,
    brand: sql`SELECT t.brand_id AS id FROM brand_text t WHERE t.lang = ${lang} AND t.slug = ${slug} AND t.brand_id IN (SELECT p.brand_id FROM product p JOIN product_country c ON c.product_id = p.id AND c.country = ${country})`,
    need: sql`SELECT need_id AS id FROM need_text WHERE lang = ${lang} AND slug = ${slug}`,
    page: sql`SELECT t.page_id AS id FROM page_text t JOIN page_country c ON c.page_id = t.page_id AND c.country = ${country} JOIN page p ON p.id = t.page_id WHERE t.lang = ${lang} AND t.slug = ${slug} AND ${isPublic(today)}`,
    category: sql`SELECT id FROM facet_value_text WHERE facet = 'category' AND lang = ${lang} AND slug = ${slug}`,
  };
  return (await first(store, queries[type]))?.id ?? null;
}

/** Whether the shop shows the entity with this id (pages: published). */
export async function entityInShop(store: Queries, scope: ShopScope, type: EntityType, id: number): Promise<boolean> {
  const { country, today } = scope;
  const queries: Record<EntityType, RawBuilder<unknown>> = {
    product: sql`SELECT 1 AS yes FROM product_country WHERE product_id = ${id} AND country = ${country}`,
    brand: sql`SELECT 1 AS yes FROM product p JOIN product_country c ON c.product_id = p.id AND c.country = ${country} WHERE p.brand_id = ${id} LIMIT 1`,
    need: sql`SELECT 1 AS yes FROM need WHERE id = ${id}`,
    page: sql`SELECT 1 AS yes FROM page p JOIN page_country c ON c.page_id = p.id AND c.country = ${country} WHERE p.id = ${id} AND ${isPublic(today)}`,
    category: sql`SELECT 1 AS yes FROM facet_value WHERE facet = 'category' AND id = ${id}`,
  };
  return (await first(store, queries[type])) !== undefined;
}

/** The entity's slug in each of `langs`. */
export async function entitySlugs(
  store: Queries,
  type: EntityType,
  id: number,
  langs: readonly Language[],
): Promise<{ lang: Language; slug: string }[]> {
  const queries: Record<EntityType, RawBuilder<{ lang: Language; slug: string }>> = {
    product: sql`SELECT lang, slug FROM product_text WHERE product_id = ${id}`,
    brand: sql`SELECT lang, slug FROM brand_text WHERE brand_id = ${id}`,
    need: sql`SELECT lang, slug FROM need_text WHERE need_id = ${id}`,
    page: sql`SELECT lang, slug FROM page_text WHERE page_id = ${id}`,
    category: sql`SELECT lang, slug FROM facet_value_text WHERE facet = 'category' AND id = ${id}`,
  };
  const slugs = new Map((await all(store, queries[type])).map((row) => [row.lang, row.slug]));
  return langs.flatMap((lang) => (slugs.has(lang) ? [{ lang, slug: slugs.get(lang)! }] : []));
}

/** The rule of the first candidate that has one for the country. */
export async function findRedirection(
  store: Queries,
  country: Country,
  candidates: readonly string[],
): Promise<{ status: number; to: string } | null> {
  const rows = await all(
    store,
    sql<{
      from_url: string;
      to_url: string;
      status: number;
    }>`SELECT from_url, to_url, status FROM redirection WHERE country = ${country} AND from_url ${inList(store, candidates)}`,
  );
  const byFrom = new Map(rows.map((row) => [row.from_url, row]));
  for (const candidate of candidates) {
    const rule = byFrom.get(candidate);
    if (rule) return { status: rule.status, to: rule.to_url };
  }
  return null;
}
