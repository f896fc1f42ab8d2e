// The anti-spam check's site key the server wrote into the page (client/app/public-config.ts);
// null when the check is off, or outside a page the server rendered (component tests).
import { readBootState } from '../../app/boot-state.ts';

export function antiSpamSiteKey(): string | null {
  try {
    return readBootState().config.recaptchaSiteKey;
  } catch {
    return null;
  }
}
