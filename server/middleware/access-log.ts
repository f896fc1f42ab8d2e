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
    route: res.locals.routeKind,
    aborted: !res.writableFinished || undefined,
  };
}

export function accessLog({ logger }: { logger: Logger }): RequestHandler {
  if (!logger) throw new Error('accessLog needs a logger');
  const middleware = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId: (_req, res) => (res as Response).locals?.requestId,
    customAttributeKeys: { reqId: 'id', responseTime: 'duration' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, loggable) => ({ ...accessLine(req as Request, res as Response), duration: loggable.duration }),
    customErrorObject: (req, res, error, loggable) => ({
      ...accessLine(req as Request, res as Response),
      duration: loggable.duration,
      err: error,
    }),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  });
  return function accessLogMiddleware(req, res, next) {
    middleware(req, res, next);
  };
}
