// One JSON line per request when its response ends (or the client goes away).
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';

import type { Logger } from '../logger.ts';

function accessLine(req: Request, res: Response) {
  return {
    method: req.method,
    path: req.originalUrl.split('?')[0],
    status: res.statusCode,
    country: res.locals.country,
    locale: res.locals.locale,
    route: res.locals.routeKind ?? 'unmatched',
    aborted: !res.writableFinished || undefined,
  };
}

/** Probes and scrapers hit every few seconds: their successes are debug noise. */
const QUIET_ROUTES = new Set(['healthz', 'readyz', 'metrics']);

function levelOf(res: Response, error: unknown): 'debug' | 'info' | 'warn' | 'error' {
  // 503 is deliberate (maintenance, draining): worth seeing, not worth paging anyone.
  if (res.statusCode === 503) return 'warn';
  if (error || res.statusCode >= 500) return 'error';
  return QUIET_ROUTES.has(res.locals.routeKind ?? '') ? 'debug' : 'info';
}

export function accessLog({ logger }: { logger: Logger }): RequestHandler {
  if (!logger) throw new Error('accessLog needs a logger');
  const middleware = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId: (_req, res) => (res as Response).locals?.requestId,
    customAttributeKeys: { reqId: 'id', responseTime: 'duration' },
    customLogLevel: (_req, res, error) => levelOf(res as Response, error),
    customSuccessObject: (req, res, loggable) => ({
      ...accessLine(req as Request, res as Response),
      duration: loggable.duration,
    }),
    // The error handler logs the error itself, with its stack; the access line stays one shape.
    customErrorObject: (req, res, _error, loggable) => ({
      ...accessLine(req as Request, res as Response),
      duration: loggable.duration,
    }),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  });
  return function accessLogMiddleware(req, res, next) {
    middleware(req, res, next);
  };
}
