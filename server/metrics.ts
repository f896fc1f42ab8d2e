// Prometheus metrics of one process (DESIGN.md §7). One registry per app, so tests that
// build many apps never share counters.
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
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
  return { registry, httpRequestDuration };
}
