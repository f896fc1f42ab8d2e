import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';

import request from 'supertest';

import { testApp } from '../helpers/app.ts';

let upstream: Server;
let baseUrl = '';
const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];

before(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url!, headers: req.headers, body });
      if (req.url!.startsWith('/slow')) return void setTimeout(() => res.end('{}'), 10_000);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'upstream=1', 'X-Maintenance': '1' });
      res.end(JSON.stringify({ items: [], total: 0, page: 1, perPage: 12 }));
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
  it("passes the browser's call on with the server's token, and the answer back", async () => {
    const app = testApp({ API_BASE_URL: baseUrl, API_TOKEN: 's3cret' });
    const response = await request(app)
      .get('/api/v1/product?shop_id=5&lang=it')
      .set('Cookie', 'session=abc')
      .set('Authorization', 'Bearer browser');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { items: [], total: 0, page: 1, perPage: 12 });
    const call = seen.at(-1)!;
    assert.equal(call.url, '/api/v1/product?shop_id=5&lang=it');
    assert.equal(call.headers.authorization, 'Bearer s3cret', 'the server token replaces the browser one');
    assert.equal(call.headers.cookie, undefined, 'cookies stay on the site');
    assert.doesNotMatch(String(response.headers['set-cookie'] ?? ''), /upstream=/, 'and the upstream sets none on it');
    assert.equal(response.headers['x-maintenance'], '1');
  });

  it("refuses the browser's writes before they reach the content API (forms go through /api/forms, decision 015)", async () => {
    const app = testApp({ API_BASE_URL: baseUrl });
    const before = seen.length;
    const response = await request(app).post('/api/v1/newsletter').send({ email: 'a@example.com' });
    assert.equal(response.status, 405);
    assert.equal(seen.length, before);
  });

  it('answers 502 in JSON when the content API is unreachable', async () => {
    const app = testApp({ API_BASE_URL: 'http://127.0.0.1:9/api/v1' });
    const response = await request(app).get('/api/v1/product?shop_id=5&lang=it');
    assert.equal(response.status, 502);
    assert.equal(response.body.statusCode, 502);
  });
});
