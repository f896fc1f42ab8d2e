// The same-origin content API at /api/v1: the embedded catalog's Fetch handler, answered
// in-process. With API_BASE_URL set the browser still calls /api/v1 and this proxies nothing:
// the catalog is then not mounted (see deps), and /api/v1 answers 404.
import type { RequestHandler } from 'express';

import { sendFetchResponse, toFetchRequest } from '../http/fetch-bridge.ts';

export const API_PREFIX = '/api/v1';

export interface FetchHandler {
  fetch(request: Request): Promise<Response>;
}

export function contentApi({ handler, origin }: { handler: FetchHandler; origin: string }): RequestHandler {
  if (typeof handler?.fetch !== 'function') throw new Error('contentApi needs a Fetch-standard handler (the catalog)');
  const base = new URL(origin).origin;
  return async function contentApiMiddleware(req, res, next) {
    if (req.path !== API_PREFIX && !req.path.startsWith(`${API_PREFIX}/`)) return next();
    res.locals.routeKind = 'api';
    const aborted = new AbortController();
    res.once('close', () => aborted.abort());
    const request = await toFetchRequest(req, base, aborted.signal);
    await sendFetchResponse(await handler.fetch(request), res);
  };
}
