// The end of the chain: nothing answered, so the page does not exist.
import type { RequestHandler } from 'express';
import { HttpError } from '../errors.ts';

export function notFound(): RequestHandler {
  return function notFoundMiddleware(_req, _res, next) {
    next(new HttpError(404, 'Not Found'));
  };
}
