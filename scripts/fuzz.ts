// npm run fuzz (issue 9): at least 20 000 hostile requests from the catalogue in
// test/fixtures/hostile/ (bad percent-encoding, overlong UTF-8, 64 kB paths, huge and duplicate
// cookies, CRLF and __proto__ in the language cookie and query, 16 kB Accept-Language, Host and
// X-Forwarded-Host tricks, spoofed X-Forwarded-For, //evil.com and /\evil.com, NFC/NFD and
// fullwidth slugs, TRACE and OPTIONS, oversized and malformed form bodies) against the built
// server on loopback, in a child process on a fresh catalog. Prints the counts by status, the
// requests that got a 5xx or no answer, and the server's memory; exits 1 on any 5xx or if the
// server died. Knobs: FUZZ_COUNT (20000), FUZZ_CONCURRENCY (32), FUZZ_SEED.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { COUNTRIES } from '../config/countries.ts';
import { startServer } from '../test/helpers/process.ts';
import { hostileRequests } from './fuzz/hostile-requests.ts';
import { sendRaw } from './fuzz/raw-http.ts';
import { runFuzz } from './fuzz/run-fuzz.ts';
import { startEnv, startFlags } from './start-flags.ts';

const BUILT_SERVER = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const count = Number(process.env.FUZZ_COUNT ?? 20_000);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 32);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
/** A request without an answer within this is reported as a hang. */
const ANSWER_TIMEOUT_MS = 15_000;

if (!existsSync(BUILT_SERVER)) {
  console.error(`fuzz: ${BUILT_SERVER} is missing: run \`npm run build\` first`);
  process.exit(1);
}
if (!(count >= 1) || !(concurrency >= 1)) {
  console.error('fuzz: FUZZ_COUNT and FUZZ_CONCURRENCY must be positive');
  process.exit(1);
}

/** nodejs_heap_size_used_bytes from the server's /metrics, in MiB; null when unreadable. */
async function heapUsedMiB(port: number): Promise<number | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const match = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text);
    return match ? Number(match[1]) / 1024 / 1024 : null;
  } catch {
    return null;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-fuzz-'));
const server = await startServer(
  BUILT_SERVER,
  { ...startEnv(), PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' },
  undefined,
  startFlags(),
);
// Keep only the log lines that matter: 20 000 access lines are not needed in memory.
const problems: string[] = [];
server.child.stdout!.removeAllListeners('data');
server.child.stdout!.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString('utf8').split('\n')) if (/"level":(50|60)/.test(line)) problems.push(line);
});

try {
  const hosts = COUNTRIES.map((country) => `${country}.localhost`);
  const requests = hostileRequests(count, seed);
  console.log(
    `npm run fuzz: ${requests.length} hostile requests, ${concurrency} at a time, loopback port ${server.port}, seed ${seed}`,
  );
  const report = await runFuzz({
    port: server.port,
    hosts,
    requests,
    concurrency,
    timeoutMs: ANSWER_TIMEOUT_MS,
    pid: server.child.pid!,
    onProgress: (done) => process.stderr.write(`  ${done} sent…\n`),
  });
  const heap = await heapUsedMiB(server.port);
  const health = await sendRaw(
    server.port,
    'it.localhost',
    { method: 'GET', path: '/healthz', headers: [], label: 'healthz' },
    5_000,
  );
  const alive = server.child.exitCode === null && health.status === 200;

  console.log(
    `\nsent ${report.sent} in ${report.seconds.toFixed(1)} s (${(report.sent / report.seconds).toFixed(0)} req/s)`,
  );
  console.log('answers by status:');
  for (const [status, n] of [...report.byStatus].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${status.padEnd(24)} ${String(n).padStart(7)}`);
  console.log(`5xx: ${report.serverErrors.length}   goal 0 ${report.serverErrors.length === 0 ? 'PASS' : 'MISS'}`);
  for (const error of report.serverErrors.slice(0, 20)) console.log(`  ${error.status} ${error.label}`);
  const hangs = report.unanswered.filter((entry) => entry.problem === 'timeout');
  console.log(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s: ${hangs.length}`);
  for (const hang of hangs.slice(0, 10)) console.log(`  ${hang.label}`);
  if (report.rssMiB)
    console.log(
      `server RSS: ${report.rssMiB.start.toFixed(0)} MiB at start, ${report.rssMiB.peak.toFixed(0)} MiB peak, ${report.rssMiB.end.toFixed(0)} MiB at the end`,
    );
  if (heap !== null) console.log(`server V8 heap in use at the end (/metrics): ${heap.toFixed(0)} MiB`);
  console.log(`server alive afterwards (/healthz 200): ${alive ? 'yes' : 'NO'}`);
  console.log(`error lines in the server log: ${problems.length}`);
  for (const line of problems.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
  process.exitCode = report.serverErrors.length === 0 && hangs.length === 0 && alive ? 0 : 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
