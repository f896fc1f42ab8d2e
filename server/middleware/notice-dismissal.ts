// POST /notices/<notice>?back=<path>: a notice's close button without JavaScript (the obsolete-
// browser banner must work in browsers that cannot run the site's scripts). The notice's cookie
// is set, as the browser would set it, and the visitor goes back to the page (303); `back` must be
// a path of this site, anything else leads home. Another site posting here only closes a notice
// for the visitor, so no origin check is needed.
import type { RequestHandler } from 'express';

import {
  BROWSER_INFO_COOKIE,
  DISCOUNT_BANNER_COOKIE,
  DISCOUNT_BANNER_COOKIE_MAX_AGE_S,
  type DismissableNotice,
  DISMISSED_VALUE,
  NOTICE_COOKIE_MAX_AGE_S,
} from '../../shared/notice-cookies.ts';
import { safeReturnPath } from '../../shared/return-path.ts';
import { NOTICE_DISMISSAL_PREFIX } from '../../shared/site-paths.ts';
import type { Routing } from '../routing.ts';

const NOTICES: Record<DismissableNotice, { cookie: keyof typeof DISMISSED_VALUE; maxAgeS: number }> = {
  'browser-info': { cookie: BROWSER_INFO_COOKIE, maxAgeS: NOTICE_COOKIE_MAX_AGE_S },
  'discount-banner': { cookie: DISCOUNT_BANNER_COOKIE, maxAgeS: DISCOUNT_BANNER_COOKIE_MAX_AGE_S },
};

/** `back` as a path of this site, or null (shared/return-path.ts). */
export const safeBackPath = (back: unknown) => safeReturnPath(back);

export function noticeDismissal({ routing }: { routing: Routing }): RequestHandler {
  if (typeof routing?.router !== 'function') throw new Error('noticeDismissal needs the routing');
  return function noticeDismissalMiddleware(req, res, next) {
    if (req.method !== 'POST' || !req.path.startsWith(NOTICE_DISMISSAL_PREFIX)) return next();
    const name = req.path.slice(NOTICE_DISMISSAL_PREFIX.length);
    if (!Object.hasOwn(NOTICES, name)) return next();
    const notice = NOTICES[name as DismissableNotice];
    res.locals.routeKind = 'notice-dismissal';
    const secure = req.secure;
    res.cookie(notice.cookie, DISMISSED_VALUE[notice.cookie], {
      path: '/',
      maxAge: notice.maxAgeS * 1000,
      sameSite: 'lax',
      secure,
      encode: String,
    });
    const { locale } = res.locals;
    const back = safeBackPath(req.query.back) ?? ((locale && routing.router().href('home', {}, locale)) || '/');
    res.set('Cache-Control', 'no-store').redirect(303, back);
  };
}
