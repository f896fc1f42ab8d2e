// POST /logout: ends the visitor's session (decision 010: the session is the jwt_token cookie)
// and sends them to the home page of their language (303, so the browser GETs it). A POST from
// another site is refused (403): no third-party page can log a visitor out. GET is left to the
// pages (a page may have that path).
import type { RequestHandler } from 'express';

import type { Country } from '../../config/countries.ts';
import { LOGOUT_PATH } from '../../shared/site-paths.ts';
import type { Logger } from '../logger.ts';
import { SESSION_COOKIE } from '../render/render-page.tsx';
import type { Routing } from '../routing.ts';
import { fromOurSite } from './csrf.ts';

export interface LogoutOptions {
  routing: Routing;
  siteUrls: Readonly<Record<Country, string>>;
  logger: Logger;
}

export function logout({ routing, siteUrls, logger }: LogoutOptions): RequestHandler {
  if (typeof routing?.router !== 'function' || !siteUrls) throw new Error('logout needs the routing and the site URLs');
  const siteOrigins = Object.fromEntries(
    Object.entries(siteUrls).map(([country, url]) => [country, new URL(url).origin]),
  ) as Record<Country, string>;
  return function logoutMiddleware(req, res, next) {
    if (req.path !== LOGOUT_PATH || req.method !== 'POST') return next();
    res.locals.routeKind = 'logout';
    res.set('Cache-Control', 'no-store');
    if (!fromOurSite(req, siteOrigins[res.locals.country])) {
      logger.info(
        { id: res.locals.requestId, origin: req.get('origin') ?? req.get('referer') },
        'logout refused: posted from another site',
      );
      return void res.status(403).type('text/plain').send('Forbidden');
    }
    const { locale } = res.locals;
    const home = (locale && routing.router().href('home', {}, locale)) || '/';
    // The cookie as it may have been set: host-only, on every path.
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.redirect(303, home);
  };
}
