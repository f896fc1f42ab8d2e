// Paying orders through the payment service with the built-in test provider (issue 20), on
// CATALOG_TEST_ENGINE: every outcome of SPEC §8 and what it does to the order, its stock, its
// code and its cart; replays and bad signatures refused; 'already paid' on a second attempt;
// two tabs paying one order open one session; the 15-minute window; the provider down.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { PaymentOutcome } from '../../../catalog/store/payments.ts';
import { ShopRefusal } from '../../../catalog/store/shop-refusal.ts';
import { type PaymentProvider, ProviderUnavailable } from '../../../server/payments/payment-provider.ts';
import { createPaymentService, type PaymentService } from '../../../server/payments/payment-service.ts';
import { createTestProvider, type TestProvider } from '../../../server/payments/test-provider.ts';
import { FIXTURE_NOW } from '../../fixtures/catalog-seed.ts';
import { openShopCatalog, pendingOrder, type ShopCatalog, shopClient } from '../../helpers/shop-catalog.ts';

const SECRET = 'a-test-payment-secret-of-at-least-32-chars';
const silent = { info() {}, warn() {}, error() {} };

let fixture: ShopCatalog;
let provider: TestProvider;
let service: PaymentService;
let sessionsOpened = 0;
let down = false;

before(async () => {
  fixture = await openShopCatalog();
  provider = createTestProvider({
    secret: SECRET,
    pageUrl: 'http://shop.test/_test-payment',
    now: () => fixture.clock.now,
  });
  // The test provider, counted, and down when a test says so.
  const counted: PaymentProvider = {
    ...provider,
    name: 'test',
    async createSession(request) {
      if (down) throw new ProviderUnavailable('the test provider is down');
      sessionsOpened++;
      return provider.createSession(request);
    },
  };
  service = createPaymentService({
    ledger: { ...fixture.catalog.shop, ...proxy() },
    providers: { test: counted },
    provider: 'test',
    returnUrls: ({ number }) => ({
      successUrl: `http://shop.test/orders/${number}`,
      cancelUrl: 'http://shop.test/cart',
    }),
    logger: silent,
  });
});
after(() => fixture.close());

/** The ledger of whichever catalog is open (a test may reopen it). */
function proxy() {
  return new Proxy({} as typeof fixture.catalog.shop, {
    get: (_, key: keyof typeof fixture.catalog.shop) => fixture.catalog.shop[key],
  });
}

async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof ShopRefusal, String(error));
    return error.code;
  }
  assert.fail('accepted');
}

async function notify(sessionId: string, outcome: PaymentOutcome) {
  const { body, headers } = provider.notification(sessionId, outcome);
  return { body, headers, result: await service.receive('test', body, headers) };
}

describe('a payment', () => {
  it('paid: the order is paid with its transaction, its boxes leave the shelf, its cart is empty', async () => {
    const { api, accountId, number, totalCents } = await pendingOrder(fixture, [{ product_id: 3, quantity: 2 }]);
    const { url, sessionId } = await service.pay({ number, accountId });
    assert.equal(url, `http://shop.test/_test-payment/${sessionId}`);
    assert.equal(provider.session(sessionId)?.amountCents, totalCents);
    assert.equal(provider.session(sessionId)?.currency, 'EUR');
    const { result } = await notify(sessionId, 'paid');
    assert.deepEqual(result, { status: 'applied', applied: { result: 'paid', number } });
    const order = await api.orders.get(number);
    assert.equal(order.status, 'paid');
    assert.match(order.transaction_id ?? '', /^tpt_/);
    assert.equal(order.payment_method, 'visa');
    assert.equal((await api.cart.get()).cart.item_count, 0);
    // Both Belgian boxes of product 3 are sold.
    assert.equal(
      await refusalOfApi(shopClient(fixture).cart.add({ product_id: 3, conditioning_id: 1, quantity: 1 })),
      'out_of_stock',
    );
  });

  for (const outcome of ['refused', 'canceled', 'two_factor_failed', 'expired'] as const)
    it(`${outcome}: the order is canceled, its boxes and code let go, its cart open again`, async () => {
      const { api, accountId, number } = await pendingOrder(
        fixture,
        [
          { product_id: 1, quantity: 2 },
          { product_id: 5, quantity: 1 },
        ],
        'CSM-BE-0001',
      );
      const { sessionId } = await service.pay({ number, accountId });
      const { result } = await notify(sessionId, outcome);
      assert.deepEqual(result, { status: 'applied', applied: { result: 'canceled', number } });
      const order = await api.orders.get(number);
      assert.deepEqual([order.status, order.cancel_reason], ['canceled', outcome]);
      const { cart } = await api.cart.get();
      assert.equal(cart.pending_order, null);
      assert.equal(cart.item_count, 3);
      assert.equal(cart.code?.outcome, 'valid', 'the CSM code is free again');
      assert.equal(await refusalOf(service.pay({ number, accountId })), 'order_canceled');
    });

  it('a replayed notification is refused, and one with a bad signature or a changed body is never applied', async () => {
    const { api, accountId, number } = await pendingOrder(fixture);
    const { sessionId } = await service.pay({ number, accountId });
    const forged = provider.notification(sessionId, 'paid');
    const tampered = forged.body.replace('"paid"', '"paid" ');
    assert.equal((await service.receive('test', tampered, forged.headers)).status, 'refused');
    const other = createTestProvider({ secret: 'another-secret-that-is-32-characters-long', pageUrl: 'http://x' });
    const wrong = other.notification(sessionId, 'paid');
    assert.equal((await service.receive('test', wrong.body, wrong.headers)).status, 'refused');
    assert.equal((await service.receive('test', forged.body, new Headers())).status, 'refused');
    assert.equal((await service.receive('nobody', forged.body, forged.headers)).status, 'refused');
    assert.equal((await api.orders.get(number)).status, 'pending');
    const { body, headers } = await notify(sessionId, 'paid');
    assert.deepEqual(await service.receive('test', body, headers), { status: 'replayed' });
    assert.equal((await api.orders.get(number)).status, 'paid');
  });

  it('an old notification is refused', async () => {
    const { accountId, number } = await pendingOrder(fixture);
    const { sessionId } = await service.pay({ number, accountId });
    const { body, headers } = provider.notification(sessionId, 'paid');
    fixture.clock.now = new Date(FIXTURE_NOW.getTime() + 6 * 60_000);
    try {
      assert.equal((await service.receive('test', body, headers)).status, 'refused');
    } finally {
      fixture.clock.now = FIXTURE_NOW;
    }
  });

  it('a second attempt at a paid order is told it is already paid', async () => {
    const { accountId, number } = await pendingOrder(fixture);
    const { sessionId } = await service.pay({ number, accountId });
    await notify(sessionId, 'paid');
    assert.equal(await refusalOf(service.pay({ number, accountId })), 'order_already_paid');
    const stranger = await pendingOrder(fixture);
    assert.equal(await refusalOf(service.pay({ number, accountId: stranger.accountId })), 'order_not_found');
  });

  it('from two tabs at once opens one session: one charge at most', async () => {
    const { accountId, number } = await pendingOrder(fixture);
    const before = sessionsOpened;
    const results = await Promise.allSettled([service.pay({ number, accountId }), service.pay({ number, accountId })]);
    assert.equal(sessionsOpened - before, 1);
    const urls = new Set(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.url] : [])));
    assert.equal(urls.size, 1);
    for (const result of results)
      if (result.status === 'rejected') assert.equal((result.reason as ShopRefusal).code, 'payment_in_progress');
    const again = await service.pay({ number, accountId });
    assert.deepEqual(new Set([again.url]), urls);
  });

  it('after 15 minutes cannot start, and the order is canceled', async () => {
    const { api, accountId, number } = await pendingOrder(fixture);
    fixture.clock.now = new Date(FIXTURE_NOW.getTime() + 15 * 60_000);
    try {
      assert.equal(await refusalOf(service.pay({ number, accountId })), 'payment_window_over');
      assert.deepEqual(
        [(await api.orders.get(number)).status, (await api.orders.get(number)).cancel_reason],
        ['canceled', 'expired'],
      );
    } finally {
      fixture.clock.now = FIXTURE_NOW;
    }
  });

  it('open past its 15 minutes is ended at the provider and the order canceled; one paid meanwhile is not', async () => {
    const late = await pendingOrder(fixture);
    const lateSession = (await service.pay({ number: late.number, accountId: late.accountId })).sessionId;
    const paying = await pendingOrder(fixture);
    const payingSession = (await service.pay({ number: paying.number, accountId: paying.accountId })).sessionId;
    // The tester paid at the provider; its notification is on its way.
    const delayed = provider.notification(payingSession, 'paid');
    fixture.clock.now = new Date(FIXTURE_NOW.getTime() + 16 * 60_000);
    try {
      await service.expireOverdue();
      assert.equal(provider.session(lateSession)?.state, 'expired');
      assert.equal((await late.api.orders.get(late.number)).status, 'canceled');
      assert.equal((await paying.api.orders.get(paying.number)).status, 'pending');
    } finally {
      fixture.clock.now = FIXTURE_NOW;
    }
    await service.receive('test', delayed.body, delayed.headers);
    assert.equal((await paying.api.orders.get(paying.number)).status, 'paid');
  });

  it('with the provider down is a prepare-payment error, and can be tried again', async () => {
    const { api, accountId, number } = await pendingOrder(fixture);
    down = true;
    try {
      assert.equal(await refusalOf(service.pay({ number, accountId })), 'payment_prepare_failed');
    } finally {
      down = false;
    }
    assert.equal((await api.orders.get(number)).status, 'pending');
    const { sessionId } = await service.pay({ number, accountId });
    await notify(sessionId, 'paid');
    assert.equal((await api.orders.get(number)).status, 'paid');
  });
});

async function refusalOfApi(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  assert.fail('accepted');
}
