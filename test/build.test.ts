import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { buildClient } from '../build.mjs';

/** Chromium's explicit compile hint for a whole script (V8, Chrome 136+). */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';
const FIXTURES = join(import.meta.dirname, 'fixtures', 'build');

function outputDir() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-build-'));
  return { outdir: join(dir, 'assets'), manifestPath: join(dir, 'manifest.json') };
}

describe('client build', () => {
  it('puts what the entry shares with lazy pages in the entry, and what only pages share in a chunk of theirs', async () => {
    const { outdir, manifestPath } = outputDir();
    const manifest = await buildClient({
      entryPoint: 'client/entry.ts',
      outdir,
      manifestPath,
      root: FIXTURES,
      logLevel: 'silent',
    });
    assert.match(manifest.entry.file, /^\/assets\/entry-[0-9a-f]{8}\.js$/);
    assert.deepEqual(manifest.entry.imports, [], 'one file for everything the entry loads');
    const lazy = manifest.modules['client/lazy-page.ts'];
    const other = manifest.modules['client/lazy-other-page.ts'];
    assert.ok(lazy && other, 'each dynamically imported page has its own chunk');
    assert.match(lazy.file, /^\/assets\/chunks\/lazy-page-[0-9a-f]{8}\.js$/);
    assert.equal(lazy.imports.length, 1, 'the helper only pages use');
    assert.deepEqual(other.imports, lazy.imports);
    const read = (url: string) => readFileSync(join(outdir, url.replace('/assets/', '')), 'utf8');
    assert.match(read(manifest.entry.file), /Hello, /, "the helper the entry shares is in the entry's file");
    assert.doesNotMatch(read(manifest.entry.file), /page-helper-marker/, 'the pages-only helper is not');
    assert.match(read(lazy.imports[0]!), /page-helper-marker/);
    const entryName = manifest.entry.file.split('/').at(-1)!;
    assert.ok(read(lazy.file).includes(`../${entryName}`), 'the page takes the shared helper from the entry file');
    assert.deepEqual(JSON.parse(readFileSync(manifestPath, 'utf8')), manifest);
  });

  it('puts a small helper three pages share in the entry, and never the data of a locale four share', async () => {
    const { outdir, manifestPath } = outputDir();
    const manifest = await buildClient({
      entryPoint: 'client/three-pages.ts',
      outdir,
      manifestPath,
      root: FIXTURES,
      logLevel: 'silent',
    });
    const read = (url: string) => readFileSync(join(outdir, url.replace('/assets/', '')), 'utf8');
    assert.match(read(manifest.entry.file), /small-helper-marker/, 'the small helper is in the entry');
    assert.doesNotMatch(read(manifest.entry.file), /locale-data-marker/, "the locale's data is not");
    for (const page of ['a', 'b', 'c', 'd']) {
      const record = manifest.modules[`client/page-${page}.ts`]!;
      assert.equal(record.imports.length, 1, `page ${page} imports the locale's data only`);
      assert.match(read(record.imports[0]!), /locale-data-marker/);
      assert.doesNotMatch(read(record.file), /small-helper-marker/);
    }
  });

  it("puts what only one family's screens share in one chunk, and a small schema in the large chunk it needs", async () => {
    const { outdir, manifestPath } = outputDir();
    const manifest = await buildClient({
      entryPoint: 'client/families.ts',
      outdir,
      manifestPath,
      root: FIXTURES,
      logLevel: 'silent',
    });
    const read = (url: string) => readFileSync(join(outdir, url.replace('/assets/', '')), 'utf8');
    const importsOf = (page: string) => manifest.modules[`client/pages/${page}.tsx`]!.imports;
    const holding = (marker: string) =>
      [...new Set(Object.values(manifest.modules).flatMap((record) => [record.file, ...record.imports]))].filter(
        (file) => read(file).includes(marker),
      );
    // esbuild cuts the two account helpers into a chunk per pair of screens; the family has one.
    const [family, ...others] = holding('account-bits-a-marker');
    assert.ok(family && others.length === 0, 'one file holds the first account helper');
    assert.deepEqual(holding('account-bits-b-marker'), [family], 'the second is in the same file');
    for (const page of ['my-one', 'my-two', 'my-three']) assert.ok(importsOf(page).includes(family), page);
    assert.ok(!importsOf('about').includes(family), 'a screen of no family does not load it');
    // The small schema three screens share imports the large word list: it is in the list's file.
    const [schema, ...moreSchemas] = holding('word-schema-marker');
    assert.ok(schema && moreSchemas.length === 0, 'one file holds the schema');
    assert.ok(read(schema).includes("'emubcr'") || read(schema).includes('"emubcr"'), 'with the word list it needs');
    assert.deepEqual(importsOf('about'), [schema], 'the about screen fetches one shared file');
  });

  it('gzips files of 4 KiB and more with Zopfli, smaller than zlib at its best', async () => {
    const { outdir, manifestPath } = outputDir();
    const manifest = await buildClient({
      entryPoint: 'client/large-entry.ts',
      outdir,
      manifestPath,
      root: FIXTURES,
      logLevel: 'silent',
    });
    const file = join(outdir, manifest.entry.file.replace('/assets/', ''));
    const plain = readFileSync(file);
    assert.ok(plain.length >= 4096, `the fixture is ${plain.length} bytes`);
    const gz = readFileSync(`${file}.gz`);
    assert.deepEqual(gunzipSync(gz), plain);
    assert.ok(
      gz.length < gzipSync(plain, { level: 9 }).length,
      `${gz.length} bytes, zlib gives ${gzipSync(plain, { level: 9 }).length}`,
    );
  });

  it('writes source maps that lead back to the sources', async () => {
    const { outdir, manifestPath } = outputDir();
    const manifest = await buildClient({
      entryPoint: 'client/entry.ts',
      outdir,
      manifestPath,
      root: FIXTURES,
      logLevel: 'silent',
    });
    const file = join(outdir, manifest.modules['client/lazy-page.ts']!.file.replace('/assets/', ''));
    assert.match(readFileSync(file, 'utf8'), /\/\/# sourceMappingURL=lazy-page-[0-9a-f]{8}\.js\.map\s*$/);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
    const sources = map.sources.map((source) => resolve(dirname(file), source));
    assert.ok(sources.includes(join(FIXTURES, 'client', 'lazy-page.ts')), JSON.stringify(map.sources));
  });

  it('minifies and writes .br and .gz siblings with the same content', async () => {
    const { outdir, manifestPath } = outputDir();
    const manifest = await buildClient({
      entryPoint: 'client/entry.ts',
      outdir,
      manifestPath,
      root: FIXTURES,
      logLevel: 'silent',
    });
    const file = join(outdir, manifest.entry.file.replace('/assets/', ''));
    const plain = readFileSync(file);
    assert.doesNotMatch(plain.toString(), /\n\s+/, 'minified');
    assert.ok(plain.toString().startsWith(`${COMPILE_ALL_HINT}\n`), 'the entry asks V8 to compile it as it streams in');
    const chunk = join(outdir, manifest.modules['client/lazy-page.ts']!.file.replace('/assets/', ''));
    assert.ok(!readFileSync(chunk, 'utf8').includes(COMPILE_ALL_HINT), 'a chunk, maybe never run, does not');
    assert.deepEqual(brotliDecompressSync(readFileSync(`${file}.br`)), plain);
    assert.deepEqual(gunzipSync(readFileSync(`${file}.gz`)), plain);
  });

  for (const [fixture, reason] of [
    ['client/imports-server.ts', /client code may not import server\//],
    ['client/imports-node.ts', /client code may not import the Node module 'node:fs'/],
    ['client/imports-bare-builtin.ts', /client code may not import the Node module 'crypto'/],
  ] as const) {
    it(`fails when client code imports server-only code (${fixture})`, async () => {
      const { outdir, manifestPath } = outputDir();
      await assert.rejects(
        buildClient({ entryPoint: fixture, outdir, manifestPath, root: FIXTURES, logLevel: 'silent' }),
        (error: Error & { errors?: { text: string }[] }) => {
          assert.ok(
            error.errors?.some((e) => reason.test(e.text)),
            JSON.stringify(error.errors),
          );
          return true;
        },
      );
      assert.equal(existsSync(manifestPath), false);
    });
  }
});
