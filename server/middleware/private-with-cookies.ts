// An answer that sets a cookie is the visitor's own: no shared cache may keep it (decision 012).
// A CDN that stored it would hand that Set-Cookie to every visitor after (or, as many do, refuse
// to store any answer that sets one). The locale cookie is the usual case: locale detection sets
// it on the first page of a visitor, whose Cache-Control the renderer chose as public. Checked
// when the headers go out, so it holds whatever step set the cookie or the Cache-Control.
import type { ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/** What an answer that sets a cookie and said nothing of caching answers. */
export const COOKIE_ANSWER_CACHE_CONTROL = 'private, no-cache';

/** Directives that only speak to shared caches, or let them store. */
const SHARED_ONLY = /^(public|s-maxage=.*|proxy-revalidate)$/i;
/** Directives that already keep an answer out of shared caches (`private="…"` names fields only). */
const KEPT_FROM_SHARED_CACHES = /^(private|no-store)$/i;

/** The Cache-Control of an answer that sets a cookie: private, with what it told the browser kept. */
export function privateCacheControl(cacheControl: string | undefined): string {
  const directives = (cacheControl ?? '')
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);
  if (directives.some((directive) => KEPT_FROM_SHARED_CACHES.test(directive))) return cacheControl!;
  const forTheBrowser = directives.filter((directive) => !SHARED_ONLY.test(directive));
  return forTheBrowser.length > 0 ? ['private', ...forTheBrowser].join(', ') : COOKIE_ANSWER_CACHE_CONTROL;
}

function keepPrivateWhenSettingCookies(this: ServerResponse) {
  if (this.getHeader('Set-Cookie') === undefined) return;
  const cacheControl = this.getHeader('Cache-Control');
  const current = Array.isArray(cacheControl) ? cacheControl.join(', ') : cacheControl?.toString();
  const kept = privateCacheControl(current);
  if (kept !== current) this.setHeader('Cache-Control', kept);
}

export function privateWithCookies(): RequestHandler {
  return function privateWithCookiesMiddleware(_req, res, next) {
    onHeaders(res, keepPrivateWhenSettingCookies);
    next();
  };
}
