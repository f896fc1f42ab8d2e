import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { runToExit, startServer } from '../helpers/process.ts';

function manifestEntry(): string {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'manifest.json'), 'utf8'));
  return manifest.entry.file;
}

const MAIN = join(import.meta.dirname, '..', '..', 'server', 'main.ts');

describe('the server process', () => {
  it('runs on Node 24 or newer', () => {
    assert.ok(Number(process.versions.node.split('.')[0]) >= 24, process.version);
  });

  it('starts, answers /healthz and /readyz, and exits 0 on SIGTERM', async () => {
    const server = await startServer(MAIN, { DATA_DIR: join(import.meta.dirname, '..', '..', 'var', 'test') });
    try {
      const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      assert.equal(health.status, 200);
      assert.equal((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status, 200);
    } finally {
      server.child.kill('SIGTERM');
    }
    assert.equal(await server.exited, 0);
  });

  it('runs from the build that npm start serves (dist/server/main.js)', async () => {
    const bundle = join(import.meta.dirname, '..', '..', 'dist', 'server', 'main.js');
    assert.ok(existsSync(bundle), 'dist/server/main.js is missing: npm test builds it first (npm run build)');
    const server = await startServer(bundle);
    try {
      assert.equal((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status, 200);
      const asset = await fetch(`http://127.0.0.1:${server.port}${manifestEntry()}`);
      assert.equal(asset.status, 200, 'the client bundle is served');
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    } finally {
      server.child.kill('SIGTERM');
    }
    assert.equal(await server.exited, 0);
  });

  it('refuses to start on a bad environment variable, naming it', async () => {
    const { code, stderr } = await runToExit(MAIN, { PORT: 'eighty', ALLOWLIST: '10.0.0.0/33', MAINTENANCE: 'maybe' });
    assert.equal(code, 1);
    assert.match(stderr, /PORT: expected an integer/);
    assert.match(stderr, /ALLOWLIST: entry '10\.0\.0\.0\/33' is not a CIDR range/);
    assert.match(stderr, /MAINTENANCE: expected off or on/);
    assert.doesNotMatch(stderr, /at .*\.ts:\d+/, 'a message, not a stack trace');
  });

  it('refuses a bad secret without writing it anywhere', async () => {
    const secret = 'hunter2 is no key!';
    const { code, stdout, stderr } = await runToExit(MAIN, {
      RECAPTCHA_SITE_KEY: 'site-key-0123456789',
      RECAPTCHA_SECRET: secret,
    });
    assert.equal(code, 1);
    assert.match(stderr, /RECAPTCHA_SECRET: expected the reCAPTCHA v3 secret/);
    assert.ok(!`${stdout}${stderr}`.includes('hunter2'), stderr);
  });
});
