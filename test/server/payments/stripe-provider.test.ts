// The Stripe Checkout adapter (issue 20) against a loopback stand-in of the Stripe endpoints it
// calls, with the stripe package's own webhook signatures: the session it opens (amount,
// currency, order, return URLs, at least 30 minutes, idempotent), webhook events verified and
// read (a bad signature or an old one refused), an overdue session expired unless completed,
// Stripe down; and a whole payment through the payment service.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import Stripe from 'stripe';

import { type ShopRefusal } from '../../../catalog/store/shop-refusal.ts';
import { NotificationRefused, ProviderUnavailable } from '../../../server/payments/payment-provider.ts';
import { createPaymentService } from '../../../server/payments/payment-service.ts';
import { createStripeProvider, STRIPE_MIN_SESSION_S } from '../../../server/payments/stripe-provider.ts';
import { FIXTURE_NOW } from '../../fixtures/catalog-seed.ts';
import { openShopCatalog, pendingOrder, type ShopCatalog } from '../../helpers/shop-catalog.ts';
import { startStripeStandIn, type StripeStandIn } from '../../helpers/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_vitrine_test_secret';
const signer = new Stripe('sk_test_unused');
const silent = { info() {}, warn() {}, error() {} };

let standIn: StripeStandIn;
let fixture: ShopCatalog;
const provider = () =>
  createStripeProvider({
    secretKey: 'sk_test_vitrine',
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
    timeoutMs: 2_000,
    now: () => FIXTURE_NOW,
  });

before(async () => {
  standIn = await startStripeStandIn();
  fixture = await openShopCatalog();
});
after(async () => {
  await standIn.close();
  await fixture.close();
});

/** A webhook event as Stripe sends it: its body, and a signature made with `secret` at `timestamp`. */
function webhook(
  type: string,
  session: object,
  {
    secret = WEBHOOK_SECRET,
    id = `evt_${Math.random().toString(36).slice(2)}`,
    timestamp,
  }: { secret?: string; id?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    data: { object: session },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(timestamp && { timestamp }),
  });
  return { body, headers: new Headers({ 'stripe-signature': signature, 'content-type': 'application/json' }) };
}

const request = {
  orderNumber: 'WBE0000042',
  amountCents: 2_150,
  currency: 'EUR',
  expiresAt: new Date(FIXTURE_NOW.getTime() + 15 * 60_000),
  successUrl: 'http://be.localhost/fr/commande/WBE0000042',
  cancelUrl: 'http://be.localhost/fr/panier',
  lang: 'fr',
  description: 'Order WBE0000042',
};

describe('the Stripe provider', () => {
  it('opens a Checkout Session for the order: its total, currency, references, return URLs, 30 minutes', async () => {
    const session = await provider().createSession(request);
    assert.match(session.sessionId, /^cs_test_/);
    assert.equal(session.url, `https://checkout.stripe.test/c/pay/${session.sessionId}`);
    const { params, headers } = standIn.created.at(-1)!;
    assert.equal(params.get('mode'), 'payment');
    assert.equal(params.get('line_items[0][price_data][unit_amount]'), '2150');
    assert.equal(params.get('line_items[0][price_data][currency]'), 'eur');
    assert.equal(params.get('line_items[0][quantity]'), '1');
    assert.equal(params.get('client_reference_id'), 'WBE0000042');
    assert.equal(params.get('metadata[order]'), 'WBE0000042');
    assert.equal(params.get('success_url'), request.successUrl);
    assert.equal(params.get('locale'), 'fr');
    assert.equal(Number(params.get('expires_at')), FIXTURE_NOW.getTime() / 1000 + STRIPE_MIN_SESSION_S);
    assert.equal(headers['idempotency-key'], `order-WBE0000042-${request.expiresAt.getTime()}`);
  });

  it('reads a verified event: paid, expired, a failed asynchronous payment; others are not acted on', async () => {
    const session = {
      id: 'cs_test_a',
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_1',
      payment_method_types: ['card'],
    };
    const paid = webhook('checkout.session.completed', session, { id: 'evt_paid' });
    assert.deepEqual(await provider().verifyNotification(paid.body, paid.headers), {
      eventId: 'evt_paid',
      sessionId: 'cs_test_a',
      outcome: 'paid',
      transactionId: 'pi_1',
      paymentMethod: 'card',
    });
    const table: [string, object, string | null][] = [
      ['checkout.session.expired', { ...session, payment_status: 'unpaid', payment_intent: null }, 'expired'],
      ['checkout.session.async_payment_failed', session, 'refused'],
      ['checkout.session.completed', { ...session, payment_status: 'unpaid' }, null],
      ['payment_intent.created', { id: 'pi_1', object: 'payment_intent' }, null],
    ];
    for (const [type, object, outcome] of table) {
      const event = webhook(type, object);
      assert.equal((await provider().verifyNotification(event.body, event.headers)).outcome, outcome, type);
    }
  });

  it('refuses an event with another secret, a changed body, no signature, or signed too long ago', async () => {
    const session = { id: 'cs_test_b', object: 'checkout.session', payment_status: 'paid' };
    const other = webhook('checkout.session.completed', session, { secret: 'whsec_someone_else' });
    const good = webhook('checkout.session.completed', session);
    const old = webhook('checkout.session.completed', session, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const [body, headers] of [
      [other.body, other.headers],
      [good.body.replace('paid', 'paid '), good.headers],
      [good.body, new Headers()],
      [old.body, old.headers],
    ] as const)
      await assert.rejects(provider().verifyNotification(body, headers), NotificationRefused);
  });

  it('expires an open session past the window; a completed one is left to its notification', async () => {
    const open = await provider().createSession(request);
    assert.equal(await provider().expireSession(open.sessionId), 'expired');
    assert.deepEqual(standIn.expired.at(-1), open.sessionId);
    const paid = await provider().createSession({ ...request, orderNumber: 'WBE0000043' });
    standIn.complete(paid.sessionId);
    assert.equal(await provider().expireSession(paid.sessionId), 'paid');
    assert.notEqual(standIn.expired.at(-1), paid.sessionId);
  });

  it('says Stripe is unavailable when it answers an error or cannot be reached', async () => {
    standIn.down = true;
    try {
      await assert.rejects(provider().createSession(request), ProviderUnavailable);
    } finally {
      standIn.down = false;
    }
    const nowhere = createStripeProvider({
      secretKey: 'sk_test_vitrine',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: 9, protocol: 'http' },
      timeoutMs: 1_000,
    });
    await assert.rejects(nowhere.createSession(request), ProviderUnavailable);
  });
});

describe('a payment through Stripe', () => {
  it('is confirmed by the signed webhook only; a replay is refused; a second attempt is told it is paid', async () => {
    const service = createPaymentService({
      ledger: fixture.catalog.shop,
      providers: { stripe: provider() },
      provider: 'stripe',
      returnUrls: ({ number }) => ({
        successUrl: `http://be.localhost/fr/commande/${number}`,
        cancelUrl: 'http://be.localhost/fr/panier',
      }),
      logger: silent,
    });
    const { api, accountId, number, totalCents } = await pendingOrder(fixture);
    const { sessionId, url } = await service.pay({ number, accountId });
    assert.equal(url, `https://checkout.stripe.test/c/pay/${sessionId}`);
    assert.equal(standIn.sessions.get(sessionId)?.amount_total, totalCents);
    // The browser comes back from Stripe's page: nothing changes until the webhook.
    standIn.complete(sessionId);
    assert.equal((await api.orders.get(number)).status, 'pending');
    const event = webhook('checkout.session.completed', standIn.sessions.get(sessionId)!);
    assert.equal((await service.receive('stripe', event.body, event.headers)).status, 'applied');
    const order = await api.orders.get(number);
    assert.deepEqual([order.status, order.transaction_id], ['paid', `pi_${sessionId}`]);
    assert.deepEqual(await service.receive('stripe', event.body, event.headers), { status: 'replayed' });
    await assert.rejects(
      service.pay({ number, accountId }),
      (error) => (error as ShopRefusal).code === 'order_already_paid',
    );
  });
});
