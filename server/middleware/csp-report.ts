// The endpoint the CSP's report-uri and report-to name: POST /csp-report. One warn line per
// violation (server/csp/violation-report.ts), a bounded body (413 beyond CSP_REPORT_LIMIT_BYTES),
// at most CSP_REPORTS_PER_MINUTE reports per address (429 beyond, logged once per window), 204
// otherwise. Browsers send these in the background: no page, no body in any answer.
import type { RequestHandler } from 'express';

import { BodyRefusedError, readBoundedText } from '../../catalog/http/bounded-body.ts';
import { CSP_REPORT_TYPES, parseCspReport } from '../csp/violation-report.ts';
import type { Logger } from '../logger.ts';
import { createRateLimiter, type RateLimiter } from '../net/fixed-window-limiter.ts';

export const CSP_REPORT_PATH = '/csp-report';
/** A Reporting API batch of a few violations is a few kilobytes. */
export const CSP_REPORT_LIMIT_BYTES = 32 * 1024;
/** A page with a broken policy reports a handful of violations per view; a flood is not a visitor. */
export const CSP_REPORTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

export interface CspReportOptions {
  logger: Logger;
  /** The limiter; a fixed window of a minute in memory unless given (tests). */
  limiter?: RateLimiter;
}

/** One line per address and window says reports were refused, however many were. */
const refusalNotices = () => createRateLimiter({ limit: 1, windowMs: WINDOW_MS });

function isReportType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return (CSP_REPORT_TYPES as readonly string[]).includes(type);
}

export function cspReport({
  logger,
  limiter = createRateLimiter({ limit: CSP_REPORTS_PER_MINUTE, windowMs: WINDOW_MS }),
}: CspReportOptions): RequestHandler {
  if (!logger) throw new Error('cspReport needs the logger');
  const notices = refusalNotices();
  return async function cspReportMiddleware(req, res, next) {
    if (req.path !== CSP_REPORT_PATH) return next();
    res.locals.routeKind = 'csp-report';
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') return void res.set('Allow', 'POST').status(405).end();
    // req.ip follows TRUST_PROXY: behind a proxy, the visitor's address, not the proxy's.
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const hit = limiter.hit(address);
    if (!hit.allowed) {
      if (notices.hit(address).allowed)
        logger.warn({ id: res.locals.requestId, address }, 'CSP reports refused: too many from this address');
      return void res
        .set('Retry-After', String(Math.ceil(hit.resetInMs / 1000)))
        .status(429)
        .end();
    }
    if (!isReportType(req.get('content-type'))) return void res.status(415).end();
    let body: string;
    try {
      body = await readBoundedText(req, {
        limitBytes: CSP_REPORT_LIMIT_BYTES,
        declaredLength: req.headers['content-length'],
      });
    } catch (error) {
      if (!(error instanceof BodyRefusedError)) return next(error);
      return void res.status(error.reason === 'tooLarge' ? 413 : 400).end();
    }
    const violations = parseCspReport(body);
    if (!violations) return void res.status(400).end();
    for (const violation of violations) logger.warn({ id: res.locals.requestId, csp: violation }, 'CSP violation');
    res.status(204).end();
  };
}
