// One Lighthouse run of one URL: its command line in a child process (interrupted when it overruns:
// on SIGINT chrome-launcher closes the Chromium it started),
// Debian's Chromium, Lighthouse's defaults otherwise (mobile form factor, simulated throttling),
// the report written as JSON to a temporary file and read back.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROMIUM_PATH } from '../../test/helpers/browser.ts';
import { CATEGORIES, type LighthouseReport } from './report-summary.ts';

/** The flags the project's browser tests launch Chromium with; chrome-launcher adds a fresh profile of its own. */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];
/** How long an interrupted run has to close its Chromium before it is killed. */
const KILL_GRACE_MS = 10_000;

export interface LighthouseRun {
  /** Lighthouse's cli/index.js (install-lighthouse.ts). */
  cli: string;
  url: string;
  timeoutMs: number;
}

export async function runLighthouse({ cli, url, timeoutMs }: LighthouseRun): Promise<LighthouseReport> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-lighthouse-'));
  const output = join(folder, 'report.json');
  try {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        `--chrome-path=${CHROMIUM_PATH}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    let overran = false;
    const timers = [
      setTimeout(() => {
        overran = true;
        child.kill('SIGINT');
      }, timeoutMs),
      setTimeout(() => child.kill('SIGKILL'), timeoutMs + KILL_GRACE_MS),
    ];
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    for (const timer of timers) clearTimeout(timer);
    if (overran) throw new Error(`Lighthouse did not finish ${url} within ${timeoutMs / 1000} s`);
    // A page Lighthouse could not measure still has a report, whose runtimeError says why.
    if (existsSync(output)) return JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
    throw new Error(`Lighthouse exited with ${code ?? signal} on ${url}: ${stderr.trim().slice(-2000)}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
