// npm run docs:env: rewrites the README's table of environment variables from
// config/env-variables.ts (see scripts/env-table.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { withEnvironmentTable } from './env-table.ts';

const README = join(import.meta.dirname, '..', 'README.md');

const before = readFileSync(README, 'utf8');
const after = withEnvironmentTable(before);
if (after === before) {
  console.log('README.md: the environment table is up to date');
} else {
  writeFileSync(README, after);
  console.log('README.md: the environment table is rewritten from config/env-variables.ts');
}
