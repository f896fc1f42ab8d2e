// The built-in test provider (issue 20): a payment provider of our own for trying the whole path
// without a real one. Its hosted page (to come with the checkout screens) lets the tester pick
// how the payment ends; the page then posts the notification this provider signs, as a real
// provider's server would: HMAC-SHA256 of `<timestamp>.<body>` with TEST_PAYMENT secret, in the
// `x-test-payment-signature` header as `t=<seconds>,v1=<hex>`, refused when older than five
// minutes or when any byte of the body changed. Sessions are remembered by the process that
// opened them, enough to know whether an overdue one was paid meanwhile.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { PAYMENT_OUTCOMES, type PaymentOutcome } from '../../catalog/store/payments.ts';
import {
  NotificationRefused,
  type OpenedSession,
  type PaymentProvider,
  type SessionRequest,
  type VerifiedNotification,
} from './payment-provider.ts';

export const TEST_SIGNATURE_HEADER = 'x-test-payment-signature';
/** A notification older than this is refused (a replay of an old capture). */
export const TEST_SIGNATURE_TOLERANCE_S = 300;

export interface TestProvider extends PaymentProvider {
  /** The notification the hosted page sends when the tester picks an outcome: its body and headers. */
  notification(sessionId: string, outcome: PaymentOutcome): { body: string; headers: Headers };
  /** The session as opened, for the hosted page. */
  session(sessionId: string): (SessionRequest & { state: 'open' | PaymentOutcome }) | undefined;
}

const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function createTestProvider({
  secret,
  pageUrl,
  now = () => new Date(),
}: {
  /** At least 32 characters: signs and verifies the notifications. */
  secret: string;
  /** The hosted page's base URL; a session's page is `<pageUrl>/<sessionId>`. */
  pageUrl: string;
  now?: () => Date;
}): TestProvider {
  if (secret.length < 32) throw new Error('the test payment provider needs a secret of at least 32 characters');
  const sessions = new Map<string, SessionRequest & { state: 'open' | PaymentOutcome }>();
  return {
    name: 'test',
    async createSession(request): Promise<OpenedSession> {
      const sessionId = `tps_${randomBytes(16).toString('base64url')}`;
      sessions.set(sessionId, { ...request, state: 'open' });
      return { sessionId, url: `${pageUrl.replace(/\/$/, '')}/${sessionId}` };
    },
    session: (sessionId) => sessions.get(sessionId),
    notification(sessionId, outcome) {
      const session = sessions.get(sessionId);
      if (session) session.state = outcome;
      const body = JSON.stringify({
        id: `tpe_${randomBytes(12).toString('base64url')}`,
        session: sessionId,
        outcome,
        transaction: outcome === 'paid' ? `tpt_${randomBytes(9).toString('base64url')}` : null,
        method: outcome === 'paid' ? 'visa' : null,
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      const headers = new Headers({
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(secret, timestamp, body)}`,
      });
      return { body, headers };
    },
    async verifyNotification(rawBody, headers): Promise<VerifiedNotification> {
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(headers.get(TEST_SIGNATURE_HEADER) ?? '');
      if (!match) throw new NotificationRefused('no test payment signature');
      const timestamp = Number(match[1]);
      const expected = Buffer.from(sign(secret, timestamp, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(match[2]!, 'hex')))
        throw new NotificationRefused('the test payment signature does not match');
      if (Math.abs(now().getTime() / 1000 - timestamp) > TEST_SIGNATURE_TOLERANCE_S)
        throw new NotificationRefused('the test payment notification is too old');
      let event: { id?: unknown; session?: unknown; outcome?: unknown; transaction?: unknown; method?: unknown };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new NotificationRefused('the test payment notification is not JSON');
      }
      if (typeof event.id !== 'string' || typeof event.session !== 'string')
        throw new NotificationRefused('the test payment notification names no event or session');
      const outcome = (PAYMENT_OUTCOMES as readonly unknown[]).includes(event.outcome)
        ? (event.outcome as PaymentOutcome)
        : null;
      return {
        eventId: event.id,
        sessionId: event.session,
        outcome,
        transactionId: typeof event.transaction === 'string' ? event.transaction : null,
        paymentMethod: typeof event.method === 'string' ? event.method : null,
      };
    },
    async expireSession(sessionId) {
      const session = sessions.get(sessionId);
      if (session?.state === 'paid') return 'paid';
      if (session) session.state = 'expired';
      return 'expired';
    },
  };
}
