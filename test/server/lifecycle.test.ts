import assert from 'node:assert/strict';
import { get } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { startServer } from '../helpers/process.ts';

const SLOW_SERVER = join(import.meta.dirname, '..', 'fixtures', 'slow-server.ts');

/** Starts GET /slow and resolves once its first bytes arrived, with the promise of the whole body. */
function startSlowRequest(port: number) {
  return new Promise<{ body: Promise<{ status: number; text: string }> }>((resolveStarted, reject) => {
    get({ host: '127.0.0.1', port, path: '/slow' }, (res) => {
      let text = '';
      const body = new Promise<{ status: number; text: string }>((resolveBody, rejectBody) => {
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolveBody({ status: res.statusCode!, text }));
        res.on('error', rejectBody);
        res.on('aborted', () => rejectBody(new Error('aborted')));
      });
      res.once('data', () => resolveStarted({ body }));
    }).on('error', reject);
  });
}

function connectionRefused(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Waits (at most 10 s) for a log line whose message matches. */
async function waitForLine(lines: Record<string, unknown>[], message: RegExp): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!lines.some((line) => message.test(String(line.msg)))) {
    if (Date.now() > deadline) throw new Error(`no log line matching ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function plainGet(port: number, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    }).on('error', reject);
  });
}

describe('graceful shutdown', () => {
  describe('when SIGTERM arrives during a slow response', () => {
    it('finishes the response, refuses new connections and exits 0', async () => {
      const server = await startServer(SLOW_SERVER, { SLOW_MS: '1500', GRACE_MS: '8000' });
      const { body } = await startSlowRequest(server.port);
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(await connectionRefused(server.port), true, 'new connections are refused while draining');
      assert.deepEqual(await body, { status: 200, text: 'first part, last part' });
      assert.equal(await server.exited, 0);
      const messages = server.lines.map((line) => line.msg);
      assert.ok(
        messages.indexOf('draining: the listener closes; in-flight requests finish') <
          messages.indexOf('drained, exiting'),
      );
    });
  });

  describe('with a drain delay', () => {
    it('fails readiness at once but answers requests until the delay ends, each closing its connection, then refuses', async () => {
      const server = await startServer(SLOW_SERVER, { SLOW_MS: '100', DRAIN_MS: '1500', GRACE_MS: '8000' });
      server.child.kill('SIGTERM');
      await waitForLine(server.lines, /^draining: readiness fails/);
      const readyz = await plainGet(server.port, '/readyz');
      assert.equal(readyz.status, 503);
      assert.match(readyz.body, /"status":"draining"/);
      const page = await plainGet(server.port, '/healthz');
      assert.equal(page.status, 200, 'still answered while the load balancer notices');
      assert.equal(page.headers.connection, 'close');
      assert.equal(await connectionRefused(server.port), false, 'the listener is still open');
      await waitForLine(server.lines, /^draining: the listener closes/);
      assert.equal(await connectionRefused(server.port), true);
      assert.equal(await server.exited, 0);
    });

    it('exits at once on a second signal', async () => {
      const server = await startServer(SLOW_SERVER, { SLOW_MS: '100', DRAIN_MS: '30000', GRACE_MS: '30000' });
      server.child.kill('SIGTERM');
      await waitForLine(server.lines, /^draining: readiness fails/);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 1);
      assert.ok(Date.now() - signalled < 3000, 'without waiting for the drain delay');
      assert.ok(server.lines.some((line) => line.msg === 'second signal while draining: exiting now'));
    });
  });

  describe('when a response outlasts SHUTDOWN_GRACE_MS', () => {
    it('exits 1 at the deadline instead of hanging', async () => {
      const server = await startServer(SLOW_SERVER, { SLOW_MS: '30000', GRACE_MS: '500' });
      const { body } = await startSlowRequest(server.port);
      const outcome = body.then(
        () => 'completed',
        () => 'cut off',
      );
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 1);
      assert.ok(Date.now() - signalled < 5000, 'exited near the deadline');
      assert.equal(await outcome, 'cut off');
    });
  });
});
