// npm run observatory
//
// The MDN HTTP Observatory's grade of the site's response headers (docs/security.md 'Headers'):
// the whole app on the seed catalogue, every SITE_URL_<COUNTRY> https (so HSTS and
// upgrade-insecure-requests are on, as in production), served on loopback behind an https
// terminator that also redirects http to https, scanned by the observatory's own scanner.
// Prints the grade, the score and each test's result; exits 1 unless the grade is A+.
// Needs `npm run build` first (the pages preload the client build's chunks) and openssl.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createCatalog } from '../catalog/create-catalog.ts';
import { SEED } from '../catalog/seed/index.ts';
import { loadConfig } from '../config/env.ts';
import { createApp } from '../server/app.ts';
import { BUILT_MANIFEST_PATH, createDeps } from '../server/deps.ts';
import { HTTPS_SITE_URLS, scanApp } from './observatory/scan-app.ts';

if (!existsSync(BUILT_MANIFEST_PATH)) {
  console.error(`observatory: ${BUILT_MANIFEST_PATH} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-observatory-'));
const catalog = await createCatalog({ dataDir, seed: SEED });
try {
  const app = createApp(createDeps(loadConfig({ ...HTTPS_SITE_URLS, LOG_LEVEL: 'warn' }), { catalog }));
  const { grade, score, tests } = await scanApp(app);
  console.log(`MDN HTTP Observatory: grade ${grade}, score ${score}`);
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(3)}  ${name}: ${test.result}`);
  }
  process.exitCode = grade === 'A+' ? 0 : 1;
} catch (error) {
  console.error(`observatory failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
} finally {
  await catalog.close();
  rmSync(dataDir, { recursive: true, force: true });
}
