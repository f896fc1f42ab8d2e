// A document whose data is all there is rendered whole with renderToString (decision 038). It must
// be, byte for byte, what the streaming renderer writes for it in one piece with the request's
// nonce; a part that suspends or fails sends the document back to streaming.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';

import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import type { RouteKind } from '../../../routes/kinds.ts';
import { BENCH_NONCE as NONCE, preparePage } from '../../../scripts/bench/render-ceiling.tsx';
import { renderWholeDocument } from '../../../server/render/whole-document.ts';
import { usePageApp } from '../../helpers/page-app.ts';

const pages = usePageApp(SEED);
const ACCEPT = 'text/html,image/avif,image/webp,*/*;q=0.8';
/** Screens with hoisted brand colours, Suspense sections (nested ones too) and lists. */
const KINDS = new Set<RouteKind>([
  'home',
  'products',
  'product',
  'productQa',
  'needs',
  'need',
  'brands',
  'adviceHome',
  'advice',
  'about',
  'innovations',
  'innovation',
  'brand',
  'adviceTheme',
]);

/** What renderToPipeableStream writes for the element in one piece, as it does for crawlers. */
function streamedInOnePiece(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      nonce: { script: NONCE, style: NONCE },
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** One path of each kind in KINDS, in it-it: those the home page links to, and those its lists link to. */
async function pathsOfEachKind(): Promise<Map<RouteKind, string>> {
  const deps = pages.deps();
  const router = deps.routing.router();
  const byKind = new Map<RouteKind, string>([['home', '/']]);
  const linksOf = async (path: string) => {
    const { html } = await preparePage(deps, { country: 'it', path, accept: ACCEPT });
    for (const [, link] of html.matchAll(/href="(\/[^"?#]*)"/g)) {
      const kind = router.match('it-it', link!)?.kind;
      if (kind && KINDS.has(kind) && !byKind.has(kind)) byKind.set(kind, link!);
    }
  };
  await linksOf('/');
  for (const kind of ['brands', 'adviceHome', 'innovations', 'product'] as const) {
    const path = byKind.get(kind);
    if (path) await linksOf(path);
  }
  return byKind;
}

function Waiting(): ReactNode {
  useSuspenseQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => {}) });
  return <p>never</p>;
}

function Failing(): ReactNode {
  throw new Error('a section that fails');
}

function documentWith(section: ReactNode, boundary = true) {
  const client = new QueryClient();
  return (
    <QueryClientProvider client={client}>
      <html lang="it-IT">
        <head>
          <title>Prova</title>
        </head>
        <body>
          <h1>Shell</h1>
          {boundary ? <Suspense fallback={<p>Caricamento…</p>}>{section}</Suspense> : section}
        </body>
      </html>
    </QueryClientProvider>
  );
}

describe('a document rendered whole', () => {
  it('is what the streaming renderer writes in one piece, on every sort of page', async () => {
    const deps = pages.deps();
    await deps.content?.refreshBrandCodes();
    const byKind = await pathsOfEachKind();
    assert.equal(byKind.size, KINDS.size, `found ${[...byKind.keys()].join(', ')}`);
    let hoistedStyles = 0;
    for (const [kind, path] of byKind) {
      const page = await preparePage(deps, { country: 'it', path, accept: ACCEPT });
      const pieces = renderWholeDocument(page.element('string'), NONCE);
      assert.ok(pieces !== null, `${kind} ${path} rendered whole`);
      const whole = pieces.join('');
      assert.equal(whole, await streamedInOnePiece(page.element()), `${kind} ${path}`);
      hoistedStyles += whole.split(`<style nonce="${NONCE}" data-precedence=`).length - 1;
    }
    assert.ok(hoistedStyles > 0, 'some page hoists a brand colour, with the nonce');
  });

  it('gives way to streaming when a section suspends or fails, or anything outside a section', () => {
    assert.match(
      renderWholeDocument(documentWith(<p>ready</p>), NONCE)?.join('') ?? '',
      /^<!DOCTYPE html><html.*ready/,
    );
    assert.equal(renderWholeDocument(documentWith(<Waiting />), NONCE), null);
    assert.equal(renderWholeDocument(documentWith(<Failing />), NONCE), null);
    assert.equal(renderWholeDocument(documentWith(<Waiting />, false), NONCE), null);
    assert.equal(renderWholeDocument(documentWith(<Failing />, false), NONCE), null);
  });

  it('is how every sort of page goes out once its data is cached: with its length, sections in place', async () => {
    const app = pages.app();
    const byKind = await pathsOfEachKind();
    const paths = [...byKind.values(), '/results/-r--probiotici'];
    for (const path of paths) {
      const ask = () =>
        request(app)
          .get(path)
          .set('Host', 'it.localhost')
          .set('User-Agent', 'Mozilla/5.0 Chrome/130')
          .set('Accept-Encoding', 'identity');
      await ask();
      const response = await ask();
      assert.equal(response.status, 200, path);
      // A page whose loader does not ask for its sections' data streams: chunked, sections outlined.
      assert.equal(response.headers['transfer-encoding'], undefined, `${path} was not streamed`);
      assert.equal(Number(response.headers['content-length']), Buffer.byteLength(response.text), path);
      assert.doesNotMatch(response.text, /<!--\$\?-->|<template id="B:/, `${path}: no section outlined or pending`);
    }
    const product = await request(app)
      .get(byKind.get('product')!)
      .set('Host', 'it.localhost')
      .set('User-Agent', 'Mozilla/5.0 Chrome/130');
    assert.match(product.text, /id="product-faq"/);
  });
});
