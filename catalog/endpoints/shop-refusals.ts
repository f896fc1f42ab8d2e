// SPEC §5 and §8's refusals of the shop calls as HTTP answers: each code with its status and an
// English message for logs and API users (the site says them in the visitor's language).
import type { ShopErrorCode } from '../../shared/schemas/shop.ts';
import { refusal } from '../http/errors.ts';
import { ShopRefusal } from '../store/shop-refusal.ts';

const ANSWERS: Readonly<Record<ShopErrorCode, { status: number; message: string }>> = {
  shop_closed: { status: 403, message: 'This country has no online shop; find the products in a pharmacy.' },
  product_unknown: { status: 404, message: 'This shop does not sell that product or conditioning.' },
  out_of_stock: { status: 409, message: 'This product is out of stock.' },
  cart_full: { status: 409, message: 'The cart cannot hold more.' },
  line_unknown: { status: 404, message: 'The cart has no such line.' },
  free_product_already_in_cart: { status: 409, message: 'A free product is already in the cart.' },
  csm_invalid: { status: 422, message: 'This medical follow-up code is not valid.' },
  promo_invalid: { status: 422, message: 'This promo code is not valid.' },
  code_already_used: { status: 409, message: 'This code was already used.' },
  code_condition_not_met: { status: 422, message: "The cart does not meet the code's condition." },
  code_login_required: { status: 403, message: 'Log in to use this code.' },
  code_not_combinable: { status: 409, message: 'A medical follow-up code cannot be combined with an advantage code.' },
  cart_empty: { status: 409, message: 'The cart is empty.' },
  order_pending: { status: 409, message: 'An order of this cart is awaiting payment.' },
  carrier_required: { status: 422, message: 'Choose a carrier.' },
  relay_point_required: { status: 422, message: 'Choose a relay point.' },
  relay_point_unknown: { status: 404, message: 'No such relay point for this carrier here.' },
  address_not_found: { status: 404, message: 'No such address in this account.' },
  phone_required: { status: 422, message: 'Enter a phone number for the delivery.' },
  terms_not_accepted: { status: 422, message: 'Accept the terms of sale.' },
  order_not_found: { status: 404, message: 'No such order in this account.' },
  order_already_paid: { status: 409, message: 'This order is already paid.' },
  order_canceled: { status: 409, message: 'This order was canceled.' },
  payment_window_over: { status: 410, message: 'The 15 minutes to pay this order are over; the order is canceled.' },
  payment_in_progress: { status: 409, message: 'A payment of this order is being prepared; try again in a moment.' },
  payment_prepare_failed: {
    status: 502,
    message: 'The payment could not be prepared; try again, or contact the customer service.',
  },
  withdrawal_not_delivered: { status: 409, message: 'This order has not been delivered yet.' },
  withdrawal_period_over: { status: 422, message: 'The 14 days to withdraw from this order are over.' },
  withdrawal_exists: { status: 409, message: 'A withdrawal was already asked for this order.' },
};

export function shopAnswerOf(code: ShopErrorCode): { status: number; message: string } {
  return ANSWERS[code];
}

/** Throws the HTTP refusal of a store's ShopRefusal; anything else is thrown as it is. */
export function shopRefusal(error: unknown): never {
  if (error instanceof ShopRefusal) {
    const { status, message } = ANSWERS[error.code];
    throw refusal(status, error.code, error.detail ? `${message} (${error.detail})` : message);
  }
  throw error;
}
