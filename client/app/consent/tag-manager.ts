// The country's tag manager (SPEC §7 'Third-party scripts'), loaded only once the visitor
// accepted audience measurement and a container is configured (TAG_MANAGER_ID_<COUNTRY>). Its
// consent signals follow the visitor's choice; a withdrawal deletes the measurement cookies it left.
import { pageNonce } from '../page-nonce.ts';
import type { ConsentPurposes } from './consent-choice.ts';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** The measurement cookies the tag manager's analytics tags set on the site's domain. */
const MEASUREMENT_COOKIE = /^(_ga(_.+)?|_gid|_gat(_.+)?|_gcl_.+)$/;

/** The consent mode signals of the tag manager for a choice. */
export function consentSignals(purposes: ConsentPurposes): Record<string, 'granted' | 'denied'> {
  const measurement = purposes.measurement ? 'granted' : 'denied';
  return { analytics_storage: measurement, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
}

/** `gtag(...)` of the page's data layer: the tag manager reads consent commands as Arguments objects, not arrays. */
function gtagOf(win: Window): (...args: unknown[]) => void {
  const dataLayer = (win.dataLayer ??= []);
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
}

/** Tells the tag manager (loaded or not yet) the visitor's choice: 'default' before it loads, 'update' after. */
export function pushConsent(win: Window, purposes: ConsentPurposes, first: boolean): void {
  gtagOf(win)('consent', first ? 'default' : 'update', consentSignals(purposes));
}

/** Adds the container's script once; false when it was there already or the id is not a container's. */
export function loadTagManager(id: string, doc: Document = document, win: Window = window): boolean {
  if (!CONTAINER_ID.test(id) || doc.querySelector('script[data-tag-manager]')) return false;
  (win.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  script.nonce = pageNonce(doc);
  script.dataset.tagManager = id;
  doc.head.append(script);
  return true;
}

/** Deletes the measurement cookies on this host and its parent domains (where analytics tags put them). */
export function deleteMeasurementCookies(doc: Document = document): string[] {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => MEASUREMENT_COOKIE.test(name));
  const labels = (doc.location?.hostname ?? '').split('.');
  const domains = [undefined, ...labels.slice(0, -1).map((_, index) => `.${labels.slice(index).join('.')}`)];
  for (const name of names)
    for (const domain of domains) doc.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`;
  return names;
}
