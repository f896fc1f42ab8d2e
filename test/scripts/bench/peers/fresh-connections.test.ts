import assert from 'node:assert/strict';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';

import { loadFreshConnections, requestBytes, statusOf } from '../../../../scripts/bench/peers/fresh-connections.ts';

/** A loopback server that counts the connections it accepts and the requests it reads. */
async function withServer(
  handler: RequestListener,
  test: (origin: string, counts: { connections: number; requests: number }) => Promise<void>,
): Promise<void> {
  const counts = { connections: 0, requests: 0 };
  const server = createServer((req, res) => {
    counts.requests++;
    handler(req, res);
  });
  server.on('connection', () => counts.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const HEADERS = { host: 'it.localhost', 'user-agent': 'bench', connection: 'keep-alive' };
const options = (origin: string, durationS: number) => ({
  origin,
  path: '/prodotto/x',
  headers: HEADERS,
  connections: 4,
  durationS,
  timeoutMs: 5_000,
});

describe('requests on fresh connections (the peers bench, as wrk with Connection: close)', () => {
  it('opens a new connection for every request and counts every answer', async () => {
    await withServer(
      (_req, res) => res.end('<html>page</html>'),
      async (origin, counts) => {
        const summary = await loadFreshConnections(options(origin, 0.3));
        assert.ok(summary.count > 4, `several requests per connection slot (${summary.count})`);
        assert.equal(counts.requests, summary.count);
        assert.equal(counts.connections, summary.count, 'one connection per request');
        assert.equal(summary.errors, 0);
        assert.equal(summary.non2xx, 0);
        assert.ok(summary.bytesPerResponse > '<html>page</html>'.length, 'headers and body');
      },
    );
  });

  it('counts answers that are not 2xx, and requests the server drops as failed', async () => {
    await withServer(
      (req, res) => {
        res.statusCode = 503;
        res.end();
      },
      async (origin) => {
        const summary = await loadFreshConnections(options(origin, 0.2));
        assert.ok(summary.count > 0);
        assert.equal(summary.non2xx, summary.count);
      },
    );
    await withServer(
      (req) => req.socket.destroy(),
      async (origin) => {
        const summary = await loadFreshConnections(options(origin, 0.2));
        assert.ok(summary.errors > 0, 'dropped requests count as failed');
      },
    );
  });

  it('lets the requests under way at the end of the window finish, and times each from its connect', async () => {
    await withServer(
      (_req, res) => setTimeout(() => res.end('late'), 150),
      async (origin) => {
        const summary = await loadFreshConnections(options(origin, 0.05));
        assert.equal(summary.count, 4, 'the one request of each of the four slots');
        assert.ok(summary.p50 >= 150, `each took the server's 150 ms at least (p50 ${summary.p50})`);
      },
    );
  });

  it("sends the caller's headers with Connection: close instead of its own Connection header", () => {
    const text = requestBytes('/prodotto/x?a=1', HEADERS).toString('latin1');
    assert.equal(
      text,
      'GET /prodotto/x?a=1 HTTP/1.1\r\nhost: it.localhost\r\nuser-agent: bench\r\nConnection: close\r\n\r\n',
    );
  });

  it('reads the status of an answer from its status line', () => {
    assert.equal(statusOf(Buffer.from('HTTP/1.1 404 Not Found\r\n')), 404);
    assert.equal(statusOf(Buffer.from('garbage')), 0);
  });
});
