// Streams one React document to a response (DESIGN.md §4, the streaming checklist): the shell
// as soon as it is ready (the whole document at once for crawlers), query state behind the
// chunks that used it, a render deadline after which the client finishes, and no work left
// running when the visitor goes away. A document whose data is all there is rendered whole and
// sent in one write instead (whole-document.ts, decision 038).
import type { QueryClient } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import type { Response } from 'express';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

import type { Logger } from '../logger.ts';
import { createQueryWatcher, stateScript, StateStream } from './state-stream.ts';
import { encodeUtf8 } from './utf8-slab.ts';
import { renderWholeDocument } from './whole-document.ts';

/** After this, the server stops rendering and the browser completes what is still pending. */
export const RENDER_DEADLINE_MS = 10_000;
/**
 * How long a page waits for its sections' data, before it renders and, for the sections that
 * only ask when they render, once its shell is ready: data the content cache holds, or that comes
 * within this, renders in the first bytes (one pass, no fallback, no script to put it in place);
 * slower sections stream behind the shell.
 */
export const SECTIONS_GRACE_MS = 5;

export interface StreamPageOptions {
  element: ReactNode;
  /** The same document for renderToString (prepare-page.tsx Renderer); `element` when absent. */
  wholeElement?: ReactNode;
  res: Response;
  queryClient: QueryClient;
  /** The state already in the document; those queries are never streamed again. */
  initialState: DehydratedState;
  nonce: string;
  /** Crawlers get the complete document in one piece. */
  crawler: boolean;
  logger: Logger;
  deadlineMs?: number;
  /** Answers when the shell itself fails: nothing was sent yet. */
  onShellError: (error: unknown) => void;
  /** Called when the first bytes (the shell, or the whole document for crawlers) start to flow. */
  onStart?: () => void;
  /** Hears of a document sent whole, with its bytes (a slice of a shared slab: copy what is kept). */
  onWhole?: (body: Buffer) => void;
}

const DOCUMENT_END = '</body></html>';

export async function streamPage(options: StreamPageOptions): Promise<void> {
  const { element, res, queryClient, initialState, nonce, crawler, logger, deadlineMs = RENDER_DEADLINE_MS } = options;
  const watcher = createQueryWatcher(queryClient);
  watcher.markSent(initialState);
  // The sections' data the page's loader asked for comes from the content cache within a few
  // microtasks; an upstream that is slower has until the grace is over.
  const waitUntil = performance.now() + SECTIONS_GRACE_MS;
  await whenIdle(queryClient, SECTIONS_GRACE_MS);
  // Nothing on its way: one pass, one write. When a part suspends after all, the document streams.
  if (queryClient.isFetching() === 0) {
    const pieces = renderWholeDocument(options.wholeElement ?? element, nonce);
    if (pieces !== null) {
      const late = watcher.take();
      watcher.stop();
      sendWhole(options, withStateScripts(pieces, late, nonce));
      return;
    }
  }
  const graceMs = Math.max(0, waitUntil - performance.now());
  return new Promise((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      watcher.stop();
      resolve();
    };
    const destination = new StateStream(res, () => {
      const state = watcher.take();
      return state ? stateScript(state, nonce) : '';
    });
    destination.on('finish', finish);
    destination.on('error', finish);

    let started = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const startOnce = () => {
      clearTimeout(graceTimer);
      if (started) return;
      started = true;
      start();
    };
    const start = () => {
      if (res.writableEnded || res.destroyed) return;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      options.onStart?.();
      stream.pipe(destination);
    };
    const stream = renderToPipeableStream(element, {
      // The <style> elements React hoists (brand colours) carry the nonce as its scripts do.
      nonce: { script: nonce, style: nonce },
      // React outlines even completed boundaries once the document passes this size (so a
      // browser paints early); a crawler gets every part in place instead.
      ...(crawler && { progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
      onShellReady() {
        if (crawler) return;
        // Sections whose data is already cached or comes within the grace render in place, in
        // the first bytes; slower ones stream behind the shell.
        graceTimer = setTimeout(startOnce, graceMs);
      },
      onAllReady() {
        startOnce();
      },
      onShellError(error) {
        logger.error({ err: error, id: res.locals.requestId }, 'page shell failed to render');
        finish();
        options.onShellError(error);
      },
      onError(error) {
        // After the shell: the boundary shows its fallback and the browser retries it.
        logger.error({ err: error, id: res.locals.requestId }, 'page section failed to render on the server');
      },
    });
    const deadline = setTimeout(() => {
      logger.warn({ id: res.locals.requestId, deadlineMs }, 'render deadline passed: the browser completes the page');
      stream.abort(new Error('render deadline'));
    }, deadlineMs);
    // The visitor went away: stop rendering, nothing keeps running for them.
    res.once('close', () => {
      if (!res.writableFinished) {
        stream.abort(new Error('client disconnected'));
        finish();
      }
    });
  });
}

/** Resolves once no query is fetching, or after `ms`. */
function whenIdle(queryClient: QueryClient, ms: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

/** Queries that resolved while the document rendered (none when its data was all there) go before its end. */
function withStateScripts(pieces: string[], state: DehydratedState | null, nonce: string): string[] {
  const last = pieces.at(-1)!;
  if (!state || !last.endsWith(DOCUMENT_END)) return pieces;
  return [...pieces.slice(0, -1), last.slice(0, -DOCUMENT_END.length), stateScript(state, nonce), DOCUMENT_END];
}

/** The document in one write with its length: identity answers are not chunked (compression drops it). */
function sendWhole({ res, onStart, onWhole }: StreamPageOptions, pieces: readonly string[]): void {
  if (res.writableEnded || res.destroyed) return;
  const body = encodeUtf8(pieces);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  onStart?.();
  res.end(body);
  onWhole?.(body);
}
