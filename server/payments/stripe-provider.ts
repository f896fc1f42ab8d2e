// Stripe Checkout behind the shop's provider interface (issue 20), with the `stripe` package: a
// Checkout Session per payment (one line, the order's total, in the shop's currency), its
// webhook events verified with the package's own verifier (`stripe-signature`, the endpoint's
// secret, five minutes' tolerance), and an overdue session ended with Checkout's expire call.
// Stripe's sessions last at least 30 minutes: the shop's 15-minute window is kept by expiring
// them itself (PaymentService.expireOverdue), after asking whether the session was paid.
import Stripe from 'stripe';

import {
  NotificationRefused,
  type OpenedSession,
  type PaymentProvider,
  ProviderUnavailable,
  type SessionRequest,
  type VerifiedNotification,
} from './payment-provider.ts';

/** Stripe refuses a Checkout Session that expires sooner than this. */
export const STRIPE_MIN_SESSION_S = 30 * 60;
const LOCALES = new Set(['fr', 'nl', 'de', 'es', 'it']);

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is (a stand-in in tests); Stripe's own by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  timeoutMs?: number;
  now?: () => Date;
}

export function createStripeProvider({
  secretKey,
  webhookSecret,
  api,
  timeoutMs = 10_000,
  now = () => new Date(),
}: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: timeoutMs,
    telemetry: false,
    ...(api && { host: api.host, port: api.port, protocol: api.protocol }),
  });

  async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new ProviderUnavailable(
        `Stripe: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  }

  const outcomeOf = (event: Stripe.Event): VerifiedNotification['outcome'] => {
    switch (event.type) {
      case 'checkout.session.completed':
        return event.data.object.payment_status === 'paid' ? 'paid' : null;
      case 'checkout.session.async_payment_succeeded':
        return 'paid';
      case 'checkout.session.async_payment_failed':
        return 'refused';
      case 'checkout.session.expired':
        return 'expired';
      default:
        return null;
    }
  };

  return {
    name: 'stripe',
    async createSession(request: SessionRequest): Promise<OpenedSession> {
      const earliest = Math.ceil(now().getTime() / 1000) + STRIPE_MIN_SESSION_S;
      const session = await call('creating a checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.orderNumber,
            metadata: { order: request.orderNumber },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.max(earliest, Math.ceil(request.expiresAt.getTime() / 1000)),
            ...(LOCALES.has(request.lang) && { locale: request.lang as 'fr' }),
          },
          // One session per payment row, whatever the retries.
          { idempotencyKey: `order-${request.orderNumber}-${request.expiresAt.getTime()}` },
        ),
      );
      if (!session.url) throw new ProviderUnavailable('Stripe: the checkout session has no URL');
      return { sessionId: session.id, url: session.url };
    },
    async verifyNotification(rawBody, headers): Promise<VerifiedNotification> {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new NotificationRefused('no Stripe signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new NotificationRefused(`the Stripe signature does not verify: ${(error as Error).message}`);
      }
      const object = event.data.object as {
        object?: string;
        id?: string;
        payment_intent?: unknown;
        payment_method_types?: unknown;
      };
      if (object.object !== 'checkout.session' || typeof object.id !== 'string')
        return { eventId: event.id, sessionId: '', outcome: null, transactionId: null, paymentMethod: null };
      const intent = object.payment_intent;
      const methods = object.payment_method_types;
      return {
        eventId: event.id,
        sessionId: object.id,
        outcome: outcomeOf(event),
        transactionId: typeof intent === 'string' ? intent : ((intent as { id?: string } | null)?.id ?? null),
        paymentMethod: Array.isArray(methods) && typeof methods[0] === 'string' ? methods[0] : null,
      };
    },
    async expireSession(sessionId) {
      const session = await call('reading a checkout session', () => stripe.checkout.sessions.retrieve(sessionId));
      // Completed (paid, or an asynchronous payment under way): its notification decides.
      if (session.status === 'complete') return 'paid';
      if (session.status === 'expired') return 'expired';
      const expired = await call('expiring a checkout session', () => stripe.checkout.sessions.expire(sessionId));
      return expired.status === 'complete' ? 'paid' : 'expired';
    },
  };
}
