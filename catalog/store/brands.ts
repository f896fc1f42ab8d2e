// Brands as the API shows them. A brand is in a shop when the shop sells one of its products.
import { sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { Brand, BrandRef, FaqEntry } from '../../shared/schemas/brand.ts';
import { image } from './image-urls.ts';
import type { ShopScope } from './shops.ts';
import { all, first, inList, type Queries } from './store.ts';

interface BrandRow {
  id: number;
  code: string;
  name: string;
  color: string;
  slug: string;
  baseline: string;
  description: string;
}

const soldIn = (country: Country) =>
  sql`b.id IN (SELECT p.brand_id FROM product p JOIN product_country pc ON pc.product_id = p.id AND pc.country = ${country})`;
const select = (lang: Language) =>
  sql`SELECT b.id, b.code, b.name, b.color, t.slug, t.baseline, t.description FROM brand b JOIN brand_text t ON t.brand_id = b.id AND t.lang = ${lang}`;

export const brandLogo = (row: { id: number; name: string }) => image('brands', row.id, 140, row.name);

function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    slug: row.slug,
    color: row.color,
    logo: brandLogo(row),
    baseline: row.baseline,
    description: row.description,
  };
}

export async function brandsInShop(store: Queries, scope: ShopScope): Promise<Brand[]> {
  const rows = await all(
    store,
    sql<BrandRow>`${select(scope.lang)} WHERE ${soldIn(scope.country)} ORDER BY b.position, b.id`,
  );
  return rows.map(toBrand);
}

export async function brandInShop(store: Queries, scope: ShopScope, id: number): Promise<Brand | null> {
  const row = await first(store, sql<BrandRow>`${select(scope.lang)} WHERE b.id = ${id} AND ${soldIn(scope.country)}`);
  return row ? toBrand(row) : null;
}

export async function brandCodes(store: Queries, country: Country): Promise<string[]> {
  const rows = await all(
    store,
    sql<{ code: string }>`SELECT b.code FROM brand b WHERE ${soldIn(country)} ORDER BY b.code`,
  );
  return rows.map((row) => row.code);
}

export async function brandRefs(
  store: Queries,
  ids: readonly number[],
  lang: Language,
): Promise<Map<number, BrandRef>> {
  const rows = await all(store, sql<BrandRow>`${select(lang)} WHERE b.id ${inList(store, ids)}`);
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, slug: row.slug, color: row.color, logo: brandLogo(row) }]),
  );
}

/** The FAQ of a brand or product, or the online help (ownerId null), in order. */
export async function faqEntries(
  store: Queries,
  kind: 'brand' | 'product' | 'help',
  ownerId: number | null,
  lang: Language,
  country?: Country,
): Promise<FaqEntry[]> {
  if (kind === 'help') {
    return all(
      store,
      sql<FaqEntry>`SELECT f.id, t.question, t.answer FROM faq f JOIN faq_text t ON t.faq_id = f.id AND t.lang = ${lang}
       WHERE f.owner_kind = 'help' AND (NOT EXISTS (SELECT 1 FROM faq_country c WHERE c.faq_id = f.id) OR EXISTS (SELECT 1 FROM faq_country c WHERE c.faq_id = f.id AND c.country = ${country ?? ''}))
       ORDER BY f.position, f.id`,
    );
  }
  return all(
    store,
    sql<FaqEntry>`SELECT f.id, t.question, t.answer FROM faq f JOIN faq_text t ON t.faq_id = f.id AND t.lang = ${lang} WHERE f.owner_kind = ${kind} AND f.owner_id = ${ownerId} ORDER BY f.position, f.id`,
  );
}
