// A fixture catalog for the payment tests (issue 20), on CATALOG_TEST_ENGINE, with a clock the test
// moves (the 15-minute window), and what a test needs to reach a pending order: a new customer
// with a session, a cart, a checkout.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import type { StoreOptions } from '../../catalog/store/store.ts';
import { type ApiClient, createApiClient } from '../../shared/api/client.ts';
import { FIXTURE_NOW, FIXTURE_SEED, SHOP } from '../fixtures/catalog-seed.ts';
import { FIXTURE_SHOP_SEED } from '../fixtures/shop-seed.ts';
import { testEngine } from './fixture-catalog.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';

export interface ShopCatalog {
  catalog: Catalog;
  storeOptions: StoreOptions;
  clock: { now: Date };
  /** Opens the catalog again on the same database, as a restarted process does. */
  reopen(): Promise<Catalog>;
  close(): Promise<void>;
}

export async function openShopCatalog(): Promise<ShopCatalog> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-shop-'));
  let postgres: TestPostgres | undefined;
  let databaseUrl: string | null = null;
  if (testEngine() === 'postgres') {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase('shop');
  }
  const storeOptions: StoreOptions = { dataDir, databaseUrl };
  const clock = { now: FIXTURE_NOW };
  const open = () =>
    createCatalog({
      ...storeOptions,
      seed: FIXTURE_SEED,
      shopSeed: FIXTURE_SHOP_SEED,
      now: () => clock.now,
      sessionSecret: 'a-session-secret-of-the-shop-tests-0123456789',
    });
  const fixture: ShopCatalog = {
    catalog: await open(),
    storeOptions,
    clock,
    async reopen() {
      await fixture.catalog.close();
      fixture.catalog = await open();
      return fixture.catalog;
    },
    async close() {
      try {
        await fixture.catalog.close();
        await rm(dataDir, { recursive: true, force: true });
      } finally {
        await postgres?.remove();
      }
    },
  };
  return fixture;
}

export function shopClient(fixture: ShopCatalog, shopId: number = SHOP.be): ApiClient {
  return createApiClient({
    baseUrl: 'http://catalog.test/api/v1',
    fetch: (input, init) => fixture.catalog.fetch(new Request(input, init)),
    shopId,
    lang: 'fr',
  });
}

let customers = 0;

/** A new Belgian customer, logged in, whose cart holds `lines`, checked out: the pending order. */
export async function pendingOrder(
  fixture: ShopCatalog,
  lines: readonly { product_id: number; quantity: number }[] = [{ product_id: 5, quantity: 1 }],
  code?: string,
): Promise<{ api: ApiClient; accountId: number; number: string; totalCents: number }> {
  customers++;
  const welcome = await shopClient(fixture).account.signUp({
    email: `payer${customers}-${process.pid}@example.be`,
    password: 'Sunflower-Meadow-81',
    civility: 'mr',
    firstname: 'Luc',
    lastname: 'Martin',
    birth_date: '1980-01-01',
    phone: '',
    mobile: '',
    province: null,
    country: 'be',
    origin: 'INT',
    locale: 'fr-be',
    terms: true,
  });
  const api = shopClient(fixture).with({ token: welcome.session.token });
  for (const line of lines) await api.cart.add({ ...line, conditioning_id: 1 });
  if (code) await api.cart.applyCode(code);
  const address = {
    civility: 'mr' as const,
    firstname: 'Luc',
    lastname: 'Martin',
    line1: 'Rue Haute 1',
    zipcode: '1000',
    city: 'Bruxelles',
    country: 'be',
  };
  const order = await api.orders.checkout({
    carrier: 'colissimo',
    relay_point_id: null,
    shipping_address: address,
    invoice_address: address,
    phone: '+32 470 00 00 00',
    accept_terms: true,
  } as Parameters<ApiClient['orders']['checkout']>[0]);
  return { api, accountId: welcome.session.viewer.account_id, number: order.number, totalCents: order.total_cents };
}
