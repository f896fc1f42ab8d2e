// The one error every call of the API client throws (SPEC §7 "errors are rethrown to the
// caller", §8 route errors read `status`). A page or a middleware only ever catches ApiError:
// an HTTP error of the upstream, an upstream that cannot be reached, a timeout, a call the
// caller aborted, or an answer that does not have the shape of shared/schemas.

/** A problem with one field: the API's 400 `issues`, or a schema mismatch of its answer. */
export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * - `http`: the upstream answered 4xx/5xx (`status` is its status);
 * - `network`: no answer at all (refused, DNS, reset): `status` 0;
 * - `timeout`: no complete answer within `timeoutMs`: `status` 504, `timeout` true;
 * - `aborted`: the caller's `signal` aborted the call: `status` 0, `aborted` true;
 * - `invalid`: a 2xx answer that is not JSON or not of the endpoint's schema, or a redirect
 *   (the content API never redirects; its client does not follow): `status` 502;
 * - `too_large`: an answer larger than MAX_UPSTREAM_BODY_BYTES, refused unread: `status` 502;
 * - `request`: the call was refused before it was sent (a path parameter of `..`): `status` 400.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid' | 'too_large' | 'request';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  /** The URL asked, query included; never holds the token (it travels in a header). */
  url: string;
  /** `METHOD /path/{template}`: a stable name for logs and metrics. */
  endpoint: string;
  issues?: ApiIssue[];
  /** The `code` of the upstream's error body, when it gave one (the account calls' refusals). */
  code?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly url: string;
  readonly endpoint: string;
  readonly issues?: ApiIssue[];
  readonly code?: string;
  /** True only when the call ran out of time (ours or a caller's AbortSignal.timeout). */
  readonly timeout: boolean;
  /** True only when the caller's signal aborted the call. */
  readonly aborted: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.url = init.url;
    this.endpoint = init.endpoint;
    if (init.issues) this.issues = init.issues;
    if (init.code !== undefined) this.code = init.code;
    this.timeout = init.kind === 'timeout';
    this.aborted = init.kind === 'aborted';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Status of a network failure or an aborted call: there was no HTTP answer. */
export const NO_RESPONSE_STATUS = 0;
/** Status of a timeout: the upstream did not answer in time, as a gateway would say. */
export const TIMEOUT_STATUS = 504;
/** Status of an answer that is not JSON, not of the endpoint's schema, a redirect, or too large. */
export const INVALID_ANSWER_STATUS = 502;
