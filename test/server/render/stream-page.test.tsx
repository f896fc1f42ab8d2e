import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Suspense } from 'react';
import express from 'express';
import compression from 'compression';
import { QueryClient, QueryClientProvider, dehydrate, useSuspenseQuery } from '@tanstack/react-query';
import { streamPage } from '../../../server/render/stream-page.ts';
import { capturingLogger } from '../../helpers/app.ts';

const SLOW_MS = 1000;
let slowRenders = 0;

function Slow({ delayMs }: { delayMs: number }) {
  const { data } = useSuspenseQuery({
    queryKey: ['slow', delayMs],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve('slow </script> data'), delayMs)),
  });
  slowRenders++;
  return <p id="slow">{data}</p>;
}

function Page({ delayMs }: { delayMs: number }) {
  return (
    <html lang="it-IT">
      <head>
        <title>Prova</title>
      </head>
      <body>
        <main>
          <h1>Shell</h1>
          <Suspense fallback={<p>Caricamento…</p>}>
            <Slow delayMs={delayMs} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}

let server: Server;
let port = 0;
before(async () => {
  const app = express();
  app.use(compression());
  app.get('/page', async (req, res) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const delayMs = Number(req.query.delay ?? SLOW_MS);
    await streamPage({
      element: (
        <QueryClientProvider client={queryClient}>
          <Page delayMs={delayMs} />
        </QueryClientProvider>
      ),
      res,
      queryClient,
      initialState: dehydrate(queryClient),
      nonce: 'TEST-NONCE',
      bootstrapModules: ['/assets/entry-TEST.js'],
      crawler: req.headers['user-agent']?.includes('Googlebot') ?? false,
      logger: capturingLogger('fatal').logger,
      deadlineMs: Number(req.query.deadline ?? 10_000),
      onShellError: () => void res.status(500).send('shell failed'),
    });
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
after(() => server.close());

function fetchChunks(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ chunks: { at: number; text: string }[]; body: string; status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const started = performance.now();
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: { at: number; text: string }[] = [];
      res.setEncoding('utf8');
      res.on('data', (text: string) => chunks.push({ at: performance.now() - started, text }));
      res.on('end', () => resolve({ chunks, body: chunks.map((c) => c.text).join(''), status: res.statusCode!, headers: res.headers }));
    }).on('error', reject);
  });
}

describe('streaming a page', () => {
  it('sends the shell before the slow section resolves, then the section and its data', async () => {
    const { chunks, body } = await fetchChunks('/page');
    assert.match(chunks[0]!.text, /<h1>Shell<\/h1>/);
    assert.ok(chunks[0]!.at < SLOW_MS - 300, `first bytes after ${chunks[0]!.at.toFixed(0)} ms`);
    assert.match(body, /id="slow">slow &lt;\/script&gt; data</);
    assert.match(body, /__VITRINE_QUERIES__\|\|=\[\]\)\.push\(.*slow \\u003c\/script\\u003e data/);
    assert.ok(body.indexOf('__VITRINE_QUERIES__') > body.indexOf('id="slow"') || body.indexOf('__VITRINE_QUERIES__') > body.indexOf('<h1>'));
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
    assert.ok(chunks[0]!.at < SLOW_MS - 300, 'the shell is flushed through the compressor');
  });

  it('gives crawlers the whole document at once', async () => {
    const { chunks, body } = await fetchChunks('/page', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    assert.ok(chunks[0]!.at >= SLOW_MS - 50, 'nothing before everything is ready');
    assert.match(body, /id="slow">slow/);
    assert.doesNotMatch(body, /Caricamento…/, 'no fallback left for crawlers');
  });

  it('stops at the render deadline and lets the browser finish the section', async () => {
    const started = performance.now();
    const { body } = await fetchChunks('/page?delay=3000&deadline=150');
    assert.ok(performance.now() - started < 2000, 'the response did not wait for the slow section');
    assert.match(body, /<h1>Shell<\/h1>/);
    assert.doesNotMatch(body, /id="slow"/);
    assert.match(body, /<\/html>/);
  });

  it('stops rendering when the visitor goes away', async () => {
    const before = slowRenders;
    await new Promise<void>((resolve) => {
      const request = get({ host: '127.0.0.1', port, path: '/page?delay=300' }, (res) => {
        res.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => {});
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(slowRenders, before, 'the abandoned section was never rendered');
  });
});
