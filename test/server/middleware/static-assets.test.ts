import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import type { Express } from 'express';
import request from 'supertest';

import { ASSET_DOCUMENT_CSP } from '../../../server/middleware/security-headers.ts';
import { preferredEncoding } from '../../../server/middleware/static-assets.ts';
import { check, testApp } from '../../helpers/app.ts';

const SOURCE = 'export const answer = 42;\n'.repeat(50);
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(60)}</svg>`;
const directory = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
mkdirSync(join(directory, 'chunks'));
writeFileSync(join(directory, 'entry-AB12CD34.js'), SOURCE);
writeFileSync(join(directory, 'entry-AB12CD34.js.br'), brotliCompressSync(SOURCE));
writeFileSync(join(directory, 'entry-AB12CD34.js.gz'), gzipSync(SOURCE));
writeFileSync(join(directory, 'chunks', 'page-ZZ99YY88.js'), 'export {}');
writeFileSync(join(directory, 'robots-notes.txt'), 'unhashed');
// Unhashed but precompressed, as build.mjs writes favicon.svg.
writeFileSync(join(directory, 'favicon.svg'), ICON);
writeFileSync(join(directory, 'favicon.svg.br'), brotliCompressSync(ICON));
writeFileSync(join(directory, 'favicon.svg.gz'), gzipSync(ICON));

const app = () => testApp({}, { assetsDirectory: directory });

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with the path exactly as written: supertest (superagent) turns `\` into `/` and
 * resolves the dot segments that follow before sending, which would hide what a hostile client sends.
 */
async function raw(
  app: Express,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<RawAnswer>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { host: 'it.localhost', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const ENCODED_SIZES = {
  br: brotliCompressSync(SOURCE).length,
  gzip: gzipSync(SOURCE).length,
  identity: Buffer.byteLength(SOURCE),
};

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
    assert.equal(
      response.headers['content-length'],
      String(brotliCompressSync(SOURCE).length),
      'the .br sibling was sent',
    );
    assert.equal((response.body as Buffer).toString(), SOURCE, 'and decodes to the file');
  });

  it("sends a script the headers a subresource needs, without a document's CSP and policies", async () => {
    const response = await request(app()).get('/assets/entry-AB12CD34.js').set('Accept-Encoding', 'gzip');
    check(response, {
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'X-XSS-Protection': '0',
      'Referrer-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cross-Origin-Opener-Policy': null,
      'Permissions-Policy': null,
      'Content-Security-Policy': null,
      'Reporting-Endpoints': null,
      'Origin-Agent-Cluster': null,
      'X-DNS-Prefetch-Control': null,
      'X-Download-Options': null,
      'X-Permitted-Cross-Domain-Policies': null,
    });
    const headerBytes = Object.entries(response.headers).reduce(
      (sum, [name, value]) => sum + name.length + String(value).length + 4,
      0,
    );
    assert.ok(headerBytes < 600, `a script's headers weigh ${headerBytes} bytes`);
  });

  it('sends a file that could be opened as a document (an SVG) a CSP that loads and runs nothing', async () => {
    const response = await request(app()).get('/assets/favicon.svg');
    check(response, { 'Content-Security-Policy': ASSET_DOCUMENT_CSP, 'Permissions-Policy': null });
  });

  it('keeps the page headers on a 404 under /assets/, whose error page needs its CSP', async () => {
    check(await request(app()).get('/assets/missing-AB12CD34.js'), {
      'Content-Security-Policy': /script-src 'nonce-/,
      'Reporting-Endpoints': /csp-report/,
    });
  });

  it('falls back to gzip, then to the plain file', async () => {
    check(await request(app()).get('/assets/entry-AB12CD34.js').set('Accept-Encoding', 'gzip'), {
      'Content-Encoding': 'gzip',
    });
    const plain = await request(app()).get('/assets/entry-AB12CD34.js').set('Accept-Encoding', 'identity');
    check(plain, { 'Content-Encoding': null, 'Content-Length': String(Buffer.byteLength(SOURCE)) });
    assert.equal(plain.text, SOURCE);
  });

  describe('when the client weighs codings in Accept-Encoding', () => {
    const cases: [string | undefined, 'br' | 'gzip' | 'identity'][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br; q=0, gzip;q=0.5', 'gzip'],
      ['gzip;q=0.1, br;q=0.9', 'br'],
      ['gzip;q=1.0, br;q=0.1', 'br'],
      ['BR, GZIP', 'br'],
      ['br;q=0', 'identity'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['*', 'br'],
      ['*;q=0', 'identity'],
      ['*, br;q=0', 'gzip'],
      ['gzip;q=0, *', 'br'],
      ['br;q=0.000, gzip;q=0.001', 'gzip'],
      ['br;q=nonsense, gzip', 'gzip'],
      ['deflate', 'identity'],
      ['', 'identity'],
      [undefined, 'identity'],
    ];
    for (const [acceptEncoding, expected] of cases) {
      it(`sends ${expected} for ${acceptEncoding === undefined ? 'no header' : `'${acceptEncoding}'`}, and says it varies on it`, async () => {
        const answer = await raw(app(), '/assets/entry-AB12CD34.js', {
          headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
        });
        assert.equal(answer.status, 200);
        assert.equal(answer.headers['content-encoding'], expected === 'identity' ? undefined : expected);
        assert.equal(answer.headers['content-length'], String(ENCODED_SIZES[expected]));
        assert.equal(answer.body.length, ENCODED_SIZES[expected], 'the body is that file, not encoded again');
        assert.match(String(answer.headers.vary), /Accept-Encoding/);
        assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
      });
    }
  });

  it('serves files in sub-folders (code-split chunks)', async () => {
    assert.equal((await request(app()).get('/assets/chunks/page-ZZ99YY88.js')).status, 200);
  });

  it('caches unhashed files only briefly', async () => {
    check(await request(app()).get('/assets/robots-notes.txt'), { 'Cache-Control': 'public, max-age=300' });
  });

  it('serves unhashed files precompressed too, still briefly cached', async () => {
    const answer = await raw(app(), '/assets/favicon.svg', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(answer.headers['content-type'], 'image/svg+xml');
    assert.equal(answer.headers['cache-control'], 'public, max-age=300');
    assert.match(String(answer.headers.vary), /Accept-Encoding/);
  });

  it('answers 404 for anything the build did not write, traversal tricks included', async () => {
    for (const path of [
      '/assets/missing.js',
      '/assets/../package.json',
      '/assets/%2e%2e/package.json',
      '/assets/chunks/..%2f..%2fpackage.json',
      '/assets//etc/passwd',
    ]) {
      const response = await request(app()).get(path);
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(response.text, /"name": "vitrine"|root:/);
    }
  });

  describe('when the path is encoded or bent to leave the folder', () => {
    const paths = [
      '/assets/..%2fpackage.json',
      '/assets/..%2Fpackage.json',
      '/assets/%2e%2e%2fpackage.json',
      '/assets/%2E%2E/%2E%2E/package.json',
      '/assets/chunks/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%252e%252e/package.json',
      '/assets/..\\package.json',
      '/assets/..\\..\\package.json',
      '/assets/chunks\\..\\..\\package.json',
      '/assets/..%5cpackage.json',
      '/assets/..%5Cpackage.json',
      '/assets/%5c..%5c..%5cetc%5cpasswd',
      '/assets/\\etc\\passwd',
      '/assets/%2fetc%2fpasswd',
      '/assets/chunks%2fpage-ZZ99YY88.js',
      '/assets/entry-AB12CD34.js%00.txt',
      '/assets/entry-AB12CD34.js/',
      '/assets/./entry-AB12CD34.js',
      '/assets/chunks/../entry-AB12CD34.js',
      '/assets//entry-AB12CD34.js',
      '/assets/',
      '/assets',
    ];
    for (const path of paths) {
      it(`never serves a file for ${path}`, async () => {
        const answer = await raw(app(), path);
        assert.ok(answer.status === 404 || answer.status === 400, `${path} answered ${answer.status}`);
        assert.equal(answer.headers['content-encoding'], undefined);
        assert.doesNotMatch(answer.body.toString('utf8'), /"name": "vitrine"|root:|export const answer|export \{\}/);
        assert.doesNotMatch(String(answer.headers['cache-control']), /immutable/, 'a refusal is never kept for a year');
      });
    }
  });

  describe('when the path starts with two slashes or a backslash (//evil.com)', () => {
    const paths = [
      '//evil.com/assets/entry-AB12CD34.js',
      '//evil.com/',
      '//evil.com',
      '///evil.com/assets/',
      '/\\evil.com/assets/entry-AB12CD34.js',
      '/\\evil.com',
      '/%2F%2Fevil.com/assets/x.js',
      '/%5C%5Cevil.com/assets/x.js',
      '/assets//evil.com/x.js',
      '/assets/..//evil.com',
      '/assets/%2F%2Fevil.com',
      '/assets/\\\\evil.com',
      '/assets/entry-AB12CD34.js//evil.com',
    ];
    for (const path of paths) {
      it(`keeps ${path} on the site: no redirect elsewhere`, async () => {
        for (const method of ['GET', 'HEAD']) {
          const answer = await raw(app(), path, { method });
          assert.ok(answer.status < 500, `${method} ${path} answered ${answer.status}`);
          const location = answer.headers.location;
          if (location !== undefined) {
            const target = new URL(location, 'http://it.localhost/');
            assert.equal(target.host, 'it.localhost', `${method} ${path} redirected to ${location}`);
            assert.doesNotMatch(
              location,
              /^(?:[a-z]+:)?[/\\]{2}|^[/\\]{2}/i,
              `${method} ${path}: Location ${location} is protocol-relative`,
            );
          }
        }
      });
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

  it('answers HEAD with the headers GET would send, the chosen coding included, and no body', async () => {
    for (const acceptEncoding of ['br, gzip', 'gzip', 'identity']) {
      const get = await raw(app(), '/assets/entry-AB12CD34.js', { headers: { 'accept-encoding': acceptEncoding } });
      const head = await raw(app(), '/assets/entry-AB12CD34.js', {
        method: 'HEAD',
        headers: { 'accept-encoding': acceptEncoding },
      });
      assert.equal(head.status, 200);
      assert.equal(head.body.length, 0);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary']) {
        assert.equal(head.headers[name], get.headers[name], `${name} for ${acceptEncoding}`);
      }
    }
  });

  it('says which methods an asset allows', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await raw(app(), '/assets/entry-AB12CD34.js', { method });
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.allow, 'GET, HEAD', method);
    }
  });
});
