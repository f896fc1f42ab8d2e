// Which caches may keep a rendered page (docs/decisions/012-page-caching.md). Pure: the renderer
// asks it once the page's status is known, before the first byte.
import type { RouteMatch } from '../../routes/kinds.ts';

/** Request headers a rendered page depends on beyond its URL and host (Accept-Encoding is compression's). */
export const PAGE_VARY = ['Accept', 'Cookie'] as const;

/** Never stored: previews, the maintenance page, error pages, form confirmations. */
export const NO_STORE = 'no-store';
/** A visitor with a session: the page is theirs, and not worth keeping even in their browser. */
export const SESSION_CACHE_CONTROL = 'private, no-store';
/**
 * Search results: their outcome (an upstream failure included) streams in after the headers,
 * and a long tail of terms would seldom be hit again; the browser may keep them for back and
 * forward, asking again otherwise.
 */
export const RESULTS_CACHE_CONTROL = 'private, no-cache';
/**
 * Form pages carry the visitor's CSRF token (decision 015): never shared, and asked again before
 * the browser reuses its copy.
 */
export const FORM_PAGE_CACHE_CONTROL = 'private, no-cache';

/** Pages that hold a form, and the confirmations a form leads to (never kept: they follow a POST). */
const FORM_PAGES = new Set<string>([
  'contact',
  'newsletter',
  'myLogin',
  'mySignUp',
  'myActivation',
  'myPasswordReset',
  'myLogout',
]);
const CONFIRMATIONS = new Set<string>(['contactConfirmation', 'newsletterConfirmation']);
/** The new-password page's URL holds the reset link's token: nobody keeps it, not even the browser. */
const SECRET_URLS = new Set<string>(['myNewPassword']);

export interface PageCacheInput {
  status: number;
  /** The route of a page that rendered; undefined for an error page. */
  route: Pick<RouteMatch, 'kind' | 'meta'> | undefined;
  /** The request carries a session cookie (whatever it holds: an ended or forged one too). */
  session: boolean;
  /** PAGE_CACHE_CONTROL: what anonymous public pages answer. */
  publicCacheControl: string;
}

export function pageCacheControl({ status, route, session, publicCacheControl }: PageCacheInput): string {
  if (status !== 200 || !route) return NO_STORE;
  if (
    route.kind === 'preview' ||
    route.kind === 'maintenance' ||
    CONFIRMATIONS.has(route.kind) ||
    SECRET_URLS.has(route.kind)
  )
    return NO_STORE;
  // A customer's own pages (decision 026), and any page of a visitor with a session.
  if (route.meta.private || route.meta.personal || session) return SESSION_CACHE_CONTROL;
  if (route.kind === 'results') return RESULTS_CACHE_CONTROL;
  if (FORM_PAGES.has(route.kind)) return FORM_PAGE_CACHE_CONTROL;
  return publicCacheControl;
}
