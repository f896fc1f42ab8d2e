// Needs and sub-needs. Needs are the same in every shop.
import { sql } from 'kysely';

import type { Language } from '../../config/locales.ts';
import type { EntityRef } from '../../shared/schemas/common.ts';
import type { Need } from '../../shared/schemas/need.ts';
import { image } from './image-urls.ts';
import { all, inList, orderedJoin, type Queries } from './store.ts';

interface NeedRow {
  id: number;
  parent_id: number | null;
  picto: string;
  slug: string;
  title: string;
  label: string;
  description: string;
  intro: string;
}

const select = (lang: Language) =>
  sql`SELECT n.id, n.parent_id, n.picto, t.slug, t.title, t.label, t.description, t.intro FROM need n JOIN need_text t ON t.need_id = n.id AND t.lang = ${lang}`;
/** Top-level needs first, each followed by its sub-needs. */
export const NEED_TREE_ORDER = sql`ORDER BY coalesce((SELECT position FROM need parent WHERE parent.id = n.parent_id), n.position), n.parent_id IS NOT NULL, n.position, n.id`;

export const needPicto = (row: { id: number; title: string }) => image('needs', row.id, 140, row.title);

async function assemble(store: Queries, rows: NeedRow[], lang: Language): Promise<Need[]> {
  const children = new Map<number, EntityRef[]>();
  if (rows.length > 0) {
    const childRows = await all(
      store,
      sql<{
        parent_id: number;
        id: number;
        title: string;
        slug: string;
      }>`SELECT n.parent_id, n.id, t.title, t.slug FROM need n JOIN need_text t ON t.need_id = n.id AND t.lang = ${lang}
       WHERE n.parent_id ${inList(
         store,
         rows.map((row) => row.id),
       )} ORDER BY n.position, n.id`,
    );
    for (const child of childRows) {
      const list = children.get(child.parent_id) ?? [];
      list.push({ id: child.id, title: child.title, slug: child.slug });
      children.set(child.parent_id, list);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    need: { label: row.label, picto: needPicto(row), parent: row.parent_id },
    description: row.description,
    intro: row.intro,
    children: children.get(row.id) ?? [],
  }));
}

export async function allNeeds(store: Queries, lang: Language, topLevelOnly = false): Promise<Need[]> {
  // Among top-level needs alone, NEED_TREE_ORDER is their position order.
  const query = topLevelOnly
    ? sql<NeedRow>`${select(lang)} WHERE n.parent_id IS NULL ORDER BY n.position, n.id`
    : sql<NeedRow>`${select(lang)} ${NEED_TREE_ORDER}`;
  return assemble(store, await all(store, query), lang);
}

export async function needById(store: Queries, id: number, lang: Language): Promise<Need | null> {
  const rows = await all(store, sql<NeedRow>`${select(lang)} WHERE n.id = ${id}`);
  return (await assemble(store, rows, lang))[0] ?? null;
}

/** Need refs of many products at once: product id -> its needs, in the product's order. */
export async function productNeedRefs(
  store: Queries,
  productIds: readonly number[],
  lang: Language,
): Promise<Map<number, EntityRef[]>> {
  const rows = await all(
    store,
    // From the products' rows to their texts (an ordered join), not from every text of the language.
    sql<{
      product_id: number;
      id: number;
      title: string;
      slug: string;
    }>`SELECT pn.product_id, pn.need_id AS id, t.title, t.slug
     FROM product_need pn ${orderedJoin(store)} need_text t ON t.need_id = pn.need_id AND t.lang = ${lang}
     WHERE pn.product_id ${inList(store, productIds)} ORDER BY pn.product_id, pn.position`,
  );
  const byProduct = new Map<number, EntityRef[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ id: row.id, title: row.title, slug: row.slug });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}
