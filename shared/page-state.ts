// How the browser reads a checkout step's data without loading the document (issue 20): the
// step's own URL asked with PAGE_STATE_HEADER. The server renders nothing: it runs the page's
// loader as for the document, with the visitor's session cookie, and answers in JSON the queries
// the document would have carried, or where the browser must go instead (login for a session
// that ended, the URL itself as a document for a page the server answers with an error). The
// answer is the customer's own: never stored (private, no-store), and another site's scripts
// neither send the SameSite=Lax cookie with their requests nor read the answer.
import type { RouteKind } from '../routes/kinds.ts';
import { CHECKOUT_KINDS } from '../routes/kinds.ts';

export const PAGE_STATE_HEADER = 'X-Page-State';

/** The private pages the browser opens itself: the checkout's steps. The account's stay document loads (decision 026). */
const READ_IN_PLACE: ReadonlySet<RouteKind> = new Set(CHECKOUT_KINDS);
export const readsStateInPlace = (kind: RouteKind) => READ_IN_PLACE.has(kind);

export type PageStateAnswer =
  /** The page's queries, dehydrated. */
  | { state: unknown }
  /** Go there with a document load (login, or the URL itself). */
  | { document: string };

export function isPageStateAnswer(value: unknown): value is PageStateAnswer {
  if (typeof value !== 'object' || value === null) return false;
  return 'state' in value || ('document' in value && typeof (value as { document: unknown }).document === 'string');
}
