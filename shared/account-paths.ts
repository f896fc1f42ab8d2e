// The account area's links that carry state in their query (decision 026), built the same way by
// the server (redirects, e-mails) and the browser (the header, favourite buttons):
//   - the login page with `redirect` (the path the visitor wanted, SPEC §4), `disconnected`
//     (their session ended: SPEC §8 'you have been disconnected') and `favourite` (what to add
//     once logged in: `product-12`, `pharmacy-3`);
//   - a page with `done=<form>` after a form that stays on it went through without JavaScript.
import type { Locale } from '../config/locales.ts';
import type { Router } from '../routes/compiler.ts';

export const RETURN_PARAM = 'redirect';
export const DISCONNECTED_PARAM = 'disconnected';
export const FAVOURITE_PARAM = 'favourite';
export const DONE_PARAM = 'done';
/** Where a development process lists the e-mails it wrote instead of sending them (server/middleware/dev-outbox.ts). */
export const DEV_OUTBOX_PATH = '/_dev/outbox';

export const FAVOURITE_KINDS = ['product', 'pharmacy'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];
export interface FavouriteIntent {
  kind: FavouriteKind;
  id: number;
}

export const favouriteIntentText = ({ kind, id }: FavouriteIntent) => `${kind}-${id}`;

/** `product-12` as an intent, or null for anything else. */
export function favouriteIntentOf(value: unknown): FavouriteIntent | null {
  if (typeof value !== 'string') return null;
  const match = /^(product|pharmacy)-([1-9]\d{0,8})$/.exec(value);
  return match ? { kind: match[1] as FavouriteKind, id: Number(match[2]) } : null;
}

export interface LoginLink {
  /** Where to come back once logged in: a path of this site, query and fragment included. */
  wanted?: string | undefined;
  disconnected?: boolean | undefined;
  favourite?: FavouriteIntent | null | undefined;
}

/** The query of a login, sign-up or activation link: where to come back, and what to do then. */
export function loginQuery({ wanted, disconnected, favourite }: LoginLink): string {
  const query = new URLSearchParams();
  if (wanted) query.set(RETURN_PARAM, wanted);
  if (favourite) query.set(FAVOURITE_PARAM, favouriteIntentText(favourite));
  if (disconnected) query.set(DISCONNECTED_PARAM, '1');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The locale's login page with the query of `link` (`/` when the locale has none, which never happens). */
export function loginPath(router: Router, locale: Locale, link: LoginLink = {}): string {
  return `${router.href('myLogin', {}, locale) ?? '/'}${loginQuery(link)}`;
}

/** A path (with its query) with `done=<what>` set, other parameters kept. */
export function withDone(path: string, done: string): string {
  const url = new URL(path, 'http://vitrine.invalid');
  url.searchParams.set(DONE_PARAM, done);
  return `${url.pathname}${url.search}`;
}
