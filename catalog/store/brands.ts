// Brands as the API shows them. A brand is in a shop when the shop sells one of its products.
import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { Brand, BrandRef, FaqEntry } from '../../shared/schemas/brand.ts';
import { image } from './image-urls.ts';
import type { ShopScope } from './shops.ts';
import type { Store } from './store.ts';

interface BrandRow {
  id: number;
  code: string;
  name: string;
  color: string;
  slug: string;
  baseline: string;
  description: string;
}

const SOLD_IN =
  'b.id IN (SELECT p.brand_id FROM product p JOIN product_country pc ON pc.product_id = p.id AND pc.country = ?)';
const SELECT =
  'SELECT b.id, b.code, b.name, b.color, t.slug, t.baseline, t.description FROM brand b JOIN brand_text t ON t.brand_id = b.id AND t.lang = ?';

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

export function brandsInShop(store: Store, scope: ShopScope): Brand[] {
  return store
    .all<BrandRow>(`${SELECT} WHERE ${SOLD_IN} ORDER BY b.position, b.id`, scope.lang, scope.country)
    .map(toBrand);
}

export function brandInShop(store: Store, scope: ShopScope, id: number): Brand | null {
  const row = store.get<BrandRow>(`${SELECT} WHERE b.id = ? AND ${SOLD_IN}`, scope.lang, id, scope.country);
  return row ? toBrand(row) : null;
}

export function brandCodes(store: Store, country: Country): string[] {
  return store
    .all<{ code: string }>(`SELECT b.code FROM brand b WHERE ${SOLD_IN} ORDER BY b.code`, country)
    .map((row) => row.code);
}

export function brandRefs(store: Store, ids: readonly number[], lang: Language): Map<number, BrandRef> {
  const rows = store.all<BrandRow>(
    `${SELECT} WHERE b.id IN (SELECT value FROM json_each(?))`,
    lang,
    JSON.stringify(ids),
  );
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, slug: row.slug, color: row.color, logo: brandLogo(row) }]),
  );
}

/** The FAQ of a brand or product, or the online help (ownerId null), in order. */
export function faqEntries(
  store: Store,
  kind: 'brand' | 'product' | 'help',
  ownerId: number | null,
  lang: Language,
  country?: Country,
): FaqEntry[] {
  if (kind === 'help') {
    return store.all<FaqEntry>(
      `SELECT f.id, t.question, t.answer FROM faq f JOIN faq_text t ON t.faq_id = f.id AND t.lang = ?
       WHERE f.owner_kind = 'help' AND (NOT EXISTS (SELECT 1 FROM faq_country c WHERE c.faq_id = f.id) OR EXISTS (SELECT 1 FROM faq_country c WHERE c.faq_id = f.id AND c.country = ?))
       ORDER BY f.position, f.id`,
      lang,
      country ?? '',
    );
  }
  return store.all<FaqEntry>(
    'SELECT f.id, t.question, t.answer FROM faq f JOIN faq_text t ON t.faq_id = f.id AND t.lang = ? WHERE f.owner_kind = ? AND f.owner_id = ? ORDER BY f.position, f.id',
    lang,
    kind,
    ownerId,
  );
}
