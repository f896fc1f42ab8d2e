// npm run bench
//
// Streaming SSR against its ceilings, in one process on loopback (autocannon, bounded, about
// three minutes), for six Italian pages: home, products with three filters, product, need,
// advice article and search results:
//   - each page served by the whole app (every middleware, data loading, the content cache),
//     with p50/p99 under load and the first byte one request at a time,
//   - the same page rendered by renderToString in-process, data loaded once (the render ceiling),
//   - the same HTML as a pre-rendered Buffer from a bare Express app (the HTTP ceiling),
//   - the same element streamed by renderToPipeableStream from a bare HTTP handler (the React
//     streaming ceiling: what streaming itself costs, without middleware or data loading),
// the ratios against the goal (streaming >= 0.6 of renderToString), the first byte with 200 ms of
// upstream latency on secondary data (goal < 20 ms p50), the home page's initial JS in gzip
// against 120 KiB, the first-load JS of home and product in Debian's Chromium against 150 KiB
// (scripts/bench/first-load-js.ts), and last the product page beside the same page on React
// Router 7 and Next.js 16, each server in its own process (scripts/bench/peers/, decision 025;
// the first run installs and builds the peers into var/peers/).
//
// Knobs (environment): BENCH_CONNECTIONS (10), BENCH_DURATION_S (4), BENCH_WARMUP_S (1),
// BENCH_PEERS_ROUNDS (3), BENCH_ONLY=first-load-js (that measurement alone, about 20 s) or
// BENCH_ONLY=peers (the peers alone, about 4 minutes).
// React is loaded in its production build (NODE_ENV=production unless NODE_ENV is set), as the
// server runs in production; the app modules are therefore imported only after that is decided.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifestPath = fileURLToPath(new URL('../dist/manifest.json', import.meta.url));
if (!existsSync(manifestPath)) {
  console.error(
    `bench: ${manifestPath} is missing: run \`npm run build\` first (the pages preload the client build's chunks).`,
  );
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';

const { runBench } = await import('./bench/run.ts');
try {
  await runBench();
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
}
