// How a page says it cannot be shown: a StatusError, which the page loader turns into the 404,
// 401 or 500 page and the server into the status.
import { ApiError } from '../../shared/api/errors.ts';

export type ErrorStatus = 401 | 404 | 500;

export class StatusError extends Error {
  constructor(
    readonly status: ErrorStatus,
    /** 401: the path (and query) the visitor wanted, kept for after login. */
    readonly wanted?: string,
  ) {
    super(`page answered ${status}`);
    this.name = 'StatusError';
  }
}

export const notFound = () => new StatusError(404);
export const unauthorized = (wanted: string) => new StatusError(401, wanted);
export const serverError = () => new StatusError(500);

/** The HTTP status a loader failure stands for: the content API's 404 is ours, anything else a 500. */
export function statusOfFailure(error: unknown): 404 | 500 {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404 ? 404 : 500;
}
