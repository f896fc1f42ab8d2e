// The render ceiling of `npm run bench`: the element the page renderer streams for a path
// (server/render/prepare-page.tsx, the same function), its data loaded once; then renderToString
// of that element in a loop, in this process, no HTTP.
import type { RequestListener } from 'node:http';
import { Writable } from 'node:stream';

import { dehydrate } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import type { AppDeps } from '../../server/deps.ts';
import { namesMediaType } from '../../server/http/content-negotiation.ts';
import { createPagePreparer, type Renderer } from '../../server/render/prepare-page.tsx';
import { renderWholeDocument } from '../../server/render/whole-document.ts';
import { summarize, type Summary } from './stats.ts';

/** A nonce as long as the real ones (16 random bytes, base64). */
export const BENCH_NONCE = 'YmVuY2hiZW5jaGJlbmNoYg==';

export interface PreparedPage {
  /** A fresh element of the page, as the renderer builds it (the data already loaded). */
  element(renderer?: Renderer): ReactElement;
  /** The whole document as the server sends it (whole-document.ts): the HTTP ceiling's body. */
  html: string;
}

/**
 * Prepares the page of `path` once (what the renderer does per request), then a full streaming
 * render to the end so the non-critical queries (Suspense sections) are in the cache too: the
 * ceiling renders the complete page and never waits for data. Only the render is left to measure.
 */
export async function preparePage(
  deps: AppDeps,
  { country, path, accept }: { country: Country; path: string; accept: string },
): Promise<PreparedPage> {
  const { config, routing, content, manifest } = deps;
  if (!content || !manifest) throw new Error('render ceiling: the app has no content API or no client build');
  const prepare = createPagePreparer({ config, routing, content, manifest });
  const page = await prepare({
    locale: COUNTRY_INFO[country].defaultLocale,
    country,
    path,
    nonce: BENCH_NONCE,
    webp: namesMediaType(accept, 'image/webp'),
  });
  if (page.status !== 200) throw new Error(`render ceiling: ${path} answered ${page.status}`);
  const { queryClient } = page;
  const build = page.element;

  // The loaders' (critical) state, as render-page.tsx puts it in the document; the streaming render
  // then fetches the sections' queries, which the streamed page sends in trailing state scripts.
  await renderAll(build(dehydrate(queryClient)));
  // The ceiling's document carries every query's state in its boot script instead: the same data
  // for hydration, serialized on each render as the streamed page serializes it per request.
  const fullState = dehydrate(queryClient);
  const element = (renderer?: Renderer) => build(fullState, renderer);
  // The document as the server sends it whole; null if a part would still wait for data.
  const pieces = renderWholeDocument(element('string'), BENCH_NONCE);
  if (!pieces) throw new Error(`render ceiling: ${path} still suspends after its data was loaded`);
  return { element, html: pieces.join('') };
}

/** One streaming render to the end, output discarded. */
function renderAll(element: ReactElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on('finish', () => resolve());
    const stream = renderToPipeableStream(element, {
      nonce: { script: BENCH_NONCE, style: BENCH_NONCE },
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/** renderToString of a fresh element, back to back for `durationMs` after `warmUpMs`. */
export function measureRenderToString(
  page: PreparedPage,
  { durationMs, warmUpMs }: { durationMs: number; warmUpMs: number },
): Summary {
  const warmUpEnd = performance.now() + warmUpMs;
  while (performance.now() < warmUpEnd) renderToString(page.element('string'));
  const times: number[] = [];
  const start = performance.now();
  const end = start + durationMs;
  let now = start;
  while (now < end) {
    renderToString(page.element('string'));
    const after = performance.now();
    times.push(after - now);
    now = after;
  }
  return summarize(times, now - start);
}

/**
 * The streaming ceiling: a bare Node HTTP handler that streams the same element with
 * renderToPipeableStream (data cached, so nothing suspends), no middleware, no data loading.
 * What React's streaming renderer itself allows over HTTP on this machine.
 */
export function streamingCeiling(page: PreparedPage): RequestListener {
  return function streamingCeilingHandler(_req, res) {
    const stream = renderToPipeableStream(page.element(), {
      nonce: { script: BENCH_NONCE, style: BENCH_NONCE },
      onShellReady() {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        stream.pipe(res);
      },
      onShellError() {
        res.statusCode = 500;
        res.end();
      },
    });
  };
}
