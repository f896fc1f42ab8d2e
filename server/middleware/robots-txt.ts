// GET /robots.txt of the request's country (server/crawl/robots-txt.ts). It sits before the
// legacy redirects and the maintenance step: it is no page, and during maintenance it answers
// 503 itself (server/crawl/unavailable.ts) instead of a redirect to an HTML page.
import type { RequestHandler } from 'express';

import { COUNTRIES, type Country } from '../../config/countries.ts';
import { robotsText } from '../crawl/robots-txt.ts';
import { answerUnavailable } from '../crawl/unavailable.ts';
import type { MaintenanceSwitch } from '../maintenance-switch.ts';
import type { Routing } from '../routing.ts';

/** Shared caches and crawlers may keep it five minutes: it changes with a deploy, not with content. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=300';

export interface RobotsTxtOptions {
  routing: Routing;
  siteUrls: Readonly<Record<Country, string>>;
  maintenanceSwitch: MaintenanceSwitch;
  /** The country when host-country has not run (a partial chain under test). */
  defaultCountry: Country;
}

export function robotsTxt({ routing, siteUrls, maintenanceSwitch, defaultCountry }: RobotsTxtOptions): RequestHandler {
  if (typeof routing?.router !== 'function' || typeof maintenanceSwitch?.isOn !== 'function')
    throw new Error('robotsTxt needs the routing and the maintenance switch');
  const missing = COUNTRIES.filter((country) => typeof siteUrls?.[country] !== 'string');
  if (missing.length > 0)
    throw new Error(`robotsTxt needs the site URL of every country; missing: ${missing.join(', ')}`);
  const texts = new Map<Country, string>();
  return function robotsTxtMiddleware(req, res, next) {
    if (req.path !== '/robots.txt' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.locals.routeKind = 'robots';
    if (maintenanceSwitch.isOn()) return answerUnavailable(res, 'maintenance');
    const country = res.locals.country ?? defaultCountry;
    let text = texts.get(country);
    if (text === undefined)
      texts.set(country, (text = robotsText({ country, router: routing.router(), siteUrl: siteUrls[country] })));
    res.set('Cache-Control', ROBOTS_CACHE_CONTROL).type('text/plain').send(text);
  };
}
