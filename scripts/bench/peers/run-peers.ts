// The peers part of `npm run bench` (alone: BENCH_ONLY=peers): Vitrine's product page beside the
// same page on React Router 7 (framework mode, Express 5) and on Next.js 16 (app router), from the
// same data, each a production build in its own process on loopback, and Vitrine's renderToString
// of the page in a process of its own; Vitrine twice, as it runs and rendering every request. For each server, at 8 and 32 connections, kept alive and
// new per request: the server's CPU per request (/proc), req/s, p50 and p99; then its memory and
// its page's size. Medians of BENCH_PEERS_ROUNDS rounds, the servers taking turns in each.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import type { ProductPageData } from '../../../bench/peers/page/product-page-data.ts';
import type { AppDeps } from '../../../server/deps.ts';
import { startEnv, startFlags } from '../../start-flags.ts';
import { httpGet } from '../http-get.ts';
import { loadOnce, type LoadSummary } from '../load.ts';
import { buildPeer, PEERS_FOLDER } from './build-peer.ts';
import { exportProductPage, PEER_PAGE } from './export-product-page.ts';
import { loadFreshConnections } from './fresh-connections.ts';
import { PEER_APPS, PEER_ENV } from './peer-apps.ts';
import {
  goalLines,
  inlineScriptBytes,
  median,
  peersTable,
  problemLines,
  type RenderToStringFigures,
  type Scenario,
  scenarioName,
  type ScenarioRound,
  SCENARIOS,
  type ServerFigures,
} from './peers-table.ts';
import { cpuMsPerRequest, treeCpuMs, treeMemory } from './process-usage.ts';
import type { RenderToStringReport } from './render-to-string-process.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const VITRINE_SERVER = join(ROOT, 'dist', 'server', 'main.js');
const RENDER_TO_STRING_PROCESS = fileURLToPath(new URL('./render-to-string-process.ts', import.meta.url));
/** What the table calls the Vitrine server that renders every request. */
const RENDERING_LABEL = 'Vitrine rendering';
/**
 * Vitrine as npm start runs it, anonymous pages kept a few seconds (decision 041), and the same
 * server rendering every request: what the render path alone costs stays in view.
 */
const VITRINE_SERVERS = [
  { label: 'Vitrine', folder: 'vitrine', env: {} },
  { label: RENDERING_LABEL, folder: 'vitrine-rendering', env: { DOCUMENT_CACHE_SECONDS: '0' } },
] as const;
/** A request on a new connection not answered after this long counts as failed. */
const FRESH_TIMEOUT_MS = 30_000;
/** The first warm-up of each server, in warm-up windows: its first renders are the slow ones. */
const FIRST_WARM_UP_WINDOWS = 3;
/** A pause before a measured window, so work left by the warm-up's last requests is not counted in it. */
const SETTLE_MS = 250;

export interface PeersOptions {
  deps: AppDeps;
  /** Vitrine's base URL of the page's country: the canonical links of the exported data. */
  siteUrl: string;
  /** The headers of every request (Host it.localhost for Vitrine; the peers ignore it). */
  headers: Readonly<Record<string, string>>;
  durationS: number;
  warmUpS: number;
  rounds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (message: string) => process.stderr.write(`  ${message}\n`);
const loads = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** React writes text with these five escapes: the form in which a text is looked for in a page. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page as the server sends it; throws unless it is a 200 that shows the product, its FAQ and its articles. */
async function checkedPage(server: ServerProcess, data: ProductPageData, headers: PeersOptions['headers']) {
  const { status, body } = await httpGet(new URL(data.path, server.origin).href, headers);
  const expected = [
    data.product.name,
    ...data.faq.entries.map((entry) => entry.question),
    ...data.related.pages.map((page) => page.title),
  ];
  const missing = expected.filter((text) => !body.includes(inHtml(text)));
  if (status !== 200 || missing.length > 0)
    throw new Error(`${server.label} answered ${data.path} with ${status}, without: ${missing.join(' | ')}`);
  return { htmlBytes: Buffer.byteLength(body), inlineScriptBytes: inlineScriptBytes(body) };
}

function runScenario(
  server: ServerProcess,
  path: string,
  scenario: Scenario,
  durationS: number,
  headers: PeersOptions['headers'],
): Promise<LoadSummary> {
  const { connections } = scenario;
  return scenario.fresh
    ? loadFreshConnections({
        origin: server.origin,
        path,
        headers,
        connections,
        durationS,
        timeoutMs: FRESH_TIMEOUT_MS,
      })
    : loadOnce(new URL(path, server.origin).href, { connections, durationS, warmUpS: 0, headers: { ...headers } });
}

/** A warm-up of the same scenario, then the measured window bracketed by the server's CPU time. */
async function measure(
  server: ServerProcess,
  path: string,
  scenario: Scenario,
  options: PeersOptions,
): Promise<ScenarioRound> {
  if (options.warmUpS > 0) await runScenario(server, path, scenario, options.warmUpS, options.headers);
  await sleep(SETTLE_MS);
  const before = treeCpuMs(server.pid);
  const summary = await runScenario(server, path, scenario, options.durationS, options.headers);
  const after = treeCpuMs(server.pid);
  server.assertRunning();
  return {
    cpuMsPerRequest: cpuMsPerRequest(before, after, summary.count),
    perSecond: summary.perSecond,
    p50: summary.p50,
    p99: summary.p99,
    errors: summary.errors,
    non2xx: summary.non2xx,
  };
}

async function renderToStringInItsProcess(path: string, options: PeersOptions): Promise<RenderToStringFigures> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', RENDER_TO_STRING_PROCESS], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_RTS_PATH: path,
      BENCH_RTS_ROUNDS: String(options.rounds),
      BENCH_RTS_DURATION_S: String(options.durationS),
      BENCH_RTS_WARMUP_S: String(Math.max(options.warmUpS, 1)),
    },
    maxBuffer: 1024 * 1024,
  });
  const report = JSON.parse(stdout.trim().split('\n').pop()!) as RenderToStringReport;
  return {
    cpuMsPerRender: report.rounds.map((round) => round.cpuMsPerRender),
    perSecond: report.rounds.map((round) => round.perSecond),
    p50: report.rounds.map((round) => round.p50),
    p99: report.rounds.map((round) => round.p99),
    rssBytes: report.rssBytes,
    peakBytes: report.peakBytes,
    htmlBytes: report.htmlBytes,
  };
}

export async function runPeers(options: PeersOptions): Promise<void> {
  const started = performance.now();
  const loadBefore = loads();
  mkdirSync(PEERS_FOLDER, { recursive: true });
  const data = await exportProductPage({
    api: options.deps.content!.client(PEER_PAGE.locale),
    router: options.deps.routing.router(),
    siteUrl: options.siteUrl,
  });
  const dataFile = join(PEERS_FOLDER, 'product-page.json');
  writeFileSync(dataFile, `${JSON.stringify(data, null, 2)}\n`);
  const peers = PEER_APPS.map((peer) => ({ peer, ...buildPeer(peer, progress) }));

  const runFolder = mkdtempSync(join(tmpdir(), 'vitrine-bench-peers-'));
  const servers: ServerProcess[] = [];
  let keepLogs = false;
  try {
    progress('starting Vitrine and the peers');
    // As npm start runs it (its heap size included), and the same rendering every request.
    for (const { label, folder, env } of VITRINE_SERVERS)
      servers.push(
        await startServerProcess({
          label,
          args: () => [...startFlags(), VITRINE_SERVER],
          cwd: ROOT,
          env: {
            ...startEnv(),
            NODE_ENV: 'production',
            DATA_DIR: join(runFolder, folder),
            SHUTDOWN_GRACE_MS: '1000',
            ...env,
          },
          logFile: join(runFolder, `${folder}.log`),
          readyPath: data.path,
          headers: options.headers,
        }),
      );
    for (const { peer, appFolder } of peers)
      servers.push(
        await startServerProcess({
          label: peer.label,
          args: peer.serverArgs,
          cwd: appFolder,
          env: { ...PEER_ENV, NODE_ENV: 'production', PEER_PRODUCT_PAGE_DATA: dataFile },
          logFile: join(runFolder, `${peer.folder}.log`),
          readyPath: data.path,
          headers: options.headers,
        }),
      );
    const pages = new Map<ServerProcess, { htmlBytes: number; inlineScriptBytes: number }>();
    for (const server of servers) pages.set(server, await checkedPage(server, data, options.headers));
    for (const server of servers) {
      progress(`warming up ${server.label}`);
      await runScenario(server, data.path, SCENARIOS[0]!, options.warmUpS * FIRST_WARM_UP_WINDOWS, options.headers);
    }

    const rounds = new Map<ServerProcess, Record<string, ScenarioRound[]>>(servers.map((server) => [server, {}]));
    for (let round = 0; round < options.rounds; round++)
      for (const scenario of SCENARIOS)
        for (let turn = 0; turn < servers.length; turn++) {
          // Each round starts with another server, so none always follows the same one.
          const server = servers[(turn + round) % servers.length]!;
          progress(`round ${round + 1}/${options.rounds}, ${scenarioName(scenario)}: ${server.label}`);
          const byScenario = rounds.get(server)!;
          (byScenario[scenarioName(scenario)] ??= []).push(await measure(server, data.path, scenario, options));
        }
    const figures: ServerFigures[] = servers.map((server) => ({
      label: server.label,
      rounds: rounds.get(server)!,
      ...treeMemory(server.pid),
      ...pages.get(server)!,
    }));
    for (const server of servers) await server.stop();

    progress("measuring Vitrine's renderToString of the page");
    const rts = await renderToStringInItsProcess(data.path, options);
    const loadAfter = loads();
    process.stderr.write('\n');
    printPeers({ figures, rts, options, peers, loadBefore, loadAfter, data, dataFile });
    console.log(`peers done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    // The servers' logs stay for whoever reads the error.
    keepLogs = true;
    throw error;
  } finally {
    for (const server of servers) await server.stop();
    if (keepLogs) process.stderr.write(`  the servers' logs are in ${runFolder}\n`);
    else rmSync(runFolder, { recursive: true, force: true });
  }
}

function printPeers({
  figures,
  rts,
  options,
  peers,
  loadBefore,
  loadAfter,
  data,
  dataFile,
}: {
  figures: ServerFigures[];
  rts: RenderToStringFigures;
  options: PeersOptions;
  peers: { peer: (typeof PEER_APPS)[number]; version: string }[];
  loadBefore: string;
  loadAfter: string;
  data: ProductPageData;
  dataFile: string;
}): void {
  const cpu = cpus();
  const versions = peers.map(({ peer, version }) => `${peer.name} ${version}`).join(', ');
  console.log('npm run bench, peers: the product page on Vitrine, React Router 7 and Next.js 16');
  console.log(
    `  page: ${PEER_PAGE.locale} ${data.path}, the same data in each (${dataFile}, exported from Vitrine's embedded catalog)`,
  );
  console.log(
    `  servers: Vitrine (dist/server/main.js), React Router 7 in framework mode on Express 5 (bench/peers/react-router),`,
  );
  console.log(
    `           Next.js 16 with the app router, next start (bench/peers/next); ${versions}; production builds, each in its own process on 127.0.0.1`,
  );
  console.log(
    `           ${RENDERING_LABEL}: the same Vitrine with DOCUMENT_CACHE_SECONDS=0, every request rendered (decision 041)`,
  );
  console.log(
    `  Node ${process.version}, ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}); load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`,
  );
  console.log(
    '  The machine may be shared with other work: read the columns of one run against each other, never one figure alone.',
  );
  console.log(
    `  ${options.rounds === 1 ? 'One round' : `Medians of ${options.rounds} rounds, the servers taking turns`}; each window ${options.durationS} s after ${options.warmUpS} s of the same load.`,
  );
  console.log(
    '  kept-alive: autocannon in a worker thread; new conn.: a new TCP connection per request (Connection: close), timed from connect to last byte',
  );
  console.log(
    "  server CPU: the server process's user + system time (its children included) over the window, from /proc, ÷ the requests answered",
  );
  console.log(
    "  renderToString: Vitrine's page element with its data loaded, rendered back to back in its own process (CPU from process.cpuUsage);",
  );
  console.log('        its req/s are renders/s, its p50/p99 one render');
  console.log(
    '  requests: desktop Chrome user agent (pages stream), Host it.localhost, no Accept-Encoding (identity answers)',
  );
  console.log();
  for (const line of peersTable(figures, rts)) console.log(line);
  console.log();
  const problems = problemLines(figures);
  for (const line of problems) console.log(`  ${line}`);
  if (problems.length > 0) console.log();
  const reactRouter = figures.find((server) => server.label === PEER_APPS[0]!.label);
  for (const { label } of VITRINE_SERVERS) {
    const vitrine = figures.find((server) => server.label === label)!;
    console.log(`issue 17's goals for Vitrine's product page, in this run (${label}):`);
    for (const line of goalLines(vitrine, reactRouter, rts)) console.log(`  ${line}`);
  }
  console.log(
    `  (renderToString: ${median(rts.cpuMsPerRender).toFixed(2)} ms of CPU per render, ${(rts.htmlBytes / 1024).toFixed(1)} KiB of HTML)`,
  );
  console.log();
}
