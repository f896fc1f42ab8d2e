// What the shop needs of a payment provider (issue 20): a hosted payment session for an order,
// the provider's signed notification of how it ended, verified, and a way to end a session whose
// 15 minutes are over. A payment is confirmed only by such a notification, never by the
// browser coming back from the provider's page.
import type { PaymentOutcome } from '../../catalog/store/payments.ts';

export interface SessionRequest {
  orderNumber: string;
  amountCents: number;
  /** ISO 4217, upper case: EUR, CHF. */
  currency: string;
  /** The order's payment deadline: the session must not be payable after it. */
  expiresAt: Date;
  /** Where the provider sends the browser back (which shows the order's state, never decides it). */
  successUrl: string;
  cancelUrl: string;
  /** The visitor's language, for the provider's page. */
  lang: string;
  /** What the provider's page shows as the purchase. */
  description: string;
}

export interface OpenedSession {
  sessionId: string;
  /** The provider's page the visitor is sent to. */
  url: string;
}

export interface VerifiedNotification {
  /** The provider's id of the event: the same event twice is a replay. */
  eventId: string;
  sessionId: string;
  /** How the payment ended, or null for an event the shop does not act on. */
  outcome: PaymentOutcome | null;
  transactionId: string | null;
  paymentMethod: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** Opens a session; rejects with ProviderUnavailable when the provider cannot be reached or refuses. */
  createSession(request: SessionRequest): Promise<OpenedSession>;
  /** Verifies a notification's signature and reads it; throws NotificationRefused otherwise. */
  verifyNotification(rawBody: string, headers: Headers): Promise<VerifiedNotification>;
  /**
   * Ends an open session whose window is over: 'expired' once it can no longer be paid, 'paid' when
   * it was completed meanwhile (its notification decides, not this answer).
   */
  expireSession(sessionId: string): Promise<'expired' | 'paid'>;
}

/** A notification whose signature does not verify, or that is not one: answered 400, never applied. */
export class NotificationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationRefused';
  }
}

/** The provider is down or refused the call: SPEC §8 'prepare-payment error'. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}
