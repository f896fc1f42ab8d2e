// POST /_payments/notify/<provider> (issue 20): the raw body to the payment service, 200 once
// stored (applied or replayed), 400 for a bad signature or an unknown provider, 405 for another
// method, 413 beyond 64 KiB. On the fixture shop with the test provider.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import {
  PAYMENT_NOTIFICATION_LIMIT_BYTES,
  paymentNotifications,
} from '../../../server/payments/notification-endpoint.ts';
import { createPaymentService, type PaymentService } from '../../../server/payments/payment-service.ts';
import {
  createTestProvider,
  TEST_SIGNATURE_HEADER,
  type TestProvider,
} from '../../../server/payments/test-provider.ts';
import { openShopCatalog, pendingOrder, type ShopCatalog } from '../../helpers/shop-catalog.ts';

let fixture: ShopCatalog;
let provider: TestProvider;
let service: PaymentService;
let app: express.Express;

before(async () => {
  fixture = await openShopCatalog();
  provider = createTestProvider({
    secret: 'a-test-payment-secret-of-at-least-32-chars',
    pageUrl: 'http://shop.test/pay',
    now: () => fixture.clock.now,
  });
  service = createPaymentService({
    ledger: fixture.catalog.shop,
    providers: { test: provider },
    provider: 'test',
    returnUrls: () => ({ successUrl: 'http://shop.test/ok', cancelUrl: 'http://shop.test/cart' }),
    logger: { info() {}, warn() {}, error() {} },
  });
  app = express();
  app.use(paymentNotifications({ service }));
  app.use((_req, res) => void res.status(404).end());
});
after(() => fixture.close());

it('stores and applies a signed notification, refuses a replay quietly and a bad signature loudly', async () => {
  const { api, accountId, number } = await pendingOrder(fixture);
  const { sessionId } = await service.pay({ number, accountId });
  const { body, headers } = provider.notification(sessionId, 'paid');
  const post = (text: string, signature = headers.get(TEST_SIGNATURE_HEADER)!) =>
    request(app)
      .post('/_payments/notify/test')
      .set('content-type', 'application/json')
      .set(TEST_SIGNATURE_HEADER, signature)
      .send(text);
  assert.equal((await post(body.replace('paid', 'paid '))).status, 400);
  assert.equal((await api.orders.get(number)).status, 'pending');
  const applied = await post(body);
  assert.deepEqual([applied.status, applied.body], [200, { received: true, status: 'applied' }]);
  assert.equal((await api.orders.get(number)).status, 'paid');
  const replayed = await post(body);
  assert.deepEqual([replayed.status, replayed.body], [200, { received: true, status: 'replayed' }]);
});

it('refuses an unknown provider, another method and a body too large; other paths pass on', async () => {
  assert.equal((await request(app).post('/_payments/notify/nobody').send('{}')).status, 400);
  const get = await request(app).get('/_payments/notify/test');
  assert.deepEqual([get.status, get.headers.allow], [405, 'POST']);
  const big = await request(app)
    .post('/_payments/notify/test')
    .set('content-type', 'application/json')
    .send('x'.repeat(PAYMENT_NOTIFICATION_LIMIT_BYTES + 1));
  assert.equal(big.status, 413);
  assert.equal((await request(app).post('/_payments/notify/Test!').send('{}')).status, 404);
});
