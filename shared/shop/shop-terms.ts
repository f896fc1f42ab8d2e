// What a country's shop sells in: its currency and the SPEC §9 thresholds and carrier prices in
// that currency's cents. Made by the catalog (which knows each currency's price points); the
// pricing functions take it as it is, so they stay pure.
import type { Carrier } from './carriers.ts';

export interface ShopTerms {
  currency: { code: string; symbol: string };
  /** Merchandise (after discounts) from which shipping is free. */
  freeShippingFromCents: number;
  /** Merchandise a CSM code's free product needs. */
  csmMinimumCents: number;
  carrierPriceCents: Readonly<Record<Carrier, number>>;
}
