// Requests on fresh connections: each one opens its own TCP connection, sends `Connection: close`
// and reads until the server closes it, as wrk does with that header. Its time runs from the
// connect call to the last byte, so a connection the server is slow to accept counts in full.
// (autocannon's reconnectRate would reconnect, but drops from its counts the response after which
// it reconnects: with a reconnect per request it counts nothing.)
import { connect } from 'node:net';

import type { LoadSummary } from '../load.ts';
import { summarize } from '../stats.ts';

export interface FreshConnectionOptions {
  /** http://127.0.0.1:<port> */
  origin: string;
  path: string;
  headers: Readonly<Record<string, string>>;
  /** Requests in flight at once, each on its own connection. */
  connections: number;
  /** New requests start during this window; those under way at its end still finish and count. */
  durationS: number;
  /** A request not done after this long is abandoned and counted as an error. */
  timeoutMs: number;
}

type Outcome = { ok: true; ms: number; status: number; bytes: number } | { ok: false };

/** The request as sent: the caller's headers, then `Connection: close`. */
export function requestBytes(path: string, headers: Readonly<Record<string, string>>): Buffer {
  const lines = Object.entries(headers)
    .filter(([name]) => name.toLowerCase() !== 'connection')
    .map(([name, value]) => `${name}: ${value}`);
  return Buffer.from(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`, 'latin1');
}

/** The status code of a response that starts with `head`, or 0 when it is not an HTTP status line. */
export function statusOf(head: Buffer): number {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(head.toString('latin1', 0, Math.min(head.length, 16)));
  return match ? Number(match[1]) : 0;
}

function once(port: number, request: Buffer, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    let head = Buffer.alloc(0);
    let bytes = 0;
    const socket = connect({ host: '127.0.0.1', port, noDelay: true });
    const finish = (outcome: Outcome) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false }), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      bytes += chunk.length;
    });
    socket.on('end', () => {
      // Closed without a status line: dropped, not answered.
      const status = statusOf(head);
      finish(status === 0 ? { ok: false } : { ok: true, ms: performance.now() - started, status, bytes });
    });
    socket.on('error', () => finish({ ok: false }));
    socket.write(request);
  });
}

/** `connections` loops, each sending a request on a new connection as soon as its previous one ends. */
export async function loadFreshConnections(options: FreshConnectionOptions): Promise<LoadSummary> {
  const { port } = new URL(options.origin);
  const request = requestBytes(options.path, options.headers);
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  let lastEnd = started;
  const loop = async () => {
    while (performance.now() < deadline) {
      const outcome = await once(Number(port), request, options.timeoutMs);
      lastEnd = performance.now();
      if (!outcome.ok) {
        errors++;
        continue;
      }
      times.push(outcome.ms);
      bytes += outcome.bytes;
      if (outcome.status < 200 || outcome.status > 299) non2xx++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  return {
    ...summarize(times, lastEnd - started),
    non2xx,
    errors,
    bytesPerResponse: times.length > 0 ? bytes / times.length : 0,
  };
}
