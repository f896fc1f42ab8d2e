// SPEC §4 'Maintenance': while it is on, page requests are sent (307) to the locale's
// maintenance page, which answers 503 and is never cached; while it is off, that page sends
// visitors home. The same-origin API answers for itself.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import type { MaintenanceSwitch } from '../maintenance-switch.ts';
import type { Routing } from '../routing.ts';

/** Seconds a client is told to wait before trying again. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

export interface MaintenanceOptions {
  maintenanceSwitch: MaintenanceSwitch;
  routing: Routing;
  /** The country when host-country has not run (a partial chain under test). */
  defaultCountry: Country;
  /** Sends the maintenance page; status and caching headers are already set. */
  renderPage: (req: Request, res: Response, next: NextFunction) => void;
}

export function maintenance({
  maintenanceSwitch,
  routing,
  defaultCountry,
  renderPage,
}: MaintenanceOptions): RequestHandler {
  if (
    typeof maintenanceSwitch?.isOn !== 'function' ||
    typeof renderPage !== 'function' ||
    typeof routing?.router !== 'function'
  ) {
    throw new Error('maintenance needs a maintenance switch, the routing and a page renderer');
  }
  if (!COUNTRY_INFO[defaultCountry]) throw new Error(`maintenance: '${defaultCountry}' is not a country`);
  function answerMaintenance(req: Request, res: Response, next: NextFunction) {
    res.locals.routeKind = 'maintenance';
    res.status(503).set({ 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
    renderPage(req, res, next);
  }
  return function maintenanceMiddleware(req, res, next) {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    const router = routing.router();
    const locale = (res.locals.locale ??= COUNTRY_INFO[res.locals.country ?? defaultCountry].defaultLocale);
    const on = maintenanceSwitch.isOn();
    const maintenancePath = router.href('maintenance', {}, locale)!;
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    if (path === maintenancePath) {
      if (on) return answerMaintenance(req, res, next);
      res.set('Cache-Control', 'no-store');
      return res.redirect(307, router.href('home', {}, locale)!);
    }
    if (!on) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return answerMaintenance(req, res, next);
    res.locals.routeKind = 'maintenance';
    res.set('Cache-Control', 'no-store');
    res.redirect(307, maintenancePath);
  };
}
