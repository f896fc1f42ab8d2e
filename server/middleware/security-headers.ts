// Response headers of SPEC §7 with helmet, plus a Permissions-Policy helmet does not set.
// A fresh CSP nonce per request; every inline script React writes carries it.
import { randomFillSync } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { allHttps } from '../../config/env.ts';

/**
 * Every powerful feature is off but geolocation, which the pharmacy finder's "locate me" needs.
 * Only features browsers know: an unknown one costs every page a console warning in Chromium
 * (ambient-light-sensor, battery, bluetooth, document-domain and web-share among them).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'autoplay=()', 'browsing-topics=()', 'camera=()', 'display-capture=()', 'encrypted-media=()',
  'fullscreen=()', 'gamepad=()', 'geolocation=(self)', 'gyroscope=()', 'hid=()', 'identity-credentials-get=()',
  'idle-detection=()', 'local-fonts=()', 'magnetometer=()', 'microphone=()', 'midi=()', 'otp-credentials=()',
  'payment=()', 'picture-in-picture=()', 'publickey-credentials-create=()', 'publickey-credentials-get=()',
  'screen-wake-lock=()', 'serial=()', 'storage-access=()', 'usb=()', 'window-management=()',
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

export interface SecurityHeadersOptions {
  /** The SITE_URL_<COUNTRY> values: HSTS and upgrade-insecure-requests only when all are https. */
  siteUrls: readonly string[];
}

export function securityHeaders({ siteUrls }: SecurityHeadersOptions): RequestHandler {
  if (!Array.isArray(siteUrls) || siteUrls.length === 0) throw new Error('securityHeaders needs the site URLs');
  const https = allHttps(siteUrls);
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        scriptSrc: [(_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
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
    helmetMiddleware(req, res, next);
  };
}
