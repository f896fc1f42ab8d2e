// HTTP side of `npm run bench`: servers on loopback (port 0) and bounded autocannon runs.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import autocannon from 'autocannon';
import express from 'express';

import type { Summary } from './stats.ts';

export interface LoadOptions {
  connections: number;
  durationS: number;
  warmUpS: number;
  headers: Record<string, string>;
}

export interface LoadSummary extends Summary {
  non2xx: number;
  errors: number;
  /** Mean response size in bytes (headers and body). */
  bytesPerResponse: number;
}

export interface Listening {
  origin: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1, any free port. */
export async function listen(handler: RequestListener, keepAliveTimeoutMs = 65_000): Promise<Listening> {
  const server: Server = createServer(handler);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A bare Express app answering `body` to every GET: no middleware, no ETag, nothing rendered. */
export function bufferApp(body: Buffer): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use((_req, res) => {
    res.type('html').send(body);
  });
  return app;
}

function run(url: string, options: LoadOptions, durationS: number): Promise<autocannon.Result> {
  // One worker thread fires the requests, so the client does not share the server's event loop.
  return autocannon({
    url,
    connections: options.connections,
    duration: durationS,
    headers: options.headers,
    workers: 1,
  });
}

/** A short warm-up run (discarded), then the measured run. */
export async function load(url: string, options: LoadOptions): Promise<LoadSummary> {
  if (options.warmUpS > 0) await run(url, options, options.warmUpS);
  return loadOnce(url, options);
}

/** One measured run of `options.durationS`, on connections kept alive from its start to its end. */
export async function loadOnce(url: string, options: LoadOptions): Promise<LoadSummary> {
  const result = await run(url, options, options.durationS);
  const responses = result.requests.total || 1;
  return {
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    count: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerResponse: result.throughput.total / responses,
  };
}
