// Values computed on demand and kept for a while: the first caller of a key computes its value,
// callers within `ttlMs` after it arrived get the same one, the next caller computes it again.
// Concurrent callers of a key share one computation; a failed one is not kept. Values read
// synchronously on every request (the brand-corner codes) use `peek`: the latest value at once,
// however old, and a new one computed in the background once it is older than ttlMs. Built on
// lru-cache, whose fetch() does exactly that; this file only fixes how we use it.
import { LRUCache } from 'lru-cache';

export interface TimedCacheOptions<K, V> {
  /** Computes the value of a key. A rejection reaches every caller waiting for it, and is not kept. */
  compute: (key: K) => Promise<V>;
  /** How long a value is served after it arrived, in milliseconds. */
  ttlMs: number;
  /** How many keys are kept at most; beyond, the least recently used one is dropped. */
  maxKeys: number;
  /** The clock, in milliseconds; performance.now unless given (tests). */
  now?: () => number;
  /** Hears of a background computation (started by peek) that failed; the value it would have replaced stays. */
  onBackgroundError?: (error: unknown, key: K) => void;
}

export interface TimedCache<K, V> {
  /** The key's value, computed less than ttlMs ago, or being computed for another caller, or computed now. */
  get(key: K): Promise<V>;
  /**
   * The key's latest value however old, without waiting; undefined until get or refresh brought
   * one (peek never starts the first computation). Once older than ttlMs, a new one is computed
   * in the background.
   */
  peek(key: K): V | undefined;
  /** Computes the key's value now, whatever the age of the one kept (which stays if this fails). */
  refresh(key: K): Promise<V>;
  /** Forgets every value: the next get computes it again. */
  clear(): void;
}

/** The fetch context of a computation nobody waits for: its failure is reported, not thrown. */
const BACKGROUND = Symbol('background');

/** Keys and values are never null or undefined (lru-cache's bound: undefined means "not there"). */
export function createTimedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>({
  compute,
  ttlMs,
  maxKeys,
  now,
  onBackgroundError,
}: TimedCacheOptions<K, V>): TimedCache<K, V> {
  if (typeof compute !== 'function') throw new Error('createTimedCache needs compute: (key) => Promise<value>');
  if (!Number.isInteger(ttlMs) || ttlMs < 1)
    throw new Error(`createTimedCache: ttlMs must be a positive whole number of milliseconds, got ${ttlMs}`);
  if (!Number.isInteger(maxKeys) || maxKeys < 1)
    throw new Error(`createTimedCache: maxKeys must be a positive whole number, got ${maxKeys}`);
  const cache = new LRUCache<K, V>({
    max: maxKeys,
    ttl: ttlMs,
    // Read the clock on every call rather than once a millisecond behind a timer: no timers, and
    // a test's clock is obeyed as soon as it moves.
    ttlResolution: 0,
    // lru-cache takes an entry stored at time 0 for one that never expires: a test's clock may start there.
    ...(now && { perf: { now: () => now() + 1 } }),
    fetchMethod: (key, _stale, { context }) =>
      compute(key).catch((error: unknown) => {
        if (context === BACKGROUND) onBackgroundError?.(error, key);
        throw error;
      }),
  });
  // fetch() resolves to undefined only for a computation aborted by a delete, which nothing here does.
  const defined = (value: V | undefined): V => {
    if (value === undefined) throw new Error('timed cache: the computation was abandoned');
    return value;
  };
  return {
    async get(key) {
      return defined(await cache.fetch(key));
    },
    peek(key) {
      const value = cache.get(key, { allowStale: true, noDeleteOnStaleGet: true });
      if (value !== undefined && cache.getRemainingTTL(key) <= 0) {
        // Rejections are heard by onBackgroundError; the stale value is served meanwhile and kept.
        cache
          .fetch(key, { context: BACKGROUND, allowStaleOnFetchRejection: true, noDeleteOnFetchRejection: true })
          .catch(() => {});
      }
      return value;
    },
    async refresh(key) {
      return defined(await cache.fetch(key, { forceRefresh: true, noDeleteOnFetchRejection: true }));
    },
    clear() {
      cache.clear();
    },
  };
}
