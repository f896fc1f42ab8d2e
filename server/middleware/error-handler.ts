// The one error handler (SPEC §8): status from statusCode, status or the response status,
// default 500; JSON `{message, statusCode}` for API clients, a localised page for browsers;
// the stack only ever goes to the log.
import type { ErrorRequestHandler, Request, Response } from 'express';

import { COUNTRY_INFO } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import { normalizeError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { fallbackPage, fallbackPageKind } from '../render/fallback-page.ts';

export const ERROR_PAGE_FAILED = 'error occurred while showing the error page';

export interface ErrorHandlerOptions {
  logger: Logger;
  /** The locale of error pages for requests that failed before a locale was known. */
  fallbackLocale: Locale;
  /** The locale's home path, linked from error pages. */
  homeHref: (locale: Locale) => string;
  /** Renders the page of a status; the default is the fallback page. */
  renderErrorPage?: (statusCode: number, locale: Locale) => string;
}

function wantsJson(req: Request): boolean {
  return req.path === '/api' || req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json';
}

/** Node's 'aborted' (ECONNRESET) on a request whose client hung up mid-body, as Node or a body reader says it. */
function clientWentAway(error: unknown): boolean {
  const record =
    typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown; type?: unknown }) : {};
  return (record.code === 'ECONNRESET' && record.message === 'aborted') || record.type === 'request.aborted';
}

export function errorHandler({
  logger,
  fallbackLocale,
  homeHref,
  renderErrorPage,
}: ErrorHandlerOptions): ErrorRequestHandler {
  if (!logger || typeof homeHref !== 'function') throw new Error('errorHandler needs a logger and homeHref');
  const render =
    renderErrorPage ??
    ((statusCode: number, locale: Locale) => fallbackPage(fallbackPageKind(statusCode), locale, homeHref(locale)));
  return function errorHandlerMiddleware(error, req: Request, res: Response, _next) {
    if (clientWentAway(error)) {
      // Nobody is left to answer: the visitor closed the connection while its request was read.
      logger.info(
        { id: res.locals.requestId, reason: String(error?.message ?? error) },
        'the client went away before its request was read',
      );
      if (!res.destroyed) res.destroy();
      return;
    }
    const answer = normalizeError(error, res.headersSent ? undefined : res.statusCode);
    if (answer.statusCode >= 500) logger.error({ id: res.locals.requestId, err: error }, 'error while answering');
    else
      logger.debug(
        { id: res.locals.requestId, status: answer.statusCode, reason: String(error?.message ?? error) },
        'request refused',
      );

    if (res.headersSent) {
      // Too late for an error page: end what was sent so the client is not left waiting.
      if (!res.writableEnded) res.end();
      return;
    }
    res.status(answer.statusCode);
    if (answer.statusCode >= 500) res.set('Cache-Control', 'no-store');
    if (wantsJson(req)) return void res.json(answer);

    const locale = res.locals.locale ?? COUNTRY_INFO[res.locals.country]?.defaultLocale ?? fallbackLocale;
    try {
      res.type('html').send(render(answer.statusCode, locale));
    } catch (renderError) {
      logger.error({ id: res.locals.requestId, err: renderError }, ERROR_PAGE_FAILED);
      res
        .type('html')
        .send(`<!doctype html><title>Error</title><p>${ERROR_PAGE_FAILED}</p><p><a href="/">Home</a></p>`);
    }
  };
}
