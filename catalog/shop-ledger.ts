// The shop's orders and payments as the server's payment service (server/payments/) uses them:
// the store's functions bound to the catalog's database and clock. The provider's calls and
// signatures are the server's; what an order becomes is decided here (catalog/store/payments.ts).
import type { Order } from '../shared/schemas/shop.ts';
import type { CatalogLogger } from './http/logger.ts';
import { claimConfirmation, ordersAwaitingConfirmation } from './store/confirmation-mails.ts';
import { customerIdOf } from './store/customers.ts';
import { markDelivered, markShipped, orderOf } from './store/orders.ts';
import {
  type AppliedNotification,
  applyNotification,
  applyPendingNotifications,
  beginPayment,
  expireOverdueOrders,
  type NotificationInput,
  overdueSessions,
  type PaymentStart,
  recordNotification,
  sessionFailed,
  sessionOpened,
} from './store/payments.ts';
import { ShopRefusal } from './store/shop-refusal.ts';
import type { Store } from './store/store.ts';

export interface ShopLedger {
  /** Starts paying an order of the account's customer (ShopRefusal: not found, already paid, canceled, window over…). */
  beginPayment(request: { number: string; accountId: number; provider: string }): Promise<PaymentStart>;
  /** False when the order was canceled while the session opened: end that session. */
  sessionOpened(paymentId: number, session: { sessionId: string; url: string }): Promise<boolean>;
  sessionFailed(paymentId: number): Promise<void>;
  /** Stores a verified notification; null for a replay. */
  recordNotification(input: NotificationInput): Promise<number | null>;
  applyNotification(id: number): Promise<AppliedNotification>;
  /** Applies the stored notifications not applied yet, and cancels overdue orders without an open session. */
  reconcile(): Promise<{ applied: AppliedNotification[]; expired: string[] }>;
  /** Open sessions of orders whose 15 minutes are over. */
  overdueSessions(): Promise<{ provider: string; sessionId: string; number: string }[]>;
  markShipped(number: string, trackingNumber: string): Promise<boolean>;
  markDelivered(number: string, deliveredOn: string): Promise<void>;
  /** An order with its customer's e-mail and first name, for the mail that confirms it is paid; null when none. */
  orderWithContact(
    number: string,
  ): Promise<{ order: Order; email: string; firstName: string; lang: string; country: string } | null>;
  /** Paid orders whose confirmation e-mail was not handed to the mailer yet (a process stopped before it). */
  ordersAwaitingConfirmation(): Promise<string[]>;
  /** Claims the order's confirmation e-mail: true for the one caller that should send it. */
  claimConfirmation(number: string): Promise<boolean>;
}

export function createShopLedger(
  store: Store,
  { now, logger }: { now: () => Date; logger: CatalogLogger },
): ShopLedger {
  return {
    async beginPayment({ number, accountId, provider }) {
      const customerId = await customerIdOf(store, accountId);
      if (customerId === null) throw new ShopRefusal('order_not_found', number);
      return beginPayment(store, { number, customerId, provider, now: now() });
    },
    sessionOpened: (paymentId, session) => sessionOpened(store, paymentId, session),
    sessionFailed: (paymentId) => sessionFailed(store, paymentId, now()),
    recordNotification: (input) => recordNotification(store, input, now()),
    applyNotification: (id) => applyNotification(store, id, now()),
    async reconcile() {
      const applied = await applyPendingNotifications(store, now());
      const expired = await expireOverdueOrders(store, now());
      if (applied.length > 0 || expired.length > 0)
        logger.info({ applied, expired }, 'shop reconciled: stored notifications applied, overdue orders canceled');
      return { applied, expired };
    },
    overdueSessions: () => overdueSessions(store, now()),
    markShipped: (number, trackingNumber) => markShipped(store, number, trackingNumber, now()),
    markDelivered: (number, deliveredOn) => markDelivered(store, number, deliveredOn),
    async orderWithContact(number) {
      const row = await store.db
        .selectFrom('shop_order as o')
        .innerJoin('customer as c', 'c.id', 'o.customer_id')
        .select(['o.customer_id', 'o.lang', 'o.country', 'c.email', 'c.firstname'])
        .where('o.number', '=', number)
        .executeTakeFirst();
      if (!row) return null;
      const order = await orderOf(store, row.customer_id, number);
      return order ? { order, email: row.email, firstName: row.firstname, lang: row.lang, country: row.country } : null;
    },
    ordersAwaitingConfirmation: () => ordersAwaitingConfirmation(store),
    claimConfirmation: (number) => claimConfirmation(store, number, now()),
  };
}
