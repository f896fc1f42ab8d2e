// Orders (SPEC §3 'Order', §4 statuses; issue 20). A checkout makes one from the customer's cart in
// one transaction: the cart is claimed first (UPDATE … WHERE pending_order_id IS NULL, so of
// two checkouts of one cart exactly one goes on, the other is told an order awaits payment),
// then priced again from the catalogue, checked (every line can be had, the code still valid,
// carrier and relay point, addresses, phone, terms), written with its lines, and its boxes and
// code use held until the payment ends (payments.ts). Statuses move only as
// shared/shop/order-status.ts allows, and only from the status read.
import { randomUUID } from 'node:crypto';

import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { Address } from '../../shared/schemas/account.ts';
import type { AddressChoice, CheckoutPayload, Order, OrderAddress, OrderSummary } from '../../shared/schemas/shop.ts';
import { CARRIER_INFO } from '../../shared/shop/carriers.ts';
import { codeErrorOf } from '../../shared/shop/codes.ts';
import { PAYMENT_WINDOW_MS } from '../../shared/shop/constants.ts';
import { deliveryEstimate } from '../../shared/shop/delivery-estimate.ts';
import { checkMove, type OrderStatus } from '../../shared/shop/order-status.ts';
import { totalCents } from '../../shared/shop/price-cart.ts';
import { addressesOf } from './addresses.ts';
import { loadCart } from './cart-view.ts';
import { findCart } from './carts.ts';
import { holdCodeUse } from './codes.ts';
import { relayPoints } from './relay-points.ts';
import { ShopRefusal } from './shop-refusal.ts';
import { holdStock } from './stock.ts';
import type { Queries, Store } from './store.ts';

/** 'W' (web), the country, and a number of seven digits or more: WBE0000123. */
export const orderNumberOf = (country: string, id: number) => `W${country.toUpperCase()}${String(id).padStart(7, '0')}`;

const PHONE = /^\+?[0-9][0-9 ./-]{5,23}$/;

async function addressOfChoice(queries: Queries, customerId: number, choice: AddressChoice): Promise<OrderAddress> {
  let address: Omit<Address, 'id' | 'default_invoice' | 'default_shipping'> | undefined;
  if ('address_id' in choice) {
    address = (await addressesOf(queries, customerId)).find((each) => each.id === choice.address_id);
    if (!address) throw new ShopRefusal('address_not_found', `address ${choice.address_id}`);
  } else address = choice;
  const { civility, firstname, lastname, line1, line2, line3, zipcode, city, country, company } = address;
  return { civility, firstname, lastname, line1, line2, line3, zipcode, city, country, company };
}

export interface CheckoutRequest {
  country: Country;
  lang: Language;
  customerId: number;
  payload: CheckoutPayload;
  now: Date;
}

/** Makes the pending order of the customer's cart; answers its number. */
export async function placeOrder(store: Store, { country, lang, customerId, payload, now }: CheckoutRequest) {
  const at = now.toISOString();
  return store.transaction(async (queries) => {
    const { db } = queries;
    const cart = await findCart(queries, country, { customerId, token: null });
    if (!cart) throw new ShopRefusal('cart_empty');
    const claimed = await db
      .updateTable('cart')
      .set({ updated_at: at })
      .where('id', '=', cart.id)
      .where('pending_order_id', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new ShopRefusal('order_pending');
    const loaded = await loadCart(queries, cart, { country, lang, customerId, now, lock: true });
    const { priced, lines, freeProduct, wanted, available } = loaded;
    if (lines.length === 0) throw new ShopRefusal('cart_empty');
    for (const line of lines)
      if (line.variant.outOfStock || (wanted.get(line.product_id) ?? 0) > (available.get(line.product_id) ?? 0))
        throw new ShopRefusal('out_of_stock', `product ${line.product_id}`);
    if (freeProduct && (wanted.get(freeProduct.productId) ?? 0) > (available.get(freeProduct.productId) ?? 0))
      throw new ShopRefusal('out_of_stock', `product ${freeProduct.productId}`);
    if (priced.code && priced.code.outcome !== 'valid')
      throw new ShopRefusal(codeErrorOf(priced.code.outcome, priced.code.rule.kind));
    const carrier = CARRIER_INFO[payload.carrier];
    let relayPointId: number | null = null;
    if (carrier.delivery === 'relay') {
      if (payload.relay_point_id === null) throw new ShopRefusal('relay_point_required');
      const [point] = await relayPoints(queries, country, {
        carrier: carrier.code as 'chrono_relais',
        ids: [payload.relay_point_id],
      });
      if (!point) throw new ShopRefusal('relay_point_unknown', `relay point ${payload.relay_point_id}`);
      relayPointId = point.id;
    }
    const shippingAddress = await addressOfChoice(queries, customerId, payload.shipping_address);
    const invoiceAddress = await addressOfChoice(queries, customerId, payload.invoice_address);
    if (!PHONE.test(payload.phone)) throw new ShopRefusal('phone_required');
    if (!payload.accept_terms) throw new ShopRefusal('terms_not_accepted');
    const shippingCents = priced.shipping[payload.carrier].priceCents;
    const { id } = await db
      .insertInto('shop_order')
      .values({
        number: `new-${randomUUID()}`,
        customer_id: customerId,
        cart_id: cart.id,
        country,
        lang,
        status: 'pending',
        created_at: at,
        payment_deadline: new Date(now.getTime() + PAYMENT_WINDOW_MS).toISOString(),
        paid_at: null,
        confirmation_mailed_at: null,
        canceled_at: null,
        cancel_reason: null,
        shipped_at: null,
        delivered_on: null,
        currency: loaded.view.currency.code,
        merchandise_cents: priced.merchandiseCents,
        discount_cents: priced.discountCents,
        shipping_cents: shippingCents,
        total_cents: totalCents(priced, payload.carrier),
        code_id: loaded.code?.id ?? null,
        carrier: payload.carrier,
        relay_point_id: relayPointId,
        shipping_address_json: JSON.stringify(shippingAddress),
        invoice_address_json: JSON.stringify(invoiceAddress),
        phone: payload.phone,
        tracking_number: null,
        payment_method: null,
        transaction_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = orderNumberOf(country, id);
    await db.updateTable('shop_order').set({ number }).where('id', '=', id).execute();
    const orderLines = priced.lines.map((line, index) => ({
      order_id: id,
      position: index + 1,
      product_id: line.productId,
      conditioning_id: line.conditioningId,
      name: lines[index]!.variant.name,
      conditioning_label: lines[index]!.variant.conditioningLabel,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      total_cents: line.totalCents,
      free: (line.free ? 1 : 0) as 0 | 1,
    }));
    if (freeProduct)
      orderLines.push({
        order_id: id,
        position: orderLines.length + 1,
        product_id: freeProduct.productId,
        conditioning_id: freeProduct.conditioningId,
        name: freeProduct.name,
        conditioning_label: freeProduct.conditioningLabel,
        quantity: 1,
        unit_price_cents: 0,
        total_cents: 0,
        free: 1,
      });
    await db.insertInto('order_line').values(orderLines).execute();
    await holdStock(queries, id, country, wanted);
    if (loaded.code) await holdCodeUse(queries, { codeId: loaded.code.id, customerId, orderId: id, now: at });
    await db.updateTable('cart').set({ pending_order_id: id }).where('id', '=', cart.id).execute();
    return { orderId: id, number };
  });
}

type OrderRow = Awaited<ReturnType<typeof orderRows>>[number];

function orderRows({ db }: Queries, customerId: number, number?: string) {
  let query = db
    .selectFrom('shop_order as o')
    .leftJoin('shop_code as c', 'c.id', 'o.code_id')
    .leftJoin('withdrawal_request as w', 'w.order_id', 'o.id')
    .selectAll('o')
    .select(['c.code as code_text', 'w.created_at as withdrawn_at'])
    .select((eb) =>
      eb
        .selectFrom('order_line')
        .select((inner) => inner.fn.sum<number>('quantity').as('articles'))
        .whereRef('order_line.order_id', '=', 'o.id')
        .as('article_count'),
    )
    .where('o.customer_id', '=', customerId);
  if (number !== undefined) query = query.where('o.number', '=', number);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute();
}

const summaryOf = (row: OrderRow): OrderSummary => ({
  number: row.number,
  status: row.status,
  created_at: row.created_at,
  channel: row.channel,
  article_count: Number(row.article_count ?? 0),
  total_cents: row.total_cents,
  currency: row.currency,
});

/** The customer's orders, newest first (SPEC §3 'Order'). */
export async function ordersOf(queries: Queries, customerId: number): Promise<OrderSummary[]> {
  return (await orderRows(queries, customerId)).map(summaryOf);
}

export async function orderOf(queries: Queries, customerId: number, number: string): Promise<Order | null> {
  const [row] = await orderRows(queries, customerId, number);
  if (!row) return null;
  const [lines, points] = await Promise.all([
    queries.db
      .selectFrom('order_line')
      .select([
        'product_id',
        'conditioning_id',
        'name',
        'conditioning_label',
        'quantity',
        'unit_price_cents',
        'total_cents',
        'free',
      ])
      .where('order_id', '=', row.id)
      .orderBy('position')
      .execute(),
    row.relay_point_id === null
      ? Promise.resolve([])
      : relayPoints(queries, row.country as Country, { ids: [row.relay_point_id] }),
  ]);
  return {
    ...summaryOf(row),
    payment_deadline: row.payment_deadline,
    paid_at: row.paid_at,
    canceled_at: row.canceled_at,
    cancel_reason: row.cancel_reason,
    shipped_at: row.shipped_at,
    delivered_on: row.delivered_on,
    lines: lines.map((line) => ({ ...line, free: line.free === 1 })),
    merchandise_cents: row.merchandise_cents,
    discount_cents: row.discount_cents,
    shipping_cents: row.shipping_cents,
    code: row.code_text ?? null,
    carrier: row.carrier,
    relay_point: points[0] ?? null,
    shipping_address: JSON.parse(row.shipping_address_json) as OrderAddress,
    invoice_address: JSON.parse(row.invoice_address_json) as OrderAddress,
    phone: row.phone,
    estimate: deliveryEstimate(row.carrier, new Date(row.paid_at ?? row.created_at), row.country as Country),
    tracking_number: row.tracking_number,
    payment_method: row.payment_method,
    transaction_id: row.transaction_id,
    withdrawal: row.withdrawn_at ? { created_at: row.withdrawn_at } : null,
  };
}

/**
 * Moves an order from `from` to `to` with the columns that go with it; false when the order was
 * no longer at `from` (another move won). A move the statuses forbid throws.
 */
export async function moveOrder(
  { db }: Queries,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  changes: {
    paid_at?: string;
    canceled_at?: string;
    cancel_reason?: string;
    shipped_at?: string;
    tracking_number?: string;
    payment_method?: string | null;
    transaction_id?: string | null;
  } = {},
): Promise<boolean> {
  checkMove(from, to);
  const moved = await db
    .updateTable('shop_order')
    .set({ status: to, ...changes })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The warehouse shipped a paid order (with its tracking number). */
export async function markShipped(store: Store, number: string, trackingNumber: string, now: Date): Promise<boolean> {
  return store.transaction(async (queries) => {
    const order = await queries.db
      .selectFrom('shop_order')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirst();
    if (!order) throw new ShopRefusal('order_not_found', number);
    return moveOrder(queries, order.id, 'paid', 'shipped', {
      shipped_at: now.toISOString(),
      tracking_number: trackingNumber,
    });
  });
}

/** The carrier delivered a shipped order on that day (the withdrawal period starts then). */
export async function markDelivered(store: Store, number: string, deliveredOn: string): Promise<void> {
  await store.transaction(({ db }) =>
    db
      .updateTable('shop_order')
      .set({ delivered_on: deliveredOn })
      .where('number', '=', number)
      .where('status', '=', 'shipped')
      .execute(),
  );
}
