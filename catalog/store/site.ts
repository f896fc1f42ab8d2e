// Site-wide data: categories, menus, global settings, civilities, provinces.
import { sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { Category, Civility, Menu, Setting } from '../../shared/schemas/site.ts';
import type { Province } from '../../shared/schemas/store-locator.ts';
import { all, type Queries } from './store.ts';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
}

function categoryRows(store: Queries, lang: Language): Promise<CategoryRow[]> {
  return all(
    store,
    sql<CategoryRow>`SELECT v.id, v.parent_id, t.label AS name, t.slug FROM facet_value v JOIN facet_value_text t ON t.facet = v.facet AND t.id = v.id AND t.lang = ${lang}
     WHERE v.facet = 'category' ORDER BY v.position, v.id`,
  );
}

/** The category tree down to `depth` levels below the roots (0: the roots alone). */
export async function categoryTree(store: Queries, lang: Language, depth: number): Promise<Category[]> {
  return categoryForest(await categoryRows(store, lang), depth);
}

function categoryForest(rows: readonly CategoryRow[], depth: number, rootId: number | null = null): Category[] {
  const children = new Map<number | null, CategoryRow[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const build = (row: CategoryRow, level: number, base: number): Category => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    depth: level,
    children: level - base < depth ? (children.get(row.id) ?? []).map((child) => build(child, level + 1, base)) : [],
  });
  if (rootId === null) return (children.get(null) ?? []).map((row) => build(row, 0, 0));
  const root = rows.find((row) => row.id === rootId);
  if (!root) return [];
  let level = 0;
  for (let at = root.parent_id; at !== null; at = rows.find((row) => row.id === at)?.parent_id ?? null) level++;
  return [build(root, level, level)];
}

/** One category with its subtree down to `depth` levels below it. */
export async function categoryById(
  store: Queries,
  lang: Language,
  id: number,
  depth: number,
): Promise<Category | null> {
  return categoryForest(await categoryRows(store, lang), depth, id)[0] ?? null;
}

export async function menus(store: Queries, lang: Language): Promise<Menu[]> {
  const rows = await all(
    store,
    sql<{
      code: Menu['code'];
      items_json: string;
    }>`SELECT code, items_json FROM menu WHERE lang = ${lang} ORDER BY code`,
  );
  return rows.map((row) => ({ code: row.code, items: JSON.parse(row.items_json) as Menu['items'] }));
}

export async function settings(store: Queries, country: Country): Promise<Setting[]> {
  const rows = await all(
    store,
    sql<{ code: string; value: string }>`SELECT code, value FROM setting WHERE country = ${country} ORDER BY code`,
  );
  return rows.map((row) => ({ code: row.code, values: [{ value: row.value }] }));
}

export function civilities(store: Queries, lang: Language): Promise<Civility[]> {
  return all(
    store,
    sql<Civility>`SELECT c.id, c.code, t.label FROM civility c JOIN civility_text t ON t.civility_id = c.id AND t.lang = ${lang} ORDER BY c.id`,
  );
}

export function provinces(store: Queries): Promise<Province[]> {
  return all(store, sql<Province>`SELECT id, code, name FROM province ORDER BY name, id`);
}
