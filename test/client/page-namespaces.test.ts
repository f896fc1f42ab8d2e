// Every page declares the screen areas whose texts it shows (PageModule.namespaces): the browser
// loads only those with the page, so a page that used an area it does not declare would show
// untranslated keys after a client-side navigation. Read from the sources: every text a page's
// modules ask for, through their static imports.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, it } from 'node:test';

import { pageModulePath, PAGES } from '../../client/app/page-registry.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import { AREA_NAMESPACES } from '../../shared/i18n/namespaces.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The module and every module it imports statically (type-only imports aside). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(/^\s*import\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'/gm)) {
    const target = resolve(dirname(file), match[1]!);
    if (existsSync(target)) closure(target, seen);
  }
  return seen;
}

const used = (source: string) =>
  AREA_NAMESPACES.filter((namespace) =>
    new RegExp(`useTranslation\\('${namespace}'\\)|['\`]${namespace}:`).test(source),
  );

describe('the texts each page loads', () => {
  for (const [kind, load] of Object.entries(PAGES)) {
    it(`${kind} declares every screen area its modules read`, async () => {
      const page = await load();
      const source = resolve(ROOT, pageModulePath(kind as RouteKind));
      assert.ok(existsSync(source), `${kind}'s module is ${source}, whose chunk the server preloads`);
      const needed = new Set([...closure(source)].flatMap((file) => used(readFileSync(file, 'utf8'))));
      assert.deepEqual(
        [...needed].filter((namespace) => !(page.namespaces ?? []).includes(namespace)),
        [],
        `${source} reads them`,
      );
    });
  }

  it('sees the areas a page uses (the check would catch a missing one)', () => {
    const products = [...closure(resolve(ROOT, 'client/pages/products.tsx'))].flatMap((file) =>
      used(readFileSync(file, 'utf8')),
    );
    assert.ok(products.includes('catalog'));
  });
});
