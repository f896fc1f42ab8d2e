// Response headers of SPEC §7 with helmet, plus a Permissions-Policy helmet does not set.
// A fresh CSP nonce per request; every inline script React writes carries it.
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

import { allHttps } from '../../config/env.ts';
import { FALLBACK_STYLE_SOURCE } from '../render/fallback-style.ts';
import { CSP_REPORT_PATH } from './csp-report.ts';

/**
 * Every powerful feature is off but geolocation, which the pharmacy finder's "locate me" needs.
 * Only features browsers know: an unknown one costs every page a console warning in Chromium
 * (ambient-light-sensor, battery, bluetooth, document-domain and web-share among them).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'storage-access=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

const NONCE_BYTES = 16;
/** Nonces drawn per refill of the pool: one CSPRNG call for many requests, as randomUUID does. */
const NONCES_PER_REFILL = 256;
const noncePool = Buffer.alloc(NONCE_BYTES * NONCES_PER_REFILL);
let nonceOffset = noncePool.length;

/** 16 fresh bytes of the CSPRNG, base64: each pool byte is used once. */
export function cspNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Third parties the configuration turns on (SPEC §7 'Third-party scripts'); none by default. */
export interface Integrations {
  /** A tag manager container is configured for some country. */
  tagManager: boolean;
  /** The invisible anti-spam check is configured. */
  recaptcha: boolean;
  /** Origin of the pharmacy finder's map tiles, when configured. */
  mapTileOrigin: string | null;
  /**
   * The shop's payments go to Stripe Checkout (PAYMENT_PROVIDER=stripe): the pay form's answer
   * redirects there, which form-action must allow (issue 20).
   */
  stripeCheckout?: boolean;
}

const NO_INTEGRATIONS: Integrations = { tagManager: false, recaptcha: false, mapTileOrigin: null };

/** The origins each integration loads from, beyond 'self'. Scripts need none: they load from a nonce'd script ('strict-dynamic'). */
export function integrationSources({ tagManager, recaptcha, mapTileOrigin, stripeCheckout = false }: Integrations) {
  const tagManagerOrigins = [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ];
  return {
    connectSrc: [...(tagManager ? tagManagerOrigins : []), ...(recaptcha ? ['https://www.google.com'] : [])],
    imgSrc: [...(tagManager ? tagManagerOrigins : []), ...(mapTileOrigin ? [mapTileOrigin] : [])],
    // The video provider's player, shown only once its cookies are accepted (SPEC §4 'Video').
    frameSrc: [
      'https://www.youtube-nocookie.com',
      ...(tagManager ? ['https://www.googletagmanager.com'] : []),
      ...(recaptcha ? ['https://www.google.com', 'https://recaptcha.google.com'] : []),
    ],
    formAction: stripeCheckout ? ['https://checkout.stripe.com'] : [],
  };
}

export interface SecurityHeadersOptions {
  /** The SITE_URL_<COUNTRY> values: HSTS and upgrade-insecure-requests only when all are https. */
  siteUrls: readonly string[];
  integrations?: Integrations;
}

/** The name the CSP's report-to gives the report endpoint in Reporting-Endpoints. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * Every directive written out (no helmet defaults, whose style-src allows https: and
 * 'unsafe-inline'): nothing loads unless named here. Scripts and <style> elements need the
 * request's nonce (the fallback pages' one style is allowed by its hash); style attributes and
 * inline event handlers are refused; fonts, manifests, media and workers have no source at all.
 */
export function cspDirectives({ https, sources }: { https: boolean; sources: ReturnType<typeof integrationSources> }) {
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce}'`;
  return {
    defaultSrc: ["'none'"],
    scriptSrc: [nonce, "'strict-dynamic'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", nonce, FALLBACK_STYLE_SOURCE],
    styleSrcAttr: ["'none'"],
    imgSrc: ["'self'", ...sources.imgSrc],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...sources.connectSrc],
    frameSrc: sources.frameSrc,
    manifestSrc: ["'none'"],
    mediaSrc: ["'none'"],
    workerSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'", ...sources.formAction],
    frameAncestors: ["'none'"],
    reportUri: [CSP_REPORT_PATH],
    reportTo: [CSP_REPORT_GROUP],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * What a file of the client build answers with instead of the page's headers. Those are a
 * document's (its CSP with the nonce, the Permissions-Policy, the opener policy,
 * Reporting-Endpoints, Origin-Agent-Cluster, helmet's legacy X- headers): a script or stylesheet
 * runs under its page's policies, so it repeats them for nothing, about 1.3 KB each (issue 17
 * asks for none of them on JS and CSS). The rest of SPEC §7's headers stay (nosniff, frame
 * denial, XSS protection, referrer policy, the resource policy, HSTS over https). A file that
 * could be opened on its own as a document (an SVG, a source map, a font, an image) keeps a CSP
 * that loads and runs nothing (decisions 020, 024).
 */
export const ASSET_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Reporting-Endpoints',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
] as const;
/** Scripts and stylesheets: only ever run or applied by a page. */
const SUBRESOURCE_TYPE = /^(text\/javascript|text\/css)\b/;

/** Swaps the page's security headers for a build file's; call it once the file and its type are known. */
export function useAssetSecurityHeaders(res: Response, contentType: string): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  if (!SUBRESOURCE_TYPE.test(contentType)) res.set('Content-Security-Policy', ASSET_DOCUMENT_CSP);
}

export function securityHeaders({ siteUrls, integrations = NO_INTEGRATIONS }: SecurityHeadersOptions): RequestHandler {
  if (!Array.isArray(siteUrls) || siteUrls.length === 0) throw new Error('securityHeaders needs the site URLs');
  const https = allHttps(siteUrls);
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({ https, sources: integrationSources(integrations) }),
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xXssProtection: true,
  });
  return function securityHeadersMiddleware(req, res, next) {
    res.locals.cspNonce = cspNonce();
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    helmetMiddleware(req, res, next);
  };
}
