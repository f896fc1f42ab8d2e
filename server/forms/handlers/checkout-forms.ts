// The checkout's forms (issue 20; SPEC §5 checkout messages, §8 payment errors) and the withdrawal
// form (SPEC §3 'Withdrawal request'):
//
// - delivery: the addresses (of the customer's book), the carrier, the relay point of a relay
//   carrier and the phone, checked, lead to the payment step with the choice in its query;
// - pay: the same choice and the terms of sale accepted: the catalog's checkout makes the pending
//   order of the cart in one transaction (a second checkout of the same cart meets the first
//   one's order, whose payment goes on), then the payment service opens the provider's session
//   (or hands back the one another tab opened), where the customer is sent. The order is paid
//   only once the provider's signed notification says so;
// - withdrawal: an order of the customer's, accepted until 14 days after its delivery (the
//   catalog decides), refused after with the reason.
import { ShopRefusal } from '../../../catalog/store/shop-refusal.ts';
import { isApiError } from '../../../shared/api/errors.ts';
import type { FieldErrors } from '../../../shared/forms/field-errors.ts';
import type { FormErrorCode } from '../../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import {
  DELIVERY_FIELDS,
  deliveryQuery,
  PAY_FIELDS,
  validateDelivery,
  validatePay,
  validateWithdrawal,
  WITHDRAWAL_FIELDS,
} from '../../../shared/forms/shop/checkout-forms.ts';
import { isShopErrorCode, type ShopErrorCode } from '../../../shared/schemas/shop.ts';
import { ORDER_PARAM } from '../../payments/payments.ts';
import type { FormContext, FormHandler, FormOutcome } from '../form-handler.ts';
import type { FormReply } from '../form-reply.ts';

const REPLIES: Readonly<Record<ShopErrorCode, { formError: FormErrorCode; errors?: FieldErrors }>> = {
  shop_closed: { formError: 'finalValidation' },
  product_unknown: { formError: 'cartUnavailable' },
  out_of_stock: { formError: 'cartUnavailable' },
  cart_full: { formError: 'cartUnavailable' },
  line_unknown: { formError: 'cartUnavailable' },
  free_product_already_in_cart: { formError: 'cartUnavailable' },
  csm_invalid: { formError: 'cartUnavailable' },
  promo_invalid: { formError: 'cartUnavailable' },
  code_already_used: { formError: 'cartUnavailable' },
  code_condition_not_met: { formError: 'cartUnavailable' },
  code_login_required: { formError: 'cartUnavailable' },
  code_not_combinable: { formError: 'cartUnavailable' },
  cart_empty: { formError: 'cartEmpty' },
  order_pending: { formError: 'orderPending' },
  carrier_required: { formError: 'invalid', errors: { carrier: { key: 'validation.carrier' } } },
  relay_point_required: { formError: 'invalid', errors: { relayPoint: { key: 'validation.relayPoint' } } },
  relay_point_unknown: { formError: 'invalid', errors: { relayPoint: { key: 'validation.relayPoint' } } },
  address_not_found: {
    formError: 'addressNotFound',
    errors: { shippingAddress: { key: 'validation.shippingAddress' } },
  },
  phone_required: { formError: 'invalid', errors: { phone: { key: 'validation.phoneDelivery' } } },
  terms_not_accepted: { formError: 'invalid', errors: { terms: { key: 'validation.salesTerms' } } },
  order_not_found: { formError: 'orderNotFound', errors: { orderNumber: { key: 'validation.orderNumber' } } },
  order_already_paid: { formError: 'orderAlreadyPaid' },
  order_canceled: { formError: 'orderCanceled' },
  payment_window_over: { formError: 'paymentWindowOver' },
  payment_in_progress: { formError: 'paymentInProgress' },
  payment_prepare_failed: { formError: 'paymentPrepareFailed' },
  withdrawal_not_delivered: { formError: 'withdrawalNotDelivered' },
  withdrawal_period_over: { formError: 'withdrawalPeriodOver' },
  withdrawal_exists: { formError: 'withdrawalExists' },
};

const STATUS_OF: Partial<Record<ShopErrorCode, number>> = {
  cart_empty: 409,
  order_pending: 409,
  order_already_paid: 409,
  order_canceled: 409,
  payment_window_over: 410,
  payment_in_progress: 409,
  payment_prepare_failed: 502,
  order_not_found: 404,
  address_not_found: 404,
  withdrawal_exists: 409,
  withdrawal_not_delivered: 409,
};

function reply(code: ShopErrorCode, status?: number): FormOutcome {
  const { formError, errors } = REPLIES[code];
  const answer: FormReply = {
    status: status ?? STATUS_OF[code] ?? 422,
    formError: { code: formError },
    ...(errors && { errors }),
  };
  return { ok: false, reply: answer };
}

/** A shop call's SPEC §5/§8 refusal as the form's, or null for anything else (thrown: 503). */
function shopCodeOf(error: unknown): ShopErrorCode | null {
  if (error instanceof ShopRefusal) return error.code;
  if (isApiError(error) && error.kind === 'http' && isShopErrorCode(error.code)) return error.code;
  return null;
}

const invalid = (errors: FieldErrors): FormOutcome => ({
  ok: false,
  reply: { status: 422, errors, formError: { code: 'invalid' } },
});

const hrefOf = (context: FormContext, kind: 'checkoutPayment' | 'checkoutConfirmation') =>
  context.router.href(kind, {}, context.post.locale) ?? '/';

export const chooseDelivery: FormHandler = async (context) => {
  const checked = validateDelivery(formValuesOf(DELIVERY_FIELDS, context.fields));
  if (!checked.ok) return invalid(checked.errors);
  const book = await context.account!.account.addresses();
  const own = new Set(book.map((address) => address.id));
  const errors: Record<string, { key: string }> = {};
  if (!own.has(checked.data.shippingAddressId)) errors.shippingAddress = { key: 'validation.shippingAddress' };
  if (!own.has(checked.data.invoiceAddressId)) errors.invoiceAddress = { key: 'validation.invoiceAddress' };
  if (checked.data.relayPointId !== null) {
    const points = await context.account!.orders.relayPoints({
      carrier: checked.data.carrier as 'chrono_relais' | 'colissimo_relais',
    });
    if (!points.some((point) => point.id === checked.data.relayPointId))
      errors.relayPoint = { key: 'validation.relayPoint' };
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  return {
    ok: true,
    // The session is the same: with JavaScript, the payment step is shown in place (decision 032).
    next: { to: `${hrefOf(context, 'checkoutPayment')}?${deliveryQuery(checked.data)}` },
  };
};

export const pay: FormHandler = async (context) => {
  const { services, visitor } = context;
  const checked = validatePay(formValuesOf(PAY_FIELDS, context.fields));
  if (!checked.ok) return invalid(checked.errors);
  const payments = services.payments;
  if (!payments || !visitor.account) return reply('payment_prepare_failed');
  const { data } = checked;
  const api = context.account!;
  let number: string;
  try {
    const order = await api.orders.checkout({
      carrier: data.carrier,
      relay_point_id: data.relayPointId,
      shipping_address: { address_id: data.shippingAddressId },
      invoice_address: { address_id: data.invoiceAddressId },
      phone: data.phone,
      accept_terms: true,
    });
    number = order.number;
  } catch (error) {
    const code = shopCodeOf(error);
    if (code === null) throw error;
    // Another tab (or a step back from the provider's page) made this cart's order: pay that one.
    const pending = code === 'order_pending' ? (await api.cart.get()).cart.pending_order : null;
    if (!pending) return reply(code);
    number = pending;
  }
  try {
    const session = await payments.service.pay({ number, accountId: visitor.account.viewer.account_id });
    services.logger.info({ order: number }, 'payment session opened');
    // The provider's page (ours in tests, Stripe's): a real navigation, out of the app.
    return { ok: true, next: { to: session.url, reload: true } };
  } catch (error) {
    const code = shopCodeOf(error);
    if (code === null) throw error;
    // Already paid (a second attempt): the confirmation says so.
    if (code === 'order_already_paid')
      return {
        ok: true,
        next: {
          to: `${hrefOf(context, 'checkoutConfirmation')}?${ORDER_PARAM}=${encodeURIComponent(number)}`,
        },
      };
    return reply(code);
  }
};

export const requestWithdrawal: FormHandler = async (context) => {
  const checked = validateWithdrawal(formValuesOf(WITHDRAWAL_FIELDS, context.fields));
  if (!checked.ok) return invalid(checked.errors);
  const { orderNumber, address, content, orderDate, deliveryDate } = checked.data;
  const details = [
    orderDate && `order date: ${orderDate}`,
    deliveryDate && `delivery date: ${deliveryDate}`,
    content,
  ].filter(Boolean);
  try {
    await context.account!.orders.withdraw(orderNumber, { address, content: details.join('\n') });
  } catch (error) {
    const code = shopCodeOf(error);
    if (code === null) {
      if (isApiError(error) && error.kind === 'http' && error.status === 404) return reply('order_not_found');
      throw error;
    }
    return reply(code);
  }
  return { ok: true, next: { stay: true }, done: 'withdrawal' };
};
