// npm run lighthouse
//
// Lighthouse's mobile scores of three Italian pages of the built site: home, the products list and
// a product, one after the other, each in a fresh Chromium (Debian's, /usr/bin/chromium). The
// built server runs in its own process on a fresh embedded catalog, on loopback; the pages are
// asked for on it.localhost:<port>, which Chromium resolves to loopback and the server reads as
// the Italian site. Lighthouse keeps its defaults: mobile form factor, simulated throttling.
// Prints per page the four category scores, LCP, TBT and the JS requests with their transfer size.
//
// Needs `npm run build` first. Lighthouse is installed on first use into var/tools/ (not by
// `npm ci`; scripts/lighthouse/install-lighthouse.ts). About a minute, bounded by
// LIGHTHOUSE_TIMEOUT_S per page.
import { existsSync } from 'node:fs';

import { BUILT_MANIFEST_PATH } from '../server/deps.ts';
import { CHROMIUM_PATH, getDocument, type Site, startSite } from '../test/helpers/browser.ts';
import { lighthouseCli } from './lighthouse/install-lighthouse.ts';
import { type ReportSummary, summariseReport } from './lighthouse/report-summary.ts';
import { runLighthouse } from './lighthouse/run-lighthouse.ts';

const COUNTRY = 'it';
const PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'products list', path: '/prodotti' },
  { name: 'product', path: '/prodotto/symbiora-equilibrio' },
];
/** Requests of each page before it is measured: the server's first renders of a page are the slow ones. */
const WARM_UP_REQUESTS = 3;

if (!existsSync(BUILT_MANIFEST_PATH)) {
  console.error(`lighthouse: ${BUILT_MANIFEST_PATH} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const timeoutS = Number(process.env.LIGHTHOUSE_TIMEOUT_S ?? 120);
if (!(Number.isFinite(timeoutS) && timeoutS > 0)) {
  console.error('lighthouse: LIGHTHOUSE_TIMEOUT_S must be a positive number of seconds');
  process.exit(1);
}

const score = (value: number | null) => (value === null ? '-' : String(value)).padStart(6);
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`).padStart(8);
const millis = (ms: number | null) => (ms === null ? '-' : `${Math.round(ms)} ms`).padStart(9);
const kib = (bytes: number | null) => (bytes === null ? '-' : (bytes / 1024).toFixed(1)).padStart(8);

async function measure(site: Site, cli: string): Promise<void> {
  const rows: { name: string; summary: ReportSummary }[] = [];
  let about = '';
  for (const { name, path } of PAGES) {
    for (let request = 0; request < WARM_UP_REQUESTS; request++) {
      const { status } = await getDocument(site, COUNTRY, path);
      if (status !== 200) throw new Error(`GET ${path} on ${COUNTRY}.localhost answered ${status}, not 200`);
    }
    const url = `${site.url(COUNTRY)}${path}`;
    process.stderr.write(`  lighthouse ${url}…\n`);
    const report = await runLighthouse({ cli, url, timeoutMs: timeoutS * 1000 });
    about ||= `Lighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, ${report.configSettings.throttlingMethod} throttling, benchmark index ${report.environment.benchmarkIndex}`;
    rows.push({ name, summary: summariseReport(report) });
  }

  const nameWidth = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.log(`npm run lighthouse: ${about}, ${CHROMIUM_PATH}`);
  console.log(
    `${'page'.padEnd(nameWidth)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'b.p.'.padStart(6)}${'seo'.padStart(6)}${'LCP'.padStart(8)}${'TBT'.padStart(9)}${'JS req'.padStart(8)}${'JS KiB'.padStart(8)}  url`,
  );
  for (const { name, summary } of rows) {
    const { scores } = summary;
    console.log(
      `${name.padEnd(nameWidth)}${score(scores.performance)}${score(scores.accessibility)}${score(scores['best-practices'])}${score(scores.seo)}` +
        `${seconds(summary.lcpMs)}${millis(summary.tbtMs)}${String(summary.jsRequests ?? '-').padStart(8)}${kib(summary.jsTransferBytes)}  ${summary.url}`,
    );
    for (const warning of summary.warnings) console.log(`  warning: ${warning}`);
  }
  console.log(
    '  perf, a11y, b.p., seo: performance, accessibility, best practices and SEO scores (0-100); LCP, TBT: simulated mobile',
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
