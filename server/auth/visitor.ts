// Who the request comes from, as server/middleware/visitor-session.ts found out from the jwt_token
// cookie (decisions 010, 026), for the steps after it: the pages, the forms, the CSRF token.
import type { Viewer } from '../../shared/schemas/account.ts';

export interface Visitor {
  /** A jwt_token cookie came with the request: pages answer `private, no-store` (decision 012). */
  hasCookie: boolean;
  /** A customer's session that still counts: its token (the bearer of the account calls) and who it is. */
  account: { token: string; viewer: Viewer } | null;
  /** The cookie held a session that has ended (expired, or revoked elsewhere): 'you have been disconnected'. */
  ended: boolean;
  /** The content API could not say whether the session counts (it failed): private pages answer 503. */
  unknown: boolean;
  /** The cookie holds an editor's preview right (decision 010), verified. */
  previewer: boolean;
}

export const ANONYMOUS: Visitor = Object.freeze({
  hasCookie: false,
  account: null,
  ended: false,
  unknown: false,
  previewer: false,
});

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by visitor-session; ANONYMOUS before it. */
    visitor?: Visitor;
  }
}
