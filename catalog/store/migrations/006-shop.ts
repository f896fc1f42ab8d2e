// The shop (issue 20; SPEC §3 'Order', 'Relay point', 'Promo code and CSM code', 'Withdrawal
// request', §4 order statuses, §9): stock per product and country, relay points with their
// schedules, codes and their uses, carts (an anonymous one behind a cart token, whose hash alone
// is kept, or a customer's: one each), orders and their lines, stock reservations, payments and
// the providers' notifications, withdrawal requests. Money is integer cents of the order's
// currency. None of this is content: a reseed never touches it. Products are named by id
// without a foreign key, since a reseed rebuilds the product tables under them; an order line
// keeps the name and price it was sold at.
//
// What the database itself guarantees: an order's status is one of four, a line's quantity 1 to
// 99, a customer has one cart per shop, a code one use per order, an order at most one live payment (the
// unique `live_order_id`, set while a payment is being made: two tabs paying one order share
// it), a provider's notification is stored once (a replay is refused by the unique event id),
// and an order has at most one withdrawal request.
import { type Kysely, sql } from 'kysely';

import type { Migration } from '../migration.ts';
import { type Engine, schemaTypes } from '../schema-types.ts';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
const between = (column: string, min: number, max: number) =>
  sql`${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)}`;
const atMost = (column: string, max: number) => sql`length(${sql.ref(column)}) <= ${sql.lit(max)}`;
const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;
const country = sql`length(country) = 2`;
const nonNegative = (column: string) => sql`${sql.ref(column)} >= 0`;

const CARRIERS = ['colissimo', 'chronopost', 'chrono_relais', 'colissimo_relais'];
const PAYMENT_STATUSES = ['creating', 'open', 'paid', 'refused', 'canceled', 'two_factor_failed', 'expired', 'failed'];

async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const { text, autoId, table } = schemaTypes(engine);
  const index = (name: string, on: string, columns: string[]) =>
    db.schema.createIndex(name).on(on).columns(columns).execute();

  await table(
    db.schema
      .createTable('stock_level')
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('country', text, (c) => c.notNull().check(country))
      // Boxes on the shelf; what pending orders hold is in stock_reservation.
      .addColumn('quantity', 'integer', (c) => c.notNull().check(nonNegative('quantity')))
      .addPrimaryKeyConstraint('stock_level_pkey', ['product_id', 'country']),
  ).execute();

  await table(
    db.schema
      .createTable('relay_point')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('country', text, (c) => c.notNull().check(country))
      .addColumn('carrier', text, (c) => c.notNull().check(oneOf('carrier', ['chrono_relais', 'colissimo_relais'])))
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('address', text, (c) => c.notNull())
      .addColumn('zipcode', text, (c) => c.notNull())
      .addColumn('city', text, (c) => c.notNull()),
  ).execute();
  await index('relay_point_country', 'relay_point', ['country', 'carrier', 'zipcode']);
  await table(
    db.schema
      .createTable('relay_point_schedule')
      .addColumn('relay_point_id', 'integer', (c) => c.notNull().references('relay_point.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      // 1 Monday … 7 Sunday; hours HH:MM.
      .addColumn('day', 'integer', (c) => c.notNull().check(between('day', 1, 7)))
      .addColumn('opens', text, (c) => c.notNull())
      .addColumn('closes', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('relay_point_schedule_pkey', ['relay_point_id', 'position']),
  ).execute();

  await table(
    db.schema
      .createTable('shop_code')
      .addColumn('id', 'integer', autoId)
      .addColumn('country', text, (c) => c.notNull().check(country))
      // Upper case, no spaces: what normalizeCode makes of what a person types.
      .addColumn('code', text, (c) => c.notNull().check(sql`length(code) between 3 and 40`))
      .addColumn('kind', text, (c) => c.notNull().check(oneOf('kind', ['promo', 'csm'])))
      .addColumn('percent_off', 'integer', (c) => c.check(sql`percent_off is null or percent_off between 1 and 100`))
      .addColumn('amount_off_cents', 'integer', (c) => c.check(sql`amount_off_cents is null or amount_off_cents > 0`))
      .addColumn('free_shipping', 'integer', (c) => c.notNull().defaultTo(0).check(flag('free_shipping')))
      .addColumn('free_product_id', 'integer')
      .addColumn('minimum_cents', 'integer', (c) => c.notNull().defaultTo(0).check(nonNegative('minimum_cents')))
      .addColumn('login_required', 'integer', (c) => c.notNull().defaultTo(0).check(flag('login_required')))
      .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0).check(flag('first_order_only')))
      .addColumn('uses_per_customer', 'integer')
      .addColumn('max_uses', 'integer')
      .addColumn('valid_from', text)
      .addColumn('valid_to', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .addUniqueConstraint('shop_code_country_code_key', ['country', 'code']),
  ).execute();

  await table(
    db.schema
      .createTable('cart')
      .addColumn('id', 'integer', autoId)
      // SHA-256 of an anonymous cart's token (the cookie holds the token); null once a customer's.
      .addColumn('token_hash', text, (c) => c.unique())
      .addColumn('customer_id', 'integer', (c) => c.references('customer.id'))
      .addColumn('country', text, (c) => c.notNull().check(country))
      .addColumn('code_id', 'integer', (c) => c.references('shop_code.id'))
      // The order being paid for it, while one is pending: the cart cannot be ordered twice.
      .addColumn('pending_order_id', 'integer', (c) => c.unique())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .addCheckConstraint('cart_owner', sql`token_hash is not null or customer_id is not null`)
      // A customer's cart per shop.
      .addUniqueConstraint('cart_customer_country_key', ['customer_id', 'country']),
  ).execute();
  await table(
    db.schema
      .createTable('cart_line')
      .addColumn('id', 'integer', autoId)
      .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id'))
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('conditioning_id', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(between('quantity', 1, 99)))
      .addColumn('created_at', text, (c) => c.notNull())
      .addUniqueConstraint('cart_line_variant_key', ['cart_id', 'product_id', 'conditioning_id']),
  ).execute();

  await table(
    db.schema
      .createTable('shop_order')
      .addColumn('id', 'integer', autoId)
      .addColumn('number', text, (c) => c.notNull().unique())
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
      .addColumn('cart_id', 'integer', (c) => c.notNull())
      .addColumn('country', text, (c) => c.notNull().check(country))
      .addColumn('lang', text, (c) => c.notNull())
      .addColumn('channel', text, (c) => c.notNull().defaultTo('web'))
      .addColumn('status', text, (c) => c.notNull().check(oneOf('status', ['pending', 'paid', 'canceled', 'shipped'])))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('payment_deadline', text, (c) => c.notNull())
      .addColumn('paid_at', text)
      .addColumn('canceled_at', text)
      .addColumn('cancel_reason', text)
      .addColumn('shipped_at', text)
      .addColumn('delivered_on', text)
      .addColumn('currency', text, (c) => c.notNull())
      .addColumn('merchandise_cents', 'integer', (c) => c.notNull().check(nonNegative('merchandise_cents')))
      .addColumn('discount_cents', 'integer', (c) => c.notNull().check(nonNegative('discount_cents')))
      .addColumn('shipping_cents', 'integer', (c) => c.notNull().check(nonNegative('shipping_cents')))
      .addColumn('total_cents', 'integer', (c) => c.notNull().check(nonNegative('total_cents')))
      .addColumn('code_id', 'integer', (c) => c.references('shop_code.id'))
      .addColumn('carrier', text, (c) => c.notNull().check(oneOf('carrier', CARRIERS)))
      .addColumn('relay_point_id', 'integer', (c) => c.references('relay_point.id'))
      .addColumn('shipping_address_json', text, (c) => c.notNull())
      .addColumn('invoice_address_json', text, (c) => c.notNull())
      .addColumn('phone', text, (c) => c.notNull().check(sql`length(phone) between 6 and 25`))
      .addColumn('tracking_number', text)
      .addColumn('payment_method', text)
      .addColumn('transaction_id', text),
  ).execute();
  await index('shop_order_customer', 'shop_order', ['customer_id', 'created_at']);
  await index('shop_order_pending', 'shop_order', ['status', 'payment_deadline']);
  await table(
    db.schema
      .createTable('order_line')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('conditioning_id', 'integer', (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('conditioning_label', text, (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(between('quantity', 1, 99)))
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull().check(nonNegative('unit_price_cents')))
      .addColumn('total_cents', 'integer', (c) => c.notNull().check(nonNegative('total_cents')))
      // A free product: one added at 0, or a CSM code's.
      .addColumn('free', 'integer', (c) => c.notNull().check(flag('free')))
      .addPrimaryKeyConstraint('order_line_pkey', ['order_id', 'position']),
  ).execute();

  await table(
    db.schema
      .createTable('stock_reservation')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id'))
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('country', text, (c) => c.notNull().check(country))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      // held while the order is pending; consumed (off the shelf) once paid; released otherwise.
      .addColumn('state', text, (c) => c.notNull().check(oneOf('state', ['held', 'consumed', 'released'])))
      .addPrimaryKeyConstraint('stock_reservation_pkey', ['order_id', 'product_id']),
  ).execute();
  await index('stock_reservation_held', 'stock_reservation', ['product_id', 'country', 'state']);

  await table(
    db.schema
      .createTable('code_use')
      .addColumn('id', 'integer', autoId)
      .addColumn('code_id', 'integer', (c) => c.notNull().references('shop_code.id'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
      .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('shop_order.id'))
      // held while the order is pending; used once paid; released when it is not.
      .addColumn('state', text, (c) => c.notNull().check(oneOf('state', ['held', 'used', 'released'])))
      .addColumn('created_at', text, (c) => c.notNull()),
  ).execute();
  await index('code_use_code', 'code_use', ['code_id', 'state']);

  await table(
    db.schema
      .createTable('payment')
      .addColumn('id', 'integer', autoId)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id'))
      // The order's id while this payment is being made, null once it ended: one live payment each.
      .addColumn('live_order_id', 'integer', (c) => c.unique())
      .addColumn('provider', text, (c) => c.notNull())
      .addColumn('session_id', text)
      .addColumn('url', text)
      .addColumn('status', text, (c) => c.notNull().check(oneOf('status', PAYMENT_STATUSES)))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('settled_at', text)
      .addColumn('transaction_id', text)
      .addColumn('payment_method', text)
      .addUniqueConstraint('payment_session_key', ['provider', 'session_id']),
  ).execute();
  await index('payment_order', 'payment', ['order_id']);

  await table(
    db.schema
      .createTable('payment_notification')
      .addColumn('id', 'integer', autoId)
      .addColumn('provider', text, (c) => c.notNull())
      .addColumn('event_id', text, (c) => c.notNull().check(atMost('event_id', 255)))
      .addColumn('session_id', text, (c) => c.notNull())
      .addColumn('outcome', text, (c) =>
        c.notNull().check(oneOf('outcome', ['paid', 'refused', 'canceled', 'two_factor_failed', 'expired'])),
      )
      .addColumn('transaction_id', text)
      .addColumn('payment_method', text)
      .addColumn('received_at', text, (c) => c.notNull())
      // Set in the transaction that applies it to the order: a stored, unapplied one is applied at start.
      .addColumn('applied_at', text)
      .addUniqueConstraint('payment_notification_event_key', ['provider', 'event_id']),
  ).execute();
  await index('payment_notification_unapplied', 'payment_notification', ['applied_at']);

  await table(
    db.schema
      .createTable('withdrawal_request')
      .addColumn('id', 'integer', autoId)
      .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('shop_order.id'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
      .addColumn('address', text, (c) => c.notNull().check(atMost('address', 500)))
      .addColumn('content', text, (c) => c.notNull().check(atMost('content', 2000)))
      .addColumn('created_at', text, (c) => c.notNull()),
  ).execute();
}

// New tables only: the release before it runs on as it did.
export const migration: Migration = { version: 6, name: 'shop', compatible: true, up };
