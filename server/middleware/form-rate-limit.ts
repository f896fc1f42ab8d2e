// At most FORM_SUBMISSIONS_PER_HOUR form POSTs per address and hour (decision 015), counted once
// the CSRF check passed, whatever their outcome. Beyond it: 429 with Retry-After and the form as
// typed, and a message that says when to try again.
import '../forms/form-locals.ts';

import type { RequestHandler } from 'express';

import type { AnswerForm } from '../forms/answer-form.ts';
import { createRateLimiter, type RateLimiter } from '../forms/rate-limiter.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';

export const FORM_RATE_WINDOW_MS = 60 * 60_000;

export interface FormRateLimitOptions {
  perHour: number;
  answerForm: AnswerForm;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
  /** The limiter; a fixed window of an hour in memory unless given (tests). */
  limiter?: RateLimiter;
}

export function formRateLimit({
  perHour,
  answerForm,
  metrics,
  logger,
  limiter = createRateLimiter({ limit: perHour, windowMs: FORM_RATE_WINDOW_MS }),
}: FormRateLimitOptions): RequestHandler {
  if (typeof answerForm !== 'function') throw new Error('formRateLimit needs the form answerer');
  return async function formRateLimitMiddleware(req, res, next) {
    const post = res.locals.formPost;
    if (!post) return next();
    // req.ip follows TRUST_PROXY: behind a proxy, the visitor's address, not the proxy's.
    const hit = limiter.hit(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (hit.allowed) return next();
    const seconds = Math.ceil(hit.resetInMs / 1000);
    logger.warn(
      { id: res.locals.requestId, form: post.form, retryAfterSeconds: seconds },
      'form refused: too many submissions from this address',
    );
    metrics.formSubmissions.inc({ form: post.form, outcome: 'rate_limited' });
    res.set('Retry-After', String(seconds));
    await answerForm(req, res, {
      status: 429,
      formError: { code: 'rateLimited', minutes: Math.max(1, Math.ceil(seconds / 60)) },
    });
  };
}
