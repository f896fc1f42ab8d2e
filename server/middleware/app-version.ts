// GET /app-version.json: the client build this process serves (server/render/build-id.ts), never
// cached. Pages carry the build they were rendered for; the browser asks this every few minutes
// while visible and offers to reload when they differ (client/app/behaviours/version-check.ts).
import type { RequestHandler } from 'express';

import { APP_VERSION_PATH } from '../../shared/site-paths.ts';
import { buildIdOf } from '../render/build-id.ts';
import type { Manifest } from '../render/manifest.ts';

export function appVersion({ manifest }: { manifest: Pick<Manifest, 'entry'> | null }): RequestHandler {
  // Before the first build there is no client to tell apart: the path answers 404 like any other.
  const body = manifest ? JSON.stringify({ version: buildIdOf(manifest) }) : null;
  return function appVersionMiddleware(req, res, next) {
    if (req.path !== APP_VERSION_PATH || body === null) return next();
    res.locals.routeKind = 'app-version';
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.set('Allow', 'GET, HEAD').status(405).end();
    res.set('Cache-Control', 'no-store').type('application/json').send(body);
  };
}
