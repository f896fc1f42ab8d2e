// Times every request into http_request_duration_seconds, labelled by route kind.
import type { RequestHandler } from 'express';

import type { Metrics } from '../metrics.ts';

export function requestMetrics({ metrics }: { metrics: Metrics }): RequestHandler {
  if (!metrics?.httpRequestDuration) throw new Error('requestMetrics needs the metrics of createMetrics()');
  const { httpRequestDuration } = metrics;
  return function requestMetricsMiddleware(req, res, next) {
    const end = httpRequestDuration.startTimer();
    res.once('close', () => {
      end({ method: req.method, route: res.locals.routeKind ?? 'unmatched', status: String(res.statusCode) });
    });
    next();
  };
}
