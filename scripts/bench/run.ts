// The body of `npm run bench` (scripts/bench.ts decides NODE_ENV before React loads, then calls runBench).
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedCatalog } from '../../catalog/open-embedded-catalog.ts';
import type { Country } from '../../config/countries.ts';
import { loadConfig } from '../../config/env.ts';
import { createApp } from '../../server/app.ts';
import { createDeps } from '../../server/deps.ts';
import { createLogger } from '../../server/logger.ts';
import { initialJs } from './initial-js.ts';
import { bufferApp, listen, load, type LoadOptions, type LoadSummary } from './load.ts';
import { measureRenderToString, preparePage, streamingCeiling } from './render-ceiling.tsx';
import type { Summary } from './stats.ts';

const COUNTRY: Country = 'it';
const HOST = 'it.localhost';
const HOME_PATH = '/';
const PRODUCT_PATH = process.env.BENCH_PRODUCT_PATH || '/prodotto/symbiora-equilibrio';
const RATIO_GOAL = 0.6;
const TYPICAL_STREAMING_RATIO = 0.45;
const INITIAL_JS_GOAL_KIB = 120;

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

/** One GET with the bench's headers (fetch cannot set Host). */
function get(origin: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function pageOf(origin: string, path: string): Promise<string> {
  const { status, type, body } = await get(origin, path);
  if (status !== 200 || !type.startsWith('text/html')) throw new Error(`GET ${path} (Host ${HOST}) answered ${status} ${type}, not a 200 page`);
  return body;
}

const kib = (bytes: number) => bytes / 1024;
const fixed = (value: number, digits: number, width: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-').padStart(width);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

interface Row {
  name: string;
  /** autocannon measures latency in whole milliseconds. */
  wholeMs?: boolean;
  unit: string;
  summary: Summary;
  bodyBytes: number;
  note?: string;
}

export async function runBench(): Promise<void> {
  const connections = positive('BENCH_CONNECTIONS', 10);
  const durationS = positive('BENCH_DURATION_S', 6);
  const warmUpS = positive('BENCH_WARMUP_S', 1);
  const loadOptions: LoadOptions = { connections, durationS, warmUpS, headers: HEADERS };
  const started = performance.now();

  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'production' });
  const logger = createLogger(config);
  const catalog = await openEmbeddedCatalog({ dataDir, logger });
  const closers: (() => Promise<void> | void)[] = [() => catalog.close(), () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    // The real chain, as server/main.ts builds it.
    const deps = createDeps(config, { logger, catalog });
    await deps.content?.refreshBrandCodes();
    const site = await listen(createApp(deps), config.keepAliveTimeoutMs);
    closers.unshift(() => site.close());

    const cpu = cpus();
    console.log('npm run bench: streaming SSR against its ceilings');
    console.log(`  Node ${process.version}, ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}), NODE_ENV=${process.env.NODE_ENV}, React production build: ${process.env.NODE_ENV === 'production' ? 'yes' : 'NO'}`);
    console.log(`  HTTP: autocannon, ${connections} connections, ${durationS} s per scenario after a ${warmUpS} s warm-up, in 1 worker thread of this process;`);
    console.log(`        loopback 127.0.0.1, Host: ${HOST} (Italy, it-it), desktop Chrome user-agent (streams, not a crawler),`);
    console.log('        no Accept-Encoding: identity responses (compression middleware passes through), comparable with the ceilings');
    console.log(`  renderToString: in-process on the main thread, ${durationS} s after a ${warmUpS} s warm-up, one render at a time:`);
    console.log('        single-threaded and CPU-bound, no HTTP, data loaded once beforehand (full page, no Suspense fallback);');
    console.log("        its document carries every query's state in the boot script (the streamed page sends it in trailing scripts)");
    console.log('  HTTP ceiling: a bare Express app sending that renderToString HTML as a Buffer (no middleware, no ETag)');
    console.log('  React streaming ceiling: a bare Node HTTP handler streaming the same element with renderToPipeableStream');
    console.log('        (data cached, no middleware): what React\'s streaming renderer allows over HTTP here');
    console.log();

    const homeHtml = await pageOf(site.origin, HOME_PATH);
    const productHtml = await pageOf(site.origin, PRODUCT_PATH);
    // Weighed now, against the build the server just referenced.
    const js = initialJs(homeHtml, deps.assetsDirectory);
    const home = await preparePage(deps, { country: COUNTRY, path: HOME_PATH, accept: ACCEPT });
    const product = await preparePage(deps, { country: COUNTRY, path: PRODUCT_PATH, accept: ACCEPT });
    const homeBuffer = Buffer.from(home.html);
    const productBuffer = Buffer.from(product.html);
    const ceilingSite = await listen(bufferApp(homeBuffer), config.keepAliveTimeoutMs);
    closers.unshift(() => ceilingSite.close());
    const productCeilingSite = await listen(bufferApp(productBuffer), config.keepAliveTimeoutMs);
    closers.unshift(() => productCeilingSite.close());
    const streamingSite = await listen(streamingCeiling(home), config.keepAliveTimeoutMs);
    closers.unshift(() => streamingSite.close());
    const productStreamingSite = await listen(streamingCeiling(product), config.keepAliveTimeoutMs);
    closers.unshift(() => productStreamingSite.close());

    const progress = (what: string) => process.stderr.write(`  measuring ${what}…\n`);
    const http = async (what: string, url: string): Promise<LoadSummary> => {
      progress(what);
      const summary = await load(url, loadOptions);
      if (summary.non2xx > 0 || summary.errors > 0) throw new Error(`${what}: ${summary.non2xx} non-2xx responses, ${summary.errors} errors`);
      return summary;
    };
    const rts = (what: string, page: typeof home) => {
      progress(what);
      return measureRenderToString(page, { durationMs: durationS * 1000, warmUpMs: warmUpS * 1000 });
    };

    const streamHome = await http('streaming home', new URL(HOME_PATH, site.origin).href);
    const streamProduct = await http('streaming product', new URL(PRODUCT_PATH, site.origin).href);
    const rtsHome = rts('renderToString home', home);
    const rtsProduct = rts('renderToString product', product);
    const reactHome = await http('React streaming ceiling home', new URL(HOME_PATH, streamingSite.origin).href);
    const reactProduct = await http('React streaming ceiling product', new URL(PRODUCT_PATH, productStreamingSite.origin).href);
    const httpHome = await http('HTTP ceiling home', new URL(HOME_PATH, ceilingSite.origin).href);
    const httpProduct = await http('HTTP ceiling product', new URL(PRODUCT_PATH, productCeilingSite.origin).href);
    process.stderr.write('\n');

    const rows: Row[] = [
      { name: `streaming home ${HOME_PATH}`, unit: 'req/s', wholeMs: true, summary: streamHome, bodyBytes: Buffer.byteLength(homeHtml) },
      { name: `streaming product ${PRODUCT_PATH}`, unit: 'req/s', wholeMs: true, summary: streamProduct, bodyBytes: Buffer.byteLength(productHtml) },
      { name: 'renderToString home', unit: 'renders/s', summary: rtsHome, bodyBytes: homeBuffer.length, note: 'per render' },
      { name: 'renderToString product', unit: 'renders/s', summary: rtsProduct, bodyBytes: productBuffer.length, note: 'per render' },
      { name: 'React streaming ceiling home', unit: 'req/s', wholeMs: true, summary: reactHome, bodyBytes: homeBuffer.length, note: 'bare HTTP, renderToPipeableStream' },
      { name: 'React streaming ceiling product', unit: 'req/s', wholeMs: true, summary: reactProduct, bodyBytes: productBuffer.length, note: 'bare HTTP, renderToPipeableStream' },
      { name: 'HTTP ceiling home (Buffer)', unit: 'req/s', wholeMs: true, summary: httpHome, bodyBytes: homeBuffer.length },
      { name: 'HTTP ceiling product (Buffer)', unit: 'req/s', wholeMs: true, summary: httpProduct, bodyBytes: productBuffer.length },
    ];
    const nameWidth = Math.max(...rows.map((row) => row.name.length)) + 2;
    console.log(`${'scenario'.padEnd(nameWidth)}${'per s'.padStart(10)}  ${'unit'.padEnd(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'body KiB'.padStart(10)}`);
    const ms = (value: number, wholeMs: boolean | undefined) => (wholeMs ? (value < 1 ? '<1' : value.toFixed(0)).padStart(9) : fixed(value, 2, 9));
    for (const { name, unit, wholeMs, summary, bodyBytes, note } of rows) {
      console.log(
        `${name.padEnd(nameWidth)}${fixed(summary.perSecond, 0, 10)}  ${unit.padEnd(10)}${ms(summary.p50, wholeMs)}${ms(summary.p99, wholeMs)}${fixed(kib(bodyBytes), 1, 10)}${note ? `  (${note})` : ''}`,
      );
    }
    console.log(`  HTTP latencies: per request with ${connections} requests in flight (queueing included), whole ms (autocannon);`);
    console.log('  in-process latencies: one render. Body: streamed response as received / renderToString HTML.');
    console.log();

    const ratio = (a: Summary, b: Summary) => a.perSecond / b.perSecond;
    const ratios: { name: string; value: number; goal: boolean }[] = [
      { name: 'streaming home ÷ renderToString home', value: ratio(streamHome, rtsHome), goal: true },
      { name: 'streaming product ÷ renderToString product', value: ratio(streamProduct, rtsProduct), goal: true },
      { name: 'streaming home ÷ HTTP ceiling home', value: ratio(streamHome, httpHome), goal: false },
      { name: 'streaming product ÷ HTTP ceiling product', value: ratio(streamProduct, httpProduct), goal: false },
      { name: 'React streaming ceiling home ÷ renderToString home', value: ratio(reactHome, rtsHome), goal: false },
      { name: 'React streaming ceiling product ÷ renderToString product', value: ratio(reactProduct, rtsProduct), goal: false },
      { name: 'streaming home ÷ React streaming ceiling home', value: ratio(streamHome, reactHome), goal: false },
      { name: 'streaming product ÷ React streaming ceiling product', value: ratio(streamProduct, reactProduct), goal: false },
      { name: 'renderToString home ÷ HTTP ceiling home', value: ratio(rtsHome, httpHome), goal: false },
      { name: 'renderToString product ÷ HTTP ceiling product', value: ratio(rtsProduct, httpProduct), goal: false },
    ];
    const ratioWidth = Math.max(...ratios.map((r) => r.name.length)) + 2;
    console.log('ratios (throughput)');
    for (const { name, value, goal } of ratios) {
      const mark = goal ? `  goal >= ${RATIO_GOAL.toFixed(2)} ${verdict(value >= RATIO_GOAL)} (typical streaming renderer ~${TYPICAL_STREAMING_RATIO})` : '';
      console.log(`  ${name.padEnd(ratioWidth)}${fixed(value, 2, 6)}${mark}`);
    }
    console.log();

    const jsKib = kib(js.gzipBytes);
    console.log(`initial JS of the home page (module scripts + modulepreloads of its HTML, .gz sizes): ${jsKib.toFixed(1)} KiB gzip in ${js.files.length} files  goal <= ${INITIAL_JS_GOAL_KIB} KiB ${verdict(jsKib <= INITIAL_JS_GOAL_KIB && js.missing.length === 0)}`);
    for (const file of [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${fixed(kib(file.gzipBytes), 1, 7)} KiB  ${file.url}`);
    for (const url of js.missing) console.log(`  MISSING .gz sibling (not counted; was dist/ rebuilt while the server ran?): ${url}`);
    console.log();
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    for (const close of closers) await close();
  }
}
