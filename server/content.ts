// The server's view of the content API: one typed client per locale, talking to the embedded
// catalog in-process (no socket) or to API_BASE_URL over HTTP (DESIGN.md §5). It also feeds
// what the chain needs from the API: the upstream's maintenance signal, the redirection
// endpoint, the brand-corner codes and the readiness check.
import type { ShopLedger } from '../catalog/shop-ledger.ts';
import { COUNTRY_INFO } from '../config/countries.ts';
import type { Config } from '../config/env.ts';
import { type Locale, LOCALE_INFO, LOCALES } from '../config/locales.ts';
import { type ApiClient, createApiClient } from '../shared/api/client.ts';
import { carriesMaintenanceHeader } from '../shared/api/maintenance-header.ts';
import type { FetchLike } from '../shared/api/transport.ts';
import { createTimedCache } from './cache/timed-cache.ts';
import { type ContentAnswerCache, createAnswerCache } from './content-cache/answer-cache.ts';
import { type CacheStore, createMemoryStore } from './content-cache/cache-store.ts';
import { freshnessOf } from './content-cache/freshness.ts';
import type { Logger } from './logger.ts';
import type { MaintenanceSwitch } from './maintenance-switch.ts';
import type { Metrics } from './metrics.ts';
import type { RedirectLookup } from './middleware/api-redirects.ts';
import type { BrandCodes, Routing } from './routing.ts';
import { countryOfLocale } from './routing.ts';
import type { SharedState } from './shared/shared-state.ts';

/** The base the in-process catalog is addressed at; only its path matters. */
export const EMBEDDED_API_BASE = 'http://catalog.internal/api/v1';
/** How long a server-side call to the content API may take. */
export const CONTENT_API_TIMEOUT_MS = 3_000;
/**
 * How long the content API check of /readyz and /metrics waits: they answer within a probe's
 * timeout whatever the upstream does.
 */
export const UPSTREAM_CHECK_TIMEOUT_MS = 1_000;
/** How long the brand-corner codes are kept before a request finds them old and they are fetched again. */
export const BRAND_CODES_TTL_MS = 5 * 60_000;
/** The name of the brand codes' snapshot that the processes share. */
export const BRAND_CODES_SNAPSHOT = 'brand-codes';

/** What the server needs of the embedded catalog. */
export interface EmbeddedCatalog {
  /** Answers /api/v1 over HTTP (the browsers', and external clients'). */
  fetch(request: Request): Promise<Response>;
  /**
   * Answers the server's own GETs in the same process: data as it is (decision 024). Without it
   * (a test's wrapper around fetch), the server's GETs go through `fetch` too.
   */
  call?(url: URL): Promise<{ status: number; headers: Readonly<Record<string, string>>; data: unknown }>;
  close(): void | Promise<void>;
  /** The shop's orders and payments, for the server's payment service (issue 20); absent in tests that need none. */
  shop?: ShopLedger;
}

export interface Content {
  /** The client of the locale's shop and language. */
  client(locale: Locale): ApiClient;
  /** The redirection endpoint, for the apiRedirects step. */
  redirectLookup: RedirectLookup;
  /**
   * Fetches every locale's brand-corner codes into the router now (failures are logged and
   * skipped); after that, a request that finds them older than BRAND_CODES_TTL_MS has them
   * fetched again in the background while it uses the ones kept.
   */
  refreshBrandCodes(): Promise<void>;
  /** True when the content API answers its maintenance check within UPSTREAM_CHECK_TIMEOUT_MS. */
  isReachable(): Promise<boolean>;
}

export interface ContentOptions {
  config: Pick<Config, 'apiBaseUrl' | 'apiToken' | 'contentCache'>;
  catalog: EmbeddedCatalog | null;
  maintenanceSwitch: MaintenanceSwitch;
  routing: Routing;
  logger: Logger;
  metrics?: Pick<Metrics, 'contentCache' | 'watchContentCacheSize'>;
  /** Where cached answers live; the in-process store unless given (a store shared by several processes). */
  cacheStore?: CacheStore;
  /** The clock of the answer cache and of the brand codes; Date.now unless given (tests). */
  now?: () => number;
  /** What the processes share (Redis): snapshots of the brand codes, the news that content changed. */
  shared?: SharedState;
}

/** How often a process tells the others of the maintenance answers it keeps seeing. */
const MAINTENANCE_NEWS_INTERVAL_MS = 10_000;

/** Answers the in-process store keeps at most, whatever their size. */
export const CONTENT_CACHE_MAX_ENTRIES = 5_000;

/** The content API's answers through the cache (issue 9), or null when CONTENT_CACHE is off. */
function cacheFor(
  { config, metrics, logger, cacheStore, now, shared }: ContentOptions,
  base: string,
): ContentAnswerCache | null {
  if (!config.contentCache.enabled) return null;
  const store =
    cacheStore ??
    createMemoryStore({ maxEntries: CONTENT_CACHE_MAX_ENTRIES, maxBytes: config.contentCache.maxMiB * 1024 * 1024 });
  metrics?.watchContentCacheSize(() => store.stats());
  // Nothing from before a maintenance or a content change is served after it, in any process:
  // each empties its store when it hears of one, and tells the others when it sees one first.
  shared?.onContentChanged(() => store.clear());
  let toldAt = -Infinity;
  return createAnswerCache({
    store,
    freshness: (url) => freshnessOf(url, base),
    upstreamTimeoutMs: CONTENT_API_TIMEOUT_MS,
    onEvent: (event) => metrics?.contentCache.inc({ result: event }),
    ...(now && { now }),
    onMaintenance: () => {
      if (shared && Date.now() - toldAt > MAINTENANCE_NEWS_INTERVAL_MS) {
        toldAt = Date.now();
        void shared.contentChanged('a maintenance answer');
      }
    },
    onRefreshError: (error, url) =>
      logger.warn(
        { err: error, url: new URL(url).pathname },
        'content API answer could not be refreshed; the cached one stays',
      ),
  });
}

export function createContent(options: ContentOptions): Content {
  const { config, catalog, maintenanceSwitch, routing, logger } = options;
  if (!catalog && !config.apiBaseUrl) throw new Error('the content API needs the embedded catalog or API_BASE_URL');
  // Over HTTP for writes (and everything with API_BASE_URL); the embedded catalog's GETs in the same process.
  const upstream: FetchLike = catalog
    ? (input, init) => catalog.fetch(new Request(input, init))
    : (input, init) => fetch(input, init);
  const base = `${config.apiBaseUrl ?? EMBEDDED_API_BASE}/`;
  const answers = cacheFor(options, base);
  const clients = new Map<Locale, ApiClient>(
    LOCALES.map((locale) => [
      locale,
      createApiClient({
        baseUrl: config.apiBaseUrl ?? EMBEDDED_API_BASE,
        fetch: upstream,
        direct: catalog?.call ? (url) => catalog.call!(url) : undefined,
        answers: answers ?? undefined,
        shopId: COUNTRY_INFO[countryOfLocale(locale)].shopId,
        lang: LOCALE_INFO[locale].language,
        token: config.apiToken ?? undefined,
        timeoutMs: CONTENT_API_TIMEOUT_MS,
        // Only live answers come here (never one the cache kept): each says the content API's state now.
        onResponse: (response) => maintenanceSwitch.setUpstreamSignal(carriesMaintenanceHeader(response)),
      }),
    ]),
  );
  const client = (locale: Locale) => clients.get(locale)!;

  const shared = options.shared;
  const brandCodes = createTimedCache<'every locale', BrandCodes>({
    compute: async () => {
      // Every process serves the same brand corners: the codes one of them read, while fresh.
      const snapshot = await shared?.readSnapshot<BrandCodes>(BRAND_CODES_SNAPSHOT);
      if (snapshot) return snapshot;
      let complete = true;
      const codes: BrandCodes = {};
      await Promise.all(
        LOCALES.map(async (locale) => {
          try {
            codes[locale] = await client(locale).brands.codes();
          } catch (error) {
            complete = false;
            logger.warn(
              { err: error, locale },
              'brand-corner codes unavailable; brand corners answer 404 until the next refresh',
            );
          }
        }),
      );
      if (complete) await shared?.writeSnapshot(BRAND_CODES_SNAPSHOT, codes, BRAND_CODES_TTL_MS);
      return codes;
    },
    ttlMs: BRAND_CODES_TTL_MS,
    maxKeys: 1,
    now: options.now ?? Date.now,
  });
  routing.readBrandCodesFrom(() => brandCodes.peek('every locale'));
  shared?.onContentChanged(() => {
    brandCodes.refresh('every locale').catch(() => {
      // Logged per locale by compute; the codes kept stay.
    });
  });

  return {
    client,
    redirectLookup: (candidates, { locale, signal }) => client(locale).redirection.lookup(candidates, { signal }),
    async refreshBrandCodes() {
      await brandCodes.refresh('every locale');
    },
    async isReachable() {
      try {
        await client('it-it').maintenance.status({ timeoutMs: UPSTREAM_CHECK_TIMEOUT_MS });
        return true;
      } catch {
        return false;
      }
    },
  };
}
