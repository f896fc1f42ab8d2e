// At most FORM_SUBMISSIONS_PER_HOUR form POSTs per address and hour (decision 015), counted once
// the CSRF check passed, whatever their outcome, for the forms anyone may send that write or mail
// (contact, newsletter, sign-up, activation, reset request: form-definitions.ts `limited`), by express-rate-limit in the store of
// server/forms/rate-limiter.ts (Redis when configured: every process counts the same). Beyond
// it: a 429 refusal (the route action answers it) with Retry-After and the form as typed, and a
// message that says when to try again.
import '../forms/form-locals.ts';

import type { Request, RequestHandler, Response } from 'express';
import { MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import ipaddr from 'ipaddr.js';

import { FORMS } from '../forms/form-definitions.ts';
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

/**
 * The key of a request's client: the address Express believes (TRUST_PROXY: behind a proxy, the
 * visitor's, not the proxy's); what a proxy forwarded unchecked and is no address is counted as
 * the peer's.
 */
export function clientKey(request: Request): string {
  const { ip } = request;
  return rateLimitKey(ip) ?? rateLimitKey(request.socket.remoteAddress) ?? 'unknown';
}

export interface FormRateLimitOptions {
  perHour: number;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
  /** Where submissions are counted; this process's memory unless given (Redis: server/forms/rate-limiter.ts). */
  store?: Store;
}

export function formRateLimit({
  perHour,
  metrics,
  logger,
  store = new MemoryStore(),
}: FormRateLimitOptions): RequestHandler {
  if (!Number.isInteger(perHour) || perHour < 1)
    throw new Error(`formRateLimit: perHour must be a positive integer, not ${perHour}`);
  function refuse(req: Request, res: Response) {
    const post = res.locals.formPost!;
    const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
    const seconds = Math.max(
      1,
      Math.ceil(((resetTime?.getTime() ?? Date.now() + FORM_RATE_WINDOW_MS) - Date.now()) / 1000),
    );
    logger.warn(
      { id: res.locals.requestId, form: post.form, retryAfterSeconds: seconds },
      'form refused: too many submissions from this address',
    );
    metrics.formSubmissions.inc({ form: post.form, outcome: 'rate_limited' });
    res.set('Retry-After', String(seconds));
    post.refusal = { status: 429, formError: { code: 'rateLimited', minutes: Math.max(1, Math.ceil(seconds / 60)) } };
  }
  const limiter = rateLimit({
    windowMs: FORM_RATE_WINDOW_MS,
    limit: perHour,
    store,
    standardHeaders: false,
    legacyHeaders: false,
    // Only form POSTs that passed the CSRF check are counted, of the forms the limit is for.
    skip: (_req, res) =>
      !res.locals.formPost || res.locals.formPost.refusal !== undefined || !FORMS[res.locals.formPost.form].limited,
    keyGenerator: clientKey,
    // The limit holds while the store fails (the Redis store falls back to memory by itself).
    passOnStoreError: false,
    // express-rate-limit reads a key generator's source to guess whether it keys IPv6 by prefix: ours does (rateLimitKey).
    validate: { keyGeneratorIpFallback: false },
    // The route action answers the refusal, with the form as typed.
    handler(req, res, next) {
      refuse(req, res);
      next();
    },
  });
  return function formRateLimitMiddleware(req, res, next) {
    // Not a form the limit counts (every page view): straight on, without the limiter's awaits.
    if (!res.locals.formPost || res.locals.formPost.refusal !== undefined) {
      next();
      return;
    }
    void limiter(req, res, next);
  };
}
