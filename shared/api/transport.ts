// One call of the content API, end to end (SPEC §7, decision 007): build the URL on the base,
// add shop_id and lang, send with Accept JSON and the optional bearer token, bound it by a
// timeout and the caller's signal, hand the response to onResponse, read at most
// MAX_UPSTREAM_BODY_BYTES, and validate the answer with its zod schema. Redirects are not
// followed. Whatever goes wrong comes out as an ApiError.
// Isomorphic: Fetch-standard APIs only (URL, Headers, AbortSignal, performance).
import * as z from 'zod/mini';

import { BodyTooLargeError, MAX_UPSTREAM_BODY_BYTES, readBoundedBody } from './bounded-response.ts';
import {
  ApiError,
  type ApiErrorKind,
  type ApiIssue,
  INVALID_ANSWER_STATUS,
  NO_RESPONSE_STATUS,
  TIMEOUT_STATUS,
} from './errors.ts';
import { appendQuery, type QueryParams } from './query.ts';
import { untilAborted } from './until-aborted.ts';

/**
 * Whether a 2xx body is an answer the client accepts: JSON of the endpoint's schema (or an empty
 * body where the call allows one). A cache under the client keeps only what passes it.
 */
export type AnswerCheck = (body: Uint8Array) => boolean;

/**
 * A Fetch-standard function. The embedded catalog's handler fits as
 * `(input, init) => catalog.fetch(new Request(input, init))`. It is called as a plain function
 * (never as a method), so the browser's `fetch` can be passed as is (it ignores `accepts`).
 */
export type FetchLike = (input: string, init: RequestInit, accepts?: AnswerCheck) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Per-call options, accepted last by every method of the client. */
export interface CallOptions {
  /** Aborts the call (ApiError with `aborted: true`); combined with the timeout. */
  signal?: AbortSignal;
  /** Overrides the client's timeoutMs for this call. */
  timeoutMs?: number;
}

export interface ResponseInfo {
  /** `METHOD /path/{template}`, e.g. `GET /product/{id}`: stable, for logs and metrics. */
  endpoint: string;
  method: HttpMethod;
  url: string;
  /** Time from sending to the response headers. */
  durationMs: number;
}

/**
 * Called with every response the upstream sends (2xx or not), before its body is read. Read
 * the status and headers only: the body belongs to the client. What it throws reaches the caller.
 */
export type OnResponse = (response: Response, info: ResponseInfo) => void;

/** Any zod schema: zod/mini's, as in shared/schemas, or classic zod's. */
export type AnySchema = z.core.$ZodType;

export interface ApiRequest<S extends AnySchema> {
  method: HttpMethod;
  /** Relative to the base, with `{name}` placeholders: `product/{id}/pages`. */
  path: string;
  pathParams?: Readonly<Record<string, string | number>>;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** The shape of the whole answer body. */
  schema: S;
  call?: CallOptions | undefined;
}

export interface NullableApiRequest<S extends AnySchema> extends ApiRequest<S> {
  /** A 404 answers null instead of throwing (the redirection endpoint, /url/entity). */
  nullWhenNotFound?: boolean;
  /** An empty 2xx body (204) answers null instead of being an invalid answer. */
  nullWhenEmpty?: boolean;
}

export interface Transport {
  request<S extends AnySchema>(request: ApiRequest<S>): Promise<z.output<S>>;
  requestOrNull<S extends AnySchema>(request: NullableApiRequest<S>): Promise<z.output<S> | null>;
  /** The absolute URL of a path relative to the base, without query. */
  urlFor(path: string): string;
}

export interface TransportOptions {
  /** Absolute, ending with '/'. */
  base: URL;
  fetch: FetchLike;
  shopId: number;
  lang: string;
  token?: string | undefined;
  timeoutMs: number;
  onResponse?: OnResponse | undefined;
}

/** Query keys every call carries; a caller's own value for them is ignored. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['shop_id', 'lang']);
const DOT_SEGMENT = /^\.{1,2}$/;

interface CallContext {
  endpoint: string;
  url: string;
}

function fail(
  kind: ApiErrorKind,
  status: number,
  message: string,
  context: CallContext,
  extra: { issues?: ApiIssue[]; code?: string; cause?: unknown } = {},
): ApiError {
  return new ApiError({ kind, status, message, url: context.url, endpoint: context.endpoint, ...extra });
}

function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

function isTimeoutReason(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
}

function errorMessageOf(text: string): { message?: string; issues?: ApiIssue[]; code?: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null) return {};
  const { message, issues, code } = body as { message?: unknown; issues?: unknown; code?: unknown };
  const result: { message?: string; issues?: ApiIssue[]; code?: string } = {};
  if (typeof message === 'string' && message.trim() !== '') result.message = message;
  if (typeof code === 'string' && /^[a-z_]{1,40}$/.test(code)) result.code = code;
  if (Array.isArray(issues)) {
    result.issues = issues
      .filter(
        (issue): issue is { path: unknown; message: string } =>
          typeof issue === 'object' && issue !== null && typeof issue.message === 'string',
      )
      .map((issue) => ({ path: typeof issue.path === 'string' ? issue.path : '', message: issue.message }));
  }
  return result;
}

/** zod issues as `{ path: 'data.items.0.name', message }`. */
export function issuesOf(error: z.core.$ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The answer of a 2xx body: JSON of the request's schema, or null where an empty body is allowed. */
function parseAnswer(text: string, request: NullableApiRequest<AnySchema>, context: CallContext): unknown {
  if (text.trim() === '' && request.nullWhenEmpty) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw fail(
      'invalid',
      INVALID_ANSWER_STATUS,
      `The content API answered ${context.endpoint} with a body that is not JSON`,
      context,
      { cause: error },
    );
  }
  const parsed = z.safeParse(request.schema, body);
  if (!parsed.success) {
    throw fail(
      'invalid',
      INVALID_ANSWER_STATUS,
      `The content API answered ${context.endpoint} with an unexpected body`,
      context,
      {
        issues: issuesOf(parsed.error),
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

function tooLarge(context: CallContext, cause: BodyTooLargeError): ApiError {
  return fail(
    'too_large',
    INVALID_ANSWER_STATUS,
    `The content API's answer to ${context.endpoint} is larger than ${cause.limitBytes} bytes`,
    context,
    { cause },
  );
}

export function createTransport(options: TransportOptions): Transport {
  const { base, shopId, lang, token, timeoutMs: defaultTimeoutMs, onResponse } = options;
  const fetchFunction = options.fetch;

  function buildUrl(request: ApiRequest<AnySchema>, endpoint: string): URL {
    const path = request.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const value = request.pathParams?.[name];
      const text = value === undefined ? '' : String(value);
      if (text === '' || DOT_SEGMENT.test(text)) {
        const context = { endpoint, url: new URL(request.path, base).href };
        throw fail('request', 400, `Invalid '${name}' for ${endpoint}: ${JSON.stringify(text)}`, context);
      }
      return encodeURIComponent(text);
    });
    const url = new URL(path, base);
    url.searchParams.set('shop_id', String(shopId));
    url.searchParams.set('lang', lang);
    appendQuery(url.searchParams, request.query, RESERVED_KEYS);
    return url;
  }

  async function send(request: NullableApiRequest<AnySchema>): Promise<unknown> {
    const { method, call } = request;
    const endpoint = `${method} /${request.path}`;
    const url = buildUrl(request, endpoint).href;
    const context: CallContext = { endpoint, url };

    const timeoutMs = call?.timeoutMs ?? defaultTimeoutMs;
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = call?.signal ? AbortSignal.any([call.signal, timeoutSignal]) : timeoutSignal;
    /** Our deadline, the caller's signal, or (signal not aborted) a deadline below us that `cause` reports. */
    const stopped = (cause: unknown): ApiError => {
      const reason = signal.aborted ? signal.reason : cause;
      if (reason === timeoutSignal.reason || isTimeoutReason(reason)) {
        return fail(
          'timeout',
          TIMEOUT_STATUS,
          `The content API did not answer ${endpoint} within ${timeoutMs} ms`,
          context,
          { cause },
        );
      }
      return fail('aborted', NO_RESPONSE_STATUS, `The call ${endpoint} was aborted`, context, { cause });
    };

    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = { method, headers, signal, redirect: 'manual' };
    if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(request.body);
    }

    const accepts: AnswerCheck = (bytes) => {
      try {
        parseAnswer(new TextDecoder().decode(bytes), request, context);
        return true;
      } catch {
        return false;
      }
    };

    const started = performance.now();
    let response: Response;
    try {
      if (signal.aborted) throw signal.reason;
      response = await untilAborted(
        Promise.resolve().then(() => fetchFunction(url, init, accepts)),
        signal,
      );
    } catch (error) {
      if (signal.aborted) throw stopped(error);
      // A FetchLike that reads the body itself (the answer cache) fails with what the read met.
      if (error instanceof BodyTooLargeError) throw tooLarge(context, error);
      if (isTimeoutReason(error)) throw stopped(error);
      throw fail('network', NO_RESPONSE_STATUS, `The content API could not be reached (${endpoint})`, context, {
        cause: error,
      });
    }
    onResponse?.(response, { endpoint, method, url, durationMs: performance.now() - started });

    if (isRedirect(response)) {
      void response.body?.cancel().catch(() => {});
      throw fail('invalid', INVALID_ANSWER_STATUS, `The content API answered ${endpoint} with a redirect`, context);
    }

    let text: string;
    try {
      text = new TextDecoder().decode(await readBoundedBody(response, { limitBytes: MAX_UPSTREAM_BODY_BYTES, signal }));
    } catch (error) {
      if (signal.aborted) throw stopped(error);
      if (error instanceof BodyTooLargeError) throw tooLarge(context, error);
      throw fail('network', NO_RESPONSE_STATUS, `The content API's answer to ${endpoint} was cut off`, context, {
        cause: error,
      });
    }

    if (!response.ok) {
      if (response.status === 404 && request.nullWhenNotFound) return null;
      const { message, issues, code } = errorMessageOf(text);
      const fallback = response.statusText || `HTTP ${response.status}`;
      throw fail('http', response.status, message ?? fallback, context, {
        ...(issues && { issues }),
        ...(code !== undefined && { code }),
      });
    }
    return parseAnswer(text, request, context);
  }

  return {
    request: <S extends AnySchema>(request: ApiRequest<S>) => send(request) as Promise<z.output<S>>,
    requestOrNull: <S extends AnySchema>(request: NullableApiRequest<S>) =>
      send(request) as Promise<z.output<S> | null>,
    urlFor: (path) => new URL(path, base).href,
  };
}
