// Needs and sub-needs. Needs are the same in every shop.
import type { Language } from '../../config/locales.ts';
import type { EntityRef } from '../../shared/schemas/common.ts';
import type { Need } from '../../shared/schemas/need.ts';
import { image } from './image-urls.ts';
import type { Store } from './store.ts';

interface NeedRow {
  id: number;
  parent_id: number | null;
  picto: string;
  slug: string;
  title: string;
  label: string;
  description: string;
}

const SELECT =
  'SELECT n.id, n.parent_id, n.picto, t.slug, t.title, t.label, t.description FROM need n JOIN need_text t ON t.need_id = n.id AND t.lang = ?';
/** Top-level needs first, each followed by its sub-needs. */
const TREE_ORDER =
  'ORDER BY coalesce((SELECT position FROM need parent WHERE parent.id = n.parent_id), n.position), n.parent_id IS NOT NULL, n.position, n.id';

export const needPicto = (row: { id: number; title: string }) => image('needs', row.id, 140, row.title);

function assemble(store: Store, rows: NeedRow[], lang: Language): Need[] {
  const children = new Map<number, EntityRef[]>();
  if (rows.length > 0) {
    const childRows = store.all<{ parent_id: number; id: number; title: string; slug: string }>(
      'SELECT n.parent_id, n.id, t.title, t.slug FROM need n JOIN need_text t ON t.need_id = n.id AND t.lang = ? WHERE n.parent_id IN (SELECT value FROM json_each(?)) ORDER BY n.position, n.id',
      lang,
      JSON.stringify(rows.map((row) => row.id)),
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
    children: children.get(row.id) ?? [],
  }));
}

export function allNeeds(store: Store, lang: Language, topLevelOnly = false): Need[] {
  // Among top-level needs alone, TREE_ORDER is their position order.
  const sql = topLevelOnly
    ? `${SELECT} WHERE n.parent_id IS NULL ORDER BY n.position, n.id`
    : `${SELECT} ${TREE_ORDER}`;
  return assemble(store, store.all<NeedRow>(sql, lang), lang);
}

export function needById(store: Store, id: number, lang: Language): Need | null {
  return assemble(store, store.all<NeedRow>(`${SELECT} WHERE n.id = ?`, lang, id), lang)[0] ?? null;
}

/** Need refs of many products at once: product id -> its needs, in the product's order. */
export function productNeedRefs(store: Store, productIds: readonly number[], lang: Language): Map<number, EntityRef[]> {
  const rows = store.all<{ product_id: number; id: number; title: string; slug: string }>(
    // From the products' rows to their texts (CROSS JOIN keeps that order), not from every text of the language.
    `SELECT pn.product_id, pn.need_id AS id, t.title, t.slug FROM product_need pn CROSS JOIN need_text t ON t.need_id = pn.need_id AND t.lang = ?
     WHERE pn.product_id IN (SELECT value FROM json_each(?)) ORDER BY pn.product_id, pn.position`,
    lang,
    JSON.stringify(productIds),
  );
  const byProduct = new Map<number, EntityRef[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ id: row.id, title: row.title, slug: row.slug });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}
