// CSRF protection of the forms (decision 015). Every form POST must come from one of our pages
// (its Origin, or else its Referer, is this site) and carry the visitor's token (the double-submit
// cookie of server/forms/csrf-cookie.ts). A form page rendered by the server gets the token in its
// state; a form shown by the script alone asks GET /api/forms/token. A POST that fails the check
// is answered 403 with everything typed kept and a fresh token, so the visitor only sends again.
import '../forms/form-locals.ts';

import type { Request, RequestHandler, Response } from 'express';

import type { Country } from '../../config/countries.ts';
import { originOf } from '../../routes/url-origin.ts';
import { CSRF_FIELD, emptyFormState, FORM_TOKEN_PATH, type FormTokenAnswer } from '../../shared/forms/form-protocol.ts';
import type { AnswerForm } from '../forms/answer-form.ts';
import { type CsrfCookie, sameCsrfToken } from '../forms/csrf-cookie.ts';
import { formOfPage } from '../forms/form-definitions.ts';
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
  answerForm: AnswerForm;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
}

export function csrf({ csrf: cookie, siteUrls, answerForm, metrics, logger }: CsrfOptions): RequestHandler {
  if (typeof cookie?.ensure !== 'function' || typeof answerForm !== 'function')
    throw new Error('csrf needs the CSRF cookie and the form answerer');
  const siteOrigins = Object.fromEntries(
    Object.entries(siteUrls).map(([country, url]) => [country, new URL(url).origin]),
  ) as Record<Country, string>;

  function sendToken(req: Request, res: Response) {
    res.locals.routeKind = 'form-token';
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void res
        .set('Allow', 'GET, HEAD')
        .status(405)
        .json({ message: 'Ask the token with GET', statusCode: 405 });
    const answer: FormTokenAnswer = { token: cookie.ensure(req, res) };
    res.set('Cache-Control', 'no-store').json(answer);
  }

  return async function csrfMiddleware(req, res, next) {
    if (req.path === FORM_TOKEN_PATH) return sendToken(req, res);
    const post = res.locals.formPost;
    if (!post) {
      // A form page: the token goes into its state (the page is then private, page-cache.ts).
      const form = req.method === 'GET' || req.method === 'HEAD' ? formOfPage(res.locals.route?.kind) : null;
      if (form) res.locals.formState ??= emptyFormState(form, cookie.ensure(req, res));
      return next();
    }
    const expected = cookie.read(req);
    const sameSite = fromOurSite(req, siteOrigins[res.locals.country]);
    if (sameSite && expected !== null && sameCsrfToken(post.fields[CSRF_FIELD], expected)) return next();
    const reason = !sameSite ? 'another origin' : expected === null ? 'no token cookie' : 'token mismatch';
    logger.info({ id: res.locals.requestId, form: post.form, reason }, 'form refused by the CSRF check');
    metrics.formSubmissions.inc({ form: post.form, outcome: 'csrf' });
    await answerForm(req, res, { status: 403, formError: { code: 'sessionExpired' }, withToken: sameSite });
  };
}
