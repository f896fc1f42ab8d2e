// A process killed between the payment notification and the order's update (issue 20): the
// notification was stored before it was applied, so the order still ends paid once the catalog
// opens again, the next payment sweep mails its confirmation (once), and the provider's retry of
// the same event is then a replay. On CATALOG_TEST_ENGINE.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import type { Logger } from '../../../server/logger.ts';
import { createPaymentService } from '../../../server/payments/payment-service.ts';
import { createPayments } from '../../../server/payments/payments.ts';
import { createTestProvider, TEST_SIGNATURE_HEADER } from '../../../server/payments/test-provider.ts';
import { createRouting } from '../../../server/routing.ts';
import { openShopCatalog, pendingOrder, type ShopCatalog, shopClient } from '../../helpers/shop-catalog.ts';

const CHILD = fileURLToPath(new URL('../../fixtures/payment-child.ts', import.meta.url));
const SECRET = 'a-test-payment-secret-of-at-least-32-chars';

let fixture: ShopCatalog;
before(async () => {
  fixture = await openShopCatalog();
});
after(() => fixture.close());

it('a payment notification stored by a process killed before applying it still makes the order paid at restart', async () => {
  const provider = createTestProvider({
    secret: SECRET,
    pageUrl: 'http://shop.test/pay',
    now: () => fixture.clock.now,
  });
  const service = createPaymentService({
    ledger: fixture.catalog.shop,
    providers: { test: provider },
    provider: 'test',
    returnUrls: () => ({ successUrl: 'http://shop.test/ok', cancelUrl: 'http://shop.test/cart' }),
    logger: { info() {}, warn() {}, error() {} },
  });
  const { api, accountId, number } = await pendingOrder(fixture, [{ product_id: 3, quantity: 2 }]);
  const { sessionId } = await service.pay({ number, accountId });
  const { body, headers } = provider.notification(sessionId, 'paid');

  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      DATA_DIR: fixture.storeOptions.dataDir,
      DATABASE_URL: fixture.storeOptions.databaseUrl ?? '',
      NOTIFICATION_BODY: body,
      NOTIFICATION_SIGNATURE: headers.get(TEST_SIGNATURE_HEADER)!,
      TEST_PAYMENT_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const said: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the child never stored the notification: ${stderr}`)), 30_000);
    void exited.then(() => reject(new Error(`the child exited before storing the notification: ${stderr}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      said.push(line);
      if (line === 'recorded') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.kill('SIGKILL');
  const [, signal] = await exited;
  assert.equal(signal, 'SIGKILL');
  assert.deepEqual(said, ['recorded']);
  assert.equal((await api.orders.get(number)).status, 'pending', 'the process died before the order was updated');

  // The restart: the stored notification is applied as the catalog opens.
  await fixture.reopen();
  const order = await api.orders.get(number);
  assert.equal(order.status, 'paid');
  assert.match(order.transaction_id ?? '', /^tpt_/);
  assert.equal((await api.cart.get()).cart.item_count, 0);
  // Opening again added no stock back: the two Belgian boxes of product 3 are sold.
  await assert.rejects(
    shopClient(fixture).cart.add({ product_id: 3, conditioning_id: 1, quantity: 1 }),
    (error) => (error as { code?: string }).code === 'out_of_stock',
  );
  // The process that applied it sent no mail; the restarted server's payment sweep does, once.
  const mailed: { to: string; locale: string; number: string }[] = [];
  const quiet = { info() {}, warn() {}, error() {} } as unknown as Logger;
  const sweeping = () =>
    createPayments({
      config: {
        payments: { provider: 'test', testSecret: SECRET, stripe: null },
        siteUrls: {
          be: 'http://be.localhost',
          ch: 'http://ch.localhost',
          de: 'http://de.localhost',
          es: 'http://es.localhost',
          it: 'http://it.localhost',
        },
        nodeEnv: 'test',
      },
      ledger: fixture.catalog.shop,
      routing: createRouting({ routePrefixMode: 'tables' }),
      logger: quiet,
      orderPaidMail: (to, paid) => void mailed.push({ to: to.email, locale: to.locale, number: paid.number }),
      providers: { test: provider },
    });
  const first = sweeping();
  await first.start();
  first.stop();
  assert.equal(mailed.length, 1, 'the order made paid at restart is confirmed by mail');
  assert.equal(mailed[0]!.number, number);
  assert.match(mailed[0]!.to, /@/);
  // Another process sweeping later (or this one a minute on) does not mail it again.
  const second = sweeping();
  await second.start();
  second.stop();
  assert.equal(mailed.length, 1, 'a confirmation goes out once');

  // The provider sends the event again: a replay, nothing changes twice.
  const retry = createPaymentService({
    ledger: fixture.catalog.shop,
    providers: { test: provider },
    provider: 'test',
    returnUrls: () => ({ successUrl: '', cancelUrl: '' }),
    logger: { info() {}, warn() {}, error() {} },
  });
  assert.deepEqual(await retry.receive('test', body, headers), { status: 'replayed' });
});
