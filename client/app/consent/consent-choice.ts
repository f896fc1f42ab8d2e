// The visitor's consent (decision 014): which optional purposes they accepted, and when. Kept in
// a first-party cookie for CONSENT_MAX_AGE_MONTHS (SPEC §9: 12 months); after that, or when the
// cookie is not one this version wrote, the visitor is asked again. Pure: no document here.
import { CONSENT_MAX_AGE_MONTHS } from '../../../shared/constants.ts';

/**
 * - measurement: audience measurement, carried by the country's tag manager (the SPEC §9 opt-out
 *   checkbox is its box in the preferences);
 * - video: the video provider's player and its cookies (SPEC §4 'Video').
 * What is strictly necessary (the locale, the session, these choices) needs no consent.
 */
export const CONSENT_PURPOSES = ['measurement', 'video'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentPurposes = Readonly<Record<ConsentPurpose, boolean>>;

export interface ConsentChoice extends ConsentPurposes {
  /** When the visitor chose. */
  decidedAt: Date;
}

export const CONSENT_COOKIE = 'consent_choice';
/**
 * The class the document's first script puts on <html> when the visitor has no choice cookie: it
 * shows the banner the server renders, with the first paint, before the page runs (decision 014).
 * A cookie of an older format or out of date hides it until the tool has read it, which then
 * shows the banner itself.
 */
export const CONSENT_ASK_CLASS = 'consent-ask';
export const consentAskScript = `/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)||document.documentElement.classList.add(${JSON.stringify(CONSENT_ASK_CLASS)})`;
/** Bumped when the purposes change: an older choice no longer counts and the visitor is asked again. */
const FORMAT_VERSION = '1';
const FLAG_OF: Record<ConsentPurpose, string> = { measurement: 'm', video: 'v' };

export const ACCEPT_ALL: ConsentPurposes = { measurement: true, video: true };
export const REFUSE_ALL: ConsentPurposes = { measurement: false, video: false };

/** `decidedAt` plus CONSENT_MAX_AGE_MONTHS calendar months. */
export function consentExpiry(decidedAt: Date, months = CONSENT_MAX_AGE_MONTHS): Date {
  const expiry = new Date(decidedAt.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + months);
  return expiry;
}

/** The cookie value: `1.m1.v0.<decidedAt ms>`. */
export function serializeConsent(choice: ConsentChoice): string {
  const flags = Object.entries(FLAG_OF).map(([purpose, flag]) => `${flag}${choice[purpose as ConsentPurpose] ? 1 : 0}`);
  return [FORMAT_VERSION, ...flags, String(choice.decidedAt.getTime())].join('.');
}

/** The choice a cookie value holds; null when absent, not of this version, malformed, or older than the keep time. */
export function parseConsent(value: string | null | undefined, now: Date): ConsentChoice | null {
  if (!value) return null;
  const [version, ...rest] = value.split('.');
  if (version !== FORMAT_VERSION || rest.length !== CONSENT_PURPOSES.length + 1) return null;
  const purposes: Partial<Record<ConsentPurpose, boolean>> = {};
  for (const [index, purpose] of CONSENT_PURPOSES.entries()) {
    const match = new RegExp(`^${FLAG_OF[purpose]}([01])$`).exec(rest[index]!);
    if (!match) return null;
    purposes[purpose] = match[1] === '1';
  }
  const stamp = rest[CONSENT_PURPOSES.length]!;
  if (!/^\d{1,15}$/.test(stamp)) return null;
  const decidedAt = new Date(Number(stamp));
  if (decidedAt.getTime() > now.getTime() + 60_000 || consentExpiry(decidedAt) <= now) return null;
  return { ...(purposes as ConsentPurposes), decidedAt };
}
