// Where cached content API answers live. The interface is asynchronous so that a store shared by
// several processes (Redis, memcached) can replace the in-process one without touching the cache
// logic (cached-fetch.ts); the in-process store is bounded by entries and by bytes, and drops the
// least recently used answer first.

export interface CachedAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Uint8Array;
  /** Until then the answer is used as it is (epoch ms). */
  freshUntil: number;
  /** Until then a stale answer is served while it is fetched again. */
  staleUntil: number;
  /** Until then a stale answer is served when the upstream fails. */
  errorUntil: number;
}

export interface CacheStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer): Promise<void>;
  clear(): Promise<void>;
  /** Answers kept and their size, for the metrics. */
  stats(): { entries: number; bytes: number };
}

export interface MemoryStoreOptions {
  maxEntries: number;
  maxBytes: number;
}

/** Bytes an answer takes in memory, roughly: its body, headers and key. */
export function sizeOf(key: string, answer: CachedAnswer): number {
  let size = answer.body.byteLength + key.length * 2 + 64;
  for (const [name, value] of answer.headers) size += (name.length + value.length) * 2;
  return size;
}

export function createMemoryStore({ maxEntries, maxBytes }: MemoryStoreOptions): CacheStore {
  if (!(maxEntries >= 1) || !(maxBytes >= 1))
    throw new Error('createMemoryStore needs a positive maxEntries and maxBytes');
  // Map order is recency order: a read moves its entry to the end, the first entry is the oldest.
  const entries = new Map<string, { answer: CachedAnswer; size: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    async set(key, answer) {
      remove(key);
      const size = sizeOf(key, answer);
      // An answer larger than the whole store is not kept (it would evict everything else).
      if (size > maxBytes) return;
      entries.set(key, { answer, size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    async clear() {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
