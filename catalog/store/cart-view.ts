// A cart as the shop shows it and as a checkout orders it: its lines priced from the catalogue
// (shared/shop/price-cart.ts), whether each can be had, the applied code judged again, the CSM
// code's free product, and every carrier's price and SPEC §9 delivery estimate. Lines of a
// product the country no longer sells are left out.
import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { Cart } from '../../shared/schemas/shop.ts';
import { CARRIER_INFO, CARRIERS } from '../../shared/shop/carriers.ts';
import { codeErrorOf } from '../../shared/shop/codes.ts';
import { deliveryEstimate, localDayAndHour, SHOP_TIME_ZONES } from '../../shared/shop/delivery-estimate.ts';
import { type CartLineInput, priceCart, type PricedCart } from '../../shared/shop/price-cart.ts';
import { type CartLineRow, cartLines, type CartRow } from './carts.ts';
import { codeById, codeUses, isFirstOrder, type StoredCode } from './codes.ts';
import { shopTermsOf } from './shop-terms.ts';
import { mainVariant, type ShopVariant, shopVariants, variantKey } from './shop-variants.ts';
import { availableStock } from './stock.ts';
import type { Queries } from './store.ts';

export interface CartContext {
  country: Country;
  lang: Language;
  /** The logged-in customer, or null. */
  customerId: number | null;
  now: Date;
  /** Lock the stock and code rows read (PostgreSQL), for a checkout. */
  lock?: boolean;
}

export interface LoadedCart {
  view: Cart;
  priced: PricedCart;
  lines: (CartLineRow & { variant: ShopVariant })[];
  code: StoredCode | null;
  /** The CSM code's free product, when the code is valid. */
  freeProduct: ShopVariant | null;
  /** Boxes wanted per product, the free product included, and whether each line can be had. */
  wanted: Map<number, number>;
  available: Map<number, number>;
}

/** The shop's own day (codes are valid by day). */
export const shopDay = (now: Date, country: Country) => localDayAndHour(now, SHOP_TIME_ZONES[country]).day;

export async function loadCart(queries: Queries, cart: CartRow | null, context: CartContext): Promise<LoadedCart> {
  const { country, lang, customerId, now, lock = false } = context;
  const rows = cart ? await cartLines(queries, cart.id) : [];
  const code = cart?.code_id ? await codeById(queries, cart.code_id, { lock }) : null;
  const freeProductId = code?.rule.freeProductId ?? null;
  const variants = await shopVariants(
    queries,
    [...rows.map((row) => row.product_id), ...(freeProductId === null ? [] : [freeProductId])],
    country,
    lang,
  );
  const lines = rows.flatMap((row) => {
    const variant = variants.get(variantKey(row.product_id, row.conditioning_id));
    return variant ? [{ ...row, variant }] : [];
  });
  const terms = shopTermsOf(country);
  const [uses, firstOrder] = await Promise.all([
    code
      ? codeUses(queries, code.id, customerId, cart?.pending_order_id ?? null)
      : Promise.resolve({ total: 0, customer: 0 }),
    isFirstOrder(queries, customerId),
  ]);
  const priced = priceCart({
    lines: lines.map((line): CartLineInput => ({
      lineId: line.id,
      productId: line.product_id,
      conditioningId: line.conditioning_id,
      quantity: line.quantity,
      variant: line.variant.variant,
      tiers: line.variant.tiers,
    })),
    code: code
      ? {
          rule: code.rule,
          context: {
            today: shopDay(now, country),
            loggedIn: customerId !== null,
            customerUses: uses.customer,
            totalUses: uses.total,
            firstOrder,
            csmMinimumCents: terms.csmMinimumCents,
          },
        }
      : null,
    firstOrder,
    terms,
  });
  const freeProduct =
    priced.code?.freeProductId != null ? (mainVariant(variants, priced.code.freeProductId) ?? null) : null;
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
  if (freeProduct) wanted.set(freeProduct.productId, (wanted.get(freeProduct.productId) ?? 0) + 1);
  const available = await availableStock(queries, [...wanted.keys()], country, { lock });
  const canHave = (productId: number, outOfStock: boolean) =>
    !outOfStock && (wanted.get(productId) ?? 0) <= (available.get(productId) ?? 0);
  const pendingOrder = cart?.pending_order_id
    ? await queries.db
        .selectFrom('shop_order')
        .select('number')
        .where('id', '=', cart.pending_order_id)
        .executeTakeFirst()
    : undefined;
  const view: Cart = {
    currency: terms.currency,
    free_shipping_from_cents: terms.freeShippingFromCents,
    item_count: priced.itemCount,
    lines: priced.lines.map((line, index) => {
      const { variant } = lines[index]!;
      return {
        id: line.lineId,
        product_id: line.productId,
        conditioning_id: line.conditioningId,
        name: variant.name,
        slug: variant.slug,
        conditioning_label: variant.conditioningLabel,
        units: variant.variant.units,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        total_cents: line.totalCents,
        tier_quantity: line.tierQuantity,
        free: line.free,
        available: canHave(line.productId, variant.outOfStock),
      };
    }),
    merchandise_cents: priced.merchandiseCents,
    discount_cents: priced.discountCents,
    net_merchandise_cents: priced.netMerchandiseCents,
    code: priced.code
      ? {
          code: priced.code.rule.code,
          kind: priced.code.rule.kind,
          outcome: priced.code.outcome,
          error: priced.code.outcome === 'valid' ? null : codeErrorOf(priced.code.outcome, priced.code.rule.kind),
          free_product: freeProduct ? { product_id: freeProduct.productId, name: freeProduct.name } : null,
        }
      : null,
    shipping: CARRIERS.map((carrier) => ({
      carrier,
      delivery: CARRIER_INFO[carrier].delivery,
      price_cents: priced.shipping[carrier].priceCents,
      free: priced.shipping[carrier].free,
      estimate: deliveryEstimate(carrier, now, country),
    })),
    pending_order: pendingOrder?.number ?? null,
  };
  return { view, priced, lines, code, freeProduct, wanted, available };
}
