// Renders a page of the site (decision 009): the page is prepared (its critical data decides the
// status and the head), then the document streams with the query state behind it. HEAD stops
// before rendering. A form posted to the page goes to its route action first (decision 019): a
// stored form is redirected to its confirmation page, the browser's action gets its answer in
// JSON, and a refusal without JavaScript renders the page again with it.
import '../forms/form-locals.ts';

import type { QueryClient } from '@tanstack/react-query';
import type { Request as ExpressRequest, Response } from 'express';

import { StatusError, statusOfFailure } from '../../client/app/route-errors.ts';
import { isServerReadPage, PAGE_DATA_TYPE } from '../../client/app/server-read-page.ts';
import { COUNTRIES } from '../../config/countries.ts';
import { allHttps, type Config } from '../../config/env.ts';
import { dismissedNotices } from '../../shared/notice-cookies.ts';
import { sessionCookieWriter } from '../auth/session-cookie.ts';
import { ANONYMOUS } from '../auth/visitor.ts';
import type { Content } from '../content.ts';
import type { FormSubmitter } from '../forms/submit-form.ts';
import { namesMediaType } from '../http/content-negotiation.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { RedirectLookup } from '../middleware/api-redirects.ts';
import { clientKey } from '../middleware/form-rate-limit.ts';
import type { Routing } from '../routing.ts';
import { cartCookieWriter, cartTokenOf } from '../shop/cart-cookie.ts';
import { isCrawler } from './bots.ts';
import type { DocumentCache, KeptDocument } from './document-cache.ts';
import { fallbackPage } from './fallback-page.ts';
import type { Manifest } from './manifest.ts';
import { notFoundRedirect } from './not-found-redirect.ts';
import { PAGE_VARY, pageCacheControl, RESULTS_CACHE_CONTROL, SESSION_CACHE_CONTROL } from './page-cache.ts';
import { createPagePreparer } from './prepare-page.tsx';
import { streamPage } from './stream-page.ts';

/** How soon a visitor or a crawler may ask again for a page the content API could not give. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * Whether a query of the page failed, or holds a failure it settled into (`{ ok: false }`, as
 * search results do: search.ts's Settled): its document shows an error, and is never kept
 * (decision 041).
 */
function anyQueryFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.status === 'error' || (state.data as { ok?: unknown } | null | undefined)?.ok === false);
}

/** SPEC §9's jwt_token: a customer's session or an editor's preview right (server/auth/session-cookie.ts). */
export { SESSION_COOKIE } from '../auth/session-cookie.ts';

export interface PageRendererOptions {
  config: Pick<
    Config,
    | 'siteUrls'
    | 'routePrefixMode'
    | 'productsPerPage'
    | 'pageCacheControl'
    | 'tagManagerIds'
    | 'recaptcha'
    | 'mapTileUrl'
    | 'mapTileAttribution'
    | 'nodeEnv'
    | 'smtpUrl'
  > &
    Partial<Pick<Config, 'shopCountries'>>;
  metrics?: Pick<Metrics, 'renderDuration' | 'rendersInFlight' | 'documentCache'>;
  routing: Routing;
  content: Content;
  manifest: Manifest;
  logger: Logger;
  /** The redirection endpoint, asked about pages not found; the content API's unless given. */
  redirectLookup?: RedirectLookup | null;
  /** Streaming deadline; RENDER_DEADLINE_MS unless given (tests). */
  deadlineMs?: number;
  /** The server's form step behind the route action; forms posted to pages are refused 405 without it. */
  submitForm?: FormSubmitter;
  /** Anonymous pages kept a few seconds and sent again (decision 041); every page renders without it. */
  documents?: DocumentCache | null;
}

export interface RenderOptions {
  /** Renders this path instead of the request's (the maintenance page answers any request). */
  path?: string;
  /** The status decided before rendering (503 for maintenance). */
  status?: number;
  /** The error page shown in the layout of `path` (400: a URL the server cannot read). */
  refusal?: 400;
}

export type PageRenderer = (req: ExpressRequest, res: Response, options?: RenderOptions) => Promise<void>;

export function createPageRenderer({
  config,
  metrics,
  routing,
  content,
  manifest,
  logger,
  deadlineMs,
  redirectLookup = content.redirectLookup,
  submitForm,
  documents = null,
}: PageRendererOptions): PageRenderer {
  const preparePage = createPagePreparer({ config, routing, content, manifest });
  const secureCookies = allHttps(config.siteUrls);

  return async function renderPage(req, res, options = {}) {
    metrics?.rendersInFlight.inc();
    try {
      await render(req, res, options);
    } finally {
      metrics?.rendersInFlight.dec();
    }
  };

  async function render(...[req, res, options = {}]: Parameters<PageRenderer>): Promise<void> {
    const started = performance.now();
    const { locale, country, cspNonce: nonce } = res.locals;
    // Who the visitor is: server/middleware/visitor-session.ts read the jwt_token cookie.
    const visitor = res.locals.visitor ?? ANONYMOUS;
    // The visitor's cart (issue 20): where the country sells, a customer's or an anonymous one's
    // (its token in a cookie); a page that shows its count is the visitor's own.
    const shop = (config.shopCountries ?? COUNTRIES).includes(country);
    const cartToken = cartTokenOf(req);
    const session = visitor.hasCookie || cartToken !== null;
    const post = req.method === 'POST' ? res.locals.formPost : undefined;
    if (post && !submitForm) throw new Error('a form was posted, and the renderer has no form step');
    // The browser's router asking for a customer's private page's data (decision 032): the
    // page's own URL, read with the visitor's cookie; a GET, which changes nothing.
    const dataOnly =
      req.method === 'GET' &&
      options.path === undefined &&
      isServerReadPage(res.locals.route) &&
      req.accepts(['text/html', PAGE_DATA_TYPE]) === PAGE_DATA_TYPE;
    const dismissed = dismissedNotices(req.cookies);
    // SPEC §7: WebP when the Accept header names image/webp.
    const webp = namesMediaType(req.get('accept'), 'image/webp');
    // An anonymous visitor's page, the same for every such visitor: perhaps kept (decision 041).
    const documentKey =
      documents &&
      req.method === 'GET' &&
      options.path === undefined &&
      options.status === undefined &&
      options.refusal === undefined &&
      !post &&
      !session &&
      !visitor.previewer &&
      res.locals.csrfToken === undefined
        ? [
            req.get('host') ?? '',
            country,
            locale,
            webp ? 'webp' : '',
            dismissed.browserInfo ? 'browser-info' : '',
            dismissed.discountBanner ? 'discount-banner' : '',
            req.originalUrl,
          ].join('\n')
        : null;
    if (documents && documentKey !== null) {
      // In gzip when compression would answer in gzip (the browsers that accept brotli included:
      // compress-responses.ts took brotli out of their Accept-Encoding).
      const gzip = req.acceptsEncodings('gzip', 'deflate', 'identity') === 'gzip';
      const kept = documents.take(documentKey, nonce, { gzip });
      metrics?.documentCache.inc({ result: kept ? 'hit' : 'miss' });
      if (kept) return sendKept(res, kept, started);
    }
    const prepared = await preparePage({
      previewer: visitor.previewer,
      locale,
      country,
      path: options.path ?? req.originalUrl,
      refusal: options.refusal ? new StatusError(options.refusal) : undefined,
      nonce,
      account: visitor.account,
      sessionEnded: visitor.ended,
      sessionUnknown: visitor.unknown,
      dismissed,
      webp,
      csrfToken: res.locals.csrfToken,
      shop,
      cartToken,
      dataOnly,
      ...(post &&
        submitForm && {
          form: {
            mode: post.mode,
            body: new URLSearchParams(Object.entries(post.fields)),
            submit: () =>
              submitForm(post, {
                ip: req.ip,
                requestId: res.locals.requestId,
                clientKey: clientKey(req),
                visitor,
                writeSession: sessionCookieWriter(res, secureCookies),
                cart: { shop, token: cartToken, keep: cartCookieWriter(res, secureCookies) },
              }),
          },
        }),
      onError: (error) => {
        if (statusOfFailure(error) === 503)
          logger.warn(
            { err: error, id: res.locals.requestId },
            "the content API failed for the page's own data: the page answers 503",
          );
        else logger.error({ err: error, id: res.locals.requestId }, 'page data could not be loaded');
      },
    });
    if (prepared.kind === 'data') {
      // The customer's own data: never kept, by any cache, and never mistaken for the document.
      res.locals.routeKind = `data-${res.locals.route?.kind ?? 'page'}`;
      res.set('Cache-Control', SESSION_CACHE_CONTROL);
      for (const header of PAGE_VARY) res.vary(header);
      return void res.status(prepared.status).json(prepared.answer);
    }
    if (prepared.kind !== 'page') {
      // A form's POST never goes to a shared cache, nor its answer to the history; nor does an
      // account page's way to login.
      res.locals.routeKind = post ? `form-${post.form}` : 'login-redirect';
      res.set('Cache-Control', 'no-store');
      if (prepared.kind === 'redirect') return void res.redirect(prepared.status, prepared.location);
      return void res.status(prepared.status).json(prepared.answer);
    }
    const page = prepared;
    const status = options.status ?? page.status;
    // A refused form (a customer number not found, a favourite that cannot be added, an address
    // gone) is its page again, never a lost page to redirect.
    if (status === 404 && options.path === undefined && !post) {
      const redirect = await notFoundRedirect({
        router: routing.router(),
        locale,
        country,
        url: req.originalUrl,
        siteUrls: config.siteUrls,
        lookup: redirectLookup,
        logger,
        requestId: res.locals.requestId,
      });
      if (redirect) {
        res.locals.routeKind = 'redirect';
        res.set('Cache-Control', redirect.cacheControl).redirect(redirect.status, redirect.location);
        return;
      }
    }
    res.status(status);
    if (status === 503 && !res.get('Retry-After')) res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    const route = page.outcome.ok ? page.outcome.data.match : undefined;
    const cacheControl = post
      ? 'no-store'
      : pageCacheControl({ status, route, session, publicCacheControl: config.pageCacheControl });
    res.setHeader('Cache-Control', cacheControl);
    for (const header of PAGE_VARY) res.vary(header);
    res.locals.routeKind ??= route ? route.kind : `error-${status}`;
    if (req.method === 'HEAD' || res.destroyed) {
      res.type('html').end();
      return;
    }

    const routeLabel = String(res.locals.routeKind);
    const observe = (phase: 'shell' | 'end') =>
      metrics?.renderDuration.observe({ route: routeLabel, phase }, (performance.now() - started) / 1000);
    await streamPage({
      onStart: () => observe('shell'),
      element: page.element(),
      wholeElement: page.element(page.initialState, 'string'),
      res,
      queryClient: page.queryClient,
      initialState: page.initialState,
      nonce,
      crawler: isCrawler(req.get('user-agent')),
      logger,
      // What shared caches may keep, this process keeps too, when it went out whole.
      ...(documents &&
        documentKey !== null &&
        (cacheControl === config.pageCacheControl || cacheControl === RESULTS_CACHE_CONTROL) && {
          onWhole: (body: Buffer) => {
            if (!anyQueryFailed(page.queryClient))
              documents.keep(documentKey, body, nonce, { routeKind: routeLabel, cacheControl });
          },
        }),
      ...(deadlineMs !== undefined && { deadlineMs }),
      onShellError: () => {
        if (res.headersSent) return void res.destroy();
        const home = routing.router().href('home', {}, locale) ?? '/';
        res
          .status(500)
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(fallbackPage('generic', locale, home));
      },
    });
    observe('end');
  }

  /** A kept document, as the renderer sent it: the headers it went out with, then its bytes. */
  function sendKept(res: Response, { body, gzip, routeKind, cacheControl }: KeptDocument, started: number): void {
    res.locals.routeKind = routeKind;
    res.status(200).setHeader('Cache-Control', cacheControl);
    for (const header of PAGE_VARY) res.vary(header);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Compression sees the coding and lets the bytes through (adding Accept-Encoding to Vary).
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    const seconds = (performance.now() - started) / 1000;
    metrics?.renderDuration.observe({ route: routeKind, phase: 'shell' }, seconds);
    metrics?.renderDuration.observe({ route: routeKind, phase: 'end' }, seconds);
    res.end(body);
  }
}
