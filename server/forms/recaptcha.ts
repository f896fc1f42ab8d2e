// The anti-spam check by reCAPTCHA v3: the browser gets a token for the form's action, the server
// asks Google whether it is genuine, for this action, and scored at least RECAPTCHA_MIN_SCORE.
// A service that does not answer in time counts as a failure: the visitor is asked to try again
// with everything they typed kept (SPEC §8 'La protection anti-spam a déclenché une erreur').
import type { AntiSpam, AntiSpamVerdict } from './anti-spam.ts';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const RECAPTCHA_TIMEOUT_MS = 3_000;
/** reCAPTCHA tokens are about 500 to 2000 characters; anything longer is not one. */
const MAX_TOKEN_LENGTH = 4_096;

export type VerifyFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  fetch?: VerifyFetch;
  timeoutMs?: number;
}

interface SiteVerifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
}

export function recaptchaAntiSpam({
  secret,
  minScore,
  fetch: verifyFetch = (url, init) => fetch(url, init),
  timeoutMs = RECAPTCHA_TIMEOUT_MS,
}: RecaptchaOptions): AntiSpam {
  if (typeof secret !== 'string' || secret === '')
    throw new Error('recaptchaAntiSpam needs the secret (RECAPTCHA_SECRET)');
  if (!(minScore >= 0 && minScore <= 1))
    throw new Error(`recaptchaAntiSpam: the minimum score must be from 0 to 1, not ${minScore}`);
  return {
    enabled: true,
    async verify({ token, action, ip }): Promise<AntiSpamVerdict> {
      if (token === '' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'missing' };
      const body = new URLSearchParams({ secret, response: token });
      if (ip) body.set('remoteip', ip);
      let answer: SiteVerifyAnswer;
      try {
        const response = await verifyFetch(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        answer = (await response.json()) as SiteVerifyAnswer;
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      if (answer.success !== true || answer.action !== action) return { ok: false, reason: 'rejected' };
      if (typeof answer.score !== 'number' || answer.score < minScore) return { ok: false, reason: 'rejected' };
      return { ok: true };
    },
  };
}
