// What SREs and the load balancer read: liveness, readiness (with the content API's state in
// its JSON body) and Prometheus metrics.
// They sit before the allow-list so probes from the platform never need listing.
import type { RequestHandler } from 'express';

import type { Metrics } from '../metrics.ts';
import type { Readiness } from '../readiness.ts';

export function opsEndpoints({ readiness, metrics }: { readiness: Readiness; metrics: Metrics }): RequestHandler {
  if (!readiness || !metrics) throw new Error('opsEndpoints needs readiness and metrics');
  return async function opsEndpointsMiddleware(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    switch (req.path) {
      case '/healthz':
        res.locals.routeKind = 'healthz';
        res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
        return;
      case '/readyz': {
        res.locals.routeKind = 'readyz';
        // Ready means this instance can answer: the upstream's state is in the body, not the status.
        const report = await readiness.report();
        res.set('Cache-Control', 'no-store');
        res.status(report.status === 'ready' ? 200 : 503).json(report);
        return;
      }
      case '/metrics':
        res.locals.routeKind = 'metrics';
        res.set('Cache-Control', 'no-store').type(metrics.registry.contentType);
        res.send(await metrics.registry.metrics());
        return;
      default:
        next();
    }
  };
}
