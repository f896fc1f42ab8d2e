// Payments of orders (issue 20, SPEC §8 'Payment', §9 'payment window 15 minutes'). What is
// decided here, the provider's calls being the server's (server/payments/):
//
// - A payment starts only for a pending order of the customer, within its window; a paid one
//   answers 'already paid', a canceled one 'canceled', one whose window is over is canceled on
//   the spot. An order has one live payment at most (the unique live_order_id): a second tab
//   gets the session the first one opened, never a second charge.
// - A payment is confirmed only by the provider's signed notification, which is stored first,
//   in its own transaction (a replay of the same event is refused by its unique id), and then
//   applied in another, idempotently: the order paid (its boxes off the shelf, its code used,
//   the cart emptied) or canceled (boxes and code let go, the cart open again). A process that
//   dies between the two leaves a stored, unapplied notification, which the next start applies
//   (applyPendingNotifications): the order still ends paid.
import type { Country } from '../../config/countries.ts';
import { emptyCart } from './carts.ts';
import { settleCodeUse } from './codes.ts';
import { uniqueViolation } from './constraint-errors.ts';
import { moveOrder } from './orders.ts';
import { ShopRefusal } from './shop-refusal.ts';
import { consumeStock, releaseStock } from './stock.ts';
import type { Queries, Store } from './store.ts';

export const PAYMENT_OUTCOMES = ['paid', 'refused', 'canceled', 'two_factor_failed', 'expired'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export interface PayableOrder {
  orderId: number;
  number: string;
  country: Country;
  lang: string;
  totalCents: number;
  currency: string;
  paymentDeadline: string;
}

export type PaymentStart =
  /** A payment row is made: open a session at the provider, then sessionOpened or sessionFailed. */
  | { kind: 'new'; paymentId: number; order: PayableOrder }
  /** The order's live session (another tab opened it): send the visitor there. */
  | { kind: 'open'; paymentId: number; provider: string; sessionId: string; url: string; order: PayableOrder };

/** Cancels a pending order and lets its boxes, its code use and its cart go; false if it was not pending. */
async function cancelPending(queries: Queries, orderId: number, reason: string, now: Date): Promise<boolean> {
  const moved = await moveOrder(queries, orderId, 'pending', 'canceled', {
    canceled_at: now.toISOString(),
    cancel_reason: reason,
  });
  if (!moved) return false;
  await releaseStock(queries, orderId);
  await settleCodeUse(queries, orderId, 'released');
  await queries.db
    .updateTable('cart')
    .set({ pending_order_id: null })
    .where('pending_order_id', '=', orderId)
    .execute();
  await queries.db.updateTable('payment').set({ live_order_id: null }).where('live_order_id', '=', orderId).execute();
  return true;
}

export async function beginPayment(
  store: Store,
  { number, customerId, provider, now }: { number: string; customerId: number; provider: string; now: Date },
): Promise<PaymentStart> {
  const at = now.toISOString();
  try {
    return await store
      .transaction(async (queries) => {
        const order = await queries.db
          .selectFrom('shop_order')
          .select(['id', 'number', 'status', 'country', 'lang', 'total_cents', 'currency', 'payment_deadline'])
          .where('number', '=', number)
          .where('customer_id', '=', customerId)
          .executeTakeFirst();
        if (!order) throw new ShopRefusal('order_not_found', number);
        if (order.status === 'paid' || order.status === 'shipped') throw new ShopRefusal('order_already_paid', number);
        if (order.status === 'canceled') throw new ShopRefusal('order_canceled', number);
        const payable: PayableOrder = {
          orderId: order.id,
          number: order.number,
          country: order.country as Country,
          lang: order.lang,
          totalCents: order.total_cents,
          currency: order.currency,
          paymentDeadline: order.payment_deadline,
        };
        const live = await queries.db
          .selectFrom('payment')
          .select(['id', 'provider', 'session_id', 'url', 'status'])
          .where('live_order_id', '=', order.id)
          .executeTakeFirst();
        if (live?.status === 'open' && live.session_id && live.url)
          return {
            kind: 'open' as const,
            paymentId: live.id,
            provider: live.provider,
            sessionId: live.session_id,
            url: live.url,
            order: payable,
          };
        if (live) throw new ShopRefusal('payment_in_progress', number);
        if (order.payment_deadline <= at) {
          await cancelPending(queries, order.id, 'expired', now);
          return null;
        }
        const { id } = await queries.db
          .insertInto('payment')
          .values({
            order_id: order.id,
            live_order_id: order.id,
            provider,
            session_id: null,
            url: null,
            status: 'creating',
            created_at: at,
            expires_at: order.payment_deadline,
            settled_at: null,
            transaction_id: null,
            payment_method: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { kind: 'new' as const, paymentId: id, order: payable };
      })
      .then((start) => {
        // The cancellation above is committed; now say why.
        if (start === null) throw new ShopRefusal('payment_window_over', number);
        return start;
      });
  } catch (error) {
    // Another tab made the live payment between our read and our write.
    if (uniqueViolation(error) === 'live_order_id') throw new ShopRefusal('payment_in_progress', number);
    throw error;
  }
}

export async function sessionOpened(
  store: Store,
  paymentId: number,
  { sessionId, url }: { sessionId: string; url: string },
): Promise<void> {
  await store.transaction(({ db }) =>
    db
      .updateTable('payment')
      .set({ session_id: sessionId, url, status: 'open' })
      .where('id', '=', paymentId)
      .where('status', '=', 'creating')
      .execute(),
  );
}

/** The provider could not open a session (down, refused): the order may try again within its window. */
export async function sessionFailed(store: Store, paymentId: number, now: Date): Promise<void> {
  await store.transaction(({ db }) =>
    db
      .updateTable('payment')
      .set({ status: 'failed', live_order_id: null, settled_at: now.toISOString() })
      .where('id', '=', paymentId)
      .where('status', '=', 'creating')
      .execute(),
  );
}

export interface NotificationInput {
  provider: string;
  /** The provider's id of the event: the same event twice is a replay. */
  eventId: string;
  sessionId: string;
  outcome: PaymentOutcome;
  transactionId: string | null;
  paymentMethod: string | null;
}

/** Stores a verified notification; null for a replay (an event already stored). */
export async function recordNotification(store: Store, input: NotificationInput, now: Date): Promise<number | null> {
  try {
    return await store.transaction(async ({ db }) => {
      const { id } = await db
        .insertInto('payment_notification')
        .values({
          provider: input.provider,
          event_id: input.eventId,
          session_id: input.sessionId,
          outcome: input.outcome,
          transaction_id: input.transactionId,
          payment_method: input.paymentMethod,
          received_at: now.toISOString(),
          applied_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return null;
    throw error;
  }
}

export type AppliedNotification =
  | { result: 'paid' | 'canceled'; number: string }
  /** Already applied (by another process, or before a restart). */
  | { result: 'already_applied' }
  /** A payment this shop never opened. */
  | { result: 'unknown_session' }
  /** Nothing to change: the payment had ended already (a late failure after a success…). */
  | { result: 'ignored'; number: string }
  /** Paid after the order was canceled (its window over): to be refunded. */
  | { result: 'paid_after_cancel'; number: string };

/** Applies a stored notification to its payment and order, once, in one transaction. */
export async function applyNotification(store: Store, notificationId: number, now: Date): Promise<AppliedNotification> {
  const at = now.toISOString();
  return store.transaction(async (queries) => {
    const { db } = queries;
    const claimed = await db
      .updateTable('payment_notification')
      .set({ applied_at: at })
      .where('id', '=', notificationId)
      .where('applied_at', 'is', null)
      .returning(['provider', 'session_id', 'outcome', 'transaction_id', 'payment_method'])
      .executeTakeFirst();
    if (!claimed) return { result: 'already_applied' as const };
    const payment = await db
      .selectFrom('payment')
      .innerJoin('shop_order', 'shop_order.id', 'payment.order_id')
      .select([
        'payment.id',
        'payment.status',
        'shop_order.id as order_id',
        'shop_order.number',
        'shop_order.status as order_status',
        'shop_order.cart_id',
      ])
      .where('payment.provider', '=', claimed.provider)
      .where('payment.session_id', '=', claimed.session_id)
      .executeTakeFirst();
    if (!payment) return { result: 'unknown_session' as const };
    const { number } = payment;
    if (payment.status !== 'open' && payment.status !== 'creating') return { result: 'ignored' as const, number };
    await db
      .updateTable('payment')
      .set({
        status: claimed.outcome,
        live_order_id: null,
        settled_at: at,
        transaction_id: claimed.transaction_id,
        payment_method: claimed.payment_method,
      })
      .where('id', '=', payment.id)
      .execute();
    if (claimed.outcome === 'paid') {
      const paid = await moveOrder(queries, payment.order_id, 'pending', 'paid', {
        paid_at: at,
        transaction_id: claimed.transaction_id,
        payment_method: claimed.payment_method,
      });
      if (!paid) return { result: 'paid_after_cancel' as const, number };
      await consumeStock(queries, payment.order_id);
      await settleCodeUse(queries, payment.order_id, 'used');
      await emptyCart(queries, payment.cart_id, now);
      return { result: 'paid' as const, number };
    }
    await cancelPending(queries, payment.order_id, claimed.outcome, now);
    return { result: 'canceled' as const, number };
  });
}

/** Stored notifications not applied yet (a process stopped between storing and applying). */
export async function unappliedNotifications({ db }: Queries): Promise<number[]> {
  const rows = await db
    .selectFrom('payment_notification')
    .select('id')
    .where('applied_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function applyPendingNotifications(store: Store, now: Date): Promise<AppliedNotification[]> {
  const applied: AppliedNotification[] = [];
  for (const id of await unappliedNotifications(store)) applied.push(await applyNotification(store, id, now));
  return applied;
}

/** Open sessions of orders whose window is over: the server asks their provider to end them. */
export async function overdueSessions(
  { db }: Queries,
  now: Date,
): Promise<{ provider: string; sessionId: string; number: string }[]> {
  const rows = await db
    .selectFrom('payment')
    .innerJoin('shop_order', 'shop_order.id', 'payment.order_id')
    .select(['payment.provider', 'payment.session_id', 'shop_order.number'])
    .where('payment.status', '=', 'open')
    .where('shop_order.status', '=', 'pending')
    .where('shop_order.payment_deadline', '<=', now.toISOString())
    .execute();
  return rows.flatMap((row) =>
    row.session_id ? [{ provider: row.provider, sessionId: row.session_id, number: row.number }] : [],
  );
}

/**
 * Cancels the pending orders whose window is over and that have no open session at a provider
 * (none was opened, or its opening failed): their boxes and codes go back. Orders with an open
 * session end by the provider's notification (the server expires overdue sessions first).
 */
export async function expireOverdueOrders(store: Store, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const overdue = await store.db
    .selectFrom('shop_order')
    .select(['id', 'number'])
    .where('status', '=', 'pending')
    .where('payment_deadline', '<=', at)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment')
            .select('payment.id')
            .whereRef('payment.order_id', '=', 'shop_order.id')
            .where('payment.status', 'in', ['open', 'creating']),
        ),
      ),
    )
    .execute();
  const canceled: string[] = [];
  for (const order of overdue)
    if (await store.transaction((queries) => cancelPending(queries, order.id, 'expired', now)))
      canceled.push(order.number);
  return canceled;
}
