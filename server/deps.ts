// What the chain needs from the process, built from the config. Tests override pieces.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Store } from 'express-rate-limit';
import type { i18n as I18n } from 'i18next';

import { allHttps, type Config } from '../config/env.ts';
import type { RedirectRule } from '../redirects/rule.ts';
import { LOGIN_RATE_PREFIX, type LoginAttempts, loginAttempts } from './auth/login-attempts.ts';
import { type PreviewRight, previewRight } from './auth/preview-token.ts';
import { type Content, createContent, type EmbeddedCatalog } from './content.ts';
import { type AntiSpam, antiSpamOf } from './forms/anti-spam.ts';
import { newCsrfSecret } from './forms/csrf-cookie.ts';
import { createRateLimitStore } from './forms/rate-limiter.ts';
import { formSubmitter } from './forms/submit-form.ts';
import { createI18n } from './i18n/create-i18n.ts';
import { createLogger, type Logger } from './logger.ts';
import { type AccountMails, accountMails } from './mail/account-mails.ts';
import { createMailer } from './mail/mailer.ts';
import { createMaintenanceSwitch, type MaintenanceSwitch } from './maintenance-switch.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import type { RedirectLookup } from './middleware/api-redirects.ts';
import type { FetchHandler } from './middleware/content-api.ts';
import { type AllowList, createAllowList } from './net/allow-list.ts';
import { compileTrust, type TrustFunction } from './net/trust-proxy.ts';
import { createPayments, type Payments } from './payments/payments.ts';
import { createReadiness, type Readiness } from './readiness.ts';
import { loadRedirectsFile } from './redirects-file.ts';
import { createDocumentCache, type DocumentCache, sharedCacheSeconds } from './render/document-cache.ts';
import { type Manifest, readManifest } from './render/manifest.ts';
import { createPageRenderer, type PageRenderer } from './render/render-page.tsx';
import { createRouting, type Routing } from './routing.ts';
import { followSharedMaintenance } from './shared/shared-maintenance.ts';
import { createSharedState, type SharedState } from './shared/shared-state.ts';
import { createUpstreamProxy } from './upstream-proxy.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  metrics: Metrics;
  readiness: Readiness;
  maintenanceSwitch: MaintenanceSwitch;
  allowList: AllowList;
  trust: TrustFunction;
  routing: Routing;
  /** The app's i18next instance: locale detection now, translations for the renderer. */
  i18n: I18n;
  /** The embedded catalog, mounted at /api/v1; null when API_BASE_URL names the content API. */
  catalog: EmbeddedCatalog | null;
  /** What answers the browser's /api/v1: the catalog, or a proxy to API_BASE_URL; null when neither. */
  apiHandler: FetchHandler | null;
  /** Typed clients of the content API per locale; null in tests that build no catalog. */
  content: Content | null;
  /** Ops' own redirect rules (REDIRECTS_FILE), validated at start-up. */
  extraRedirects: readonly RedirectRule[];
  /** The content API's redirection endpoint; null without a content API (unknown paths go to 404). */
  redirectLookup: RedirectLookup | null;
  /** Directory of the built client assets (dist/client/assets). */
  assetsDirectory: string;
  /** The client build's manifest; null before `npm run build` (pages then answer 404). */
  manifest: Manifest | null;
  /** Renders pages; null without a content API or a client build. */
  renderPage: PageRenderer | null;
  /** The forms' anti-spam check; the configuration's (RECAPTCHA_*, off by default) unless set (tests). */
  antiSpam?: AntiSpam;
  /** The key that signs CSRF tokens: CSRF_SECRET, else one made for this process. */
  csrfSecret: string;
  /** What the processes share through Redis (REDIS_URL), or this process alone. */
  shared: SharedState;
  /** A store for the form limit (one per limiter, as express-rate-limit wants): Redis when there is one, else memory. */
  formRateLimitStore: () => Store;
  /** Whether the jwt_token cookie holds an editor's preview right (PREVIEW_SECRET, decision 010). */
  hasPreviewRight: PreviewRight;
  /** The login attempts per account and per address (decision 026). */
  loginAttempts: LoginAttempts;
  /** The account area's e-mails: through SMTP_URL, else into the outbox. */
  mails: AccountMails;
  /** Where e-mails go without SMTP_URL: DATA_DIR/outbox (listed at /_dev/outbox outside production). */
  outboxDir: string;
  /** The shop's payments (issue 20): over the embedded catalog's ledger; null without one. */
  payments: Payments | null;
}

/**
 * dist/client/assets, where build.mjs writes the client bundle: beside dist/server when this
 * runs from the bundle, under dist/ when it runs from the sources (tsx, tests).
 */
export const BUILT_ASSETS_DIRECTORY = fileURLToPath(
  new URL(import.meta.url.includes('/dist/server/') ? '../client/assets/' : '../dist/client/assets/', import.meta.url),
);

/** dist/manifest.json, beside the assets directory. */
export const BUILT_MANIFEST_PATH = fileURLToPath(
  new URL(import.meta.url.includes('/dist/server/') ? '../manifest.json' : '../dist/manifest.json', import.meta.url),
);

function builtManifest(): Manifest | null {
  return existsSync(BUILT_MANIFEST_PATH) ? readManifest(BUILT_MANIFEST_PATH) : null;
}

/** CSRF_SECRET, or a key of this process alone, with a warning: its tokens are refused by any other process. */
function csrfSecretOf(config: Config, logger: Logger): string {
  if (config.csrfSecret) return config.csrfSecret;
  logger.warn(
    'CSRF_SECRET is not set: this process signs form tokens with a key of its own; set one shared CSRF_SECRET when several processes serve the site behind a load balancer',
  );
  return newCsrfSecret();
}

/** SESSION_SECRET, or a key of this process alone, with a warning: its sessions are refused by any other process, and end with it. */
export function sessionSecretOf(config: Pick<Config, 'sessionSecret'>, logger: Logger): string {
  if (config.sessionSecret) return config.sessionSecret;
  logger.warn(
    'SESSION_SECRET is not set: this process signs customer sessions with a key of its own; set one shared SESSION_SECRET when several processes serve the site, or sessions end with each restart',
  );
  return randomBytes(32).toString('base64url');
}

/**
 * The documents of anonymous public pages, kept DOCUMENT_CACHE_SECONDS and never longer than
 * PAGE_CACHE_CONTROL lets a shared cache keep them (decision 041); none when either says none, or
 * when content answers are not kept either (CONTENT_CACHE=off). Emptied when the content changes.
 */
function documentCacheOf(config: Config, shared: SharedState, metrics: Metrics): DocumentCache | null {
  const seconds = Math.min(config.documentCache.seconds, sharedCacheSeconds(config.pageCacheControl));
  if (seconds <= 0 || !config.contentCache.enabled) return null;
  const documents = createDocumentCache({ ttlMs: seconds * 1000, maxBytes: config.documentCache.maxMiB * 1024 * 1024 });
  shared.onContentChanged(() => documents.clear());
  metrics.watchDocumentCacheSize(() => documents.stats());
  return documents;
}

export function createDeps(config: Config, overrides: Partial<AppDeps> = {}): AppDeps {
  const logger = overrides.logger ?? createLogger(config);
  const routing = overrides.routing ?? createRouting(config);
  const maintenanceSwitch = overrides.maintenanceSwitch ?? createMaintenanceSwitch({ forced: config.maintenance });
  const shared = overrides.shared ?? createSharedState({ redis: null, logger });
  if (shared.redis && !overrides.maintenanceSwitch)
    followSharedMaintenance(shared.redis, maintenanceSwitch, () => shared.contentChangedHere('maintenance'));
  const catalog = overrides.catalog ?? null;
  const metrics = overrides.metrics ?? createMetrics();
  const content =
    overrides.content ??
    (catalog || config.apiBaseUrl
      ? createContent({ config, catalog, maintenanceSwitch, routing, logger, metrics, shared })
      : null);
  const apiHandler =
    overrides.apiHandler ??
    catalog ??
    (config.apiBaseUrl
      ? createUpstreamProxy({ apiBaseUrl: config.apiBaseUrl, apiPublicToken: config.apiPublicToken })
      : null);
  const manifest = overrides.manifest !== undefined ? overrides.manifest : builtManifest();
  const readiness = overrides.readiness ?? createReadiness();
  if (content) {
    // Reported by /readyz and /metrics; never a reason to be unready (readiness.ts).
    readiness.watchUpstream(() => content.isReachable());
    metrics.watchUpstream(() => content.isReachable());
  }
  const redirectLookup = overrides.redirectLookup ?? content?.redirectLookup ?? null;
  const outboxDir = overrides.outboxDir ?? join(config.dataDir, 'outbox');
  const mails =
    overrides.mails ??
    accountMails({
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, logger }),
      routing,
      siteUrls: config.siteUrls,
      logger,
    });
  const attempts =
    overrides.loginAttempts ??
    loginAttempts({ store: createRateLimitStore({ redis: shared.redis, logger, prefix: LOGIN_RATE_PREFIX }) });
  const payments =
    overrides.payments !== undefined
      ? overrides.payments
      : catalog?.shop
        ? createPayments({
            config,
            ledger: catalog.shop,
            routing,
            logger,
            orderPaidMail: (to, order) => mails.orderPaid(to, order),
          })
        : null;
  const renderPage =
    overrides.renderPage ??
    (content && manifest
      ? createPageRenderer({
          config,
          metrics,
          routing,
          content,
          manifest,
          logger,
          redirectLookup,
          documents: documentCacheOf(config, shared, metrics),
          submitForm: formSubmitter({
            content,
            antiSpam: overrides.antiSpam ?? antiSpamOf(config.recaptcha),
            routing,
            metrics,
            logger,
            loginAttempts: attempts,
            mails,
            payments,
          }),
        })
      : null);
  return {
    manifest,
    renderPage,
    catalog,
    apiHandler,
    content,
    routing,
    i18n:
      overrides.i18n ??
      createI18n({
        prefixOf: (locale) => routing.router().prefix(locale),
        secureCookie: allHttps(config.siteUrls),
      }),
    config,
    logger,
    metrics,
    readiness,
    maintenanceSwitch,
    allowList: overrides.allowList ?? createAllowList(config.allowList, { logger }),
    trust: overrides.trust ?? compileTrust(config.trustProxy),
    extraRedirects: overrides.extraRedirects ?? loadRedirectsFile(config.redirectsFile, Object.values(config.siteUrls)),
    redirectLookup,
    assetsDirectory: overrides.assetsDirectory ?? config.assetsDir ?? BUILT_ASSETS_DIRECTORY,
    csrfSecret: overrides.csrfSecret ?? csrfSecretOf(config, logger),
    shared,
    formRateLimitStore: overrides.formRateLimitStore ?? (() => createRateLimitStore({ redis: shared.redis, logger })),
    hasPreviewRight: overrides.hasPreviewRight ?? previewRight(config.previewSecret),
    loginAttempts: attempts,
    mails,
    outboxDir,
    payments,
    ...(overrides.antiSpam && { antiSpam: overrides.antiSpam }),
  };
}
