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
import { NOTICE_DISMISSAL_PREFIX } from '../../shared/site-paths.ts';
import type { Routing } from '../routing.ts';

const NOTICES: Record<DismissableNotice, { cookie: keyof typeof DISMISSED_VALUE; maxAgeS: number }> = {
  'browser-info': { cookie: BROWSER_INFO_COOKIE, maxAgeS: NOTICE_COOKIE_MAX_AGE_S },
  'discount-banner': { cookie: DISCOUNT_BANNER_COOKIE, maxAgeS: DISCOUNT_BANNER_COOKIE_MAX_AGE_S },
};

/** The longest `back` followed: the longest URL the redirection endpoint takes too. */
export const MAX_BACK_LENGTH = 2000;
/** Any base works: only a path that stays on it is kept. */
const RESOLVING_BASE = 'http://vitrine.invalid';

/**
 * `back` as a path of this site, or null. It is resolved as a browser would resolve it (dot
 * segments, backslashes), must stay on this origin, and comes out as path and query with
 * repeated slashes collapsed: `/.//evil.example` leads to `/evil.example`, never to another host.
 */
export function safeBackPath(back: unknown): string | null {
  if (typeof back !== 'string' || back.length > MAX_BACK_LENGTH) return null;
  if (!back.startsWith('/') || /[\u0000-\u001f\u007f]/.test(back)) return null;
  let resolved: URL;
  try {
    resolved = new URL(back, RESOLVING_BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== RESOLVING_BASE) return null;
  return resolved.pathname.replace(/\/{2,}/g, '/') + resolved.search;
}

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
