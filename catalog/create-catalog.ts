// The embedded content API (DESIGN.md §5, decision 007): a Fetch-standard handler over a
// node:sqlite file in DATA_DIR, filled from the seed on first start.
//
//   const catalog = await createCatalog({ dataDir: config.dataDir, logger });
//   const response = await catalog.fetch(new Request('http://catalog/api/v1/product?shop_id=1&lang=fr'));
//
// Paths are read with or without the /api/v1 base. More routes (the media routes) are added
// with `catalog.router.get(pattern, handler)`; see catalog/http/router.ts.
import type { Language } from '../config/locales.ts';
import { MAINTENANCE_HEADER } from '../shared/api/maintenance-header.ts';
import { brandRoutes } from './endpoints/brands.ts';
import type { EndpointDeps } from './endpoints/context.ts';
import { homepageRoutes } from './endpoints/homepage.ts';
import { needRoutes } from './endpoints/needs.ts';
import { pageRoutes } from './endpoints/pages.ts';
import { productFilterRoutes } from './endpoints/product-filters.ts';
import { productRoutes } from './endpoints/products.ts';
import { searchRoutes } from './endpoints/search.ts';
import { siteRoutes } from './endpoints/site.ts';
import { storeLocatorRoutes } from './endpoints/store-locator.ts';
import { submissionRoutes } from './endpoints/submissions.ts';
import { thematicRoutes } from './endpoints/thematics.ts';
import { urlRoutes } from './endpoints/urls.ts';
import { CatalogHttpError } from './http/errors.ts';
import { type CatalogLogger, SILENT_LOGGER } from './http/logger.ts';
import { errorResponse } from './http/respond.ts';
import { createRouter, type Router } from './http/router.ts';
import { loadSeed, type Seed } from './seed/index.ts';
import { brandCodes } from './store/brands.ts';
import { seedStore } from './store/seed-store.ts';
import { shopById, shopLanguages } from './store/shops.ts';
import { BUSY_TIMEOUT_MS, isMaintenance, openStore, setMaintenance } from './store/store.ts';

export interface CatalogOptions {
  /** The directory of catalog.sqlite; created when missing. */
  dataDir: string;
  /** The content to fill a new file with; by default the seed files of catalog/seed/. */
  seed?: Seed;
  logger?: CatalogLogger;
  /** The clock of the 'new' badges, publication dates and submission times. */
  now?: () => Date;
}

export interface Catalog {
  /** Answers a request of the content API; never rejects. */
  fetch(request: Request): Promise<Response>;
  /** The brand-corner codes of a shop (brands it sells); empty for an unknown shop or language. */
  brandCodes(shopId: number, lang: Language): string[];
  /** Where more routes are added (the media routes). */
  readonly router: Router;
  /** Turns the maintenance signal on or off: answers then carry the maintenance header (SPEC §4). */
  setMaintenance(on: boolean): void;
  close(): void;
}

/** How long start-up waits for another process that is migrating or seeding the same file. */
const STARTUP_BUSY_TIMEOUT_MS = 60_000;

export async function createCatalog({
  dataDir,
  seed,
  logger = SILENT_LOGGER,
  now = () => new Date(),
}: CatalogOptions): Promise<Catalog> {
  const content = seed ?? (await loadSeed());
  const started = performance.now();
  const store = openStore(dataDir, { busyTimeoutMs: STARTUP_BUSY_TIMEOUT_MS });
  try {
    if (store.migrations.applied.length > 0)
      logger.info(
        { file: store.file, applied: store.migrations.applied },
        `catalog schema migrated to version ${store.migrations.to}`,
      );
    const report = seedStore(store, content, { now });
    if (report.seeded)
      logger.info(
        { file: store.file, counts: report.counts, ms: Math.round(performance.now() - started) },
        report.reseeded ? 'catalog content replaced by a new seed' : 'catalog seeded',
      );
    else logger.debug({ file: store.file }, 'catalog already holds this seed; not seeding');
    store.setBusyTimeout(BUSY_TIMEOUT_MS);
  } catch (error) {
    store.close();
    throw error;
  }

  const router = createRouter({ logger });
  const deps: EndpointDeps = { store, now, logger };
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
  ]) {
    routes(router, deps);
  }

  let closed = false;
  return {
    router,
    async fetch(request) {
      if (closed) return errorResponse(new CatalogHttpError(503, 'The catalog is closed.'));
      const response = await router.handle(request);
      if (isMaintenance(store)) response.headers.set(MAINTENANCE_HEADER, '1');
      return response;
    },
    setMaintenance(on) {
      setMaintenance(store, on);
    },
    brandCodes(shopId, lang) {
      if (closed) return [];
      const shop = shopById(store, shopId);
      if (!shop || !shopLanguages(shop.country).includes(lang)) return [];
      return brandCodes(store, shop.country);
    },
    close() {
      if (closed) return;
      closed = true;
      store.close();
    },
  };
}
