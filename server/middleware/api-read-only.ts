// The browser may read the content API at /api/v1, never write to it: the only writes are the
// forms, and they go through the form handler (/api/forms, or the form's page), where the CSRF
// check, the rate limit and the anti-spam check apply (decision 015). A POST, PUT or DELETE here
// is answered 405 before it reaches the catalog or API_BASE_URL.
import type { RequestHandler } from 'express';

import { API_PREFIX } from './content-api.ts';

export function apiReadOnly(): RequestHandler {
  return function apiReadOnlyMiddleware(req, res, next) {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (req.path !== API_PREFIX && !req.path.startsWith(`${API_PREFIX}/`)) return next();
    res.locals.routeKind = 'api';
    res
      .status(405)
      .set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' })
      .json({ message: 'The content API is read-only for browsers; forms are sent to /api/forms', statusCode: 405 });
  };
}
