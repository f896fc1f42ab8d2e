// The cookies that remember a notice the visitor closed (SPEC §4, §9). The server reads them to
// leave the notice out of the page; the browser writes them when the notice is closed there.

/** SPEC §4: the obsolete-browser banner shows unless this cookie exists; dismissal sets it to false. */
export const BROWSER_INFO_COOKIE = 'ie_info';
/** The header's discount banner, closed by the visitor. */
export const DISCOUNT_BANNER_COOKIE = 'discount_banner';
/** SPEC §4: set when the newsletter pop-in closes; the newsletter button stays hidden once it exists. */
export const NEWSLETTER_POP_IN_COOKIE = 'newsletter_popin';

const DAY_S = 24 * 60 * 60;
/** A closed notice stays closed this long. */
export const NOTICE_COOKIE_MAX_AGE_S = 365 * DAY_S;
/** A closed discount banner comes back after a month: offers change. */
export const DISCOUNT_BANNER_COOKIE_MAX_AGE_S = 30 * DAY_S;

/** The value each dismissal cookie is given. */
export const DISMISSED_VALUE = { [BROWSER_INFO_COOKIE]: 'false', [DISCOUNT_BANNER_COOKIE]: 'hidden' } as const;

export type DismissableNotice = 'browser-info' | 'discount-banner';

/** What the visitor's cookies say about the notices (the request's on the server, document.cookie in the browser). */
export function dismissedNotices(cookies: Readonly<Record<string, unknown>> | undefined): {
  browserInfo: boolean;
  discountBanner: boolean;
} {
  return {
    browserInfo: typeof cookies?.[BROWSER_INFO_COOKIE] === 'string',
    discountBanner: typeof cookies?.[DISCOUNT_BANNER_COOKIE] === 'string',
  };
}
