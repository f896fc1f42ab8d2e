// The warm-up before readiness (WARM_UP_PAGES): the built server renders pages spread over every
// country's sitemap, says so in its log, and only then answers /readyz with 200; without the
// variable it is ready at once and renders nothing for itself.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import { COUNTRIES } from '../../../config/countries.ts';
import type { SitePath } from '../../../server/warm-up/sitemap-paths.ts';
import { spreadPaths } from '../../../server/warm-up/warm-up.ts';
import { REPO_ROOT } from '../../helpers/browser.ts';
import { type Started, startServer } from '../../helpers/process.ts';

const BUILT_SERVER = join(REPO_ROOT, 'dist', 'server', 'main.js');
const PAGES = 40;
const READY_WAIT_MS = 60_000;

const started: { server: Started; dataDir: string }[] = [];
after(async () => {
  for (const { server, dataDir } of started) {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function start(env: Record<string, string>): Promise<Started> {
  assert.ok(existsSync(BUILT_SERVER), `${BUILT_SERVER} is missing: run npm run build first (npm test does)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-warm-up-'));
  const server = await startServer(BUILT_SERVER, {
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    ...env,
  });
  started.push({ server, dataDir });
  return server;
}

const lineIndex = (server: Started, message: RegExp) =>
  server.lines.findIndex((line) => message.test(String(line.msg)));

async function untilLogged(server: Started, message: RegExp): Promise<number> {
  const deadline = Date.now() + READY_WAIT_MS;
  while (Date.now() < deadline) {
    const index = lineIndex(server, message);
    if (index >= 0) return index;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`no log line matching ${message} within ${READY_WAIT_MS} ms`);
}

/** Completed renders by route kind, from /metrics. */
async function rendersByRoute(port: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^page_render_duration_seconds_count\{route="([^"]+)",phase="end"\} (\d+)$/gm))
    counts.set(match[1]!, Number(match[2]));
  return counts;
}

describe('the warm-up before readiness', { timeout: 90_000 }, () => {
  it(`renders ${PAGES} pages of every country, then says ready`, async () => {
    const server = await start({ WARM_UP_PAGES: String(PAGES) });
    const early = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    assert.equal(early.status, 503, 'not ready while warming up');
    assert.equal(((await early.json()) as { status: string }).status, 'starting');

    const ready = await untilLogged(server, /^ready for traffic$/);
    const warmUp = lineIndex(server, /^warm-up: /);
    assert.ok(warmUp >= 0 && warmUp < ready, 'the warm-up is logged before readiness');
    const report = server.lines[warmUp] as { rendered: number; failed: number; countries: Record<string, number> };
    assert.equal(report.rendered, PAGES);
    assert.equal(report.failed, 0);
    assert.deepEqual(Object.keys(report.countries).sort(), [...COUNTRIES].sort(), 'pages of every country');

    const after = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    assert.equal(after.status, 200);
    const renders = await rendersByRoute(server.port);
    assert.equal(
      [...renders.values()].reduce((sum, count) => sum + count, 0),
      PAGES,
      'each warm-up page was rendered once',
    );
    assert.ok(renders.size >= 5, `several kinds of page, not one: ${[...renders.keys()].join(', ')}`);
  });

  it('is off with WARM_UP_PAGES=0: ready at once, nothing rendered', async () => {
    const server = await start({ WARM_UP_PAGES: '0' });
    await untilLogged(server, /^ready for traffic$/);
    assert.equal((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status, 200);
    assert.equal(lineIndex(server, /^warm-up: /), -1);
    assert.equal((await rendersByRoute(server.port)).size, 0);
  });
});

describe('spreadPaths', () => {
  const paths: SitePath[] = Array.from({ length: 10 }, (_, index) => ({
    host: 'be.localhost',
    country: 'be',
    path: `/p${index}`,
  }));

  it('takes pages evenly over the whole list, first included', () => {
    assert.deepEqual(
      spreadPaths(paths, 4).map((page) => page.path),
      ['/p0', '/p2', '/p5', '/p7'],
    );
  });

  it('takes every page when asked for as many or more', () => {
    assert.equal(spreadPaths(paths, 10).length, 10);
    assert.equal(spreadPaths(paths, 50).length, 10);
  });
});
