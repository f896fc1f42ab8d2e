// The content API's answers, cached in front of the server's content clients (issue 9): one
// upstream call for any number of concurrent requests of the same URL (single-flight), fresh
// answers served as they are, stale ones served while they are fetched again in the background
// (stale-while-revalidate) or instead of a failing upstream (stale-if-error).
//
// Only shared answers are kept: GET calls without a body, carrying the server's own credentials
// (never a visitor's), answered 2xx with a body that reads, without the maintenance header. The key is the URL, which
// carries the shop and the language (shop_id, lang). An answer with the maintenance header
// empties the cache: nothing from before a maintenance is served after it.
import { carriesMaintenanceHeader } from '../../shared/api/maintenance-header.ts';
import type { FetchLike } from '../../shared/api/transport.ts';
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
}

function authorizationOf(headers: HeadersInit | undefined): string {
  if (!headers) return '';
  return (headers instanceof Headers ? headers : new Headers(headers)).get('authorization') ?? '';
}

/** A JSON answer that does not parse is the upstream failing, not content: it is never kept. */
function readable(snapshot: Snapshot): boolean {
  const type = snapshot.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
  if (!type.includes('json')) return true;
  try {
    JSON.parse(new TextDecoder().decode(snapshot.body));
    return true;
  } catch {
    return false;
  }
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

  const replay = (answer: Snapshot, cached: boolean): Response => {
    // Bodies are read once: every caller gets its own copy.
    const response = new Response(answer.status === 204 || answer.status === 304 ? null : answer.body.slice(), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
    if (cached) fromCache.add(response);
    return response;
  };

  /** The one upstream call of a URL; concurrent callers share it. Keeps a 2xx answer. */
  function load(url: string, init: RequestInit, policy: Freshness): Promise<Snapshot> {
    const pending = inFlight.get(url);
    if (pending) return pending;
    const call = (async () => {
      const response = await upstream(url, {
        method: 'GET',
        headers: init.headers ?? {},
        signal: AbortSignal.timeout(upstreamTimeoutMs),
      });
      const snapshot: Snapshot = {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: new Uint8Array(await response.arrayBuffer()),
      };
      if (carriesMaintenanceHeader(response)) await store.clear();
      else if (response.ok && readable(snapshot)) {
        const at = now();
        const answer: CachedAnswer = {
          ...snapshot,
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

  async function cachedFetch(input: string, init: RequestInit): Promise<Response> {
    const policy = (init.method ?? 'GET').toUpperCase() === 'GET' && init.body == null ? freshness(input) : null;
    if (!policy || authorizationOf(init.headers) !== sharedAuthorization) {
      onEvent('bypass');
      const response = await upstream(input, init);
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
      load(input, init, policy).catch((error: unknown) => onRefreshError(error, input));
      return replay(cached, true);
    }
    onEvent('miss');
    try {
      const answer = await untilAborted(load(input, init, policy), init.signal);
      if (answer.status >= 500 && cached && at < cached.errorUntil) {
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
