// The deterministic slice of `npm run fuzz` (issue 9): every entry of the hostile catalogue in
// test/fixtures/hostile/ once (each path, header set, method and body), plus 500 seeded
// combinations, against the built server in its own process. No 5xx, an answer to each, and the
// process alive and healthy afterwards; statuses, not timings.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { COUNTRIES } from '../../config/countries.ts';
import { catalogueSlice, hostileRequests } from '../../scripts/fuzz/hostile-requests.ts';
import { sendRaw } from '../../scripts/fuzz/raw-http.ts';
import { type FuzzReport, runFuzz } from '../../scripts/fuzz/run-fuzz.ts';
import { REPO_ROOT } from '../helpers/browser.ts';
import { type Started, startServer } from '../helpers/process.ts';

const BUILT_SERVER = join(REPO_ROOT, 'dist', 'server', 'main.js');
const COMBINATIONS = 500;
const ANSWER_TIMEOUT_MS = 15_000;

let server: Started;
let dataDir: string;
let report: FuzzReport;

describe('the hostile catalogue against the built server', () => {
  before(async () => {
    assert.ok(existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run npm run build first (npm test does)`);
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-fuzz-slice-'));
    server = await startServer(BUILT_SERVER, {
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // What is measured is the hostile requests, not the pages a warm-up renders first.
      WARM_UP_PAGES: '0',
    });
    const slice = catalogueSlice();
    const requests = hostileRequests(slice.length + COMBINATIONS);
    report = await runFuzz({
      port: server.port,
      hosts: COUNTRIES.map((country) => `${country}.localhost`),
      requests,
      concurrency: 8,
      timeoutMs: ANSWER_TIMEOUT_MS,
      pid: server.child.pid!,
    });
  });
  after(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request, none with a 5xx', () => {
    assert.ok(report.sent >= catalogueSlice().length + COMBINATIONS);
    assert.deepEqual(
      report.serverErrors.map((error) => `${error.status} ${error.label}`),
      [],
    );
    assert.deepEqual(
      report.unanswered.filter((entry) => entry.problem === 'timeout').map((entry) => entry.label),
      [],
    );
  });

  it('leaves the process alive and healthy', async () => {
    assert.equal(server.child.exitCode, null);
    const health = await sendRaw(
      server.port,
      'it.localhost',
      { method: 'GET', path: '/healthz', headers: [], label: 'healthz' },
      5_000,
    );
    assert.equal(health.status, 200);
    const page = await sendRaw(
      server.port,
      'it.localhost',
      { method: 'GET', path: '/prodotti', headers: [], label: 'products' },
      15_000,
    );
    assert.equal(page.status, 200);
  });

  it('writes no error line to its log', () => {
    const errors = server.lines.filter((line) => typeof line.level === 'number' && line.level >= 50);
    assert.deepEqual(
      errors.map((line) => String(line.msg)),
      [],
    );
  });
});
