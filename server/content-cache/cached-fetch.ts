// The content API's answers, cached in front of the server's content clients (issue 9): one
// upstream call for any number of concurrent requests of the same URL (single-flight), fresh
// answers served as they are, stale ones served while they are fetched again in the background
// (stale-while-revalidate) or instead of a failing upstream (stale-if-error).
//
// Only shared answers are kept: GET calls without a body, carrying the server's own credentials
// (never a visitor's), answered 2xx with a body the client accepts (its own check: JSON of the
// endpoint's schema), without the maintenance header. A 2xx the client would refuse, a redirect
// or a 5xx is the upstream failing: the stale answer stands in for it, and stays in the store.
// Bodies are read up to MAX_UPSTREAM_BODY_BYTES. The key is the URL, which carries the shop and
// the language (shop_id, lang). An answer with the maintenance header empties the cache:
// nothing from before a maintenance is served after it.
import { MAX_UPSTREAM_BODY_BYTES, readBoundedBody } from '../../shared/api/bounded-response.ts';
import { carriesMaintenanceHeader } from '../../shared/api/maintenance-header.ts';
import type { AnswerCheck, FetchLike } from '../../shared/api/transport.ts';
import { untilAborted } from '../../shared/api/until-aborted.ts';
import type { CachedAnswer, CacheStore } from './cache-store.ts';
import type { Freshness } from './freshness.ts';

/** What happened to one call, for the metrics. */
export type CacheEvent = 'hit' | 'miss' | 'stale' | 'stale_if_error' | 'bypass';

export interface CachedFetchOptions {
  store: CacheStore;
  /** The freshness of a URL's answers; null: never cached. */
  freshness: (url: string) => Freshness | null;
  /** The Authorization the server itself sends ('' without a token): anything else is a visitor's. */
  sharedAuthorization: string;
  /** Bounds the one upstream call that concurrent requests share (their own deadlines still apply to each). */
  upstreamTimeoutMs: number;
  onEvent?: (event: CacheEvent) => void;
  /** Sees a background refresh that failed (the stale answer stays). */
  onRefreshError?: (error: unknown, url: string) => void;
  now?: () => number;
}

export interface CachedFetch {
  fetch: FetchLike;
  /** Whether this response came from the cache: it says nothing of the upstream's state now. */
  served(response: Response): boolean;
}

/** An answer as the upstream gave it, read whole, that each waiting caller gets a Response of. */
interface Snapshot {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Uint8Array;
  /** A 2xx the caller's check accepted: content to keep. */
  accepted: boolean;
}

function authorizationOf(headers: HeadersInit | undefined): string {
  if (!headers) return '';
  return (headers instanceof Headers ? headers : new Headers(headers)).get('authorization') ?? '';
}

/** The check of a caller that brings none: a JSON answer that does not parse is never kept. */
function readableJson(body: Uint8Array, contentType: string): boolean {
  if (!contentType.includes('json')) return true;
  try {
    JSON.parse(new TextDecoder().decode(body));
    return true;
  } catch {
    return false;
  }
}

/** An answer that says the upstream failed rather than what the content is: a 5xx, a redirect, a 2xx refused. */
function failed(answer: Snapshot): boolean {
  return (
    answer.status >= 500 || (answer.status >= 300 && answer.status < 400) || (answer.status < 300 && !answer.accepted)
  );
}

export function createCachedFetch(upstream: FetchLike, options: CachedFetchOptions): CachedFetch {
  const {
    store,
    freshness,
    sharedAuthorization,
    upstreamTimeoutMs,
    onEvent = () => {},
    onRefreshError = () => {},
    now = Date.now,
  } = options;
  const inFlight = new Map<string, Promise<Snapshot>>();
  const fromCache = new WeakSet<Response>();

  const replay = (answer: Omit<Snapshot, 'accepted'>, cached: boolean): Response => {
    // Bodies are read once: every caller gets its own copy.
    const response = new Response(answer.status === 204 || answer.status === 304 ? null : answer.body.slice(), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
    if (cached) fromCache.add(response);
    return response;
  };

  /**
   * The one upstream call of a URL; concurrent callers share it, and the check of the caller that
   * started it (the same URL is the same endpoint, so the same check). Keeps an accepted 2xx answer.
   */
  function load(
    url: string,
    init: RequestInit,
    policy: Freshness,
    accepts: AnswerCheck | undefined,
  ): Promise<Snapshot> {
    const pending = inFlight.get(url);
    if (pending) return pending;
    const call = (async () => {
      const signal = AbortSignal.timeout(upstreamTimeoutMs);
      const response = await upstream(url, {
        method: 'GET',
        headers: init.headers ?? {},
        signal,
        ...(init.redirect && { redirect: init.redirect }),
      });
      const body = await readBoundedBody(response, { limitBytes: MAX_UPSTREAM_BODY_BYTES, signal });
      const ok = response.status >= 200 && response.status < 300;
      const { status, statusText } = response;
      const accepted = ok && (accepts ? accepts(body) : readableJson(body, response.headers.get('content-type') ?? ''));
      const snapshot: Snapshot = { status, statusText, headers: [...response.headers], body, accepted };
      if (carriesMaintenanceHeader(response)) await store.clear();
      else if (accepted) {
        const at = now();
        const answer: CachedAnswer = {
          status,
          statusText,
          headers: snapshot.headers,
          body,
          freshUntil: at + policy.freshMs,
          staleUntil: at + policy.freshMs + policy.staleMs,
          errorUntil: at + policy.freshMs + policy.errorMs,
        };
        await store.set(url, answer);
      }
      return snapshot;
    })();
    inFlight.set(url, call);
    const forget = () => inFlight.delete(url);
    call.then(forget, forget);
    return call;
  }

  async function cachedFetch(input: string, init: RequestInit, accepts?: AnswerCheck): Promise<Response> {
    const policy = (init.method ?? 'GET').toUpperCase() === 'GET' && init.body == null ? freshness(input) : null;
    if (!policy || authorizationOf(init.headers) !== sharedAuthorization) {
      onEvent('bypass');
      const response = await upstream(input, init, accepts);
      // The readiness check is never cached, but it is how a maintenance often shows first.
      if (carriesMaintenanceHeader(response)) await store.clear();
      return response;
    }
    const cached = await store.get(input);
    const at = now();
    if (cached && at < cached.freshUntil) {
      onEvent('hit');
      return replay(cached, true);
    }
    if (cached && at < cached.staleUntil) {
      onEvent('stale');
      load(input, init, policy, accepts).then(
        (answer) => {
          if (failed(answer))
            onRefreshError(new Error(`the upstream's ${answer.status} answer is not one to keep`), input);
        },
        (error: unknown) => onRefreshError(error, input),
      );
      return replay(cached, true);
    }
    onEvent('miss');
    try {
      const answer = await untilAborted(load(input, init, policy, accepts), init.signal);
      if (failed(answer) && cached && at < cached.errorUntil) {
        onEvent('stale_if_error');
        return replay(cached, true);
      }
      return replay(answer, false);
    } catch (error) {
      // The caller gave up (its own deadline or a visitor who left): that is not the upstream failing.
      if (init.signal?.aborted || !cached || at >= cached.errorUntil) throw error;
      onEvent('stale_if_error');
      return replay(cached, true);
    }
  }

  return { fetch: cachedFetch, served: (response) => fromCache.has(response) };
}
