// Sends one request exactly as written (no client normalises the path or the headers) and reads
// the status line of the answer. `null` status: the server closed the connection without one, or
// did not answer in time.
import { connect } from 'node:net';

import type { HostileRequest } from './hostile-requests.ts';

export interface RawOutcome {
  status: number | null;
  /** 'timeout', 'closed' or a socket error code when there is no status. */
  problem?: string;
}

export function sendRaw(port: number, host: string, request: HostileRequest, timeoutMs: number): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let settled = false;
    let head = '';
    const done = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done({ status: null, problem: 'timeout' }), timeoutMs);
    socket.setNoDelay(true);
    socket.on('connect', () => {
      const names = new Set(request.headers.map(([name]) => name.toLowerCase()));
      const lines = [`${request.method} ${request.path} HTTP/1.1`];
      if (!names.has('host')) lines.push(`Host: ${host}:${port}`);
      for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      if (body && !names.has('content-length') && !names.has('transfer-encoding'))
        lines.push(`Content-Length: ${body.length}`);
      lines.push('Connection: close', '', '');
      socket.write(Buffer.from(lines.join('\r\n'), 'utf8'));
      if (body) socket.write(body);
      // A body shorter than the Content-Length it declares would keep the server waiting for the
      // rest (until its request timeout, as it should): say there is no more, as a client that
      // gives up would.
      const declared = Number(request.headers.find(([name]) => name.toLowerCase() === 'content-length')?.[1]);
      if (Number.isFinite(declared) && declared > (body?.length ?? 0)) socket.end();
    });
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n');
      if (end < 0) return;
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head.slice(0, end));
      done(match ? { status: Number(match[1]) } : { status: null, problem: 'no status line' });
    });
    // A server that refuses a request it cannot parse may close after its 400; an EPIPE while we
    // still write a large body is that too, once the status came.
    socket.on('error', (error: NodeJS.ErrnoException) => done({ status: null, problem: error.code ?? error.message }));
    socket.on('close', () => done({ status: null, problem: 'closed' }));
  });
}
