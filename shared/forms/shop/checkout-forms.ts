// The checkout's forms (issue 20; SPEC §5 checkout messages): the delivery step (addresses from the
// customer's book, a carrier, a relay point for a relay carrier, a phone for the carrier), the
// payment step (the same choices carried along, and the terms of sale accepted), and the
// withdrawal form (SPEC §3 'Withdrawal request'). The server and the browser check them with the
// same functions; each message is a `forms` key.
import { type Carrier, CARRIER_INFO, isCarrier } from '../../shop/carriers.ts';
import type { FieldErrors } from '../field-errors.ts';

export const DELIVERY_FIELDS = ['shippingAddress', 'invoiceAddress', 'carrier', 'relayPoint', 'phone'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];
export type DeliveryValues = Readonly<Record<DeliveryField, string>>;

export const PAY_FIELDS = [...DELIVERY_FIELDS, 'terms'] as const;
export type PayField = (typeof PAY_FIELDS)[number];

/** The invoice address is the shipping one. */
export const SAME_ADDRESS = 'same';
export const TERMS_ACCEPTED = 'on';

export interface DeliveryChoice {
  shippingAddressId: number;
  invoiceAddressId: number;
  carrier: Carrier;
  relayPointId: number | null;
  phone: string;
}

const ID = /^[1-9]\d{0,8}$/;
/** Digits, spaces, dots, dashes, slashes and brackets, a leading +: 6 to 20 digits. */
const PHONE = /^\+?[\d\s.\-/()]{6,25}$/;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function validateDelivery(values: Partial<DeliveryValues>): Checked<DeliveryChoice> {
  const errors: Record<string, { key: string }> = {};
  const shipping = values.shippingAddress ?? '';
  const invoice = values.invoiceAddress ?? '';
  const carrier = values.carrier ?? '';
  const relay = values.relayPoint ?? '';
  const phone = (values.phone ?? '').trim();
  if (!ID.test(shipping)) errors.shippingAddress = { key: 'validation.shippingAddress' };
  if (invoice !== SAME_ADDRESS && !ID.test(invoice)) errors.invoiceAddress = { key: 'validation.invoiceAddress' };
  if (!isCarrier(carrier)) errors.carrier = { key: 'validation.carrier' };
  else if (CARRIER_INFO[carrier].delivery === 'relay' && !ID.test(relay))
    errors.relayPoint = { key: 'validation.relayPoint' };
  if (phone === '') errors.phone = { key: 'validation.phoneDelivery' };
  else if (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6)
    errors.phone = { key: 'validation.mobileDelivery' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const relayCarrier = CARRIER_INFO[carrier as Carrier].delivery === 'relay';
  return {
    ok: true,
    data: {
      shippingAddressId: Number(shipping),
      invoiceAddressId: invoice === SAME_ADDRESS ? Number(shipping) : Number(invoice),
      carrier: carrier as Carrier,
      relayPointId: relayCarrier ? Number(relay) : null,
      phone,
    },
  };
}

export function validatePay(
  values: Partial<Record<PayField, string>>,
): Checked<DeliveryChoice & { acceptTerms: true }> {
  const delivery = validateDelivery(values);
  const terms = values.terms === TERMS_ACCEPTED;
  if (!delivery.ok || !terms)
    return {
      ok: false,
      errors: { ...(delivery.ok ? {} : delivery.errors), ...(!terms && { terms: { key: 'validation.salesTerms' } }) },
    };
  return { ok: true, data: { ...delivery.data, acceptTerms: true } };
}

/** The delivery choice as the payment step's query carries it (the payment page reads it back). */
export function deliveryQuery(choice: DeliveryChoice): URLSearchParams {
  return new URLSearchParams({
    shippingAddress: String(choice.shippingAddressId),
    invoiceAddress: String(choice.invoiceAddressId),
    carrier: choice.carrier,
    ...(choice.relayPointId !== null && { relayPoint: String(choice.relayPointId) }),
    phone: choice.phone,
  });
}

export const WITHDRAWAL_FIELDS = ['orderNumber', 'orderDate', 'deliveryDate', 'address', 'content'] as const;
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number];

export const ORDER_NUMBER_PATTERN = /^W[A-Z]{2}\d{7,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function validateWithdrawal(values: Partial<Record<WithdrawalField, string>>): Checked<{
  orderNumber: string;
  orderDate: string;
  deliveryDate: string;
  address: string;
  content: string;
}> {
  const errors: Record<string, { key: string; max?: number }> = {};
  const orderNumber = (values.orderNumber ?? '').trim().toUpperCase();
  const orderDate = (values.orderDate ?? '').trim();
  const deliveryDate = (values.deliveryDate ?? '').trim();
  const address = (values.address ?? '').trim();
  const content = (values.content ?? '').trim();
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) errors.orderNumber = { key: 'validation.orderNumber' };
  if (orderDate !== '' && !DAY.test(orderDate)) errors.orderDate = { key: 'validation.invalid' };
  if (deliveryDate !== '' && !DAY.test(deliveryDate)) errors.deliveryDate = { key: 'validation.invalid' };
  if (address === '') errors.address = { key: 'validation.address' };
  else if (address.length > 500) errors.address = { key: 'validation.maxLength', max: 500 };
  if (content === '') errors.content = { key: 'validation.withdrawalContent' };
  else if (content.length > 1900) errors.content = { key: 'validation.maxLength', max: 1900 };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: { orderNumber, orderDate, deliveryDate, address, content } };
}
