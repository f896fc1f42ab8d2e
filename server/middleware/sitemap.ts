// GET /sitemap.xml of the request's country (server/crawl/sitemap-entries.ts). Up to `maxUrls`
// URLs it is the sitemap itself; beyond, it is an index of `/sitemap-{n}.xml` parts. The entries
// are built once per country and kept `ttlMs` (a failure is not kept), so crawlers hitting it do
// not each walk the catalogue. Before the legacy redirects and maintenance, like robots.txt:
// during maintenance, or when the content API cannot list the pages, it answers 503
// (server/crawl/unavailable.ts).
import type { RequestHandler } from 'express';

import { COUNTRIES, type Country } from '../../config/countries.ts';
import { createTimedCache } from '../cache/timed-cache.ts';
import type { Content } from '../content.ts';
import { SITEMAP_PATH } from '../crawl/robots-txt.ts';
import { sitemapEntries, type SitemapEntry } from '../crawl/sitemap-entries.ts';
import { parts, SITEMAP_MAX_URLS, sitemapIndex, urlset } from '../crawl/sitemap-xml.ts';
import { answerUnavailable } from '../crawl/unavailable.ts';
import type { Logger } from '../logger.ts';
import type { MaintenanceSwitch } from '../maintenance-switch.ts';
import { absolute } from '../render/head.ts';
import type { Routing } from '../routing.ts';
import type { SharedState } from '../shared/shared-state.ts';

/** How long a country's sitemap is reused before the catalogue is walked again. */
export const SITEMAP_TTL_MS = 5 * 60_000;
/** Shared caches and crawlers may keep it as long as the process does. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=300';
/** When the content API could not list the pages: try again soon. */
export const SITEMAP_RETRY_AFTER_SECONDS = 60;

const PART_PATH = /^\/sitemap-([1-9][0-9]{0,5})\.xml$/;
const partPath = (n: number) => `/sitemap-${n}.xml`;

export interface SitemapOptions {
  content: Pick<Content, 'client'>;
  routing: Routing;
  siteUrls: Readonly<Record<Country, string>>;
  maintenanceSwitch: MaintenanceSwitch;
  logger: Logger;
  /** The country when host-country has not run (a partial chain under test). */
  defaultCountry: Country;
  /** URLs per file; SITEMAP_MAX_URLS unless a test needs a small one. */
  maxUrls?: number;
  ttlMs?: number;
  /** The cache's clock, in milliseconds; performance.now unless given (tests). */
  now?: () => number;
  /** Where the processes share each country's entries (Redis), so that they all answer the same sitemap. */
  shared?: Pick<SharedState, 'readSnapshot' | 'writeSnapshot' | 'onContentChanged'>;
}

export function sitemap({
  content,
  routing,
  siteUrls,
  maintenanceSwitch,
  logger,
  defaultCountry,
  maxUrls = SITEMAP_MAX_URLS,
  ttlMs = SITEMAP_TTL_MS,
  now,
  shared,
}: SitemapOptions): RequestHandler {
  if (
    typeof content?.client !== 'function' ||
    typeof routing?.router !== 'function' ||
    typeof maintenanceSwitch?.isOn !== 'function'
  ) {
    throw new Error('sitemap needs the content API clients, the routing and the maintenance switch');
  }
  const missing = COUNTRIES.filter((country) => typeof siteUrls?.[country] !== 'string');
  if (missing.length > 0)
    throw new Error(`sitemap needs the site URL of every country; missing: ${missing.join(', ')}`);
  if (!Number.isInteger(maxUrls) || maxUrls < 1)
    throw new Error(`sitemap: maxUrls must be a positive integer, got ${maxUrls}`);

  const built = createTimedCache<Country, SitemapEntry[]>({
    compute: async (country) => {
      const snapshot = await shared?.readSnapshot<SitemapEntry[]>(`sitemap:${country}`);
      if (snapshot) return snapshot;
      let complete = true;
      const entries = await sitemapEntries({
        country,
        siteUrl: siteUrls[country],
        router: routing.router(),
        client: content.client,
        onSkip: (reason) => {
          complete = false;
          logger.warn({ country }, `sitemap: left out ${reason}`);
        },
      });
      if (complete) await shared?.writeSnapshot(`sitemap:${country}`, entries, ttlMs);
      return entries;
    },
    ttlMs,
    maxKeys: COUNTRIES.length,
    ...(now && { now }),
  });

  shared?.onContentChanged(() => built.clear());

  return async function sitemapMiddleware(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const part = req.path === SITEMAP_PATH ? 0 : Number(PART_PATH.exec(req.path)?.[1] ?? NaN);
    if (Number.isNaN(part)) return next();
    if (maintenanceSwitch.isOn()) {
      res.locals.routeKind = 'sitemap';
      return answerUnavailable(res, 'maintenance');
    }
    const country = res.locals.country ?? defaultCountry;
    let entries: SitemapEntry[];
    try {
      entries = await built.get(country);
    } catch (error) {
      logger.error(
        { err: error, id: res.locals.requestId, country },
        'sitemap: the content API could not list the pages',
      );
      res.locals.routeKind = 'sitemap';
      return answerUnavailable(res, 'sitemap unavailable', SITEMAP_RETRY_AFTER_SECONDS);
    }
    const split = entries.length > maxUrls ? parts(entries, maxUrls) : null;
    let body: string;
    if (part === 0)
      body = split
        ? sitemapIndex(split.map((_, index) => absolute(siteUrls[country], partPath(index + 1))))
        : urlset(entries);
    else if (split && split[part - 1]) body = urlset(split[part - 1]!);
    else return next();
    res.locals.routeKind = 'sitemap';
    res.set('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml').send(body);
  };
}
