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
        messages.indexOf('draining: readiness fails, in-flight requests finish') < messages.indexOf('drained, exiting'),
      );
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
