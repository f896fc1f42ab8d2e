// Query state resolved while a page streams travels right behind the HTML that used it.
// React's Node renderer calls `flush()` on its destination after each batch of completed
// segments; only there is the stream between elements, so that is where the small scripts that
// carry the newly resolved queries are written (never in the middle of a write).
import { Writable } from 'node:stream';

import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

import { STREAMED_STATE_GLOBAL } from '../../shared/streamed-state.ts';
import { serializeState } from './serialize-state.ts';

export interface StreamTarget {
  write(chunk: Buffer | string): boolean;
  end(): void;
  once(event: 'drain', listener: () => void): unknown;
  /** compression's flush: sends what it holds, so streaming survives gzip and brotli. */
  flush?: () => void;
}

/** The script that hands one batch of dehydrated queries to the client. */
export function stateScript(state: DehydratedState, nonce: string): string {
  return `<script nonce="${nonce}">(self.${STREAMED_STATE_GLOBAL}||=[]).push(${serializeState(state)})</script>`;
}

/**
 * Watches a QueryClient for queries that succeed after `markSent` and hands out their state
 * once: the queries already in the document are not sent twice.
 */
export function createQueryWatcher(queryClient: QueryClient) {
  const sent = new Set<string>();
  const pending = new Set<string>();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !sent.has(event.query.queryHash)) {
      pending.add(event.query.queryHash);
    }
  });
  return {
    /**
     * Records the queries the document already carries; those that succeeded since it was
     * dehydrated (before this watcher listened) go with the first batch.
     */
    markSent(state: DehydratedState) {
      for (const query of state.queries) {
        sent.add(query.queryHash);
        pending.delete(query.queryHash);
      }
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.state.status === 'success' && !sent.has(query.queryHash)) pending.add(query.queryHash);
      }
    },
    /** The state of the queries resolved since the last call, or null. */
    take(): DehydratedState | null {
      if (pending.size === 0) return null;
      const hashes = new Set(pending);
      pending.clear();
      const state = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && query.state.status === 'success',
      });
      for (const hash of hashes) sent.add(hash);
      return state.queries.length > 0 ? state : null;
    },
    stop: unsubscribe,
  };
}

const DOCUMENT_END = Buffer.from('</body></html>');
/** Marks React's flush in this stream's queue: everything before it has been written. */
const FLUSH = Symbol('flush');
/**
 * What is gathered between two flushes before it goes out anyway (a very long segment): the
 * response's own buffer is 16 KiB; above this, holding more only delays the first bytes.
 */
const MAX_HELD_BYTES = 64 * 1024;

/**
 * React's destination: gathers its bytes between two of its flushes and sends them to the
 * response in one write, with the state scripts behind them, then flushes compression once
 * (React writes a few hundred bytes at a time; one write and one zlib flush each cost more than
 * the compression itself). Back-pressure from the response holds React. The document's closing
 * tags are held back to the very end, so every state script stays inside <body>.
 */
export class StateStream extends Writable {
  private held: Uint8Array[] = [];
  private heldBytes = 0;
  private documentEnd = false;

  constructor(
    private readonly target: StreamTarget,
    private readonly takeScripts: () => string,
  ) {
    // Object mode: React's chunks (views and strings) and the flush mark pass as they are.
    super({ objectMode: true });
  }

  override _write(
    chunk: Uint8Array | string | typeof FLUSH,
    _encoding: BufferEncoding,
    done: (error?: Error | null) => void,
  ): void {
    if (chunk === FLUSH) return this.sendHeld(true, done);
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (bytes.length === 0) return done();
    this.held.push(bytes);
    this.heldBytes += bytes.length;
    if (this.heldBytes >= MAX_HELD_BYTES) return this.sendHeld(false, done);
    done();
  }

  /** Writes what is held (and, at a flush, the state scripts) in one piece; `done` once the response takes more. */
  private sendHeld(flushing: boolean, done: (error?: Error | null) => void): void {
    let bytes = Buffer.concat(this.held, this.heldBytes);
    this.held = [];
    this.heldBytes = 0;
    if (
      bytes.length >= DOCUMENT_END.length &&
      bytes.subarray(bytes.length - DOCUMENT_END.length).equals(DOCUMENT_END)
    ) {
      this.documentEnd = true;
      bytes = bytes.subarray(0, bytes.length - DOCUMENT_END.length);
    }
    const scripts = flushing ? this.takeScripts() : '';
    if (scripts) bytes = Buffer.concat([bytes, Buffer.from(scripts)]);
    if (bytes.length === 0) {
      if (flushing) this.target.flush?.();
      return done();
    }
    const more = this.target.write(bytes);
    if (flushing) this.target.flush?.();
    if (more) done();
    else this.target.once('drain', () => done());
  }

  /**
   * Called by React after each batch of completed segments. The mark goes through this stream's
   * own queue, never straight to the response: HTML React wrote before this flush may still wait
   * there for the response to drain, and a script must not overtake it (it would land inside a
   * tag).
   */
  flush(): void {
    this.write(FLUSH);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.sendHeld(true, (error) => {
      if (this.documentEnd) this.target.write(DOCUMENT_END);
      this.target.end();
      done(error);
    });
  }
}
