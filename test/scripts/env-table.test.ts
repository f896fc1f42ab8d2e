import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { environmentVariables } from '../../config/env-variables.ts';
import { environmentTable, withEnvironmentTable } from '../../scripts/env-table.ts';

const README = join(import.meta.dirname, '..', '..', 'README.md');

describe("the README's table of environment variables", () => {
  it('is the one config/env-variables.ts makes (after changing a variable, run npm run docs:env)', () => {
    const readme = readFileSync(README, 'utf8');
    assert.equal(readme, withEnvironmentTable(readme), 'README.md is out of date: run npm run docs:env');
  });

  it('names every variable the server reads, with its default and what it accepts', () => {
    const table = environmentTable();
    for (const name of Object.keys(environmentVariables.shape)) assert.ok(table.includes(`\`${name}\``), name);
    assert.match(
      table,
      /^\| `PORT` \| `3000` \| an integer from 0 to 65535 \(0: any free port\) \| Port to listen on\. \|$/m,
    );
    assert.match(table, /^\| `SITE_URL_BE`, `SITE_URL_CH`, `SITE_URL_DE`, `SITE_URL_ES`, `SITE_URL_IT` \| /m);
  });

  it('refuses a README without its markers rather than losing the table', () => {
    assert.throws(() => withEnvironmentTable('# Vitrine\n'), /<!-- env:start -->/);
  });
});
