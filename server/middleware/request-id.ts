// Gives every request an id, echoed in X-Request-Id and carried by its log line.
import { randomUUID } from 'node:crypto';

import type { RequestHandler } from 'express';

const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED_ID.test(value);
}

export function requestId(): RequestHandler {
  return function requestIdMiddleware(req, res, next) {
    const incoming = req.headers['x-request-id'];
    res.locals.requestId = isWellFormedRequestId(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', res.locals.requestId);
    next();
  };
}
