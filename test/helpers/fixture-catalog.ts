// The catalog of a contract test file: built from the fixture seed before the file's tests,
// closed and removed after them, and called in process through its fetch handler. It runs on
// the engine CATALOG_TEST_ENGINE names: sqlite (the default, a temporary DATA_DIR) or postgres
// (a PostgreSQL server of the file's own); `npm test` runs the contract tests on both.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';

import { z } from 'zod';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import type { StoreOptions } from '../../catalog/store/store.ts';
import type { Country } from '../../config/countries.ts';
import { apiErrorBodySchema } from '../../shared/schemas/common.ts';
import { FIXTURE_NOW, FIXTURE_SEED, SHOP } from '../fixtures/catalog-seed.ts';
import { FIXTURE_SHOP_SEED } from '../fixtures/shop-seed.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';

export type TestEngine = 'sqlite' | 'postgres';

/** The engine the contract tests run on: CATALOG_TEST_ENGINE, sqlite unless it says postgres. */
export function testEngine(): TestEngine {
  const engine = process.env.CATALOG_TEST_ENGINE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres')
    throw new Error(`CATALOG_TEST_ENGINE must be sqlite or postgres, not '${engine}'`);
  return engine;
}

/** Query parameters: undefined ones are left out, each item of an array is appended. */
export type Params = Record<string, string | number | readonly string[] | undefined>;

export interface FixtureCatalog {
  catalog: Catalog;
  dataDir: string;
  /** Where the catalog's database is: open another store on it as another process would. */
  storeOptions: StoreOptions;
  engine: TestEngine;
}

export interface FixtureCatalogOptions {
  /** The `shop_id` sent unless a call names another (or `undefined`): the Belgian shop by default. */
  shopId?: number;
  /** The `lang` sent unless a call names another (or `undefined`): French by default. */
  lang?: string;
  /** Where visitors can buy: every country unless a test closes some. */
  shopCountries?: readonly Country[];
  /** Run once the catalog is open, in the same `before` hook. */
  setUp?: (fixture: FixtureCatalog) => void | Promise<void>;
  /** Run before the catalog is closed, in the same `after` hook. */
  tearDown?: () => void | Promise<void>;
}

/**
 * Registers the `before` hook that builds the fixture catalog and the `after` hook that closes
 * and removes it. What a file builds on the catalog goes in `setUp` and `tearDown` rather than in
 * hooks of its own: node:test starts top-level `before` hooks as they are registered, without
 * waiting for the ones before them.
 */
export function useFixtureCatalog({
  shopId = SHOP.be,
  lang = 'fr',
  shopCountries,
  setUp,
  tearDown,
}: FixtureCatalogOptions = {}) {
  let current: FixtureCatalog | undefined;
  let postgres: TestPostgres | undefined;

  before(async () => {
    const engine = testEngine();
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-catalog-'));
    let databaseUrl: string | null = null;
    if (engine === 'postgres') {
      postgres = await startPostgres();
      databaseUrl = await postgres.createDatabase('catalog');
    }
    const storeOptions: StoreOptions = { dataDir, databaseUrl };
    current = {
      dataDir,
      storeOptions,
      engine,
      catalog: await createCatalog({
        ...storeOptions,
        seed: FIXTURE_SEED,
        shopSeed: FIXTURE_SHOP_SEED,
        now: () => FIXTURE_NOW,
        ...(shopCountries && { shopCountries }),
      }),
    };
    await setUp?.(current);
  });
  after(async () => {
    try {
      if (!current) return;
      await tearDown?.();
      await current.catalog.close();
      await rm(current.dataDir, { recursive: true, force: true });
      current = undefined;
    } finally {
      await postgres?.remove();
      postgres = undefined;
    }
  });

  function opened() {
    if (!current) throw new Error('The fixture catalog is open only while the tests of its file run.');
    return current;
  }

  /** `http://catalog.test/api/v1${path}` with the default `shop_id` and `lang` under `params`. */
  function url(path: string, params: Params = {}) {
    const target = new URL(`http://catalog.test/api/v1${path}`);
    for (const [key, value] of Object.entries({ shop_id: shopId, lang, ...params })) {
      if (Array.isArray(value)) for (const item of value) target.searchParams.append(key, item);
      else if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target;
  }

  async function get(path: string, params: Params = {}) {
    const response = await opened().catalog.fetch(new Request(url(path, params)));
    return { status: response.status, body: (await response.json()) as unknown };
  }

  /** Asserts a 200 and parses its body with `schema`. */
  async function ok<S extends z.core.$ZodType>(schema: S, path: string, params?: Params): Promise<z.output<S>> {
    const { status, body } = await get(path, params);
    assert.equal(status, 200, JSON.stringify(body));
    return z.parse(schema, body);
  }

  /** Asserts a 404 with the catalog's error body. */
  async function notFound(path: string, params?: Params) {
    const { status, body } = await get(path, params);
    assert.equal(status, 404, path);
    assert.equal(apiErrorBodySchema.parse(body).statusCode, 404);
  }

  return {
    catalog: () => opened().catalog,
    dataDir: () => opened().dataDir,
    storeOptions: () => opened().storeOptions,
    engine: () => opened().engine,
    url,
    get,
    ok,
    notFound,
  };
}
