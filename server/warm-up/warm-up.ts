// The warm-up of a fresh process (WARM_UP_PAGES): before /readyz says ready, the server renders
// some of its own pages over loopback, spread over every country's sitemap.
//
// Why: a cold process renders a page about ten times slower than a warm one (code not yet
// optimised, empty content cache), and libuv accepts one new connection per event-loop
// iteration. A load balancer that opens dozens of connections to a cold, busy process leaves
// the last ones waiting seconds before they are even accepted: `npm run load` saw requests wait
// more than 10 s in its first window (docs/performance.md). Warm, the same burst is answered as
// fast as any other.
import type { Country } from '../../config/countries.ts';
import type { Logger } from '../logger.ts';
import { loopbackGet, type LoopbackTarget, sitemapPaths, type SitePath } from './sitemap-paths.ts';

/** However many pages were asked for, the process says it is ready after this long. */
export const WARM_UP_DEADLINE_MS = 60_000;
/** Pages rendered at once: enough to overlap waiting, few enough to leave a core to the rest. */
const WARM_UP_CONCURRENCY = 2;
/** One page of the warm-up that takes longer than this is given up. */
const WARM_UP_PAGE_TIMEOUT_MS = 10_000;

export interface WarmUpOptions {
  target: LoopbackTarget;
  countryHosts: Readonly<Record<Country, readonly string[]>>;
  /** How many pages to render; 0 does nothing. */
  pages: number;
  logger: Logger;
  deadlineMs?: number;
}

export interface WarmUpReport {
  /** Pages rendered with a 200. */
  rendered: number;
  /** Pages that answered otherwise, failed or were given up. */
  failed: number;
  durationMs: number;
  /** Pages rendered by country. */
  countries: Partial<Record<Country, number>>;
}

/** `count` paths spread evenly over the list, so that every country and kind of page has its turn. */
export function spreadPaths(paths: readonly SitePath[], count: number): SitePath[] {
  if (count >= paths.length) return [...paths];
  const step = paths.length / count;
  return Array.from({ length: count }, (_, index) => paths[Math.floor(index * step)]!);
}

export async function warmUp({
  target,
  countryHosts,
  pages,
  logger,
  deadlineMs = WARM_UP_DEADLINE_MS,
}: WarmUpOptions): Promise<WarmUpReport> {
  const started = performance.now();
  const report: WarmUpReport = { rendered: 0, failed: 0, durationMs: 0, countries: {} };
  if (pages <= 0) return report;
  const overDeadline = () => performance.now() - started > deadlineMs;
  try {
    const queue = spreadPaths(await sitemapPaths(target, countryHosts, WARM_UP_PAGE_TIMEOUT_MS), pages);
    const worker = async () => {
      for (let next = queue.shift(); next && !overDeadline(); next = queue.shift()) {
        try {
          await loopbackGet(target, next.host, next.path, WARM_UP_PAGE_TIMEOUT_MS);
          report.rendered++;
          report.countries[next.country] = (report.countries[next.country] ?? 0) + 1;
        } catch (error) {
          report.failed++;
          logger.debug({ err: error, path: next.path }, 'warm-up page failed');
        }
      }
    };
    await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, worker));
  } catch (error) {
    // The sitemaps themselves failed: the process still serves, cold.
    logger.warn({ err: error }, 'warm-up could not read the sitemaps: the process starts cold');
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
