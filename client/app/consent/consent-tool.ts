// The consent-management integration point (decision 014). The site asks a ConsentTool what the
// visitor accepted; nothing optional loads before it answers. The built-in tool keeps the choice
// in a first-party cookie and lets the site's own banner ask (consent-banner.tsx). A consent
// platform from a vendor plugs in as another ConsentTool: `ownInterface` then says it shows its
// own banner, and `openPreferences` opens its preferences.
import { deleteCookie, readCookie } from '../behaviours/browser-cookies.ts';
import {
  CONSENT_COOKIE,
  type ConsentChoice,
  consentExpiry,
  type ConsentPurposes,
  parseConsent,
  serializeConsent,
} from './consent-choice.ts';

export interface ConsentTool {
  /** Resolves once the tool knows the visitor's choice, or that there is none yet (SPEC §4 'Analytics'). */
  readonly ready: Promise<void>;
  /** The visitor's choice; null while they have not chosen. */
  getChoice(): ConsentChoice | null;
  /** Called after every change of the choice. */
  subscribe(listener: () => void): () => void;
  /** Records a choice made in the site's own interface. */
  choose(purposes: ConsentPurposes): void;
  /** True when the tool shows its own banner and preferences (a vendor's platform). */
  readonly ownInterface: boolean;
  /** Opens the tool's own preferences; only called when `ownInterface`. */
  openPreferences?(): void;
}

export interface BuiltInConsentToolOptions {
  doc?: Document;
  now?: () => Date;
}

/** The default tool: the choice in the `consent_choice` cookie, kept 12 months. */
export function createBuiltInConsentTool({
  doc = document,
  now = () => new Date(),
}: BuiltInConsentToolOptions = {}): ConsentTool {
  const listeners = new Set<() => void>();
  let choice = parseConsent(readCookie(CONSENT_COOKIE, doc), now());
  return {
    ready: Promise.resolve(),
    ownInterface: false,
    getChoice: () => choice,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(purposes) {
      const decidedAt = now();
      choice = { measurement: purposes.measurement, video: purposes.video, decidedAt };
      const maxAge = Math.floor((consentExpiry(decidedAt).getTime() - decidedAt.getTime()) / 1000);
      if (maxAge > 0) {
        doc.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${doc.location?.protocol === 'https:' ? '; Secure' : ''}`;
      } else {
        deleteCookie(CONSENT_COOKIE, doc);
      }
      for (const listener of listeners) listener();
    },
  };
}
