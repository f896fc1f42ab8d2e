// How a page says it cannot be shown: a StatusError, which the page loader turns into the 404,
// 401, 500 or 503 page and the server into the status; 400 is the server's own, for a URL it
// cannot read (server/middleware/reject-malformed-url.ts).
import { ApiError } from '../../shared/api/errors.ts';

export type ErrorStatus = 400 | 401 | 404 | 500 | 503;

export class StatusError extends Error {
  constructor(
    readonly status: ErrorStatus,
    /** 401: the path (and query) the visitor wanted, kept for after login. */
    readonly wanted?: string,
    /** 401 of an account page: the login page to send the visitor to (with the wanted path), instead of the 401 page. */
    readonly login?: string,
  ) {
    super(`page answered ${status}`);
    this.name = 'StatusError';
  }
}

export const notFound = () => new StatusError(404);
/** The request's URL cannot be read (not percent-encoded UTF-8). */
export const badRequest = () => new StatusError(400);
export const unauthorized = (wanted: string) => new StatusError(401, wanted);
/** An account page without a session: the visitor goes to `login` (decision 026). */
export const loginRequired = (wanted: string, login: string) => new StatusError(401, wanted, login);
export const serverError = () => new StatusError(500);
/** The content API could not give the page's own data in time: try again shortly. */
export const unavailable = () => new StatusError(503);

/**
 * The HTTP status a loader failure stands for: the content API's 404 is ours; when the content
 * API is down, slow, or answers a 5xx, nonsense, a redirect or too much, the page is unavailable for now (503);
 * anything else (our own bug, a bad request we built) is a 500.
 */
export function statusOfFailure(error: unknown): 404 | 500 | 503 {
  if (error instanceof StatusError && error.status === 503) return 503; // the page-data deadline
  if (!(error instanceof ApiError)) return 500;
  if (error.kind === 'http') return error.status === 404 ? 404 : error.status >= 500 ? 503 : 500;
  const upstreamFailed =
    error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid' || error.kind === 'too_large';
  return upstreamFailed ? 503 : 500;
}
