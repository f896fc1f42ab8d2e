// Finds the route of the path in the request's locale (res.locals.route, null when none), and
// applies the root rules of SPEC §2.1: where `/` is no locale's home (Belgium, Switzerland), it
// and `/index` go to the home of the visitor's locale; elsewhere `/index` goes to `/`. A locale's
// prefixed index (`/fr/index`, `/nl/index`, `/de/index` in Switzerland) goes to that locale's home
// for good (301): the path names the locale, so no cookie or language changes where it leads.
import type { RequestHandler } from 'express';

import type { Routing } from '../routing.ts';

const INDEX_PATHS = new Set(['/index', '/index/']);

function withQuery(path: string, originalUrl: string): string {
  const query = originalUrl.indexOf('?');
  return query === -1 ? path : path + originalUrl.slice(query);
}

export function routeMatch({ routing }: { routing: Routing }): RequestHandler {
  if (typeof routing?.router !== 'function') throw new Error('routeMatch needs the app routing (createRouting)');
  return function routeMatchMiddleware(req, res, next) {
    const router = routing.router();
    const locale = res.locals.locale;
    const home = router.href('home', {}, locale)!;
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (req.path === '/' && home !== '/') {
        // Which home depends on the visitor's cookie and language: not cacheable as one answer.
        res.vary('Cookie').vary('Accept-Language').set('Cache-Control', 'private, no-cache');
        return res.redirect(302, withQuery(home, req.originalUrl));
      }
      if (home !== '/' && (req.path === `${home}/index` || req.path === `${home}/index/`))
        return res.redirect(301, withQuery(home, req.originalUrl));
      if (INDEX_PATHS.has(req.path)) {
        if (home !== '/') res.vary('Cookie').vary('Accept-Language').set('Cache-Control', 'private, no-cache');
        return res.redirect(home === '/' ? 301 : 302, withQuery(home, req.originalUrl));
      }
    }
    const route = router.match(locale, req.path);
    res.locals.route = route;
    if (!route) return next();
    res.locals.routeKind = route.kind;
    // One URL per page: a trailing slash, a brand-filter alias or another spelling of a search
    // term is sent to the URL the router writes.
    const canonical = router.href(route.kind, route.params, locale);
    if (canonical && canonical !== req.path && (req.method === 'GET' || req.method === 'HEAD')) {
      return res.redirect(301, withQuery(canonical, req.originalUrl));
    }
    next();
  };
}
