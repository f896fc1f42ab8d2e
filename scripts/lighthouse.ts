// npm run lighthouse
//
// Lighthouse's mobile scores of five Italian pages of the built site: home, the products list, a
// product, an article and the cart (as a first visit sees it: empty), one after the other, each in a fresh Chromium (Debian's, /usr/bin/chromium). The
// built server runs in its own process on a fresh embedded catalog, on loopback; the pages are
// asked for on it.localhost:<port>, which Chromium resolves to loopback and the server reads as
// the Italian site. Lighthouse keeps its defaults: mobile form factor, simulated throttling.
// Each page is run LIGHTHOUSE_RUNS times (3), the pages taking turns so a busy moment of the
// machine spreads over all of them; prints per page the median of the four category scores, LCP,
// TBT, CLS and the JS requests with their transfer size, and the range of the performance score.
//
// Needs `npm run build` first. Lighthouse is installed on first use into var/tools/ (not by
// `npm ci`; scripts/lighthouse/install-lighthouse.ts). About 15 s a run (4 minutes for three runs
// of five pages), each run bounded by LIGHTHOUSE_TIMEOUT_S (120).
import { existsSync } from 'node:fs';

import { BUILT_MANIFEST_PATH } from '../server/deps.ts';
import { CHROMIUM_PATH, getDocument, type Site, startSite } from '../test/helpers/browser.ts';
import { lighthouseCli } from './lighthouse/install-lighthouse.ts';
import { mainPictureUrls } from './lighthouse/main-picture.ts';
import { medianSummary } from './lighthouse/median-summary.ts';
import { type ReportSummary, summariseReport } from './lighthouse/report-summary.ts';
import { runLighthouse } from './lighthouse/run-lighthouse.ts';

const COUNTRY = 'it';
const PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'products list', path: '/prodotti' },
  { name: 'product', path: '/prodotto/symbiora-equilibrio' },
  { name: 'article', path: '/consiglio/capire-il-microbiota-intestinale' },
  { name: 'cart', path: '/carrello' },
];
/** Lighthouse's own 'please run Lighthouse again' failures (its trace lost the page's start): such a run is run once more. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
/** Requests of each page before it is measured: the server's first renders of a page are the slow ones (and its main picture's once). */
const WARM_UP_REQUESTS = 3;

if (!existsSync(BUILT_MANIFEST_PATH)) {
  console.error(`lighthouse: ${BUILT_MANIFEST_PATH} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const timeoutS = Number(process.env.LIGHTHOUSE_TIMEOUT_S ?? 120);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!(Number.isFinite(timeoutS) && timeoutS > 0 && Number.isInteger(runs) && runs > 0 && runs <= 20)) {
  console.error(
    'lighthouse: LIGHTHOUSE_TIMEOUT_S must be a positive number of seconds, LIGHTHOUSE_RUNS a whole number from 1 to 20',
  );
  process.exit(1);
}

const score = (value: number | null) => (value === null ? '-' : String(value)).padStart(6);
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`).padStart(8);
const shift = (value: number | null) => (value === null ? '-' : value.toFixed(3)).padStart(7);
const millis = (ms: number | null) => (ms === null ? '-' : `${Math.round(ms)} ms`).padStart(9);
const kib = (bytes: number | null) => (bytes === null ? '-' : (bytes / 1024).toFixed(1)).padStart(8);

async function measure(site: Site, cli: string): Promise<void> {
  for (const { path } of PAGES) {
    let html = '';
    for (let request = 0; request < WARM_UP_REQUESTS; request++) {
      const page = await getDocument(site, COUNTRY, path);
      if (page.status !== 200) throw new Error(`GET ${path} on ${COUNTRY}.localhost answered ${page.status}, not 200`);
      html = page.html;
    }
    // The page's main picture, drawn on its first request (scripts/lighthouse/main-picture.ts).
    for (const url of mainPictureUrls(html)) {
      const { status } = await getDocument(site, COUNTRY, url);
      if (status !== 200) throw new Error(`GET ${url} (the main picture of ${path}) answered ${status}, not 200`);
    }
  }
  const summaries = new Map<string, ReportSummary[]>(PAGES.map(({ name }) => [name, []]));
  const benchmarkIndexes: number[] = [];
  let about = '';
  for (let run = 1; run <= runs; run++) {
    for (const { name, path } of PAGES) {
      const url = `${site.url(COUNTRY)}${path}`;
      process.stderr.write(`  lighthouse run ${run} of ${runs}: ${url}…\n`);
      let report = await runLighthouse({ cli, url, timeoutMs: timeoutS * 1000 });
      if (report.runtimeError && RETRIED_ERRORS.has(report.runtimeError.code)) {
        process.stderr.write(`  lighthouse run ${run} of ${runs}: ${report.runtimeError.code}, measured again\n`);
        report = await runLighthouse({ cli, url, timeoutMs: timeoutS * 1000 });
      }
      about ||= `Lighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, ${report.configSettings.throttlingMethod} throttling`;
      benchmarkIndexes.push(report.environment.benchmarkIndex);
      summaries.get(name)!.push(summariseReport(report));
    }
  }
  const rows = [...summaries].map(([name, runsOfPage]) => ({ name, summary: medianSummary(runsOfPage) }));

  const nameWidth = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.log(`npm run lighthouse: ${about}, ${CHROMIUM_PATH}, median of ${runs} run${runs > 1 ? 's' : ''} per page`);
  console.log(
    `  benchmark index (Lighthouse's measure of this machine's speed at each run; lower is slower): ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
  );
  console.log(
    `${'page'.padEnd(nameWidth)}${'perf'.padStart(6)}${'range'.padStart(8)}${'a11y'.padStart(6)}${'b.p.'.padStart(6)}${'seo'.padStart(6)}${'LCP'.padStart(8)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}${'JS req'.padStart(8)}${'JS KiB'.padStart(8)}  url`,
  );
  for (const { name, summary } of rows) {
    const { scores, performanceRange: range } = summary;
    console.log(
      `${name.padEnd(nameWidth)}${score(scores.performance)}${(range ? `${range.min}-${range.max}` : '-').padStart(8)}${score(scores.accessibility)}${score(scores['best-practices'])}${score(scores.seo)}` +
        `${seconds(summary.lcpMs)}${millis(summary.tbtMs)}${shift(summary.cls)}${String(summary.jsRequests ?? '-').padStart(8)}${kib(summary.jsTransferBytes)}  ${summary.url}`,
    );
    for (const warning of summary.warnings) console.log(`  warning: ${warning}`);
  }
  console.log(
    '  perf, a11y, b.p., seo: performance, accessibility, best practices and SEO scores (0-100), medians; range: of the performance score',
  );
  console.log(
    '  LCP, TBT: simulated on a mid-range phone (Lighthouse mobile), medians; CLS: cumulative layout shift, median',
  );
  console.log(
    '  JS req, JS KiB: script requests and their transfer size (headers and body, as Chromium negotiated: brotli)',
  );
}

const site = await startSite();
try {
  await measure(site, lighthouseCli());
} catch (error) {
  console.error(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await site.stop();
}
