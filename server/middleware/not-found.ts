// The end of the chain: nothing answered, so the page does not exist. In fr-be an unknown path
// is sent to the French 404 page (SPEC §2.2), which answers 404 itself.
import type { RequestHandler } from 'express';

import { HttpError } from '../errors.ts';
import type { Routing } from '../routing.ts';

export function notFound({ routing }: { routing: Routing }): RequestHandler {
  if (typeof routing?.router !== 'function') throw new Error('notFound needs the app routing');
  return function notFoundMiddleware(req, res, next) {
    const unknownPath = res.locals.route === null;
    if (unknownPath && res.locals.locale === 'fr-be' && (req.method === 'GET' || req.method === 'HEAD')) {
      const page = routing.router().href('notFound', {}, 'fr-be');
      // Whether a path exists changes as content is published: the answer is never kept.
      if (page && page !== req.path) return res.set('Cache-Control', 'no-store').redirect(302, page);
    }
    next(new HttpError(404, 'Not Found'));
  };
}
