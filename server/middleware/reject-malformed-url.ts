// A path that is not valid percent-encoded UTF-8 (`/%`, `/%FF`) is the client's mistake:
// answer 400 here, before any later step tries to decode it and fails.
import type { RequestHandler } from 'express';

import { HttpError } from '../errors.ts';

export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function rejectMalformedUrl(): RequestHandler {
  return function rejectMalformedUrlMiddleware(req, _res, next) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!isDecodablePath(path)) return next(new HttpError(400, 'Malformed URL'));
    next();
  };
}
