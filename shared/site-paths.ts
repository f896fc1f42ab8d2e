// The paths both sides agree on outside the route tables: endpoints the server's middleware
// answers before any page (so a page of the same path is never shadowed for GET), and the search
// form's query parameter. The browser posts or fetches them; the server listens on them.
import type { DismissableNotice } from './notice-cookies.ts';

/** The client build the server runs (server/middleware/app-version.ts); the browser polls it. */
export const APP_VERSION_PATH = '/app-version.json';

/** A notice's close button posts to `<prefix><notice>?back=<path>` without JavaScript. */
export const NOTICE_DISMISSAL_PREFIX = '/notices/';

export function dismissAction(notice: DismissableNotice, back: string): string {
  return `${NOTICE_DISMISSAL_PREFIX}${notice}?back=${encodeURIComponent(back)}`;
}

/** The search form is a GET form (it works without JavaScript): the server turns `?q=<text>` on the results path into the search's own URL. */
export const SEARCH_QUERY_PARAM = 'q';
