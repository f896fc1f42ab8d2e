// How a page says it cannot be shown: a react-router error response with the status, which the
// page route's error boundary turns into the 404, 401 or 500 page, and the server into the status.
import { data, isRouteErrorResponse } from 'react-router';
import { ApiError } from '../../shared/api/errors.ts';

export interface UnauthorizedData {
  /** The path (and query) the visitor wanted, kept for after login. */
  wanted: string;
}

export function notFound() {
  return data(null, { status: 404 });
}

export function unauthorized(wanted: string) {
  return data<UnauthorizedData>({ wanted }, { status: 401 });
}

export function serverError() {
  return data(null, { status: 500 });
}

/** True for what notFound(), unauthorized() and serverError() throw. */
export function isStatusError(error: unknown): boolean {
  return isRouteErrorResponse(error) || (typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'DataWithResponseInit');
}

/** The HTTP status a loader failure stands for: the content API's 404 is ours, anything else a 500. */
export function statusOfFailure(error: unknown): 404 | 500 {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404 ? 404 : 500;
}
