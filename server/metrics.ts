// Prometheus metrics of one process (DESIGN.md §7). One registry per app, so tests that
// build many apps never share counters.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { type UpstreamCheck, upstreamStateOf } from './readiness.ts';

export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Page renders: time to the shell's first byte and to the end of the document. */
  renderDuration: Histogram<'route' | 'phase'>;
  /** Pages being rendered now: back to zero when the process is idle, whatever visitors aborted. */
  rendersInFlight: Gauge;
  /**
   * Form POSTs by form (contact, newsletter) and outcome: stored, invalid, csrf, rate_limited,
   * anti_spam_rejected, anti_spam_unavailable, failed (lookup or storage), too_large, malformed.
   */
  formSubmissions: Counter<'form' | 'outcome'>;
  /** Content API calls through the answer cache: hit, miss, stale, stale_if_error, bypass. */
  contentCache: Counter<'result'>;
  /** Anonymous public pages through the document cache (decision 041): hit, miss. */
  documentCache: Counter<'result'>;
  /** Says where the answer cache's size is read when /metrics is scraped (entries and bytes). */
  watchContentCacheSize(stats: () => { entries: number; bytes: number }): void;
  /** Says where the document cache's size is read when /metrics is scraped (entries and bytes). */
  watchDocumentCacheSize(stats: () => { entries: number; bytes: number }): void;
  /** Says how content_api_up is measured when /metrics is scraped (the check /readyz runs too). */
  watchUpstream(check: UpstreamCheck): void;
}

export function createMetrics({ processMetrics = true }: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its response, by method, route kind and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renderDuration = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Time from the start of a page render to its shell (phase="shell") and to the end of the document (phase="end"), by route kind.',
    labelNames: ['route', 'phase'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rendersInFlight = new Gauge({
    name: 'page_renders_in_flight',
    help: 'Pages being rendered now, from the loading of their data to the end (or abort) of their stream.',
    registers: [registry],
  });
  const formSubmissions = new Counter({
    name: 'form_submissions_total',
    help: 'Form POSTs (contact, newsletter) by outcome; outcome="failed" counts submissions the content API could not check or store.',
    labelNames: ['form', 'outcome'] as const,
    registers: [registry],
  });
  const contentCache = new Counter({
    name: 'content_cache_requests_total',
    help: 'Content API calls by what the answer cache did: hit (fresh), stale (served while refreshed), stale_if_error (served for a failing upstream), miss (asked the upstream), bypass (never cached).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const documentCache = new Counter({
    name: 'page_document_cache_requests_total',
    help: 'Anonymous page requests by what the document cache did (decision 041): hit (a kept document sent again, not rendered), miss (rendered).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const watchContentCacheSize = cacheSizeGauge(
    registry,
    'content_cache_size',
    'What the content answer cache holds: measure="entries" or measure="bytes".',
  );
  const watchDocumentCacheSize = cacheSizeGauge(
    registry,
    'page_document_cache_size',
    'What the document cache holds (decision 041): measure="entries" or measure="bytes".',
  );
  let upstreamCheck: UpstreamCheck | null = null;
  /** Registered with the first check: a process without a content API has no such gauge, rather than a 0. */
  const watchUpstream = (check: UpstreamCheck) => {
    if (!upstreamCheck)
      new Gauge({
        name: 'content_api_up',
        help: 'Whether the content API answered its check when /metrics was scraped: 1 up, 0 down. It never makes the instance unready (/readyz).',
        registers: [registry],
        async collect() {
          this.set((await upstreamStateOf(upstreamCheck!)) === 'up' ? 1 : 0);
        },
      });
    upstreamCheck = check;
  };
  return {
    registry,
    httpRequestDuration,
    renderDuration,
    rendersInFlight,
    formSubmissions,
    contentCache,
    documentCache,
    watchContentCacheSize,
    watchDocumentCacheSize,
    watchUpstream,
  };
}

type CacheStats = () => { entries: number; bytes: number };

/** A gauge of a cache's entries and bytes, read when /metrics is scraped; returns how to say where from. */
function cacheSizeGauge(registry: Registry, name: string, help: string): (stats: CacheStats) => void {
  let read: CacheStats | null = null;
  new Gauge({
    name,
    help,
    labelNames: ['measure'] as const,
    registers: [registry],
    collect() {
      if (!read) return;
      const { entries, bytes } = read();
      this.set({ measure: 'entries' }, entries);
      this.set({ measure: 'bytes' }, bytes);
    },
  });
  return (stats) => void (read = stats);
}
