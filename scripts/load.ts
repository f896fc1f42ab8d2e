// npm run load (issue 9): 60 s of mixed page URLs across the five countries at 64 connections
// against the built server on loopback (a child process on a fresh catalog), in six 10-second
// windows: requests, errors, non-2xx/3xx answers, p50/p99 latency and the server's RSS after each
// window. Goal: zero errors, zero 5xx, RSS flat after the first window.
// Like a load balancer, it sends traffic once /readyz says ready: the server first renders
// LOAD_WARM_UP_PAGES of its own pages (WARM_UP_PAGES, README), and the script prints how long
// that took. LOAD_WARM_UP_PAGES=0 measures a cold process.
// Knobs: LOAD_CONNECTIONS (64), LOAD_WINDOWS (6), LOAD_WINDOW_S (10), LOAD_WARM_UP_PAGES (300).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { startServer } from '../test/helpers/process.ts';
import { rssMiB } from './fuzz/run-fuzz.ts';
import { memoryFigures } from './load/memory-figures.ts';
import { siteUrls } from './load/site-urls.ts';
import { startEnv, startFlags } from './start-flags.ts';

const BUILT_SERVER = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const connections = Number(process.env.LOAD_CONNECTIONS ?? 64);
const windows = Number(process.env.LOAD_WINDOWS ?? 6);
const windowS = Number(process.env.LOAD_WINDOW_S ?? 10);
const warmUpPages = Number(process.env.LOAD_WARM_UP_PAGES ?? 300);
/** How long the script waits for /readyz before it gives up. */
const READY_TIMEOUT_MS = 120_000;
/** A desktop browser asking for HTML (pages stream; not a crawler). */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

if (!existsSync(BUILT_SERVER)) {
  console.error(`load: ${BUILT_SERVER} is missing: run \`npm run build\` first`);
  process.exit(1);
}
for (const [name, value] of [
  ['LOAD_CONNECTIONS', connections],
  ['LOAD_WINDOWS', windows],
  ['LOAD_WINDOW_S', windowS],
] as const) {
  if (!(value >= 1 && value <= 1000)) {
    console.error(`load: ${name} must be from 1 to 1000`);
    process.exit(1);
  }
}
if (!(Number.isInteger(warmUpPages) && warmUpPages >= 0 && warmUpPages <= 5000)) {
  console.error('load: LOAD_WARM_UP_PAGES must be an integer from 0 to 5000');
  process.exit(1);
}

/** Polls /readyz until it answers 200; the milliseconds it took. */
async function untilReady(port: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < READY_TIMEOUT_MS) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-load-'));
// As npm start runs it: its Node flags size the heap (scripts/start-flags.ts).
const server = await startServer(
  BUILT_SERVER,
  {
    ...startEnv(),
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    WARM_UP_PAGES: String(warmUpPages),
  },
  undefined,
  startFlags(),
);
server.child.stdout!.removeAllListeners('data');
server.child.stdout!.resume();

try {
  const readyAfter = await untilReady(server.port);
  console.log(
    warmUpPages > 0
      ? `warm-up: ${warmUpPages} pages rendered by the server before /readyz said ready, ${(readyAfter / 1000).toFixed(1)} s`
      : 'warm-up: none (LOAD_WARM_UP_PAGES=0), the process is measured cold',
  );
  const urls = await siteUrls(server.port);
  const pid = server.child.pid!;
  console.log(
    `npm run load: ${urls.length} URLs of the five countries, ${connections} connections, ${windows} windows of ${windowS} s, loopback port ${server.port}`,
  );
  console.log(`server RSS before: ${rssMiB(pid)?.toFixed(0) ?? '?'} MiB\n`);
  console.log(
    'window   requests    req/s  errors  non-2xx/3xx  5xx   p50 ms  p99 ms  RSS MiB  heap total/used  external  cache  documents',
  );
  let totalErrors = 0;
  let total5xx = 0;
  let offset = 0;
  const rss: number[] = [];
  for (let window = 1; window <= windows; window++) {
    // Each connection walks the list from its own offset, so every window mixes every country.
    const requests = urls
      .slice(offset)
      .concat(urls.slice(0, offset))
      .map(({ host, path }) => ({
        method: 'GET' as const,
        path,
        headers: {
          host: `${host}:${server.port}`,
          'user-agent': USER_AGENT,
          accept: 'text/html',
          // As browsers ask: the server compresses as it streams, which costs CPU and memory.
          'accept-encoding': 'gzip, deflate, br, zstd',
        },
      }));
    offset = (offset + 97) % urls.length;
    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections,
      duration: windowS,
      requests,
      workers: 1,
    });
    const fiveHundreds = result['5xx'];
    const unwanted = result.non2xx - result['3xx'];
    totalErrors += result.errors + result.timeouts;
    total5xx += fiveHundreds;
    const memory = rssMiB(pid);
    if (memory !== null) rss.push(memory);
    const figures = await memoryFigures(server.port);
    const heap = figures
      ? `${figures.heapTotalMiB.toFixed(0).padStart(10)}/${figures.heapUsedMiB.toFixed(0).padEnd(4)} ${figures.externalMiB.toFixed(0).padStart(9)} ${figures.contentCacheMiB.toFixed(0).padStart(6)} ${figures.documentCacheMiB.toFixed(0).padStart(10)}`
      : `${'?'.padStart(10)}/?    ${'?'.padStart(9)} ${'?'.padStart(6)} ${'?'.padStart(10)}`;
    console.log(
      `${String(window).padStart(6)} ${String(result.requests.total).padStart(10)} ${(result.requests.total / result.duration).toFixed(0).padStart(8)} ${String(result.errors + result.timeouts).padStart(7)} ${String(unwanted).padStart(12)} ${String(fiveHundreds).padStart(4)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(7)} ${memory?.toFixed(0).padStart(8) ?? '       ?'} ${heap}`,
    );
  }
  const afterWarmUp = rss.slice(1); // from the end of the first window
  const growth = afterWarmUp.length > 1 ? afterWarmUp[afterWarmUp.length - 1]! - afterWarmUp[0]! : 0;
  console.log(
    `\nerrors ${totalErrors} (goal 0), 5xx ${total5xx} (goal 0), RSS after warm-up from ${afterWarmUp[0]?.toFixed(0) ?? '?'} to ${afterWarmUp[afterWarmUp.length - 1]?.toFixed(0) ?? '?'} MiB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MiB)`,
  );
  process.exitCode = totalErrors === 0 && total5xx === 0 ? 0 : 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
