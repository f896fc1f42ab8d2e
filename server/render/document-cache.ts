// The documents of anonymous public pages, kept a few seconds and sent again (decision 041): the
// process is the shared cache its own PAGE_CACHE_CONTROL already allows in front of it, minus the
// one part of a document that must never be shared, its CSP nonce. A kept document is the bytes
// the renderer sent, with the places of the nonce it was rendered with, and the same in gzip
// (gzip-with-nonce.ts); each request gets a copy with its own nonce written there. Never longer than a shared cache may keep the page, emptied
// when the content changes; bounded by bytes, least recently used first.
import { LRUCache } from 'lru-cache';

import { type GzipTemplate, gzipTemplate, gzipWithNonce } from './gzip-with-nonce.ts';
import { copyOf } from './utf8-slab.ts';

export interface KeptDocument {
  /** The whole answer, its nonce already the request's. */
  body: Buffer;
  /** Whether `body` is in gzip. */
  gzip: boolean;
  /** The route kind the page was rendered for (logs and metrics). */
  routeKind: string;
  /** The Cache-Control it was sent with. */
  cacheControl: string;
}

/** What is sent again with a kept document besides its bytes. */
export type DocumentHeaders = Pick<KeptDocument, 'routeKind' | 'cacheControl'>;

export interface DocumentCache {
  /**
   * The document kept for `key`, with `nonce` where the one it was rendered with stood, in gzip
   * when asked; null when none is kept.
   */
  take(key: string, nonce: string, coding: { gzip: boolean }): KeptDocument | null;
  /** Keeps a copy of `body`, the document sent for `key` with `nonce` in it. */
  keep(key: string, body: Uint8Array, nonce: string, headers: DocumentHeaders): void;
  /** Forgets every document (the content changed). */
  clear(): void;
  /** Documents kept and their size, for the metrics. */
  stats(): { entries: number; bytes: number };
}

export interface DocumentCacheOptions {
  /** How long a document is sent again after it was rendered, in milliseconds. */
  ttlMs: number;
  /** The most bytes the kept documents take. */
  maxBytes: number;
  /** The clock, in milliseconds; performance.now unless given (tests). */
  now?: () => number;
}

interface Entry {
  bytes: Buffer;
  gzip: GzipTemplate;
  /** Where the nonce it was rendered with starts, in order. */
  nonceAt: readonly number[];
  nonceLength: number;
  headers: DocumentHeaders;
}

/** What one entry costs beyond its bytes: its key, its object and its list of places, roughly. */
const ENTRY_OVERHEAD_BYTES = 256;

export function createDocumentCache({ ttlMs, maxBytes, now }: DocumentCacheOptions): DocumentCache {
  if (!Number.isInteger(ttlMs) || ttlMs < 1)
    throw new Error(`createDocumentCache: ttlMs must be a positive integer, got ${ttlMs}`);
  if (!Number.isInteger(maxBytes) || maxBytes < 1)
    throw new Error(`createDocumentCache: maxBytes must be a positive integer, got ${maxBytes}`);
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) =>
      entry.bytes.length + entry.gzip.bytes.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    ttl: ttlMs,
    // Read the clock on every call: no timers, and a test's clock is obeyed as soon as it moves.
    ttlResolution: 0,
    // lru-cache takes an entry stored at time 0 for one that never expires: a test's clock may start there.
    ...(now && { perf: { now: () => now() + 1 } }),
  });
  return {
    take(key, nonce, { gzip }) {
      const entry = entries.get(key);
      // Nonces are all as long (16 random bytes in base64); one that is not would move the bytes.
      if (!entry || nonce.length !== entry.nonceLength) return null;
      if (gzip) return { body: gzipWithNonce(entry.gzip, nonce), gzip, ...entry.headers };
      const body = copyOf(entry.bytes);
      for (const at of entry.nonceAt) body.write(nonce, at, 'latin1');
      return { body, gzip, ...entry.headers };
    },
    keep(key, body, nonce, headers) {
      // Its own memory: the body sent is a slice of a slab other documents are cut from.
      const bytes = Buffer.allocUnsafeSlow(body.length);
      bytes.set(body);
      const needle = Buffer.from(nonce, 'latin1');
      const nonceAt: number[] = [];
      for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) nonceAt.push(at);
      // Made now, once: nearly every browser asks for gzip, and the size counted is the whole entry's.
      const gzip = gzipTemplate(bytes, nonceAt, nonce.length);
      entries.set(key, { bytes, gzip, nonceAt, nonceLength: nonce.length, headers });
    },
    clear() {
      entries.clear();
    },
    stats() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}

/**
 * How long a shared cache may keep a page that answers `cacheControl`, in seconds: `s-maxage`,
 * else `max-age`; none when the page is private, not to be stored or to be checked first.
 */
export function sharedCacheSeconds(cacheControl: string): number {
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value = ''] = part.split('=', 2).map((text) => text.trim());
    if (name) directives.set(name, value.replace(/^"|"$/g, ''));
  }
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}
