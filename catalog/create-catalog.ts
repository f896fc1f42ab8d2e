// The embedded content API (DESIGN.md §5, decision 007): a Fetch-standard handler over the
// catalog's database (PostgreSQL with DATABASE_URL, else a node:sqlite file in DATA_DIR; decision
// 021), filled from the seed on first start and by each newer seed.
//
//   const catalog = await createCatalog({ dataDir: config.dataDir, logger });
//   const response = await catalog.fetch(new Request('http://catalog/api/v1/product?shop_id=1&lang=fr'));
//   const { status, data } = await catalog.call(new URL('http://catalog/api/v1/product?shop_id=1&lang=fr'));
//
// Paths are read with or without the /api/v1 base. More routes (the media routes) are added
// with `catalog.router.get(pattern, handler)`; see catalog/http/router.ts.
import { randomBytes } from 'node:crypto';

import { COUNTRIES, type Country } from '../config/countries.ts';
import type { Language } from '../config/locales.ts';
import { MAINTENANCE_HEADER } from '../shared/api/maintenance-header.ts';
import { sessionTokens } from './auth/session-token.ts';
import { accountAddressRoutes } from './endpoints/account-addresses.ts';
import { accountFavouriteRoutes } from './endpoints/account-favourites.ts';
import { accountProfileRoutes } from './endpoints/account-profile.ts';
import { accountSessionRoutes } from './endpoints/account-sessions.ts';
import { brandRoutes } from './endpoints/brands.ts';
import { homepageRoutes } from './endpoints/homepage.ts';
import { needRoutes } from './endpoints/needs.ts';
import { pageRoutes } from './endpoints/pages.ts';
import { productFilterRoutes } from './endpoints/product-filters.ts';
import { productRoutes } from './endpoints/products.ts';
import { searchRoutes } from './endpoints/search.ts';
import { shopCartRoutes } from './endpoints/shop-cart.ts';
import type { ShopDeps } from './endpoints/shop-context.ts';
import { shopOrderRoutes } from './endpoints/shop-orders.ts';
import { shopRelayPointRoutes } from './endpoints/shop-relay-points.ts';
import { siteRoutes } from './endpoints/site.ts';
import { storeLocatorRoutes } from './endpoints/store-locator.ts';
import { submissionRoutes } from './endpoints/submissions.ts';
import { thematicRoutes } from './endpoints/thematics.ts';
import { urlRoutes } from './endpoints/urls.ts';
import { CatalogHttpError } from './http/errors.ts';
import { type CatalogLogger, SILENT_LOGGER } from './http/logger.ts';
import { errorAnswer, type JsonAnswer, toResponse } from './http/respond.ts';
import { createRouter, type Router } from './http/router.ts';
import { loadSeed, type Seed } from './seed/index.ts';
import { SHOP_SEED } from './seed/shop.ts';
import type { ShopSeed } from './seed/shop-types.ts';
import { createShopLedger, type ShopLedger } from './shop-ledger.ts';
import { brandCodes } from './store/brands.ts';
import { seedShop } from './store/seed-shop.ts';
import { seedStore } from './store/seed-store.ts';
import { shopById, shopLanguages } from './store/shops.ts';
import { BUSY_TIMEOUT_MS, isMaintenance, openStore, setMaintenance } from './store/store.ts';

export interface CatalogOptions {
  /** The directory of catalog.sqlite (created when missing), used when `databaseUrl` is not set. */
  dataDir: string;
  /** postgres://… : the catalog lives in that PostgreSQL database, shared by every process. */
  databaseUrl?: string | null;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
  /** The content to fill a new store with; by default the seed files of catalog/seed/. */
  seed?: Seed;
  logger?: CatalogLogger;
  /** The clock of the 'new' badges, publication dates and submission times. */
  now?: () => Date;
  /**
   * The key that signs and verifies account session tokens (SESSION_SECRET, at least 32
   * characters). Unset, a key of this catalog alone: its sessions end when it closes.
   */
  sessionSecret?: string | null;
  /** Where visitors can buy (SHOP_COUNTRIES); every country by default. */
  shopCountries?: readonly Country[];
  /** The shop's starting data (relay points, codes, stock); by default catalog/seed/shop.ts. */
  shopSeed?: ShopSeed;
}

export interface Catalog {
  /** Answers a request of the content API; never rejects. */
  fetch(request: Request): Promise<Response>;
  /**
   * Answers a GET of the content API in the same process: its JSON answer's data as it is, with
   * its status and headers (the maintenance header included), no Request, Response or JSON text
   * between (decision 024); never rejects.
   */
  call(url: URL): Promise<JsonAnswer>;
  /** The brand-corner codes of a shop (brands it sells); empty for an unknown shop or language. */
  brandCodes(shopId: number, lang: Language): Promise<string[]>;
  /** Where more routes are added (the media routes). */
  readonly router: Router;
  /** Whether this opening wrote the seed (a first seed or a newer one): cached content elsewhere is out of date. */
  readonly contentChanged: boolean;
  /** The shop's orders and payments, for the server's payment service (server/payments/). */
  readonly shop: ShopLedger;
  /** Turns the maintenance signal on or off: answers then carry the maintenance header (SPEC §4). */
  setMaintenance(on: boolean): Promise<void>;
  close(): Promise<void>;
}

/** How long start-up waits for another process that is migrating or seeding the same SQLite file. */
const STARTUP_BUSY_TIMEOUT_MS = 60_000;
/** How long this process trusts the maintenance flag it read: every process sees a change within it. */
export const MAINTENANCE_FLAG_TTL_MS = 1_000;

export async function createCatalog({
  dataDir,
  databaseUrl = null,
  poolSize,
  seed,
  logger = SILENT_LOGGER,
  now = () => new Date(),
  sessionSecret = null,
  shopCountries = COUNTRIES,
  shopSeed = SHOP_SEED,
}: CatalogOptions): Promise<Catalog> {
  const content = seed ?? (await loadSeed());
  const started = performance.now();
  const store = await openStore({
    dataDir,
    databaseUrl,
    busyTimeoutMs: STARTUP_BUSY_TIMEOUT_MS,
    logger,
    ...(poolSize !== undefined && { poolSize }),
  });
  let contentChanged: boolean;
  try {
    const where = { database: store.location };
    if (store.migrations.applied.length > 0)
      logger.info(
        { ...where, applied: store.migrations.applied },
        `catalog schema migrated to version ${store.migrations.to}`,
      );
    if (store.migrations.newer.length > 0)
      logger.info(
        { ...where, newer: store.migrations.newer },
        'catalog schema is newer than this release, and compatible with it',
      );
    const report = await seedStore(store, content, { now });
    contentChanged = report.seeded;
    if (report.unversionedChange)
      logger.warn(
        { ...where, version: report.version },
        'catalog seed content changed without a new SEED_VERSION; replaced (bump the version before releasing)',
      );
    if (report.seeded)
      logger.info(
        { ...where, version: report.version, counts: report.counts, ms: Math.round(performance.now() - started) },
        report.reseeded ? 'catalog content replaced by a new seed' : 'catalog seeded',
      );
    else if (report.keptNewer)
      logger.info(
        { ...where, version: report.version, given: report.keptNewer.given },
        'catalog holds a newer seed than this release; left as it is',
      );
    else logger.debug(where, 'catalog already holds this seed; not seeding');
    const shopReport = await seedShop(store, shopSeed, now());
    if (shopReport.relayPoints + shopReport.codes + shopReport.stockLevels > 0)
      logger.info({ ...where, added: shopReport }, 'shop data added where missing');
    store.setBusyTimeout(BUSY_TIMEOUT_MS);
  } catch (error) {
    await store.close();
    throw error;
  }

  const router = createRouter({ logger });
  const deps: ShopDeps = {
    store,
    now,
    logger,
    shopCountries,
    sessions: sessionTokens(sessionSecret ?? randomBytes(32).toString('base64url')),
  };
  for (const routes of [
    brandRoutes,
    searchRoutes,
    productRoutes,
    productFilterRoutes,
    needRoutes,
    pageRoutes,
    thematicRoutes,
    homepageRoutes,
    storeLocatorRoutes,
    siteRoutes,
    urlRoutes,
    submissionRoutes,
    accountSessionRoutes,
    accountProfileRoutes,
    accountAddressRoutes,
    accountFavouriteRoutes,
    shopCartRoutes,
    shopRelayPointRoutes,
    shopOrderRoutes,
  ]) {
    routes(router, deps);
  }

  // The maintenance flag is a row every process reads; read at most once a second, and not at
  // all while the database fails (the answer then is the router's own error).
  let maintenance: { on: boolean; until: number } = { on: false, until: 0 };
  const maintenanceOn = async () => {
    if (Date.now() < maintenance.until) return maintenance.on;
    try {
      maintenance = { on: await isMaintenance(store), until: Date.now() + MAINTENANCE_FLAG_TTL_MS };
    } catch {
      // The database is failing: the answer says so by itself; keep the flag last read.
    }
    return maintenance.on;
  };

  // Payments whose notification was stored but not applied (a process stopped in between) end
  // now, and orders whose window is over without an open payment let their stock go.
  const shop = createShopLedger(store, { now, logger });
  await shop.reconcile();

  let closed = false;
  return {
    router,
    contentChanged,
    shop,
    async fetch(request) {
      if (closed) return toResponse(errorAnswer(new CatalogHttpError(503, 'The catalog is closed.')));
      const response = await router.handle(request);
      if (await maintenanceOn()) response.headers.set(MAINTENANCE_HEADER, '1');
      return response;
    },
    async call(url) {
      if (closed) return errorAnswer(new CatalogHttpError(503, 'The catalog is closed.'));
      const answer = await router.call(url);
      return (await maintenanceOn())
        ? { ...answer, headers: { ...answer.headers, [MAINTENANCE_HEADER]: '1' } }
        : answer;
    },
    async setMaintenance(on) {
      await setMaintenance(store, on);
      maintenance = { on, until: Date.now() + MAINTENANCE_FLAG_TTL_MS };
    },
    async brandCodes(shopId, lang) {
      if (closed) return [];
      const shop = await shopById(store, shopId);
      if (!shop || !shopLanguages(shop.country).includes(lang)) return [];
      return brandCodes(store, shop.country);
    },
    async close() {
      if (closed) return;
      closed = true;
      await store.close();
    },
  };
}
