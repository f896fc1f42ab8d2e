import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { buildClient } from '../build.mjs';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'build');

function outputDir() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-build-'));
  return { outdir: join(dir, 'assets'), manifestPath: join(dir, 'manifest.json') };
}

describe('client build', () => {
  it('splits code, hashes names, and maps each module to its file and imports', async () => {
    const { outdir, manifestPath } = outputDir();
    const manifest = await buildClient({
      entryPoint: 'client/entry.ts',
      outdir,
      manifestPath,
      root: FIXTURES,
      logLevel: 'silent',
    });
    assert.match(manifest.entry.file, /^\/assets\/entry-[A-Z0-9]{8}\.js$/);
    const lazy = manifest.modules['client/lazy-page.ts'];
    assert.ok(lazy, 'the dynamically imported page has its own chunk');
    assert.match(lazy.file, /^\/assets\/chunks\/lazy-page-[A-Z0-9]{8}\.js$/);
    assert.equal(lazy.imports.length, 1, 'both share the helper chunk');
    assert.deepEqual(manifest.entry.imports, lazy.imports);
    assert.deepEqual(JSON.parse(readFileSync(manifestPath, 'utf8')), manifest);
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
