// A cart's prices, all from the server's own figures (never from what a form sent): each line's
// box price with its volume tier, the merchandise, the applied code's outcome and discount (a
// code whose condition stops being met stays on the cart, judged again, and gives nothing), the
// CSM code's free product, and the shipping price of every carrier. Amounts are the shop's cents.
import { type Carrier, CARRIERS } from './carriers.ts';
import { type CodeContext, codeDiscountCents, type CodeOutcome, type CodeRule, judgeCode } from './codes.ts';
import { type ShippingPrice,shippingPrice } from './shipping-price.ts';
import type { ShopTerms } from './shop-terms.ts';
import { unitPrice, type Variant, type VolumeTier } from './unit-price.ts';

export interface CartLineInput {
  lineId: number;
  productId: number;
  conditioningId: number;
  quantity: number;
  variant: Variant;
  tiers: readonly VolumeTier[];
}

export interface PricedLine extends CartLineInput {
  unitPriceCents: number;
  totalCents: number;
  /** The volume tier reached (its quantity), or null. */
  tierQuantity: number | null;
  /** A free product (sold at 0): one per cart (SPEC §4). */
  free: boolean;
}

export interface AppliedCode {
  rule: CodeRule;
  outcome: CodeOutcome;
  discountCents: number;
  freeShipping: boolean;
  /** The product a valid CSM code adds to the order for free. */
  freeProductId: number | null;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Boxes in the cart (the header's count). */
  itemCount: number;
  merchandiseCents: number;
  code: AppliedCode | null;
  discountCents: number;
  /** Merchandise less the discount: what the shipping thresholds look at. */
  netMerchandiseCents: number;
  shipping: Readonly<Record<Carrier, ShippingPrice>>;
}

/** Whether a line is a free product: its box costs nothing. */
export const isFreeVariant = (variant: Variant) => variant.unitPriceCents === 0;

export function hasFreeProduct(lines: readonly Pick<CartLineInput, 'variant'>[]): boolean {
  return lines.some((line) => isFreeVariant(line.variant));
}

export interface CartPricingInput {
  lines: readonly CartLineInput[];
  /** The cart's code and what it is judged against, the merchandise and the free product aside. */
  code: {
    rule: CodeRule | null;
    context: Omit<CodeContext, 'merchandiseCents' | 'cartHasFreeProduct' | 'otherCode'>;
  } | null;
  firstOrder: boolean;
  terms: ShopTerms;
}

export function priceCart({ lines, code, firstOrder, terms }: CartPricingInput): PricedCart {
  const priced = lines.map((line): PricedLine => {
    const { unitPriceCents, tier } = unitPrice(line.variant, line.tiers, line.quantity);
    return {
      ...line,
      unitPriceCents,
      totalCents: unitPriceCents * line.quantity,
      tierQuantity: tier?.quantity ?? null,
      free: isFreeVariant(line.variant),
    };
  });
  const merchandiseCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  let applied: AppliedCode | null = null;
  if (code?.rule) {
    const outcome = judgeCode(code.rule, {
      ...code.context,
      merchandiseCents,
      cartHasFreeProduct: hasFreeProduct(lines),
      otherCode: null,
    });
    const valid = outcome === 'valid';
    applied = {
      rule: code.rule,
      outcome,
      discountCents: valid ? codeDiscountCents(code.rule, merchandiseCents) : 0,
      freeShipping: valid && code.rule.freeShipping,
      freeProductId: valid ? code.rule.freeProductId : null,
    };
  }
  const discountCents = applied?.discountCents ?? 0;
  const netMerchandiseCents = merchandiseCents - discountCents;
  const shipping = Object.fromEntries(
    CARRIERS.map((carrier) => [
      carrier,
      shippingPrice(
        carrier,
        { merchandiseCents: netMerchandiseCents, firstOrder, codeGivesFreeShipping: applied?.freeShipping ?? false },
        terms,
      ),
    ]),
  ) as Record<Carrier, ShippingPrice>;
  return {
    lines: priced,
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
    merchandiseCents,
    code: applied,
    discountCents,
    netMerchandiseCents,
    shipping,
  };
}

/** What the customer pays with a carrier: the merchandise less the discount, plus shipping. */
export function totalCents(cart: PricedCart, carrier: Carrier): number {
  return cart.netMerchandiseCents + cart.shipping[carrier].priceCents;
}
