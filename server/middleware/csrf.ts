// CSRF protection of the forms (decision 015). Every form POST must come from one of our pages
// (its Origin, or else its Referer, is this site) and carry the visitor's token (the double-submit
// cookie of server/forms/csrf-cookie.ts). A form page rendered by the server carries the token; a
// POST that fails the check is refused 403 with everything typed kept and, from our own site, a
// fresh token, so the visitor only sends again. A form the browser shows without a server render
// (after a navigation, the pop-in) has no token: its first POST gets one that way, and the
// browser's action sends again at once (counted `token_issued`, not as a refusal).
import '../forms/form-locals.ts';
import '../auth/visitor.ts';

import type { Request, RequestHandler } from 'express';

import type { Country } from '../../config/countries.ts';
import { originOf } from '../../routes/url-origin.ts';
import { CSRF_FIELD } from '../../shared/forms/form-protocol.ts';
import { type CsrfCookie, sameCsrfToken } from '../forms/csrf-cookie.ts';
import { FORMS, formsOfPage } from '../forms/form-definitions.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';

/**
 * Whether the request comes from one of our pages: its Origin (or, when a browser sends none, its
 * Referer) is the host it was sent to or the country's SITE_URL. Neither header: the token decides.
 */
export function fromOurSite(req: Request, siteOrigin: string): boolean {
  const origin = req.get('origin');
  const referer = req.get('referer');
  if (origin === undefined && referer === undefined) return true;
  const from = originOf(origin ?? referer);
  if (from === null) return false;
  return from === siteOrigin || from === `${req.protocol}://${req.get('host')}`;
}

export interface CsrfOptions {
  csrf: CsrfCookie;
  siteUrls: Readonly<Record<Country, string>>;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
}

export function csrf({ csrf: cookie, siteUrls, metrics, logger }: CsrfOptions): RequestHandler {
  if (typeof cookie?.ensure !== 'function') throw new Error('csrf needs the CSRF cookie');
  const siteOrigins = Object.fromEntries(
    Object.entries(siteUrls).map(([country, url]) => [country, new URL(url).origin]),
  ) as Record<Country, string>;

  return function csrfMiddleware(req, res, next) {
    const post = res.locals.formPost;
    // A customer's pages (and an editor's) are theirs alone (private, no-store): each carries the
    // token of the forms every page offers them (favourites, logout).
    const customer = res.locals.visitor?.account != null || res.locals.visitor?.previewer === true;
    const formPage = formsOfPage(res.locals.route?.kind).length > 0 || customer;
    if (!post) {
      // A form page: the token goes into its form (the page is then private, page-cache.ts).
      if (formPage && (req.method === 'GET' || req.method === 'HEAD')) res.locals.csrfToken = cookie.ensure(req, res);
      return next();
    }
    // A page rendered again after a POST carries the visitor's token, a fresh one if need be.
    const tokenForPage = () => {
      if (post.mode === 'html' && (post.ownPage || customer)) res.locals.csrfToken = cookie.ensure(req, res);
    };
    if (post.refusal) {
      tokenForPage();
      return next();
    }
    const expected = cookie.read(req);
    const sameSite = fromOurSite(req, siteOrigins[res.locals.country]);
    const sent = post.fields[CSRF_FIELD];
    if (sameSite && ((expected !== null && sameCsrfToken(sent, expected)) || FORMS[post.form].originOnly)) {
      tokenForPage();
      return next();
    }
    const reason = !sameSite ? 'another origin' : expected === null ? 'no token cookie' : 'token mismatch';
    // From our own site without any token: a form the browser showed by itself, asking for one.
    const asking = sameSite && (sent === undefined || sent === '');
    if (asking) logger.debug({ id: res.locals.requestId, form: post.form, reason }, 'form token issued');
    else logger.info({ id: res.locals.requestId, form: post.form, reason }, 'form refused by the CSRF check');
    metrics.formSubmissions.inc({ form: post.form, outcome: asking ? 'token_issued' : 'csrf' });
    // The page rendered again carries a token; the browser's action gets one from our own site only.
    tokenForPage();
    const fresh = post.mode === 'json' && sameSite ? cookie.ensure(req, res) : undefined;
    post.refusal = { status: 403, formError: { code: 'sessionExpired' }, ...(fresh !== undefined && { token: fresh }) };
    next();
  };
}
