// Where cached content API answers live: their checked, frozen values, which every request that
// reads them shares (decision 024). The in-process store is bounded by entries and by bytes (the
// answers' size as JSON, measured once when they came in), and drops the least recently used
// answer first. Synchronous: a hit costs a map lookup, nothing more.

export interface CachedAnswer {
  /** The answer's value, frozen. */
  value: unknown;
  /** Its size as JSON. */
  bytes: number;
  /** Until then the answer is used as it is (epoch ms). */
  freshUntil: number;
  /** Until then a stale answer is served while it is fetched again. */
  staleUntil: number;
  /** Until then a stale answer is served when the upstream fails. */
  errorUntil: number;
}

export interface CacheStore {
  get(key: string): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  clear(): void;
  /** Answers kept and their size, for the metrics. */
  stats(): { entries: number; bytes: number };
}

export interface MemoryStoreOptions {
  maxEntries: number;
  maxBytes: number;
}

/** Bytes an answer takes in memory, roughly: its value (about twice its JSON) and its key. */
export function sizeOf(key: string, answer: CachedAnswer): number {
  return answer.bytes * 2 + key.length * 2 + 64;
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
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    set(key, answer) {
      remove(key);
      const size = sizeOf(key, answer);
      // An answer larger than the whole store is not kept (it would evict everything else).
      if (size > maxBytes) return;
      entries.set(key, { answer, size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
