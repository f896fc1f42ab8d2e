import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { preferredEncoding } from '../../../server/middleware/static-assets.ts';
import { check, testApp } from '../../helpers/app.ts';

const SOURCE = 'export const answer = 42;\n'.repeat(50);
const directory = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
mkdirSync(join(directory, 'chunks'));
writeFileSync(join(directory, 'entry-AB12CD34.js'), SOURCE);
writeFileSync(join(directory, 'entry-AB12CD34.js.br'), brotliCompressSync(SOURCE));
writeFileSync(join(directory, 'entry-AB12CD34.js.gz'), gzipSync(SOURCE));
writeFileSync(join(directory, 'chunks', 'page-ZZ99YY88.js'), 'export {}');
writeFileSync(join(directory, 'robots-notes.txt'), 'unhashed');

const app = () => testApp({}, { assetsDirectory: directory });

describe('static assets', () => {
  it('serves brotli when the client accepts it, with the right headers', async () => {
    const response = await request(app())
      .get('/assets/entry-AB12CD34.js')
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    assert.equal(response.status, 200);
    check(response, {
      'Content-Encoding': 'br',
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: /Accept-Encoding/,
    });
    assert.equal(response.headers['content-length'], String(brotliCompressSync(SOURCE).length), 'the .br sibling was sent');
    assert.equal((response.body as Buffer).toString(), SOURCE, 'and decodes to the file');
  });

  it('falls back to gzip, then to the plain file', async () => {
    check(await request(app()).get('/assets/entry-AB12CD34.js').set('Accept-Encoding', 'gzip'), { 'Content-Encoding': 'gzip' });
    const plain = await request(app()).get('/assets/entry-AB12CD34.js').set('Accept-Encoding', 'identity');
    check(plain, { 'Content-Encoding': null, 'Content-Length': String(Buffer.byteLength(SOURCE)) });
    assert.equal(plain.text, SOURCE);
  });

  it('serves files in sub-folders (code-split chunks)', async () => {
    assert.equal((await request(app()).get('/assets/chunks/page-ZZ99YY88.js')).status, 200);
  });

  it('caches unhashed files only briefly', async () => {
    check(await request(app()).get('/assets/robots-notes.txt'), { 'Cache-Control': 'public, max-age=300' });
  });

  it('answers 404 for anything the build did not write, traversal tricks included', async () => {
    for (const path of ['/assets/missing.js', '/assets/../package.json', '/assets/%2e%2e/package.json', '/assets/chunks/..%2f..%2fpackage.json', '/assets//etc/passwd']) {
      const response = await request(app()).get(path);
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(response.text, /"name": "vitrine"|root:/);
    }
  });

  it('prefers brotli whatever order the browser lists codings in, and honours q=0', () => {
    assert.equal(preferredEncoding('gzip, deflate, br, zstd', ['br', 'gzip']), 'br');
    assert.equal(preferredEncoding('br;q=0, gzip', ['br', 'gzip']), 'gzip');
    assert.equal(preferredEncoding('*', ['gzip']), 'gzip');
    assert.equal(preferredEncoding('identity', ['br', 'gzip']), null);
    assert.equal(preferredEncoding(undefined, ['br']), null);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await request(app()).head('/assets/entry-AB12CD34.js');
    assert.equal(head.status, 200);
    assert.equal((await request(app()).post('/assets/entry-AB12CD34.js')).status, 405);
  });
});
