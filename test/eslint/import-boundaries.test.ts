// DESIGN.md §2's import table, held by the lint (eslint/import-boundaries.js): what `npm run lint`
// refuses, and what it lets through.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

import { importBoundaries, layerOf } from '../../eslint/import-boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');

/** Only the boundary rule, parsed without type information: fast enough for many cases. */
const boundariesOnly = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { vitrine: { rules: { 'import-boundaries': importBoundaries } } },
      rules: { 'vitrine/import-boundaries': 'error' },
    },
  ],
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await boundariesOnly.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.message);
}

describe('the import boundaries of DESIGN.md §2', () => {
  describe('refuse', () => {
    const refused: [file: string, code: string, why: RegExp][] = [
      ['client/app/app.tsx', "import '../../server/app.ts';", /client\/ may not import server\//],
      ['client/pages/home.tsx', "import { openCatalog } from '../../catalog/open-embedded-catalog.ts';", /catalog\//],
      ['client/components/cards/page-card.tsx', "const m = import('../../../server/main.ts');", /server\//],
      ['client/app/site.tsx', "export { loadConfig } from '../../config/env.ts';", /environment/],
      ['shared/format/price.ts', "import { readFileSync } from 'node:fs';", /Node module 'node:fs'/],
      ['routes/segments.ts', "import path from 'path';", /Node module 'path'/],
      ['client/app/app.tsx', "import { createHash } from 'crypto';", /Node module 'crypto'/],
      [
        'server/middleware/logout.ts',
        "import { App } from '../../client/app/app.tsx';",
        /server\/ may not import client\//,
      ],
      ['shared/api/client.ts', "import { createApp } from '../../server/app.ts';", /shared\/ may not import server\//],
      ['config/countries.ts', "import { LOCALES } from '../routes/kinds.ts';", /config\/ may not import routes\//],
      [
        'catalog/create-catalog.ts',
        "import { logger } from '../server/logger.ts';",
        /catalog\/ may not import server\//,
      ],
    ];
    for (const [file, code, why] of refused) {
      it(`${code} in ${file}`, async () => {
        const errors = await boundaryErrors(file, code);
        assert.equal(errors.length, 1, `one error expected, got ${JSON.stringify(errors)}`);
        assert.match(errors[0]!, why);
      });
    }
  });

  describe('let through', () => {
    const allowed: [file: string, code: string][] = [
      ['client/app/app.tsx', "import { LOGOUT_PATH } from '../../shared/site-paths.ts';"],
      // client/components/catalog/ is the client's own folder, not the catalog layer.
      ['client/components/cards/product-card.tsx', "import { x } from '../catalog/list-href.ts';"],
      ['server/render/document.tsx', "import { App } from '../../client/app/app.tsx';"],
      ['server/main.ts', "import { readFileSync } from 'node:fs';"],
      ['catalog/store/store.ts', "import { DatabaseSync } from 'node:sqlite';"],
      ['server/app.ts', "import { openCatalog } from '../catalog/open-embedded-catalog.ts';"],
      ['test/server/app.test.ts', "import { createApp } from '../../server/app.ts';"],
      ['client/app/app.tsx', "import { useState } from 'react';"],
    ];
    for (const [file, code] of allowed) {
      it(`${code} in ${file}`, async () => {
        assert.deepEqual(await boundaryErrors(file, code), []);
      });
    }
  });

  it('puts a file in the longest layer that contains it', () => {
    assert.equal(layerOf('server/render/document.tsx'), 'server/render');
    assert.equal(layerOf('server/middleware/logout.ts'), 'server');
    assert.equal(layerOf('client/components/catalog/list-href.ts'), 'client');
    assert.equal(layerOf('build.mjs'), null);
  });

  it('makes `npm run lint` fail when a client file imports the server (the real configuration)', async () => {
    const eslint = new ESLint({ cwd: root });
    const file = path.join(root, 'client/app/app.tsx');
    const source = await readFile(file, 'utf8');
    const [clean] = await eslint.lintText(source, { filePath: file });
    assert.deepEqual(
      clean!.messages.map((message) => message.message),
      [],
      'the file lints clean as it is',
    );
    const [broken] = await eslint.lintText(`import '../../server/app.ts';\n${source}`, { filePath: file });
    const rules = broken!.messages.map((message) => message.ruleId);
    assert.ok(rules.includes('vitrine/import-boundaries'), `got ${JSON.stringify(rules)}`);
    assert.ok(broken!.errorCount > 0);
  });
});
