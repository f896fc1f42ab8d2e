// Business constants and limits of SPEC §9, named once for server and client.

import type { Locale } from '../config/locales.ts';

export const SCROLL_TOP_BUTTON_THRESHOLD_PX = 800;
export const NEWSLETTER_POP_IN_DELAY_MS = 60_000;
export const RESIZE_DEBOUNCE_MS = 1_000;

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;

export const PAGE_VIEW_DELAY_MS = 250;
export const PAGE_DATA_MIN_DELAY_MS = 200;
/** A failed chunk load reloads the page at most once in this window (SPEC §4). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const SEARCH_DEBOUNCE_MS = 250;
export const DEFAULT_DEBOUNCE_MS = 700;
export const SUGGESTIONS_MIN_CHARS_HEADER = 2;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_HISTORY_SIZE = 5;

export const FOOTER_CAROUSEL_INTERVAL_MS = 2_000;

export const PRODUCT_THUMBNAIL_SIZE_PX = 80;
export const IMAGE_SIZE_PX = 140;

export const PAGES_PER_PRODUCT_OR_NEED = 4;
export const MAX_FILTER_SEGMENTS = 10;
export const STATIC_REDIRECT_STATUS = 301;

export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const CONSENT_MAX_AGE_MONTHS = 12;

export const BREAKPOINTS_PX = { phone: 565, phablet: 767, tablet: 1024, desktop: 1280, largeDesktop: 1441 } as const;

/** A span of opening time, in whole hours of the day: 9 to 13 is 9:00 to 13:00. */
export interface OpeningSpan {
  from: number;
  to: number;
}

/** SPEC §9's customer service hours: 9-13 and 14-18, and the 'some locales' (German teams) 9-12 and 13-17. */
const SERVICE_HOURS: readonly OpeningSpan[] = Object.freeze([
  { from: 9, to: 13 },
  { from: 14, to: 18 },
]);
const GERMAN_SERVICE_HOURS: readonly OpeningSpan[] = Object.freeze([
  { from: 9, to: 12 },
  { from: 13, to: 17 },
]);

/** Customer service hours, Monday to Friday, by locale; Spain 9-18 (decision 034). */
export const CUSTOMER_SERVICE_HOURS: Readonly<Record<Locale, readonly OpeningSpan[]>> = Object.freeze({
  'fr-be': SERVICE_HOURS,
  'nl-be': SERVICE_HOURS,
  'fr-ch': SERVICE_HOURS,
  'de-ch': GERMAN_SERVICE_HOURS,
  'de-de': GERMAN_SERVICE_HOURS,
  'es-es': Object.freeze([{ from: 9, to: 18 }]),
  'it-it': SERVICE_HOURS,
});
