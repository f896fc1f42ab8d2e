// At most FORM_SUBMISSIONS_PER_HOUR form POSTs per address and hour (decision 015), counted once
// the CSRF check passed, whatever their outcome. Beyond it: a 429 refusal (the route action
// answers it) with Retry-After and the form as typed, and a message that says when to try again.
import '../forms/form-locals.ts';

import type { RequestHandler } from 'express';
import ipaddr from 'ipaddr.js';

import { createRateLimiter, type RateLimiter } from '../forms/rate-limiter.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';

export const FORM_RATE_WINDOW_MS = 60 * 60_000;
/**
 * IPv6 clients are counted per /56: a subscriber gets a /56 (or a /48, a /64) and may pick any of
 * its addresses, so counting each /128 alone would let one visitor send without bound.
 */
export const IPV6_KEY_PREFIX_LENGTH = 56;

/**
 * The key a client address is counted under: an IPv4 address as such (an IPv4-mapped IPv6
 * address included), an IPv6 one as its /56 prefix; null for anything that is not an address
 * (an X-Forwarded-For entry can be any text), which must never become a key of its own.
 */
export function rateLimitKey(address: unknown): string | null {
  if (typeof address !== 'string') return null;
  const text = address.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return null;
  const ipv6 = ipaddr.IPv6.parse(text);
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const prefixBytes = IPV6_KEY_PREFIX_LENGTH / 8;
  const network = ipv6.toByteArray().map((byte, index) => (index < prefixBytes ? byte : 0));
  return `${ipaddr.fromByteArray(network).toString()}/${IPV6_KEY_PREFIX_LENGTH}`;
}

export interface FormRateLimitOptions {
  perHour: number;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
  /** The limiter; a fixed window of an hour in memory unless given (tests). */
  limiter?: RateLimiter;
}

export function formRateLimit({
  perHour,
  metrics,
  logger,
  limiter = createRateLimiter({ limit: perHour, windowMs: FORM_RATE_WINDOW_MS }),
}: FormRateLimitOptions): RequestHandler {
  return function formRateLimitMiddleware(req, res, next) {
    const post = res.locals.formPost;
    if (!post || post.refusal) return next();
    // req.ip follows TRUST_PROXY: behind a proxy, the visitor's address, not the proxy's. What a
    // proxy forwarded unchecked and is no address is counted as the peer's.
    const hit = limiter.hit(rateLimitKey(req.ip) ?? rateLimitKey(req.socket.remoteAddress) ?? 'unknown');
    if (hit.allowed) return next();
    const seconds = Math.ceil(hit.resetInMs / 1000);
    logger.warn(
      { id: res.locals.requestId, form: post.form, retryAfterSeconds: seconds },
      'form refused: too many submissions from this address',
    );
    metrics.formSubmissions.inc({ form: post.form, outcome: 'rate_limited' });
    res.set('Retry-After', String(seconds));
    post.refusal = { status: 429, formError: { code: 'rateLimited', minutes: Math.max(1, Math.ceil(seconds / 60)) } };
    next();
  };
}
