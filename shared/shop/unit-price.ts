// The price of one box of a product variant (SPEC §3 'conditioning variants, volume-discount
// tiers'): the main conditioning sells at the product's own price, lowered by the volume tier the
// line's quantity reaches (from `quantity` boxes, each at the tier's price); other conditionings
// sell at their own price, without tiers. Amounts are the shop's cents.

export interface Variant {
  conditioningId: number;
  units: number;
  /** The box's price before volume tiers. */
  unitPriceCents: number;
  /** The product's main conditioning, the one the volume tiers apply to. */
  main: boolean;
}

export interface VolumeTier {
  /** From this many boxes… */
  quantity: number;
  /** …each box costs this. */
  unitPriceCents: number;
}

export interface UnitPrice {
  unitPriceCents: number;
  /** The tier applied, or null. */
  tier: VolumeTier | null;
}

export function unitPrice(variant: Variant, tiers: readonly VolumeTier[], quantity: number): UnitPrice {
  if (!variant.main) return { unitPriceCents: variant.unitPriceCents, tier: null };
  let best: VolumeTier | null = null;
  for (const tier of tiers)
    if (
      quantity >= tier.quantity &&
      tier.unitPriceCents < (best?.unitPriceCents ?? variant.unitPriceCents) &&
      tier.unitPriceCents >= 0
    )
      best = tier;
  return best
    ? { unitPriceCents: best.unitPriceCents, tier: best }
    : { unitPriceCents: variant.unitPriceCents, tier: null };
}
