import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';

import request from 'supertest';

import { testApp } from '../helpers/app.ts';

let upstream: Server;
let baseUrl = '';
const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];

/** What the fake content API answers, chosen by the call's `answer` parameter. */
const ANSWERS: Record<string, { status: number; headers: Record<string, string>; body: string | Buffer }> = {
  json: {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'upstream=1', 'X-Maintenance': '1' },
    body: JSON.stringify({ items: [], total: 0, page: 1, perPage: 12 }),
  },
  png: { status: 200, headers: { 'Content-Type': 'image/png' }, body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  html: { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<script>alert(1)</script>' },
  notype: { status: 200, headers: {}, body: 'raw bytes' },
  error: {
    status: 500,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'SQLSTATE[42S02] at /srv/api/src/Db.php:12', trace: ['…'] }),
  },
  missing: {
    status: 404,
    headers: { 'Content-Type': 'text/html' },
    body: '<h1>Not Found</h1><address>Apache/2.4 at internal-api</address>',
  },
  redirect: { status: 302, headers: { Location: 'http://internal-admin/' }, body: '' },
  maintenance: {
    status: 503,
    headers: { 'Content-Type': 'text/plain', 'X-Maintenance': '1', 'Retry-After': '60' },
    body: 'down for maintenance on db-7',
  },
};

before(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url!, headers: req.headers, body });
      const answer = ANSWERS[new URL(req.url!, 'http://upstream').searchParams.get('answer') ?? 'json']!;
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/v1`;
});
after(() => {
  upstream.closeAllConnections();
  upstream.close();
});

describe('/api/v1 with API_BASE_URL set', () => {
  it("passes the browser's call on with the read-only API_PUBLIC_TOKEN, and the answer back", async () => {
    const app = testApp({ API_BASE_URL: baseUrl, API_TOKEN: 's3cret', API_PUBLIC_TOKEN: 'read-only' });
    const response = await request(app)
      .get('/api/v1/menus?shop_id=5&lang=it')
      .set('Cookie', 'session=abc')
      .set('Authorization', 'Bearer browser');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { items: [], total: 0, page: 1, perPage: 12 });
    const call = seen.at(-1)!;
    assert.equal(call.url, '/api/v1/menus?shop_id=5&lang=it');
    assert.equal(call.headers.authorization, 'Bearer read-only', 'the public token replaces the browser one');
    assert.equal(call.headers.cookie, undefined, 'cookies stay on the site');
    assert.doesNotMatch(String(response.headers['set-cookie'] ?? ''), /upstream=/, 'and the upstream sets none on it');
    assert.equal(response.headers['x-maintenance'], '1');
  });

  it("never lends the server's API_TOKEN to a browser's call", async () => {
    const app = testApp({ API_BASE_URL: baseUrl, API_TOKEN: 's3cret' });
    const response = await request(app).get('/api/v1/menus?shop_id=5&lang=it').set('Authorization', 'Bearer s3cret');
    assert.equal(response.status, 200);
    assert.equal(seen.at(-1)!.headers.authorization, undefined);
  });

  it('never lets /api/v1/admin/users, an encoded ../ or a server-only read reach the content API', async () => {
    const app = testApp({ API_BASE_URL: baseUrl, API_TOKEN: 's3cret' });
    const before = seen.length;
    const refused = {
      '/api/v1/admin/users': 404,
      '/api/v1/..%2f..%2fadmin': 400,
      '/api/v1/page/%2e%2e/%2e%2e/admin': 400,
      '/api/v1/redirection?shop_id=5&lang=it&url=/': 404,
    };
    for (const [path, status] of Object.entries(refused)) {
      const response = await request(app).get(path);
      assert.equal(response.status, status, path);
      assert.equal(response.body.statusCode, status, `${path}: a JSON error`);
    }
    assert.equal(seen.length, before);
  });

  it('asks the content API for published pages only, whatever the browser says', async () => {
    const app = testApp({ API_BASE_URL: baseUrl });
    await request(app).get('/api/v1/page/15?shop_id=1&lang=fr&published=0');
    assert.equal(seen.at(-1)!.url, '/api/v1/page/15?shop_id=1&lang=fr&published=1');
  });

  it("refuses the browser's writes before they reach the content API (forms go to their page's route action, decisions 015, 019)", async () => {
    const app = testApp({ API_BASE_URL: baseUrl });
    const before = seen.length;
    const response = await request(app).post('/api/v1/newsletter').send({ email: 'a@example.com' });
    assert.equal(response.status, 405);
    assert.equal(seen.length, before);
  });

  it('relays images as they come', async () => {
    const app = testApp({ API_BASE_URL: baseUrl });
    const response = await request(app).get('/api/v1/images/products/12-140.png?answer=png');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.deepEqual([...response.body], [0x89, 0x50, 0x4e, 0x47]);
  });

  it("replaces HTML, untyped bodies, error bodies and redirects with a generic JSON error that says nothing of the upstream's", async () => {
    const app = testApp({ API_BASE_URL: baseUrl });
    const expected = { html: 502, notype: 502, error: 502, missing: 404, redirect: 502, maintenance: 503 };
    for (const [answer, status] of Object.entries(expected)) {
      const response = await request(app).get(`/api/v1/menus?shop_id=5&lang=it&answer=${answer}`);
      assert.equal(response.status, status, answer);
      assert.match(response.headers['content-type'] ?? '', /^application\/json/, `${answer}: JSON`);
      assert.equal(response.body.statusCode, status, answer);
      assert.deepEqual(Object.keys(response.body).sort(), ['message', 'statusCode'], answer);
      assert.doesNotMatch(
        response.text,
        /script|SQLSTATE|Apache|internal|db-7/,
        `${answer}: none of the upstream's words`,
      );
      assert.equal(response.headers.location, undefined, `${answer}: no redirect followed by the browser`);
    }
  });

  it('keeps the maintenance signal of a 503 (SPEC §4)', async () => {
    const app = testApp({ API_BASE_URL: baseUrl });
    const response = await request(app).get('/api/v1/menus?shop_id=5&lang=it&answer=maintenance');
    assert.equal(response.headers['x-maintenance'], '1');
    assert.equal(response.headers['retry-after'], '60');
  });

  it('answers 502 in JSON when the content API is unreachable', async () => {
    const app = testApp({ API_BASE_URL: 'http://127.0.0.1:9/api/v1' });
    const response = await request(app).get('/api/v1/menus?shop_id=5&lang=it');
    assert.equal(response.status, 502);
    assert.equal(response.body.statusCode, 502);
  });
});
