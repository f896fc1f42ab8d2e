// The renderToString column of the peers bench, in a process of its own (so its memory is its
// own): Vitrine's page of BENCH_RTS_PATH prepared once with its data (scripts/bench/render-ceiling.tsx),
// then rendered with renderToString back to back, one at a time, for BENCH_RTS_ROUNDS windows of
// BENCH_RTS_DURATION_S after a warm-up of BENCH_RTS_WARMUP_S. Writes one JSON line on stdout
// (RenderToStringReport). Run by run-peers.ts with NODE_ENV=production, so React is its production build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openEmbeddedCatalog } from '../../../catalog/open-embedded-catalog.ts';
import { loadConfig } from '../../../config/env.ts';
import { createDeps } from '../../../server/deps.ts';
import { createLogger } from '../../../server/logger.ts';
import { measureRenderToString, preparePage } from '../render-ceiling.tsx';
import { statusBytes } from './process-usage.ts';

export interface RenderToStringRound {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
  cpuMsPerRender: number;
}

export interface RenderToStringReport {
  rounds: RenderToStringRound[];
  rssBytes: number;
  peakBytes: number;
  htmlBytes: number;
}

const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

function setting(name: string): number {
  const value = Number(process.env[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') throw new Error('run with NODE_ENV=production (React production build)');
  const path = process.env.BENCH_RTS_PATH ?? '';
  const rounds = setting('BENCH_RTS_ROUNDS');
  const durationMs = setting('BENCH_RTS_DURATION_S') * 1000;
  const warmUpMs = setting('BENCH_RTS_WARMUP_S') * 1000;
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-rts-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'production' });
  const logger = createLogger(config);
  const catalog = await openEmbeddedCatalog({ dataDir, logger });
  try {
    const deps = createDeps(config, { logger, catalog });
    await deps.content?.refreshBrandCodes();
    const page = await preparePage(deps, { country: 'it', path, accept: ACCEPT });
    measureRenderToString(page, { durationMs: warmUpMs, warmUpMs: 0 });
    const results: RenderToStringRound[] = [];
    for (let round = 0; round < rounds; round++) {
      const before = process.cpuUsage();
      const summary = measureRenderToString(page, { durationMs, warmUpMs: 0 });
      const used = process.cpuUsage(before);
      results.push({ ...summary, cpuMsPerRender: (used.user + used.system) / 1000 / summary.count });
    }
    const status = readFileSync('/proc/self/status', 'utf8');
    const report: RenderToStringReport = {
      rounds: results,
      rssBytes: statusBytes(status, 'VmRSS'),
      peakBytes: statusBytes(status, 'VmHWM'),
      htmlBytes: Buffer.byteLength(page.html),
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await catalog.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
