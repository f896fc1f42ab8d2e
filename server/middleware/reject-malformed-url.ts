// A path that is not valid percent-encoded UTF-8 (`/%`, `/%FF`, `/fr/produit/%E0%A4%A`) is the
// client's mistake: 400, before any later step tries to decode it and fails. It runs once the
// host's country and the locale of the path's prefix are known (hostCountry, localeDetection read
// the raw path and never decode it), so a browser gets the 400 page in that locale inside the
// site's layout: the path's route renders with the 400 page in place of its page, which the
// browser hydrates as it is (its router starts from the server's outcome for that route).
// Other requests (the content API, assets) and a failed render get the error handler's answer.
import type { RequestHandler } from 'express';

import type { Locale } from '../../config/locales.ts';
import { HttpError } from '../errors.ts';
import type { PageRenderer } from '../render/render-page.tsx';

export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export interface RejectMalformedUrlOptions {
  /** Renders the 400 page in the layout; without it, the error handler's page answers. */
  renderPage?: PageRenderer | undefined;
}

export function rejectMalformedUrl({ renderPage }: RejectMalformedUrlOptions): RequestHandler {
  return async function rejectMalformedUrlMiddleware(req, res, next) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (isDecodablePath(path)) return next();
    const page = (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html';
    const locale: Locale | undefined = res.locals.locale;
    if (!renderPage || !page || !locale || path.startsWith('/api/')) return next(new HttpError(400, 'Malformed URL'));
    try {
      await renderPage(req, res, { status: 400, refusal: 400 });
    } catch (error) {
      next(error);
    }
  };
}
