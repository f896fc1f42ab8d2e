// npm run bench
//
// Streaming SSR against its two ceilings, in one process on loopback (autocannon, bounded):
//   - the home and product pages served by the whole app (every middleware, data loading included),
//   - the same pages rendered by renderToString in-process, data loaded once (the render ceiling),
//   - the same HTML as a pre-rendered Buffer from a bare Express app (the HTTP ceiling),
//   - the same element streamed by renderToPipeableStream from a bare HTTP handler (the React
//     streaming ceiling: what streaming itself costs, without middleware or data loading),
// then the ratios against the goal (streaming >= 0.6 of renderToString) and the home page's
// initial JS in gzip against 120 KiB.
//
// Knobs (environment): BENCH_CONNECTIONS (10), BENCH_DURATION_S (6), BENCH_WARMUP_S (1).
// React is loaded in its production build (NODE_ENV=production unless NODE_ENV is set), as the
// server runs in production; the app modules are therefore imported only after that is decided.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifestPath = fileURLToPath(new URL('../dist/manifest.json', import.meta.url));
if (!existsSync(manifestPath)) {
  console.error(`bench: ${manifestPath} is missing: run \`npm run build\` first (the pages preload the client build's chunks).`);
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
