// SPEC §5: the invisible anti-spam check of the forms, behind one interface so the form handler
// does not know which service answers (decision 015). Off unless RECAPTCHA_SITE_KEY and
// RECAPTCHA_SECRET are set: the default configuration makes no network call.
import type { Config } from '../../config/env.ts';
import type { FormName } from '../../shared/forms/form-protocol.ts';
import { recaptchaAntiSpam } from './recaptcha.ts';

/** Why a submission did not pass: no token sent, the service said no (or scored it too low), or it could not be asked. */
export type AntiSpamFailure = 'missing' | 'rejected' | 'unavailable';

export type AntiSpamVerdict = { ok: true } | { ok: false; reason: AntiSpamFailure };

export interface AntiSpamCheck {
  /** The token the browser got from the service (the form's ANTI_SPAM_FIELD). */
  token: string;
  /** The form sent: the action the browser named when it asked for the token. */
  action: FormName;
  /** The visitor's address, passed on to the service. */
  ip: string | undefined;
}

export interface AntiSpam {
  /** Whether the check runs; the browser asks for a token only then. */
  readonly enabled: boolean;
  verify(check: AntiSpamCheck): Promise<AntiSpamVerdict>;
}

export const NO_ANTI_SPAM: AntiSpam = Object.freeze({
  enabled: false,
  verify: async () => ({ ok: true }) as const,
});

/** The check the configuration asks for: reCAPTCHA v3 when its keys are set, none otherwise. */
export function antiSpamOf(recaptcha: Config['recaptcha']): AntiSpam {
  return recaptcha ? recaptchaAntiSpam({ secret: recaptcha.secret, minScore: recaptcha.minScore }) : NO_ANTI_SPAM;
}
