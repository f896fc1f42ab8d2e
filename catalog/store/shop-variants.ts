// What the shop sells of a product in a country, read from the catalogue: each conditioning (the
// first is the main one, at the product's own price, with the volume tiers; the others at their
// price in the shop's currency), its names in a language, and whether it is marked out of stock.
// A product the country does not sell has no variant. Prices come from here only, never from a
// request.
import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { Variant, VolumeTier } from '../../shared/shop/unit-price.ts';
import { priceCents } from './prices.ts';
import type { Queries } from './store.ts';

export interface ShopVariant {
  productId: number;
  conditioningId: number;
  name: string;
  slug: string;
  conditioningLabel: string;
  variant: Variant;
  tiers: VolumeTier[];
  /** Marked out of stock in the catalogue. */
  outOfStock: boolean;
}

export const variantKey = (productId: number, conditioningId: number) => `${productId}:${conditioningId}`;

/** The variants of these products sold in the country, by variantKey. */
export async function shopVariants(
  { db }: Queries,
  productIds: readonly number[],
  country: Country,
  lang: Language,
): Promise<Map<string, ShopVariant>> {
  const variants = new Map<string, ShopVariant>();
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return variants;
  const [rows, tierRows] = await Promise.all([
    db
      .selectFrom('product_country as pc')
      .innerJoin('product as p', 'p.id', 'pc.product_id')
      .innerJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .innerJoin('product_conditioning as c', 'c.product_id', 'p.id')
      .leftJoin('product_conditioning_text as ct', (join) =>
        join
          .onRef('ct.product_id', '=', 'c.product_id')
          .onRef('ct.conditioning_id', '=', 'c.id')
          .on('ct.lang', '=', lang),
      )
      .select([
        'p.id as product_id',
        'p.out_of_stock',
        't.name',
        't.slug',
        'pc.own_price_cents',
        'c.id as conditioning_id',
        'c.units',
        'c.price_eur_cents',
        'c.position',
        'ct.label',
      ])
      .where('pc.country', '=', country)
      .where('pc.product_id', 'in', ids)
      .orderBy('p.id')
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('product_volume_tier')
      .select(['product_id', 'quantity', 'price_eur_cents'])
      .where('product_id', 'in', ids)
      .orderBy('quantity')
      .execute(),
  ]);
  const tiersOf = new Map<number, VolumeTier[]>();
  for (const tier of tierRows) {
    const list = tiersOf.get(tier.product_id) ?? [];
    list.push({ quantity: tier.quantity, unitPriceCents: priceCents(country, tier.price_eur_cents) });
    tiersOf.set(tier.product_id, list);
  }
  const seen = new Set<number>();
  for (const row of rows) {
    // Rows come by position: the first of a product is its main conditioning.
    const main = !seen.has(row.product_id);
    seen.add(row.product_id);
    variants.set(variantKey(row.product_id, row.conditioning_id), {
      productId: row.product_id,
      conditioningId: row.conditioning_id,
      name: row.name,
      slug: row.slug,
      conditioningLabel: row.label ?? '',
      variant: {
        conditioningId: row.conditioning_id,
        units: row.units,
        unitPriceCents: main ? row.own_price_cents : priceCents(country, row.price_eur_cents),
        main,
      },
      tiers: main ? (tiersOf.get(row.product_id) ?? []) : [],
      outOfStock: row.out_of_stock === 1,
    });
  }
  return variants;
}

/** The main conditioning of a product (a CSM code's free product is one box of it). */
export function mainVariant(variants: ReadonlyMap<string, ShopVariant>, productId: number): ShopVariant | undefined {
  for (const each of variants.values()) if (each.productId === productId && each.variant.main) return each;
  return undefined;
}
