// The same-origin content API at /api/v1, as browsers reach it: the embedded catalog's Fetch
// handler answered in-process, or the proxy to API_BASE_URL (server/upstream-proxy.ts). Either
// way a call first passes the browser's policy (browser-api-policy.ts): the reads the pages make,
// published content only, nothing the raw path could smuggle elsewhere.
import type { RequestHandler } from 'express';

import { sendFetchResponse, toFetchRequest } from '../http/fetch-bridge.ts';
import { admitBrowserCall } from './browser-api-policy.ts';

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
    const call = admitBrowserCall(req.method, req.originalUrl, API_PREFIX);
    if (!call.ok) {
      res.status(call.status).set('Cache-Control', 'no-store');
      if (call.allow) res.set('Allow', call.allow);
      return void res.json({ message: call.message, statusCode: call.status });
    }
    const aborted = new AbortController();
    res.once('close', () => aborted.abort());
    const bridged = await toFetchRequest(req, base, aborted.signal);
    const request = new Request(new URL(call.url, base), {
      method: bridged.method,
      headers: bridged.headers,
      signal: bridged.signal,
    });
    await sendFetchResponse(await handler.fetch(request), res);
  };
}
