// The middleware chain of DESIGN.md §1, top to bottom. createApp never listens: main.ts does,
// and supertest drives the whole app or any part of the chain (`createApp(deps, ['hostCountry'])`).
import './locals.ts';

import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';

import { COUNTRY_INFO } from '../config/countries.ts';
import { allHttps } from '../config/env.ts';
import { LEGACY_REDIRECTS } from '../redirects/legacy.ts';
import type { AppDeps } from './deps.ts';
import { HttpError } from './errors.ts';
import { formDepsOf } from './forms/form-deps.ts';
import { outboxListed } from './mail/outbox.ts';
import { readBackdropsFrom } from './map/backdrop-files.ts';
import { accessLog } from './middleware/access-log.ts';
import { apiRedirects } from './middleware/api-redirects.ts';
import { appVersion } from './middleware/app-version.ts';
import { compressResponses } from './middleware/compress-responses.ts';
import { contentApi } from './middleware/content-api.ts';
import { cspReport } from './middleware/csp-report.ts';
import { csrf } from './middleware/csrf.ts';
import { devOutbox } from './middleware/dev-outbox.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { formBody } from './middleware/form-body.ts';
import { formRateLimit } from './middleware/form-rate-limit.ts';
import { hostCountry } from './middleware/host-country.ts';
import { ipAllowList } from './middleware/ip-allow-list.ts';
import { localeDetection } from './middleware/locale-detection.ts';
import { maintenance } from './middleware/maintenance.ts';
import { notFound } from './middleware/not-found.ts';
import { noticeDismissal } from './middleware/notice-dismissal.ts';
import { opsEndpoints } from './middleware/ops-endpoints.ts';
import { paymentNotifications, testPaymentPage } from './middleware/payment-endpoints.ts';
import { privateWithCookies } from './middleware/private-with-cookies.ts';
import { rejectMalformedUrl } from './middleware/reject-malformed-url.ts';
import { render } from './middleware/render.ts';
import { requestId } from './middleware/request-id.ts';
import { requestMetrics } from './middleware/request-metrics.ts';
import { robotsTxt } from './middleware/robots-txt.ts';
import { routeMatch } from './middleware/route-match.ts';
import { searchQuery } from './middleware/search-query.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { sitemap } from './middleware/sitemap.ts';
import { staticAssets } from './middleware/static-assets.ts';
import { staticRedirects } from './middleware/static-redirects.ts';
import { visitorSession } from './middleware/visitor-session.ts';
import { fallbackPage } from './render/fallback-page.ts';

/** A form step without a page renderer (a chain under test with no catalog) lets everything through. */
const skipForms: RequestHandler = function noForms(_req, _res, next) {
  next();
};

const MIDDLEWARE = {
  // First, so every byte after it (pages streamed chunk by chunk included) can be compressed.
  compression: () => compressResponses(),
  // The id every later log line and the X-Request-Id response header carry.
  requestId: () => requestId(),
  // Early, so whatever step sets a cookie, that answer never goes out publicly cacheable.
  privateWithCookies: () => privateWithCookies(),
  // One line per request, written when the response ends.
  accessLog: (d: AppDeps) => accessLog({ logger: d.logger }),
  // Times every request, whatever answers it.
  requestMetrics: (d: AppDeps) => requestMetrics({ metrics: d.metrics }),
  // Before the allow-list: the platform's probes and scrapers are never listed.
  opsEndpoints: (d: AppDeps) => opsEndpoints({ readiness: d.readiness, metrics: d.metrics }),
  // Every answer from here on, refusals included, carries the security headers.
  securityHeaders: (d: AppDeps) =>
    securityHeaders({
      siteUrls: Object.values(d.config.siteUrls),
      integrations: {
        tagManager: Object.values(d.config.tagManagerIds).some((id) => id !== null),
        recaptcha: d.config.recaptcha !== null,
        mapTileOrigin: d.config.mapTileUrl ? new URL(d.config.mapTileUrl.replace(/[{}]/g, '')).origin : null,
        stripeCheckout: d.config.payments.provider === 'stripe',
      },
    }),
  // Browsers' CSP violation reports: before the allow-list and maintenance, which would refuse
  // or answer them with a page; the endpoint bounds and rate-limits them itself.
  cspReport: (d: AppDeps) => cspReport({ logger: d.logger }),
  // Payment providers' notifications (issue 20): before the allow-list, which never lists them.
  paymentNotifications: (d: AppDeps) =>
    d.payments
      ? paymentNotifications({ payments: d.payments, logger: d.logger })
      : function noPayments(_req, _res, next) {
          next();
        },
  // SPEC §6: 401 plain text unless the address is allowed (skipped when nothing is listed).
  ipAllowList: (d: AppDeps) => ipAllowList({ allowList: d.allowList, trust: d.trust, logger: d.logger }),
  // The country (and its default locale) of the host the visitor came to.
  hostCountry: (d: AppDeps) =>
    hostCountry({
      countryHosts: d.config.countryHosts,
      defaultCountry: d.config.defaultCountry,
      trust: d.trust,
      forwardedHost: d.config.trustForwardedHost,
    }),
  // Before redirects and maintenance: assets are served even during maintenance.
  staticAssets: (d: AppDeps) =>
    staticAssets({ directory: d.assetsDirectory, logger: d.logger, shared: d.config.assetsDir !== null }),
  // Which client build runs now, for the pages' new-version prompt; never cached, no page work.
  appVersion: (d: AppDeps) => appVersion({ manifest: d.manifest }),
  // The country's crawl rules and sitemap: no pages, so before redirects and maintenance (during
  // which they answer 503 themselves, never a redirect to an HTML page).
  robotsTxt: (d: AppDeps) =>
    robotsTxt({
      routing: d.routing,
      siteUrls: d.config.siteUrls,
      maintenanceSwitch: d.maintenanceSwitch,
      defaultCountry: d.config.defaultCountry,
    }),
  sitemap: (d: AppDeps) =>
    d.content
      ? sitemap({
          content: d.content,
          routing: d.routing,
          siteUrls: d.config.siteUrls,
          maintenanceSwitch: d.maintenanceSwitch,
          logger: d.logger,
          defaultCountry: d.config.defaultCountry,
          shared: d.shared,
        })
      : function noSitemap(_req, _res, next) {
          next();
        },
  // Legacy 301s (tables, ops file, ROOT_REDIRECT, en-ce-moment pieces) before any page work.
  staticRedirects: (d: AppDeps) =>
    staticRedirects({
      tables: LEGACY_REDIRECTS,
      extraRules: d.extraRedirects,
      siteUrls: d.config.siteUrls,
      rootRedirect: d.config.rootRedirect,
      defaultCountry: d.config.defaultCountry,
      routePrefixMode: d.config.routePrefixMode,
      trust: d.trust,
      forwardedHost: d.config.trustForwardedHost,
      logger: d.logger,
    }),
  // Cookies for locale detection and the pages after it (idempotent).
  cookies: () => cookieParser(),
  // The locale among the country's: path prefix, cookie, Accept-Language, fallback order.
  localeDetection: (d: AppDeps) => localeDetection({ i18n: d.i18n }),
  // Undecodable paths are the client's error (400), not ours: once the country and the path's
  // locale are known, so the 400 page is in that locale; before any step that decodes the path.
  rejectMalformedUrl: (d: AppDeps) => rejectMalformedUrl({ renderPage: d.renderPage ?? undefined }),
  // Closing notices without JavaScript: it answers with the page the visitor was on (or their
  // language's home), so after locale detection; before maintenance, which would answer with its page.
  noticeDismissal: (d: AppDeps) => noticeDismissal({ routing: d.routing }),
  // The e-mails a site without SMTP_URL wrote, for a tester (never in production); before
  // maintenance, so a reset link can still be read.
  devOutbox: (d: AppDeps) =>
    outboxListed(d.config)
      ? devOutbox({ outboxDir: d.outboxDir, logger: d.logger })
      : function noOutbox(_req, _res, next) {
          next();
        },
  // The built-in test provider's hosted payment page (PAYMENT_PROVIDER=test).
  testPaymentPage: (d: AppDeps) =>
    d.payments?.test
      ? testPaymentPage({ payments: d.payments, logger: d.logger })
      : function noTestPayments(_req, _res, next) {
          next();
        },
  // Page requests go to the locale's maintenance page while maintenance is on.
  maintenance: (d: AppDeps) =>
    maintenance({
      maintenanceSwitch: d.maintenanceSwitch,
      routing: d.routing,
      defaultCountry: d.config.defaultCountry,
      renderPage: (req, res, next) => {
        const locale = res.locals.locale;
        if (!d.renderPage)
          return void res
            .type('html')
            .send(fallbackPage('maintenance', locale, d.routing.router().href('home', {}, locale)!));
        d.renderPage(req, res, { path: d.routing.router().href('maintenance', {}, locale)!, status: 503 }).catch(next);
      },
    }),
  // The same-origin content API: the embedded catalog in-process, or a proxy to API_BASE_URL.
  contentApi: (d: AppDeps) =>
    d.apiHandler
      ? contentApi({ handler: d.apiHandler, origin: d.config.siteUrls[d.config.defaultCountry] })
      : function noContentApi(_req, _res, next) {
          next();
        },
  // Who the visitor is (decision 026): the jwt_token cookie's session, checked by the content API,
  // or an editor's preview right. After the same-origin API (whose calls need no session) and
  // before pages and forms, which read it.
  visitorSession: (d: AppDeps) =>
    d.content
      ? visitorSession({
          content: d.content,
          hasPreviewRight: d.hasPreviewRight,
          secure: allHttps(d.config.siteUrls),
          logger: d.logger,
        })
      : function noSessions(_req, res, next) {
          next();
        },
  // The route of the path in the locale (null when none), and the `/` and `/index` rules.
  routeMatch: (d: AppDeps) => routeMatch({ routing: d.routing }),
  // Form POSTs to pages (decisions 015, 019), once the route says which page it is: the body
  // (bounded), the CSRF check (which also gives form pages their token), the per-address limit.
  // Each refusal goes with the post to the page's route action (render), which also stores.
  formBody: (d: AppDeps) => (formDepsOf(d) ? formBody({ metrics: d.metrics, logger: d.logger }) : skipForms),
  csrf: (d: AppDeps) => {
    const forms = formDepsOf(d);
    return forms
      ? csrf({ csrf: forms.csrf, siteUrls: d.config.siteUrls, metrics: d.metrics, logger: d.logger })
      : skipForms;
  },
  formRateLimit: (d: AppDeps) =>
    formDepsOf(d)
      ? formRateLimit({
          perHour: d.config.formSubmissionsPerHour,
          metrics: d.metrics,
          logger: d.logger,
          store: d.formRateLimitStore(),
        })
      : skipForms,
  // The search form without JavaScript: `?q=` on the results path goes to that search's URL.
  searchQuery: (d: AppDeps) => searchQuery({ routing: d.routing }),
  // No route: the content API's redirection endpoint may know where the page went.
  apiRedirects: (d: AppDeps) =>
    d.redirectLookup
      ? apiRedirects({ lookup: d.redirectLookup, siteUrls: d.config.siteUrls, logger: d.logger })
      : function noRedirectionEndpoint(_req, _res, next) {
          next();
        },
  // The page of the path, streamed with React (its 404, 401 or 500 page when it cannot be shown).
  render: (d: AppDeps) =>
    d.renderPage
      ? render({ renderPage: d.renderPage })
      : function noRenderer(_req, _res, next) {
          next();
        },
} satisfies Record<string, (deps: AppDeps) => RequestHandler>;

export type MiddlewareName = keyof typeof MIDDLEWARE;

/** The chain, in DESIGN.md §1 order. */
export const CHAIN: readonly MiddlewareName[] = [
  'compression',
  'requestId',
  'privateWithCookies',
  'accessLog',
  'requestMetrics',
  'opsEndpoints',
  'securityHeaders',
  'cspReport',
  'paymentNotifications',
  'ipAllowList',
  'hostCountry',
  'staticAssets',
  'appVersion',
  'robotsTxt',
  'sitemap',
  'staticRedirects',
  'cookies',
  'localeDetection',
  'rejectMalformedUrl',
  'noticeDismissal',
  'devOutbox',
  'testPaymentPage',
  'maintenance',
  'contentApi',
  'visitorSession',
  'routeMatch',
  'formBody',
  'csrf',
  'formRateLimit',
  'searchQuery',
  'apiRedirects',
  'render',
];

/** Builds the app; a chain naming a middleware that does not exist stops start-up (500). */
export function createApp(deps: AppDeps, chain: readonly string[] = CHAIN): Express {
  const unknown = chain.filter((name) => !Object.hasOwn(MIDDLEWARE, name));
  if (unknown.length > 0) throw new HttpError(500, `Unknown middleware: ${unknown.join(', ')}`);

  readBackdropsFrom(deps.assetsDirectory);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trust);
  for (const name of chain) app.use(MIDDLEWARE[name as MiddlewareName](deps));
  app.use(notFound({ routing: deps.routing }));
  app.use(
    errorHandler({
      logger: deps.logger,
      fallbackLocale: COUNTRY_INFO[deps.config.defaultCountry].defaultLocale,
      homeHref: (locale) => deps.routing.router().href('home', {}, locale) ?? '/',
    }),
  );
  return app;
}
