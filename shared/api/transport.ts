// One call of the content API, end to end (SPEC §7, decision 007): build the URL on the base,
// add shop_id and lang, send with Accept JSON and the optional bearer token, bound it by a
// timeout and the caller's signal, hand the response to onResponse, read at most
// MAX_UPSTREAM_BODY_BYTES, and validate the answer with its zod schema. Redirects are not
// followed. Whatever goes wrong comes out as an ApiError.
//
// On the server two more things (decision 024): an answer cache in front (`answers`) gives a GET
// the value it keeps, checked once when it came in, without a request, a timer or a parse; and the
// embedded catalog is called in the same process (`direct`): its data as it is, no JSON between.
// Isomorphic: Fetch-standard APIs only (URL, Headers, AbortSignal, performance).
import * as z from 'zod/mini';

import { BodyTooLargeError, MAX_UPSTREAM_BODY_BYTES, readBoundedBody } from './bounded-response.ts';
import { CART_TOKEN_HEADER } from './cart-token-header.ts';
import {
  ApiError,
  type ApiErrorKind,
  type ApiIssue,
  INVALID_ANSWER_STATUS,
  NO_RESPONSE_STATUS,
  TIMEOUT_STATUS,
} from './errors.ts';
import { carriesMaintenanceHeader } from './maintenance-header.ts';
import { appendQuery, type QueryParams } from './query.ts';
import { untilAborted } from './until-aborted.ts';

/**
 * A Fetch-standard function. It is called as a plain function (never as a method), so the
 * browser's `fetch` can be passed as is.
 */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

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

/** What `onResponse` is shown of an answer: its status and headers (a direct call has no Response). */
export type ResponseHead = Pick<Response, 'status' | 'headers'>;

/**
 * Called with every answer the upstream sends (2xx or not), before its body is read; never for
 * an answer the cache kept. What it throws reaches the caller.
 */
export type OnResponse = (response: ResponseHead, info: ResponseInfo) => void;

/** A call's answer once read and checked, as the answer cache takes it. */
export interface LoadedAnswer {
  /** What the call answers: the checked data (or null where the call allows it). */
  value: unknown;
  /** A 2xx answer the client accepted: content a cache may keep. */
  content: boolean;
  /** The answer carried the maintenance header: nothing kept from before may be served. */
  maintenance: boolean;
  /** Roughly how many bytes the answer was, for the cache's bounds. */
  bytes: number;
}

/**
 * Answers the GETs of the server's own content clients (server/content-cache/answer-cache.ts):
 * a value it keeps, or `load`'s. `load` runs under the cache's own deadline, shared by every
 * caller waiting on it; `wait` bounds one caller's wait by its own deadline and signal.
 */
export interface AnswerCache {
  read(
    url: string,
    load: (signal: AbortSignal) => Promise<LoadedAnswer>,
    wait: <T>(shared: Promise<T>) => Promise<T>,
  ): Promise<unknown>;
}

/** The content API in the same process (the embedded catalog): a GET answered with its data as it is. */
export type DirectCall = (
  url: URL,
) => Promise<{ status: number; headers: Readonly<Record<string, string>>; data: unknown }>;

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
  /** The content API in the same process, for GETs (the server's embedded catalog). */
  direct?: DirectCall | undefined;
  /** The answers kept for GETs (the server's). */
  answers?: AnswerCache | undefined;
  shopId: number;
  lang: string;
  token?: string | undefined;
  /** An anonymous cart's token, sent in CART_TOKEN_HEADER. */
  cartToken?: string | undefined;
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
  return checkAnswer(body, request, context);
}

/** The answer of a 2xx body's data, checked against the request's schema. */
function checkAnswer(body: unknown, request: NullableApiRequest<AnySchema>, context: CallContext): unknown {
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

/** The message, issues and code of an error answer's data (`{ message, issues, code }`), as errorMessageOf reads a text. */
function errorMessageOfData(data: unknown): { message?: string; issues?: ApiIssue[]; code?: string } {
  return typeof data === 'object' && data !== null ? errorMessageOf(JSON.stringify(data)) : {};
}

export function createTransport(options: TransportOptions): Transport {
  const { base, shopId, lang, token, cartToken, timeoutMs: defaultTimeoutMs, onResponse, direct, answers } = options;
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

  /** A deadline (the call's, else the client's) combined with the caller's signal, and the error of its end. */
  function deadline(call: CallOptions | undefined, context: CallContext) {
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
          `The content API did not answer ${context.endpoint} within ${timeoutMs} ms`,
          context,
          { cause },
        );
      }
      return fail('aborted', NO_RESPONSE_STATUS, `The call ${context.endpoint} was aborted`, context, { cause });
    };
    return { signal, stopped };
  }

  /** One call of the upstream under `signal`, read and checked; `stopped` names the signal's end. */
  async function load(
    request: NullableApiRequest<AnySchema>,
    url: URL,
    context: CallContext,
    signal: AbortSignal,
    stopped: (cause: unknown) => ApiError,
  ): Promise<LoadedAnswer> {
    const { method, endpoint } = { method: request.method, endpoint: context.endpoint };
    const started = performance.now();
    if (direct && method === 'GET') {
      let answer: Awaited<ReturnType<DirectCall>>;
      try {
        if (signal.aborted) throw signal.reason;
        answer = await untilAborted(direct(url), signal);
      } catch (error) {
        if (signal.aborted) throw stopped(error);
        throw fail('network', NO_RESPONSE_STATUS, `The content API could not be reached (${endpoint})`, context, {
          cause: error,
        });
      }
      const head = { status: answer.status, headers: new Headers(answer.headers) };
      onResponse?.(head, { endpoint, method, url: context.url, durationMs: performance.now() - started });
      const maintenance = carriesMaintenanceHeader(head);
      if (answer.status < 200 || answer.status >= 300) {
        if (answer.status === 404 && request.nullWhenNotFound)
          return { value: null, content: false, maintenance, bytes: 0 };
        const { message, issues, code } = errorMessageOfData(answer.data);
        throw fail('http', answer.status, message ?? `HTTP ${answer.status}`, context, {
          ...(issues && { issues }),
          ...(code !== undefined && { code }),
        });
      }
      const value = checkAnswer(answer.data, request, context);
      // Its size as JSON would be, for the cache's bounds: counted once, when it comes in.
      return { value, content: !maintenance, maintenance, bytes: answers ? JSON.stringify(answer.data).length : 0 };
    }

    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (cartToken) headers.set(CART_TOKEN_HEADER, cartToken);
    const init: RequestInit = { method, headers, signal, redirect: 'manual' };
    if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(request.body);
    }
    let response: Response;
    try {
      if (signal.aborted) throw signal.reason;
      response = await untilAborted(
        Promise.resolve().then(() => fetchFunction(context.url, init)),
        signal,
      );
    } catch (error) {
      if (signal.aborted) throw stopped(error);
      if (error instanceof BodyTooLargeError) throw tooLarge(context, error);
      if (isTimeoutReason(error)) throw stopped(error);
      throw fail('network', NO_RESPONSE_STATUS, `The content API could not be reached (${endpoint})`, context, {
        cause: error,
      });
    }
    onResponse?.(response, { endpoint, method, url: context.url, durationMs: performance.now() - started });
    const maintenance = carriesMaintenanceHeader(response);

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
      if (response.status === 404 && request.nullWhenNotFound)
        return { value: null, content: false, maintenance, bytes: 0 };
      const { message, issues, code } = errorMessageOf(text);
      const fallback = response.statusText || `HTTP ${response.status}`;
      throw fail('http', response.status, message ?? fallback, context, {
        ...(issues && { issues }),
        ...(code !== undefined && { code }),
      });
    }
    return { value: parseAnswer(text, request, context), content: !maintenance, maintenance, bytes: text.length };
  }

  async function send(request: NullableApiRequest<AnySchema>): Promise<unknown> {
    const { method, call } = request;
    const endpoint = `${method} /${request.path}`;
    const url = buildUrl(request, endpoint);
    const context: CallContext = { endpoint, url: url.href };
    if (answers && method === 'GET' && request.body === undefined) {
      // The shared call ends only by the cache's own deadline; each caller's wait ends by its own.
      const shared = (signal: AbortSignal) =>
        load(request, url, context, signal, (cause) =>
          fail('timeout', TIMEOUT_STATUS, `The content API did not answer ${endpoint} in time`, context, { cause }),
        );
      const wait = async <T>(pending: Promise<T>): Promise<T> => {
        const { signal, stopped } = deadline(call, context);
        try {
          return await untilAborted(pending, signal);
        } catch (error) {
          if (signal.aborted) throw stopped(error);
          throw error;
        }
      };
      return answers.read(context.url, shared, wait);
    }
    const { signal, stopped } = deadline(call, context);
    return (await load(request, url, context, signal, stopped)).value;
  }

  return {
    request: <S extends AnySchema>(request: ApiRequest<S>) => send(request) as Promise<z.output<S>>,
    requestOrNull: <S extends AnySchema>(request: NullableApiRequest<S>) =>
      send(request) as Promise<z.output<S> | null>,
    urlFor: (path) => new URL(path, base).href,
  };
}
