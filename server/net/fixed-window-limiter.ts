// How many requests one key may make in a window (CSP violation reports): a fixed window per key, in
// this process's memory. Bounded: expired windows are dropped as keys come in, and beyond
// `maxKeys` the oldest windows go first.
export interface RateLimitHit {
  allowed: boolean;
  /** Time until the key's window starts afresh. */
  resetInMs: number;
}

export interface RateLimiter {
  hit(key: string): RateLimitHit;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Most keys kept at once. */
  maxKeys?: number;
}

export const DEFAULT_MAX_KEYS = 100_000;

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = DEFAULT_MAX_KEYS,
}: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`createRateLimiter: limit must be a positive integer, not ${limit}`);
  if (!(windowMs > 0)) throw new Error(`createRateLimiter: windowMs must be positive, not ${windowMs}`);
  // Insertion order is window start order: a window is re-inserted when it starts afresh.
  const windows = new Map<string, { count: number; resetAt: number }>();

  function evict(at: number) {
    for (const [key, window] of windows) {
      if (windows.size < maxKeys && window.resetAt > at) break;
      windows.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        windows.delete(key);
        if (windows.size >= maxKeys) evict(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, resetInMs: window.resetAt - at };
    },
  };
}
