// The content API's answers, kept in front of the server's content clients (issues 9 and 17,
// decision 024): the value of a GET, checked once when it came in (its schema), frozen and shared
// by every request that reads it while fresh, with no request, timer, JSON or schema between. One
// upstream call for any number of concurrent requests of the same URL (single-flight); stale
// answers served while they are fetched again in the background (stale-while-revalidate) or
// instead of a failing upstream (stale-if-error).
//
// Only the server's own GETs come here (the transport sends nothing else), and only content is
// kept: a 2xx the client accepted, without the maintenance header. An answer with that header
// empties the cache: nothing from before a maintenance is served after it. A 5xx, an answer the
// client refuses, a redirect or no answer at all is the upstream failing: a stale answer stands in
// for it. A 4xx is the content's own answer (a page not found), passed on as it is.
import { ApiError } from '../../shared/api/errors.ts';
import type { AnswerCache, LoadedAnswer } from '../../shared/api/transport.ts';
import type { CachedAnswer, CacheStore } from './cache-store.ts';
import type { Freshness } from './freshness.ts';

/** What happened to one call, for the metrics. */
export type CacheEvent = 'hit' | 'miss' | 'stale' | 'stale_if_error' | 'bypass';

export interface AnswerCacheOptions {
  store: CacheStore;
  /** The freshness of a URL's answers; null: never kept. */
  freshness: (url: string) => Freshness | null;
  /** Bounds the one upstream call that concurrent requests share (their own deadlines still apply to each). */
  upstreamTimeoutMs: number;
  onEvent?: (event: CacheEvent) => void;
  /** Sees a background refresh that failed (the stale answer stays). */
  onRefreshError?: (error: unknown, url: string) => void;
  /** Sees an answer with the maintenance header, after the store was emptied. */
  onMaintenance?: () => void;
  now?: () => number;
}

/** An answer cache, and what the server does with it besides reading. */
export interface ContentAnswerCache extends AnswerCache {
  /** Forgets every answer (a maintenance, new content). */
  clear(): void;
}

/** Freezes a value and everything in it, so that no request can change what the others read. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** An upstream failure a stale answer may stand in for: not the content's own 4xx, nor a caller giving up. */
function upstreamFailed(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'aborted' || error.kind === 'request') return false;
  return error.kind !== 'http' || error.status >= 500;
}

export function createAnswerCache(options: AnswerCacheOptions): ContentAnswerCache {
  const {
    store,
    freshness,
    upstreamTimeoutMs,
    onEvent = () => {},
    onRefreshError = () => {},
    onMaintenance = () => {},
    now = Date.now,
  } = options;
  const inFlight = new Map<string, Promise<LoadedAnswer>>();

  function keep(url: string, policy: Freshness, answer: LoadedAnswer): void {
    if (answer.maintenance) {
      store.clear();
      onMaintenance();
      return;
    }
    if (!answer.content) return;
    const at = now();
    const kept: CachedAnswer = {
      value: deepFreeze(answer.value),
      bytes: answer.bytes,
      freshUntil: at + policy.freshMs,
      staleUntil: at + policy.freshMs + policy.staleMs,
      errorUntil: at + policy.freshMs + policy.errorMs,
    };
    store.set(url, kept);
    answer.value = kept.value;
  }

  /** The one upstream call of a URL, which concurrent callers share; keeps what it brings. */
  function loadOnce(url: string, policy: Freshness, load: (signal: AbortSignal) => Promise<LoadedAnswer>) {
    const pending = inFlight.get(url);
    if (pending) return pending;
    const call = load(AbortSignal.timeout(upstreamTimeoutMs)).then((answer) => {
      keep(url, policy, answer);
      return answer;
    });
    inFlight.set(url, call);
    const forget = () => inFlight.delete(url);
    call.then(forget, forget);
    return call;
  }

  return {
    async read(url, load, wait) {
      const policy = freshness(url);
      if (!policy) {
        onEvent('bypass');
        const answer = await wait(load(AbortSignal.timeout(upstreamTimeoutMs)));
        // The readiness check is never kept, but it is how a maintenance often shows first.
        if (answer.maintenance) {
          store.clear();
          onMaintenance();
        }
        return answer.value;
      }
      const cached = store.get(url);
      const at = now();
      if (cached && at < cached.freshUntil) {
        onEvent('hit');
        return cached.value;
      }
      if (cached && at < cached.staleUntil) {
        onEvent('stale');
        loadOnce(url, policy, load).then(
          (answer) => {
            if (!answer.content && !answer.maintenance)
              onRefreshError(new Error('the upstream answered nothing to keep'), url);
          },
          (error: unknown) => onRefreshError(error, url),
        );
        return cached.value;
      }
      onEvent('miss');
      try {
        return (await wait(loadOnce(url, policy, load))).value;
      } catch (error) {
        if (!cached || at >= cached.errorUntil || !upstreamFailed(error)) throw error;
        onEvent('stale_if_error');
        return cached.value;
      }
    },
    clear: () => store.clear(),
  };
}
