// Prometheus metrics of one process (DESIGN.md §7). One registry per app, so tests that
// build many apps never share counters.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Page renders: time to the shell's first byte and to the end of the document. */
  renderDuration: Histogram<'route' | 'phase'>;
  /**
   * Form POSTs by form (contact, newsletter) and outcome: stored, invalid, csrf, rate_limited,
   * anti_spam_rejected, anti_spam_unavailable, failed (lookup or storage), too_large, malformed.
   */
  formSubmissions: Counter<'form' | 'outcome'>;
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
  const formSubmissions = new Counter({
    name: 'form_submissions_total',
    help: 'Form POSTs (contact, newsletter) by outcome; outcome="failed" counts submissions the content API could not check or store.',
    labelNames: ['form', 'outcome'] as const,
    registers: [registry],
  });
  return { registry, httpRequestDuration, renderDuration, formSubmissions };
}
