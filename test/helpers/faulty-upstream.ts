// A content API on a loopback port that serves the fixture catalog and fails on demand: for the
// paths a test names it answers late, answers a 5xx, resets the connection, sends JSON that does
// not parse, answers 200 with a body of its choosing, redirects, declares or streams a body far
// too large, stops in the middle of a body, or never answers. The server under test reaches it through API_BASE_URL, over real
// sockets, as it would reach the production content API.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import type { Catalog } from '../../catalog/create-catalog.ts';

export type Fault =
  | { kind: 'slow'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'reset' }
  | { kind: 'malformed' }
  /** A 200 of any body: HTML from a proxy's error page, JSON of the wrong shape. */
  | { kind: 'answer'; contentType: string; body: string }
  | { kind: 'redirect'; location: string }
  /** Declares a Content-Length of `bytes`, sends a first chunk, then waits. */
  | { kind: 'declaredHuge'; bytes: number }
  /** Streams chunks without Content-Length for as long as the client reads. */
  | { kind: 'endless' }
  /** Sends the headers and the start of a JSON body, then nothing more. */
  | { kind: 'stallMidBody' }
  | { kind: 'hang' };

export interface FaultyUpstream {
  /** The API base to give as API_BASE_URL: `http://127.0.0.1:<port>/api/v1`. */
  apiBaseUrl: string;
  /** Fails calls whose path (after /api/v1, without query) matches; the first matching rule wins. */
  fail(path: RegExp, fault: Fault): void;
  /** Serves every call again. */
  heal(): void;
  /** The paths called since the last `heal` (or the start), query included. */
  readonly calls: string[];
  close(): Promise<void>;
}

const API_PREFIX = '/api/v1';
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** Writes chunks until the client stops reading (its socket closes). */
function writeForever(res: ServerResponse): void {
  while (!res.destroyed && res.write(CHUNK));
  if (!res.destroyed) res.once('drain', () => writeForever(res));
}

async function forward(catalog: Catalog, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const answer = await catalog.fetch(
    new Request(`http://catalog.internal${req.url}`, {
      method: req.method!,
      headers,
      ...(hasBody && { body: Buffer.concat(chunks) }),
    }),
  );
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startFaultyUpstream(catalog: Catalog): Promise<FaultyUpstream> {
  const rules: { path: RegExp; fault: Fault }[] = [];
  const calls: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    calls.push(url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url);
    const path = url.split('?', 1)[0]!.slice(API_PREFIX.length);
    const fault = rules.find((rule) => rule.path.test(path))?.fault;
    const serve = () => void forward(catalog, req, res).catch(() => res.destroy());
    switch (fault?.kind) {
      case undefined:
        return serve();
      case 'slow':
        return later(fault.ms, serve);
      case 'status':
        res.writeHead(fault.status, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ message: 'upstream failure injected by the test' }));
      case 'reset':
        return void req.socket.resetAndDestroy();
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"data": [{"id": 1, "name": "cut short');
      case 'answer':
        res.writeHead(200, { 'content-type': fault.contentType });
        return void res.end(fault.body);
      case 'redirect':
        res.writeHead(302, { location: fault.location });
        return void res.end();
      case 'declaredHuge':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(fault.bytes) });
        return void res.write(CHUNK);
      case 'endless':
        res.writeHead(200, { 'content-type': 'application/json' });
        return writeForever(res);
      case 'stallMidBody':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.write('{"data": [');
      case 'hang':
        return; // the socket stays open until the test closes the upstream
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBaseUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    fail(path, fault) {
      rules.push({ path, fault });
    },
    heal() {
      rules.length = 0;
      calls.length = 0;
    },
    calls,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
