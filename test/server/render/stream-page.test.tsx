import assert from 'node:assert/strict';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';

import { dehydrate, QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import compression from 'compression';
import express from 'express';
import { type ReactNode, Suspense } from 'react';

import { streamPage } from '../../../server/render/stream-page.ts';
import { capturingLogger } from '../../helpers/app.ts';

/**
 * The slow section waits for the test to open this gate (or, with `?delay=`, for a timer): a test
 * tells "before" from "after" by what it has received when it opens the gate, not by the clock.
 */
let gate = closedGate();
let slowRenders = 0;
let closedResponses = 0;

function closedGate() {
  const { promise: opened, resolve } = Promise.withResolvers<void>();
  const gate = {
    isOpen: false,
    opened,
    open() {
      gate.isOpen = true;
      resolve();
    },
  };
  return gate;
}

function Slow({ delayMs }: { delayMs: number | null }) {
  const { data } = useSuspenseQuery({
    queryKey: ['slow', delayMs],
    queryFn: async () => {
      await (delayMs === null ? gate.opened : new Promise((resolve) => setTimeout(resolve, delayMs)));
      return 'slow </script> data';
    },
  });
  slowRenders++;
  return <p id="slow">{data}</p>;
}

/** The test's document: a shell, and one section behind a boundary. */
function Page({ section }: { section: ReactNode }) {
  return (
    <html lang="it-IT">
      <head>
        <title>Prova</title>
      </head>
      <body>
        <main>
          <h1>Shell</h1>
          <Suspense fallback={<p>Caricamento…</p>}>{section}</Suspense>
        </main>
      </body>
    </html>
  );
}

/** A section whose data a loader asked for before the render, which comes within the grace. */
function Quick() {
  const { data } = useSuspenseQuery({ queryKey: ['quick'], queryFn: quickData });
  return <p id="quick">{data}</p>;
}

/** Comes a few microtasks later, as a content cache hit does: after the document's state was taken. */
const quickData = async () => {
  await Promise.resolve();
  return 'quick data';
};

let server: Server;
let port = 0;
before(async () => {
  const app = express();
  app.use(compression());
  app.get('/page', async (req, res) => {
    res.on('close', () => closedResponses++);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const delayMs = req.query.delay === undefined ? null : Number(req.query.delay);
    await streamPage({
      element: (
        <QueryClientProvider client={queryClient}>
          <Page section={<Slow delayMs={delayMs} />} />
        </QueryClientProvider>
      ),
      res,
      queryClient,
      initialState: dehydrate(queryClient),
      nonce: 'TEST-NONCE',
      crawler: req.headers['user-agent']?.includes('Googlebot') ?? false,
      logger: capturingLogger('fatal').logger,
      deadlineMs: Number(req.query.deadline ?? 10_000),
      onShellError: () => void res.status(500).send('shell failed'),
    });
  });
  app.get('/quick', async (_req, res) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // As a page's loader does: the section's data asked for, not awaited, the state taken before it came.
    void queryClient.prefetchQuery({ queryKey: ['quick'], queryFn: quickData });
    await streamPage({
      element: (
        <QueryClientProvider client={queryClient}>
          <Page section={<Quick />} />
        </QueryClientProvider>
      ),
      res,
      queryClient,
      initialState: dehydrate(queryClient),
      nonce: 'TEST-NONCE',
      crawler: false,
      logger: capturingLogger('fatal').logger,
      onShellError: () => void res.status(500).send('shell failed'),
    });
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
after(() => server.close());

interface Chunk {
  /** Whether the slow section could already have resolved when this chunk arrived. */
  afterGate: boolean;
  text: string;
}

/**
 * Fetches a page chunk by chunk through a new gate, opened once the response's first chunk is in
 * (by default) or 200 ms after the request.
 */
function fetchChunks(
  path: string,
  headers: Record<string, string> = {},
  openGate: 'on first chunk' | 'after 200 ms' = 'on first chunk',
) {
  gate = closedGate();
  const current = gate;
  // On first chunk, or after 5 s for a server that wrongly waits for the section (the test then fails, not hangs).
  setTimeout(current.open, openGate === 'after 200 ms' ? 200 : 5_000).unref();
  return new Promise<{ chunks: Chunk[]; body: string; status: number; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Chunk[] = [];
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          chunks.push({ afterGate: current.isOpen, text });
          current.open();
        });
        res.on('end', () =>
          resolve({ chunks, body: chunks.map((c) => c.text).join(''), status: res.statusCode!, headers: res.headers }),
        );
      }).on('error', reject);
    },
  );
}

describe('streaming a page', () => {
  it('sends the shell before the slow section resolves, then the section and its data', async () => {
    const { chunks, body } = await fetchChunks('/page');
    assert.match(chunks[0]!.text, /<h1>Shell<\/h1>/);
    assert.equal(chunks[0]!.afterGate, false, 'the shell came while the section was still waiting');
    assert.match(body, /id="slow">slow &lt;\/script&gt; data</);
    assert.match(body, /__VITRINE_QUERIES__\|\|=\[\]\)\.push\(.*slow \\u003c\/script\\u003e data/);
    assert.ok(
      body.indexOf('__VITRINE_QUERIES__') > body.indexOf('id="slow"') ||
        body.indexOf('__VITRINE_QUERIES__') > body.indexOf('<h1>'),
    );
  });

  it('puts the request nonce on every inline script', async () => {
    const { body } = await fetchChunks('/page');
    const scripts = body.match(/<script\b[^>]*>/g) ?? [];
    assert.ok(scripts.length >= 2);
    for (const tag of scripts) assert.match(tag, /nonce="TEST-NONCE"/, tag);
  });

  it('keeps streaming through gzip compression', async () => {
    const { chunks } = await fetchChunks('/page', { 'Accept-Encoding': 'gzip' });
    assert.ok(chunks.length >= 2, 'more than one compressed chunk');
    assert.equal(chunks[0]!.afterGate, false, 'the shell is flushed through the compressor');
  });

  it('gives crawlers the whole document at once', async () => {
    const { chunks, body } = await fetchChunks(
      '/page',
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      'after 200 ms',
    );
    assert.equal(chunks[0]!.afterGate, true, 'nothing before everything is ready');
    assert.match(body, /id="slow">slow/);
    assert.doesNotMatch(body, /Caricamento…/, 'no fallback left for crawlers');
  });

  it('renders whole a section whose data comes within the grace, its state before the end of the body', async () => {
    const { body, headers } = await fetchChunks('/quick');
    assert.equal(headers['content-length'], String(Buffer.byteLength(body)), 'one piece, with its length');
    assert.match(body, /^<!DOCTYPE html>/);
    assert.match(body, /<p id="quick">quick data<\/p>/);
    assert.doesNotMatch(body, /Caricamento…|<template/, 'no fallback, nothing outlined');
    assert.match(
      body,
      /<script nonce="TEST-NONCE">\(self\.__VITRINE_QUERIES__\|\|=\[\]\)\.push\(.*quick data.*\)<\/script><\/body><\/html>$/,
      'the data the document did not carry yet, for hydration',
    );
  });

  it('stops at the render deadline and lets the browser finish the section', async () => {
    const { body } = await fetchChunks('/page?delay=3000&deadline=150');
    assert.match(body, /<h1>Shell<\/h1>/);
    assert.doesNotMatch(body, /id="slow"/);
    assert.match(body, /<\/html>/);
  });

  it('stops rendering when the visitor goes away', async () => {
    const before = slowRenders;
    const closedBefore = closedResponses;
    gate = closedGate();
    await new Promise<void>((resolve) => {
      const request = get({ host: '127.0.0.1', port, path: '/page' }, (res) => {
        res.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => {});
    });
    while (closedResponses === closedBefore) await new Promise((resolve) => setTimeout(resolve, 10));
    gate.open();
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(slowRenders, before, 'the abandoned section was never rendered');
  });
});
