// The last step of the chain for pages: renders the page of the path (or its 404, 401 or 500
// page) with React, and takes a form posted to it (its route action: decision 019). In fr-be an unknown path is left to notFound, which sends it to /fr/404; a
// path whose route matched but whose page is not found is sent there by the renderer
// (server/render/not-found-redirect.ts).
import type { RequestHandler } from 'express';

import type { PageRenderer } from '../render/render-page.tsx';

export function render({ renderPage }: { renderPage: PageRenderer }): RequestHandler {
  if (typeof renderPage !== 'function') throw new Error('render needs a page renderer (createPageRenderer)');
  return async function renderMiddleware(req, res, next) {
    const formPost = req.method === 'POST' && res.locals.formPost !== undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD' && !formPost) return next();
    if (res.locals.route === null && res.locals.locale === 'fr-be') return next();
    await renderPage(req, res);
  };
}
