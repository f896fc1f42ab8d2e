// The shop's payments (issue 20): starts a payment at a provider for a customer's pending order,
// receives the provider's notifications, and ends overdue sessions. What an order becomes is
// the catalog's (catalog/store/payments.ts, through its ShopLedger); what is the provider's
// (sessions, signatures) is here.
//
// A notification is verified (a bad signature is refused, and nothing is stored), stored, and
// only then applied; a replayed one is refused by the store. Between storing and applying the
// process may stop: the catalog applies what was stored at its next start. The browser's return
// from the provider's page never changes an order.
import type { ShopLedger } from '../../catalog/shop-ledger.ts';
import type { AppliedNotification } from '../../catalog/store/payments.ts';
import { ShopRefusal } from '../../catalog/store/shop-refusal.ts';
import { NotificationRefused, type PaymentProvider } from './payment-provider.ts';

export interface PaymentLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface PaymentServiceOptions {
  ledger: ShopLedger;
  /** The providers by name; payments start with `provider`. */
  providers: Readonly<Record<string, PaymentProvider>>;
  provider: string;
  /** Where the provider sends the browser back, per order. */
  returnUrls: (order: { number: string; lang: string; country: string }) => { successUrl: string; cancelUrl: string };
  logger: PaymentLogger;
  /** Runs between storing a notification and applying it (tests stop the process there). */
  afterRecord?: (notificationId: number) => Promise<void>;
}

export type NotificationResult =
  | { status: 'refused'; reason: string }
  | { status: 'replayed' }
  | { status: 'ignored' }
  | { status: 'applied'; applied: AppliedNotification };

export interface PaymentService {
  /**
   * The provider's page where the customer pays the order: a new session, or the one another tab
   * opened (never two charges). Throws ShopRefusal: order_not_found, order_already_paid,
   * order_canceled, payment_window_over, payment_in_progress, payment_prepare_failed.
   */
  pay(request: { number: string; accountId: number }): Promise<{ url: string; sessionId: string }>;
  /** A provider's notification as it came: its raw body and headers. */
  receive(providerName: string, rawBody: string, headers: Headers): Promise<NotificationResult>;
  /** Ends the open sessions of overdue orders at their provider, then cancels what is overdue. */
  expireOverdue(): Promise<void>;
}

export function createPaymentService(options: PaymentServiceOptions): PaymentService {
  const { ledger, providers, logger } = options;
  const providerNamed = (name: string) => {
    const found = Object.hasOwn(providers, name) ? providers[name] : undefined;
    if (!found) throw new Error(`no payment provider '${name}'`);
    return found;
  };
  const provider = providerNamed(options.provider);

  async function record(name: string, notification: Awaited<ReturnType<PaymentProvider['verifyNotification']>>) {
    if (notification.outcome === null) return { status: 'ignored' as const };
    const id = await ledger.recordNotification({
      provider: name,
      eventId: notification.eventId,
      sessionId: notification.sessionId,
      outcome: notification.outcome,
      transactionId: notification.transactionId,
      paymentMethod: notification.paymentMethod,
    });
    if (id === null) {
      logger.warn({ provider: name, event: notification.eventId }, 'payment notification replayed; refused');
      return { status: 'replayed' as const };
    }
    await options.afterRecord?.(id);
    const applied = await ledger.applyNotification(id);
    if (applied.result === 'paid_after_cancel')
      logger.error({ provider: name, ...applied }, 'an order was paid after it was canceled: refund it');
    else logger.info({ provider: name, outcome: notification.outcome, ...applied }, 'payment notification applied');
    return { status: 'applied' as const, applied };
  }

  return {
    async pay({ number, accountId }) {
      const start = await ledger.beginPayment({ number, accountId, provider: provider.name });
      if (start.kind === 'open') return { url: start.url, sessionId: start.sessionId };
      const { order } = start;
      try {
        const session = await provider.createSession({
          orderNumber: order.number,
          amountCents: order.totalCents,
          currency: order.currency,
          expiresAt: new Date(order.paymentDeadline),
          lang: order.lang,
          description: `Order ${order.number}`,
          ...options.returnUrls({ number: order.number, lang: order.lang, country: order.country }),
        });
        await ledger.sessionOpened(start.paymentId, session);
        return session;
      } catch (error) {
        logger.warn(
          { err: error, order: order.number, provider: provider.name },
          'payment session could not be opened',
        );
        await ledger.sessionFailed(start.paymentId);
        throw new ShopRefusal('payment_prepare_failed', order.number);
      }
    },

    async receive(providerName, rawBody, headers) {
      const source = Object.hasOwn(providers, providerName) ? providers[providerName] : undefined;
      if (!source) return { status: 'refused', reason: `no payment provider '${providerName}'` };
      let notification;
      try {
        notification = await source.verifyNotification(rawBody, headers);
      } catch (error) {
        if (!(error instanceof NotificationRefused)) throw error;
        logger.warn({ provider: providerName, reason: error.message }, 'payment notification refused');
        return { status: 'refused', reason: error.message };
      }
      return record(providerName, notification);
    },

    async expireOverdue() {
      for (const session of await ledger.overdueSessions()) {
        const owner = Object.hasOwn(providers, session.provider) ? providers[session.provider] : undefined;
        if (!owner) continue;
        try {
          if ((await owner.expireSession(session.sessionId)) === 'paid') continue;
          await record(session.provider, {
            eventId: `expired:${session.sessionId}`,
            sessionId: session.sessionId,
            outcome: 'expired',
            transactionId: null,
            paymentMethod: null,
          });
        } catch (error) {
          logger.warn(
            { err: error, order: session.number },
            'an overdue payment session could not be ended; tried again later',
          );
        }
      }
      await ledger.reconcile();
    },
  };
}
