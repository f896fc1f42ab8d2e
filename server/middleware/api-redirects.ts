// SPEC §4 'Redirection', §7 'GET redirection endpoint', §8: when no route matched, the
// upstream redirection endpoint is asked about the URL before the 404. A hit redirects to a
// safe target; a miss, a failure or a timeout is logged and the request goes on to the 404.
// Policy: docs/decisions/006-redirects.md.
import type { RequestHandler } from 'express';

import { COUNTRIES, type Country, COUNTRY_INFO } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import {
  type EndpointAnswer,
  endpointRedirect,
  type EndpointRedirectStatus,
  redirectCandidates,
} from '../../redirects/redirection-endpoint.ts';
import { MAX_REDIRECTION_URL_LENGTH } from '../../shared/api/resources/redirection.ts';
import type { Logger } from '../logger.ts';

/** How long a 404 waits for the endpoint before it is answered without it. */
export const REDIRECT_LOOKUP_TIMEOUT_MS = 1_500;

/** Permanent answers (301, 308) may be cached for an hour; an editor's fix lands within it. */
export const PERMANENT_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
/** Temporary answers (302, 303, 307) are asked again every time. */
export const TEMPORARY_REDIRECT_CACHE_CONTROL = 'no-store';

export interface RedirectLookupContext {
  country: Country;
  locale: Locale;
  /** Aborted when the lookup times out: the API client should give up its call. */
  signal: AbortSignal;
}

/** The API client's call of the redirection endpoint: `data.type` as status, `data.url` as url. */
export type RedirectLookup = (candidates: string[], context: RedirectLookupContext) => Promise<EndpointAnswer | null>;

export class RedirectLookupTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the redirection endpoint did not answer within ${timeoutMs} ms`);
    this.name = 'RedirectLookupTimeout';
  }
}

export interface AskRedirectionOptions {
  lookup: RedirectLookup;
  country: Country;
  locale: Locale;
  siteUrls: Readonly<Record<Country, string>>;
  /** The path and query as received. */
  path: string;
  search: string;
  timeoutMs?: number;
}

export type RedirectionOutcome =
  | {
      kind: 'redirect';
      status: EndpointRedirectStatus;
      location: string;
      statusAccepted: boolean;
      answer: EndpointAnswer;
      candidates: string[];
    }
  | { kind: 'miss'; candidates: string[] }
  /** The path is longer than the endpoint takes: it cannot know it, and is not asked. */
  | { kind: 'too long'; candidates: [] }
  | { kind: 'refused'; reason: 'unsafe target' | 'loop'; answer: EndpointAnswer; candidates: string[] }
  | { kind: 'failed'; error: unknown; timedOut: boolean; candidates: string[] };

/**
 * Asks the endpoint about a URL no route matched, bounded by a timeout, and turns the answer
 * into an outcome. Never rejects. The renderer uses it too, when a page's entity is not found.
 */
export async function askRedirection({
  lookup,
  country,
  locale,
  siteUrls,
  path,
  search,
  timeoutMs = REDIRECT_LOOKUP_TIMEOUT_MS,
}: AskRedirectionOptions): Promise<RedirectionOutcome> {
  if (path.length > MAX_REDIRECTION_URL_LENGTH) return { kind: 'too long', candidates: [] };
  const siteUrl = siteUrls[country];
  const candidates = redirectCandidates({ siteUrl, path, search });
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let answer: EndpointAnswer | null;
  try {
    const pending = Promise.resolve().then(() =>
      lookup([...candidates], { country, locale, signal: controller.signal }),
    );
    // A late rejection after the timeout is already accounted for.
    pending.catch(() => {});
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new RedirectLookupTimeout(timeoutMs));
      }, timeoutMs);
    });
    answer = await Promise.race([pending, timeout]);
  } catch (error) {
    return { kind: 'failed', error, timedOut: error instanceof RedirectLookupTimeout, candidates };
  } finally {
    clearTimeout(timer);
  }
  if (answer === null || answer === undefined || typeof answer !== 'object' || !answer.url)
    return { kind: 'miss', candidates };
  const redirect = endpointRedirect(answer, { siteUrl, siteOrigins: COUNTRIES.map((c) => siteUrls[c]), path, search });
  if (!redirect.ok) return { kind: 'refused', reason: redirect.reason, answer, candidates };
  return {
    kind: 'redirect',
    status: redirect.status,
    location: redirect.location,
    statusAccepted: redirect.statusAccepted,
    answer,
    candidates,
  };
}

export interface ApiRedirectsOptions {
  /** The API client's call of the redirection endpoint. */
  lookup: RedirectLookup;
  /** SITE_URL_<COUNTRY>: candidates and path targets use the country's origin. */
  siteUrls: Readonly<Record<Country, string>>;
  logger: Logger;
  /** REDIRECT_LOOKUP_TIMEOUT_MS unless a test needs it shorter. */
  timeoutMs?: number;
}

export function apiRedirects({
  lookup,
  siteUrls,
  logger,
  timeoutMs = REDIRECT_LOOKUP_TIMEOUT_MS,
}: ApiRedirectsOptions): RequestHandler {
  if (typeof lookup !== 'function')
    throw new Error('apiRedirects needs the lookup of the redirection endpoint (the API client)');
  if (!logger) throw new Error('apiRedirects needs a logger: a failing endpoint is logged, never shown');
  const missing = COUNTRIES.filter((country) => typeof siteUrls?.[country] !== 'string');
  if (missing.length > 0)
    throw new Error(`apiRedirects needs the site URL of every country; missing: ${missing.join(', ')}`);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`apiRedirects: timeoutMs must be a positive integer, got ${timeoutMs}`);

  return async function apiRedirectsMiddleware(req, res, next) {
    const id = res.locals.requestId;
    if (res.locals.route !== null) {
      logger.debug(
        { id },
        res.locals.route === undefined
          ? 'no endpoint redirect: route matching has not run'
          : 'no endpoint redirect: a route matched',
      );
      return next();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      logger.debug({ id }, `no endpoint redirect: method ${req.method}`);
      return next();
    }
    const country = res.locals.country;
    if (!COUNTRIES.includes(country)) {
      logger.debug({ id }, 'no endpoint redirect: no country for this request');
      return next();
    }
    const url = req.originalUrl ?? req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    const locale = res.locals.locale ?? COUNTRY_INFO[country].defaultLocale;

    const outcome = await askRedirection({ lookup, country, locale, siteUrls, path, search, timeoutMs });
    switch (outcome.kind) {
      case 'redirect':
        if (!outcome.statusAccepted) {
          logger.warn(
            { id, status: outcome.answer.status, url: outcome.answer.url },
            `redirection endpoint status is not a redirect; answering ${outcome.status}`,
          );
        }
        logger.info(
          { id, path, status: outcome.status, to: outcome.location },
          'redirected by the redirection endpoint',
        );
        if (res.headersSent) return;
        res.locals.routeKind = 'redirect';
        res.set(
          'Cache-Control',
          outcome.status === 301 || outcome.status === 308
            ? PERMANENT_REDIRECT_CACHE_CONTROL
            : TEMPORARY_REDIRECT_CACHE_CONTROL,
        );
        return res.redirect(outcome.status, outcome.location);
      case 'miss':
        logger.debug({ id, path }, 'no endpoint redirect: the endpoint has none');
        return next();
      case 'too long':
        logger.debug({ id, length: path.length }, 'no endpoint redirect: the path is longer than the endpoint takes');
        return next();
      case 'refused':
        logger.warn(
          { id, path, url: outcome.answer.url, reason: outcome.reason },
          `redirection endpoint target ignored: ${outcome.reason}`,
        );
        return next();
      case 'failed':
        logger.warn(
          {
            id,
            path,
            err: outcome.timedOut ? undefined : outcome.error,
            timeoutMs: outcome.timedOut ? timeoutMs : undefined,
          },
          outcome.timedOut
            ? 'redirection endpoint timed out; going on to the 404'
            : 'redirection endpoint failed; going on to the 404',
        );
        return next();
    }
  };
}
