// The content API's shop calls (issue 20; SPEC §3 'Order', 'Relay point', 'Withdrawal request',
// §4, §5 checkout messages, §8 payment and codes errors): what they take and what they answer.
// Money is integer cents of the shop's currency (`*_cents`, with `currency`), priced by the
// server: a payload never carries a price, and any field it adds is ignored.
import * as z from 'zod/mini';

import { CARRIERS } from '../shop/carriers.ts';
import { CODE_KINDS, CODE_OUTCOMES } from '../shop/codes.ts';
import { MAX_LINE_QUANTITY } from '../shop/constants.ts';
import { ORDER_STATUSES } from '../shop/order-status.ts';
import { addressPayloadSchema } from './account.ts';
import { count } from './common.ts';
import { hasUnstorableCharacters } from './control-characters.ts';

/** Why a shop call was refused (`code` of the error body): SPEC §5 and §8, and the cart's own. */
export const SHOP_ERROR_CODES = [
  'shop_closed',
  'product_unknown',
  'out_of_stock',
  'cart_full',
  'line_unknown',
  'free_product_already_in_cart',
  'csm_invalid',
  'promo_invalid',
  'code_already_used',
  'code_condition_not_met',
  'code_login_required',
  'code_not_combinable',
  'cart_empty',
  'order_pending',
  'carrier_required',
  'relay_point_required',
  'relay_point_unknown',
  'address_not_found',
  'phone_required',
  'terms_not_accepted',
  'order_not_found',
  'order_already_paid',
  'order_canceled',
  'payment_window_over',
  'payment_in_progress',
  'payment_prepare_failed',
  'withdrawal_not_delivered',
  'withdrawal_period_over',
  'withdrawal_exists',
] as const;
export type ShopErrorCode = (typeof SHOP_ERROR_CODES)[number];

export function isShopErrorCode(value: unknown): value is ShopErrorCode {
  return typeof value === 'string' && (SHOP_ERROR_CODES as readonly string[]).includes(value);
}

const storable = () =>
  z.refine<string>((text) => !hasUnstorableCharacters(text), { error: 'must not contain control characters' });
const id = () => z.int().check(z.positive(), z.maximum(999_999_999));
/** 1 to 99 whole boxes: a negative, fractional or huge quantity is refused. */
const quantity = () => z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY));

export const cartLinePayloadSchema = z.object({ product_id: id(), conditioning_id: id(), quantity: quantity() });
export type CartLinePayload = z.infer<typeof cartLinePayloadSchema>;

export const quantityPayloadSchema = z.object({ quantity: quantity() });

export const codePayloadSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40), storable()),
});

/** An address of the account's book by id, or one typed at checkout. */
const addressChoice = z.union([z.object({ address_id: id() }), addressPayloadSchema]);
export type AddressChoice = z.infer<typeof addressChoice>;

export const checkoutPayloadSchema = z.object({
  carrier: z.enum(CARRIERS),
  relay_point_id: z._default(z.nullable(id()), null),
  shipping_address: addressChoice,
  invoice_address: addressChoice,
  // SPEC §5 'enter a phone number': digits, spaces, dots, dashes, a leading +.
  phone: z.string().check(z.trim(), z.maxLength(25)),
  accept_terms: z.boolean(),
});
export type CheckoutPayload = z.infer<typeof checkoutPayloadSchema>;

export const withdrawalPayloadSchema = z.object({
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(500), storable()),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000), storable()),
});
export type WithdrawalPayload = z.infer<typeof withdrawalPayloadSchema>;

// ---- answers --------------------------------------------------------------------------------

const cents = () => count();
const currencySchema = z.object({ code: z.string(), symbol: z.string() });
const estimateSchema = z.object({ earliest: z.string(), latest: z.string() });

export const cartLineSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  conditioning_id: z.int(),
  name: z.string(),
  slug: z.string(),
  conditioning_label: z.string(),
  units: z.int(),
  quantity: z.int(),
  unit_price_cents: cents(),
  total_cents: cents(),
  /** The volume tier reached (its quantity), or null. */
  tier_quantity: z.nullable(z.int()),
  free: z.boolean(),
  /** The boxes can still be had (stock, not out of stock): checkout refuses a cart with a line that cannot. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const appliedCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(CODE_KINDS),
  outcome: z.enum(CODE_OUTCOMES),
  /** SPEC §8's code of an outcome other than valid. */
  error: z.nullable(z.string()),
  free_product: z.nullable(z.object({ product_id: z.int(), name: z.string() })),
});

export const shippingOptionSchema = z.object({
  carrier: z.enum(CARRIERS),
  delivery: z.enum(['home', 'relay']),
  price_cents: cents(),
  free: z.nullable(z.enum(['threshold', 'first_order', 'code'])),
  estimate: estimateSchema,
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const cartSchema = z.object({
  currency: currencySchema,
  item_count: count(),
  lines: z.array(cartLineSchema),
  merchandise_cents: cents(),
  discount_cents: cents(),
  net_merchandise_cents: cents(),
  code: z.nullable(appliedCodeSchema),
  shipping: z.array(shippingOptionSchema),
  /** The merchandise from which shipping is free (SPEC §9: 49 €), in the shop's currency. */
  free_shipping_from_cents: cents(),
  /** The order awaiting payment for this cart, whose number the payment step shows. */
  pending_order: z.nullable(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

/** A cart answer; `token` only when a new anonymous cart was made (the site keeps it in a cookie). */
export const cartAnswerSchema = z.object({ cart: cartSchema, token: z.optional(z.string()) });
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

export const relayPointSchema = z.object({
  id: z.int(),
  carrier: z.enum(['chrono_relais', 'colissimo_relais']),
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  schedules: z.array(z.object({ day: z.int(), opens: z.string(), closes: z.string() })),
});
export type RelayPoint = z.infer<typeof relayPointSchema>;

export const orderAddressSchema = z.object({
  civility: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  company: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderSummarySchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  channel: z.string(),
  article_count: count(),
  total_cents: cents(),
  currency: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderLineSchema = z.object({
  product_id: z.int(),
  conditioning_id: z.int(),
  name: z.string(),
  conditioning_label: z.string(),
  quantity: z.int(),
  unit_price_cents: cents(),
  total_cents: cents(),
  free: z.boolean(),
});

export const orderSchema = z.object({
  ...orderSummarySchema.shape,
  payment_deadline: z.string(),
  paid_at: z.nullable(z.string()),
  canceled_at: z.nullable(z.string()),
  cancel_reason: z.nullable(z.string()),
  shipped_at: z.nullable(z.string()),
  delivered_on: z.nullable(z.string()),
  lines: z.array(orderLineSchema),
  merchandise_cents: cents(),
  discount_cents: cents(),
  shipping_cents: cents(),
  code: z.nullable(z.string()),
  carrier: z.enum(CARRIERS),
  relay_point: z.nullable(relayPointSchema),
  shipping_address: orderAddressSchema,
  invoice_address: orderAddressSchema,
  phone: z.string(),
  estimate: estimateSchema,
  tracking_number: z.nullable(z.string()),
  payment_method: z.nullable(z.string()),
  transaction_id: z.nullable(z.string()),
  withdrawal: z.nullable(z.object({ created_at: z.string() })),
});
export type Order = z.infer<typeof orderSchema>;

export const withdrawalAnswerSchema = z.object({ order: z.string(), created_at: z.string(), last_day: z.string() });
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>;
