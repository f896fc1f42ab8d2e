// The body of `npm run bench` (scripts/bench.ts decides NODE_ENV before React loads, then calls runBench).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

import { openEmbeddedCatalog } from '../../catalog/open-embedded-catalog.ts';
import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { loadConfig } from '../../config/env.ts';
import { createApp } from '../../server/app.ts';
import { createDeps } from '../../server/deps.ts';
import { createLogger } from '../../server/logger.ts';
import { createPagePreparer } from '../../server/render/prepare-page.tsx';
import { launchBrowser } from '../../test/helpers/browser.ts';
import { type FirstLoadJs, measureFirstLoadJs } from './first-load-js.ts';
import { httpGet } from './http-get.ts';
import { initialJs } from './initial-js.ts';
import { bufferApp, listen, load, type LoadOptions, type LoadSummary } from './load.ts';
import { runPeers } from './peers/run-peers.ts';
import { measureRenderToString, preparePage, streamingCeiling } from './render-ceiling.tsx';
import { withSecondaryLatency } from './secondary-latency.ts';
import type { Summary } from './stats.ts';
import { measureTtfb, type TtfbSummary } from './ttfb.ts';

const COUNTRY: Country = 'it';
const HOST = 'it.localhost';
const PRODUCT_PATH = process.env.BENCH_PRODUCT_PATH || '/prodotto/symbiora-equilibrio';
/** The pages measured, Italian paths of the embedded catalogue (issue 9). */
const PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  {
    name: 'products, 3 filters',
    path: '/prodotti/-marca--symbiora/-esigenza--benessere-digestivo/-forma-galenica--capsula',
  },
  { name: 'product', path: PRODUCT_PATH },
  { name: 'need', path: '/esigenza/addormentamento' },
  { name: 'advice article', path: '/consiglio/magnesio-e-stanchezza-nervosa' },
  { name: 'search results', path: '/results/-r--magnesio' },
];
const RATIO_GOAL = 0.6;
const TYPICAL_STREAMING_RATIO = 0.45;
const INITIAL_JS_GOAL_KIB = 120;
/** The pages whose first-load JS is measured in Chromium: the Italian site, and a Belgian French one. */
const FIRST_LOAD_PAGES: readonly { name: string; host: string; path: string }[] = [
  { name: 'home', host: HOST, path: '/' },
  { name: 'product', host: HOST, path: PRODUCT_PATH },
  { name: 'fr-be home', host: 'be.localhost', path: '/fr' },
  { name: 'fr-be product', host: 'be.localhost', path: '/fr/produit/symbiora-equilibre' },
];
/** Issue 16's budget: JS fetched until the network is idle, in gzip, as Lighthouse counts it (headers and bodies). */
const FIRST_LOAD_JS_GOAL_KIB = 150;
/**
 * The same figure measured on 2026-11-25, before issue 16 moved the site to react-router's data
 * router (docs/performance.md): gzip KiB and JS requests, by page name.
 */
const FIRST_LOAD_JS_TODAY: Readonly<Record<string, { kib: number; requests: number }>> = {
  home: { kib: 208.7, requests: 50 },
  product: { kib: 219.4, requests: 55 },
  'fr-be home': { kib: 213.0, requests: 52 },
  'fr-be product': { kib: 223.6, requests: 57 },
};
/** The upstream latency injected on secondary data, and the first-byte goal that must hold regardless. */
const SECONDARY_LATENCY_MS = 200;
const FIRST_BYTE_GOAL_MS = 20;
const TTFB_REQUESTS = 100;
const TTFB_SLOW_REQUESTS = 20;

const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
/** A desktop browser: not a crawler, so pages stream (onShellReady). No Accept-Encoding: identity. */
const HEADERS = {
  host: HOST,
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  accept: ACCEPT,
  'accept-language': 'it-IT,it;q=0.9,en;q=0.5',
};

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

async function pageOf(origin: string, path: string): Promise<string> {
  const { status, type, body } = await httpGet(new URL(path, origin).href, HEADERS);
  if (status !== 200 || !type.startsWith('text/html'))
    throw new Error(`GET ${path} (Host ${HOST}) answered ${status} ${type}, not a 200 page`);
  return body;
}

const kib = (bytes: number) => bytes / 1024;
const fixed = (value: number, digits: number, width: number) =>
  (Number.isFinite(value) ? value.toFixed(digits) : '-').padStart(width);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

interface PageFigures {
  name: string;
  path: string;
  bodyBytes: number;
  app: LoadSummary;
  ttfb: TtfbSummary;
  renderToString: Summary;
  httpCeiling: LoadSummary;
  reactCeiling: LoadSummary;
}

const cell = (value: number, digits: number, width: number) => fixed(value, digits, width);
const wholeMs = (value: number, width = 7) => (value < 1 ? '<1' : value.toFixed(0)).padStart(width);

function printPages(figures: PageFigures[], connections: number): void {
  const nameWidth = Math.max(...figures.map((page) => page.name.length)) + 2;
  console.log(
    `${'page'.padEnd(nameWidth)}${'req/s'.padStart(7)}${'p50'.padStart(7)}${'p99'.padStart(7)}${'TTFB50'.padStart(8)}${'TTFB99'.padStart(8)}${'rTS/s'.padStart(8)}${'÷rTS'.padStart(7)}${'Buffer/s'.padStart(9)}${'÷Buffer'.padStart(8)}${'React/s'.padStart(9)}${'KiB'.padStart(7)}`,
  );
  for (const page of figures) {
    console.log(
      `${page.name.padEnd(nameWidth)}${cell(page.app.perSecond, 0, 7)}${wholeMs(page.app.p50)}${wholeMs(page.app.p99)}${cell(page.ttfb.firstByteP50, 1, 8)}${cell(page.ttfb.firstByteP99, 1, 8)}` +
        `${cell(page.renderToString.perSecond, 0, 8)}${cell(page.app.perSecond / page.renderToString.perSecond, 2, 7)}${cell(page.httpCeiling.perSecond, 0, 9)}${cell(page.app.perSecond / page.httpCeiling.perSecond, 2, 8)}` +
        `${cell(page.reactCeiling.perSecond, 0, 9)}${cell(kib(page.bodyBytes), 1, 7)}`,
    );
  }
  console.log(
    `  req/s, p50, p99 (ms): the whole app, ${connections} connections (autocannon, whole ms, queueing included)`,
  );
  console.log('  TTFB50, TTFB99 (ms): first byte of the body, one request at a time on a kept-alive connection');
  console.log('  rTS/s: renderToString of the same element in-process (render ceiling); ÷rTS: app ÷ that ceiling');
  console.log(
    '  Buffer/s: a bare Express app sending the pre-rendered bytes (HTTP ceiling); ÷Buffer: app ÷ that ceiling',
  );
  console.log(
    '  React/s: renderToPipeableStream of the same element from a bare HTTP handler (React streaming ceiling)',
  );
  console.log();
  const worst = Math.min(...figures.map((page) => page.app.perSecond / page.renderToString.perSecond));
  console.log(
    `streaming ÷ renderToString: lowest ${worst.toFixed(2)}  goal >= ${RATIO_GOAL.toFixed(2)} ${verdict(worst >= RATIO_GOAL)} (typical streaming renderer ~${TYPICAL_STREAMING_RATIO});`,
  );
  const reactRatio = Math.max(...figures.map((page) => page.reactCeiling.perSecond / page.renderToString.perSecond));
  console.log(
    `  React's own streaming renderer reaches at most ${reactRatio.toFixed(2)} of renderToString here (React/s ÷ rTS/s)`,
  );
  console.log();
}

interface FirstLoadRow {
  name: string;
  /** The browser asking for gzip only: the goal's figure. */
  gzip: FirstLoadJs;
  /** The browser asking as it usually does (the server then prefers brotli): Lighthouse's figure. */
  negotiated: FirstLoadJs;
}

/** Each first-load page in Debian's Chromium, once in gzip and once as the browser negotiates. */
async function measureFirstLoad(origin: string): Promise<FirstLoadRow[]> {
  const { port } = new URL(origin);
  const chromium = await launchBrowser();
  try {
    const rows: FirstLoadRow[] = [];
    for (const { name, host, path } of FIRST_LOAD_PAGES) {
      process.stderr.write(`  measuring ${name}: first-load JS in Chromium…\n`);
      const url = `http://${host}:${port}${path}`;
      rows.push({
        name,
        gzip: await measureFirstLoadJs(chromium.browser, url, 'gzip'),
        negotiated: await measureFirstLoadJs(chromium.browser, url, 'negotiated'),
      });
    }
    return rows;
  } finally {
    await chromium.close();
  }
}

function printFirstLoadJs(rows: FirstLoadRow[]): void {
  console.log(
    "first-load JS in Chromium: Lighthouse's mobile screen and user agent, a fresh profile (consent banner up), every Script request until 1 s of network quiet",
  );
  const nameWidth = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.log(
    `${'page'.padEnd(nameWidth)}${'JS req'.padStart(7)}${'gzip KiB'.padStart(10)}${'bodies'.padStart(8)}${'br KiB'.padStart(8)}${'today KiB'.padStart(11)}${'req'.padStart(5)}`,
  );
  for (const { name, gzip, negotiated } of rows) {
    const today = FIRST_LOAD_JS_TODAY[name];
    const gzipKib = kib(gzip.transferBytes);
    const notGzip = gzip.requests.filter((request) => request.encoding !== 'gzip');
    const sound = notGzip.length === 0 && gzip.unfinished.length === 0 && gzip.consentBanner;
    console.log(
      `${name.padEnd(nameWidth)}${String(gzip.requests.length).padStart(7)}${fixed(gzipKib, 1, 10)}${fixed(kib(gzip.bodyBytes), 1, 8)}${fixed(kib(negotiated.transferBytes), 1, 8)}` +
        `${fixed(today?.kib ?? NaN, 1, 11)}${String(today?.requests ?? '-').padStart(5)}  goal <= ${FIRST_LOAD_JS_GOAL_KIB} KiB ${verdict(gzipKib <= FIRST_LOAD_JS_GOAL_KIB && sound)}`,
    );
    for (const request of notGzip) console.log(`  NOT GZIP (${request.encoding}), counted as served: ${request.url}`);
    for (const url of gzip.unfinished) console.log(`  UNFINISHED (failed or still loading), not counted: ${url}`);
    if (!gzip.consentBanner) console.log('  NO CONSENT BANNER on the page: not measured as a first visit');
  }
  console.log(
    '  JS req, gzip KiB: Script requests and their transfer size (headers and bodies, as Lighthouse counts) in gzip; bodies: the gzip bodies alone',
  );
  console.log(
    "  br KiB: the same load as Chromium usually asks (the server prefers brotli): Lighthouse's own figure; today: before issue 16",
  );
  console.log();
}

export async function runBench(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only !== undefined && only !== 'first-load-js' && only !== 'peers')
    throw new Error('BENCH_ONLY may only be first-load-js or peers');
  const connections = positive('BENCH_CONNECTIONS', 10);
  const durationS = positive('BENCH_DURATION_S', 4);
  const warmUpS = positive('BENCH_WARMUP_S', 1);
  const peersRounds = positive('BENCH_PEERS_ROUNDS', 3);
  if (!Number.isInteger(peersRounds)) throw new Error('BENCH_PEERS_ROUNDS must be a whole number');
  const loadOptions: LoadOptions = { connections, durationS, warmUpS, headers: HEADERS };
  const started = performance.now();

  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'production' });
  const logger = createLogger(config);
  const catalog = await openEmbeddedCatalog({ dataDir, logger });
  const closers: (() => Promise<void> | void)[] = [
    () => catalog.close(),
    () => rmSync(dataDir, { recursive: true, force: true }),
  ];
  try {
    // The real chain, as server/main.ts builds it.
    const deps = createDeps(config, { logger, catalog });
    await deps.content?.refreshBrandCodes();
    const site = await listen(createApp(deps), config.keepAliveTimeoutMs);
    closers.unshift(() => site.close());
    if (only === 'first-load-js') {
      printFirstLoadJs(await measureFirstLoad(site.origin));
      return;
    }
    const peers = () =>
      runPeers({ deps, siteUrl: config.siteUrls[COUNTRY], headers: HEADERS, durationS, warmUpS, rounds: peersRounds });
    if (only === 'peers') {
      await peers();
      return;
    }

    const cpu = cpus();
    console.log('npm run bench: streaming SSR against its ceilings');
    console.log(
      `  Node ${process.version}, ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}), NODE_ENV=${process.env.NODE_ENV}, React production build: ${process.env.NODE_ENV === 'production' ? 'yes' : 'NO'}`,
    );
    console.log(
      `  HTTP: autocannon, ${connections} connections, ${durationS} s per scenario after a ${warmUpS} s warm-up, in 1 worker thread of this process;`,
    );
    console.log(
      `        loopback 127.0.0.1, Host: ${HOST} (Italy, it-it), desktop Chrome user-agent (streams, not a crawler),`,
    );
    console.log(
      '        no Accept-Encoding: identity responses (compression middleware passes through), comparable with the ceilings',
    );
    console.log(
      `  renderToString: in-process on the main thread, ${durationS} s after a ${warmUpS} s warm-up, one render at a time:`,
    );
    console.log(
      '        single-threaded and CPU-bound, no HTTP, data loaded once beforehand (full page, no Suspense fallback);',
    );
    console.log(
      "        its document carries every query's state in the boot script (the streamed page sends it in trailing scripts)",
    );
    console.log(
      '  HTTP ceiling: a bare Express app sending that renderToString HTML as a Buffer (no middleware, no ETag)',
    );
    console.log(
      '  React streaming ceiling: a bare Node HTTP handler streaming the same element with renderToPipeableStream',
    );
    console.log("        (data cached, no middleware): what React's streaming renderer allows over HTTP here");
    console.log();

    const progress = (what: string) => process.stderr.write(`  measuring ${what}…\n`);
    const http = async (what: string, url: string): Promise<LoadSummary> => {
      progress(what);
      const summary = await load(url, loadOptions);
      if (summary.non2xx > 0 || summary.errors > 0)
        throw new Error(`${what}: ${summary.non2xx} non-2xx responses, ${summary.errors} errors`);
      return summary;
    };

    const figures: PageFigures[] = [];
    let homeHtml = '';
    for (const { name, path } of PAGES) {
      const html = await pageOf(site.origin, path);
      if (path === '/') homeHtml = html;
      const prepared = await preparePage(deps, { country: COUNTRY, path, accept: ACCEPT });
      const bytesSite = await listen(bufferApp(Buffer.from(prepared.html)), config.keepAliveTimeoutMs);
      closers.unshift(() => bytesSite.close());
      const reactSite = await listen(streamingCeiling(prepared), config.keepAliveTimeoutMs);
      closers.unshift(() => reactSite.close());
      const app = await http(`${name}: the app`, new URL(path, site.origin).href);
      progress(`${name}: first byte`);
      const ttfb = await measureTtfb(new URL(path, site.origin).href, {
        headers: HEADERS,
        count: TTFB_REQUESTS,
        warmUp: 10,
      });
      progress(`${name}: renderToString`);
      const renderToString = measureRenderToString(prepared, {
        durationMs: durationS * 1000,
        warmUpMs: warmUpS * 1000,
      });
      const httpCeiling = await http(`${name}: HTTP ceiling`, new URL(path, bytesSite.origin).href);
      const reactCeiling = await http(`${name}: React streaming ceiling`, new URL(path, reactSite.origin).href);
      figures.push({
        name,
        path,
        bodyBytes: Buffer.byteLength(html),
        app,
        ttfb,
        renderToString,
        httpCeiling,
        reactCeiling,
      });
    }
    const js = initialJs(homeHtml, deps.assetsDirectory);
    const firstLoad = await measureFirstLoad(site.origin);

    // The same pages with every secondary call of the content API 200 ms late, the cache off so
    // each request waits for them: the first byte must not.
    const slowCatalog = withSecondaryLatency(catalog, SECONDARY_LATENCY_MS);
    const slowConfig = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      CONTENT_CACHE: 'off',
    });
    const slowDeps = createDeps(slowConfig, { logger, catalog: slowCatalog });
    await slowDeps.content?.refreshBrandCodes();
    const slowSite = await listen(createApp(slowDeps), config.keepAliveTimeoutMs);
    closers.unshift(() => slowSite.close());
    const prepare = createPagePreparer({
      config: slowConfig,
      routing: slowDeps.routing,
      content: slowDeps.content!,
      manifest: slowDeps.manifest!,
    });
    const slow: { name: string; ttfb: TtfbSummary; delayed: number }[] = [];
    for (const { name, path } of PAGES) {
      slowCatalog.startRecording();
      await prepare({
        locale: COUNTRY_INFO[COUNTRY].defaultLocale,
        country: COUNTRY,
        path,
        nonce: 'bench',
        webp: true,
      });
      slowCatalog.stopRecording();
      progress(`${name}: first byte, secondary data ${SECONDARY_LATENCY_MS} ms late`);
      const before = slowCatalog.delayed;
      const ttfb = await measureTtfb(new URL(path, slowSite.origin).href, {
        headers: HEADERS,
        count: TTFB_SLOW_REQUESTS,
        warmUp: 2,
      });
      slow.push({ name, ttfb, delayed: (slowCatalog.delayed - before) / (TTFB_SLOW_REQUESTS + 2) });
    }
    process.stderr.write('\n');

    printPages(figures, connections);
    const nameWidth = Math.max(...slow.map((row) => row.name.length)) + 2;
    console.log(
      `first byte with ${SECONDARY_LATENCY_MS} ms of upstream latency on secondary data (content cache off, one request at a time)`,
    );
    console.log(
      `${'page'.padEnd(nameWidth)}${'TTFB50'.padStart(8)}${'TTFB99'.padStart(8)}${'last50'.padStart(8)}${'late calls'.padStart(12)}`,
    );
    for (const row of slow) {
      console.log(
        `${row.name.padEnd(nameWidth)}${cell(row.ttfb.firstByteP50, 1, 8)}${cell(row.ttfb.firstByteP99, 1, 8)}${cell(row.ttfb.lastByteP50, 0, 8)}${cell(row.delayed, 1, 12)}  goal TTFB50 < ${FIRST_BYTE_GOAL_MS} ms ${verdict(row.ttfb.firstByteP50 < FIRST_BYTE_GOAL_MS)}`,
      );
    }
    console.log(
      '  late calls: secondary calls per request, each answered 200 ms late; last50: p50 of the last byte (ms)',
    );
    console.log();

    const jsKib = kib(js.gzipBytes);
    console.log(
      `initial JS of the home page (the scripts its HTML names, .gz sizes): ${jsKib.toFixed(1)} KiB gzip in ${js.files.length} files  goal <= ${INITIAL_JS_GOAL_KIB} KiB ${verdict(jsKib <= INITIAL_JS_GOAL_KIB && js.missing.length === 0)}`,
    );
    for (const file of [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${fixed(kib(file.gzipBytes), 1, 7)} KiB  ${file.url}`);
    for (const url of js.missing)
      console.log(`  MISSING .gz sibling (not counted; was dist/ rebuilt while the server ran?): ${url}`);
    console.log();
    printFirstLoadJs(firstLoad);
    await peers();
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    for (const close of closers) await close();
  }
}
