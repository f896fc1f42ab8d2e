// SPEC §9's shipping rules: free from 49 € of merchandise (after discounts), free standard delivery
// for a customer's first order, free with a code that says so; express home delivery
// (chronopost) keeps its price whatever the rule, as a faster service is not what the offers give.
import { type Carrier, CARRIER_INFO, STANDARD_CARRIER } from './carriers.ts';
import type { ShopTerms } from './shop-terms.ts';

export type FreeShippingReason = 'threshold' | 'first_order' | 'code';

export interface ShippingPrice {
  priceCents: number;
  /** Why it is free, when it is. */
  free: FreeShippingReason | null;
}

export interface ShippingContext {
  /** Merchandise after discounts, in the shop's cents. */
  merchandiseCents: number;
  /** The customer has no order paid yet (unknown for an anonymous visitor: false). */
  firstOrder: boolean;
  /** An applied code gives free shipping. */
  codeGivesFreeShipping: boolean;
}

export function shippingPrice(carrier: Carrier, context: ShippingContext, terms: ShopTerms): ShippingPrice {
  const priceCents = terms.carrierPriceCents[carrier];
  if (CARRIER_INFO[carrier].express) return { priceCents, free: null };
  if (context.merchandiseCents >= terms.freeShippingFromCents) return { priceCents: 0, free: 'threshold' };
  if (context.codeGivesFreeShipping) return { priceCents: 0, free: 'code' };
  if (context.firstOrder && carrier === STANDARD_CARRIER) return { priceCents: 0, free: 'first_order' };
  return { priceCents, free: null };
}
