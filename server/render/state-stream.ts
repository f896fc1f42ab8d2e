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
    /** Records the queries the document already carries. */
    markSent(state: DehydratedState) {
      for (const query of state.queries) {
        sent.add(query.queryHash);
        pending.delete(query.queryHash);
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
const NOTHING = Buffer.alloc(0);

/**
 * React's destination: forwards its bytes with back-pressure and adds state at each flush. The
 * document's closing tags are held back to the very end, so every state script stays inside
 * <body>.
 */
export class StateStream extends Writable {
  private documentEnd: Buffer | null = null;

  constructor(
    private readonly target: StreamTarget,
    private readonly takeScripts: () => string,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    let bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    if (
      bytes.length >= DOCUMENT_END.length &&
      bytes.subarray(bytes.length - DOCUMENT_END.length).equals(DOCUMENT_END)
    ) {
      this.documentEnd = DOCUMENT_END;
      bytes = bytes.subarray(0, bytes.length - DOCUMENT_END.length);
    }
    if (bytes.length === 0) return done();
    if (this.target.write(bytes)) done();
    else this.target.once('drain', () => done());
  }

  /**
   * Called by React after each batch of completed segments. The scripts go through this stream's
   * own queue, never straight to the response: HTML React wrote before this flush may still wait
   * there for the response to drain, and a script must not overtake it (it would land inside a
   * tag). Compression is flushed once they have reached it.
   */
  flush(): void {
    const scripts = this.takeScripts();
    this.write(scripts ? Buffer.from(scripts) : NOTHING, () => this.target.flush?.());
  }

  override _final(done: (error?: Error | null) => void): void {
    const scripts = this.takeScripts();
    if (scripts) this.target.write(scripts);
    if (this.documentEnd) this.target.write(this.documentEnd);
    this.target.end();
    done();
  }
}
