import assert from 'node:assert/strict';
import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import { toFetchRequest } from '../../../server/http/fetch-bridge.ts';
import { contentApi } from '../../../server/middleware/content-api.ts';
import { errorHandler } from '../../../server/middleware/error-handler.ts';
import { MAX_UPSTREAM_BODY_BYTES } from '../../../shared/api/bounded-response.ts';
import { capturingLogger } from '../../helpers/app.ts';

function appWith(handler: (request: Request) => Promise<Response>) {
  const app = express();
  app.use(contentApi({ handler: { fetch: handler }, origin: 'http://it.localhost:3000' }));
  app.use((_req, res) => void res.status(404).send('not the api'));
  app.use(errorHandler({ logger: capturingLogger().logger, fallbackLocale: 'it-it', homeHref: () => '/' }));
  return app;
}

/** The bare Fetch bridge, as content-api uses it, without the browser's policy in front (which takes no bodies). */
function bridgeWith(handler: (request: Request) => Promise<Response>) {
  const app = express();
  app.use(async (req, res, next) => {
    try {
      const answer = await handler(await toFetchRequest(req, 'http://it.localhost:3000'));
      res
        .status(answer.status)
        .type('json')
        .send(await answer.text());
    } catch (error) {
      next(error);
    }
  });
  app.use(errorHandler({ logger: capturingLogger().logger, fallbackLocale: 'it-it', homeHref: () => '/' }));
  return app;
}

describe('content API bridge', () => {
  it('hands /api/v1 requests to the Fetch handler and sends its answer back', async () => {
    const seen: Request[] = [];
    const app = appWith(async (req) => {
      seen.push(req);
      return Response.json({ items: [], total: 0 }, { status: 200, headers: { 'X-Maintenance': '0' } });
    });
    const response = await request(app).get('/api/v1/menus?shop_id=5&lang=it').set('Host', 'evil.example');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { items: [], total: 0 });
    assert.equal(response.headers['x-maintenance'], '0');
    assert.equal(
      seen[0]!.url,
      'http://it.localhost:3000/api/v1/menus?shop_id=5&lang=it',
      'the origin is configured, not the Host header',
    );
  });

  it('answers 405 to TRACE and CONNECT, which cannot cross into a Fetch request, and never calls the handler', async () => {
    let called = false;
    const app = appWith(async () => {
      called = true;
      return new Response(null, { status: 204 });
    });
    const response = await request(app).trace('/api/v1/menus?shop_id=5&lang=it');
    assert.equal(response.status, 405);
    assert.equal(called, false);
  });

  it('passes a JSON body and its content type', async () => {
    const app = bridgeWith(async (req) =>
      Response.json({ got: await req.json(), type: req.headers.get('content-type') }, { status: 201 }),
    );
    const response = await request(app).post('/api/v1/contact').send({ message: 'Buongiorno' });
    assert.equal(response.status, 201);
    assert.deepEqual(response.body.got, { message: 'Buongiorno' });
    assert.match(response.body.type, /application\/json/);
  });

  it('refuses bodies over 64 kB with 413 before the handler sees them', async () => {
    let called = false;
    const app = bridgeWith(async () => {
      called = true;
      return new Response(null, { status: 204 });
    });
    const response = await request(app)
      .post('/api/v1/contact')
      .set('Content-Type', 'application/json')
      .send(`"${'x'.repeat(70_000)}"`);
    assert.equal(response.status, 413);
    assert.equal(called, false);
  });

  it('refuses a body sent without a length once it grows past 64 kB, with 413', async () => {
    let called = false;
    const server = bridgeWith(async () => {
      called = true;
      return new Response(null, { status: 204 });
    }).listen(0);
    await once(server, 'listening');
    try {
      const status = Promise.withResolvers<number | undefined>();
      const client = httpRequest(
        {
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path: '/api/v1/contact',
          headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        },
        (response) => {
          status.resolve(response.statusCode);
          response.resume();
        },
      );
      client.on('error', status.reject);
      for (let sent = 0; sent <= 70_000; sent += 10_000) client.write('x'.repeat(10_000));
      client.end();
      assert.equal(await status.promise, 413);
      assert.equal(called, false);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  describe("an answer whose body goes wrong (the content API's, through the proxy)", () => {
    /** A body that sends `bytes` in 64 KiB chunks without a length, then ends or fails with `end`. */
    function body(bytes: number, end: 'close' | Error, headers: Record<string, string> = {}) {
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes) return end === 'close' ? controller.close() : controller.error(end);
          sent += 65_536;
          controller.enqueue(new Uint8Array(65_536));
        },
      });
      return new Response(stream, { headers: { 'content-type': 'application/json', ...headers } });
    }

    it('answers 502 in JSON, never a 500, to a Content-Length above MAX_UPSTREAM_BODY_BYTES', async () => {
      const app = appWith(async () => body(65_536, 'close', { 'content-length': String(200 * 1024 * 1024) }));
      const response = await request(app).get('/api/v1/product?shop_id=5&lang=it');
      assert.equal(response.status, 502);
      assert.equal(response.body.statusCode, 502);
      assert.equal(typeof response.body.message, 'string');
    });

    it('answers 502 in JSON to a body without length that passes MAX_UPSTREAM_BODY_BYTES', async () => {
      const app = appWith(async () => body(MAX_UPSTREAM_BODY_BYTES + 65_536, 'close'));
      const response = await request(app).get('/api/v1/product?shop_id=5&lang=it');
      assert.equal(response.status, 502);
      assert.equal(response.body.statusCode, 502);
    });

    it('answers 504 in JSON, never a 500, when the deadline passes in the middle of the body', async () => {
      const app = appWith(async () => body(65_536, new DOMException('The operation timed out', 'TimeoutError')));
      const response = await request(app).get('/api/v1/product?shop_id=5&lang=it');
      assert.equal(response.status, 504);
      assert.deepEqual(response.body, { message: 'The content API did not answer in time', statusCode: 504 });
    });

    it('answers 502 in JSON when the body is cut off by a reset', async () => {
      const app = appWith(async () => body(65_536, new TypeError('terminated')));
      const response = await request(app).get('/api/v1/product?shop_id=5&lang=it');
      assert.equal(response.status, 502);
    });
  });

  it('leaves other paths to the rest of the chain', async () => {
    const app = appWith(async () => Response.json({}));
    assert.equal((await request(app).get('/api/v10/product')).text, 'not the api');
    assert.equal((await request(app).get('/prodotti')).text, 'not the api');
  });
});

/** A GET whose path goes on the wire exactly as written (clients would tidy `\\` and `..`). */
async function rawGet(server: Server, path: string): Promise<{ status: number | undefined; body: string }> {
  const answer = Promise.withResolvers<{ status: number | undefined; body: string }>();
  const client = httpRequest({ port: (server.address() as AddressInfo).port, path }, (response) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () => answer.resolve({ status: response.statusCode, body }));
  });
  client.on('error', answer.reject);
  client.end();
  return answer.promise;
}

describe("the browser's /api/v1 policy, in front of any handler", () => {
  function recording() {
    const seen: string[] = [];
    const app = appWith(async (req) => {
      seen.push(`${req.method} ${req.url.replace('http://it.localhost:3000', '')}`);
      return Response.json({ data: [] });
    });
    return { app, seen };
  }

  it('never hands on published=0: the page reads of a browser always say published=1', async () => {
    const { app, seen } = recording();
    for (const path of [
      '/api/v1/page/15?shop_id=1&lang=fr&published=0',
      '/api/v1/page?shop_id=1&lang=fr&published=false&type=advice',
      '/api/v1/url/entity?shop_id=1&lang=fr&entity_type=page&slug=x&published=0',
      '/api/v1/product?shop_id=1&lang=fr&published=0',
    ])
      assert.equal((await request(app).get(path)).status, 200, path);
    assert.deepEqual(seen, [
      'GET /api/v1/page/15?shop_id=1&lang=fr&published=1',
      'GET /api/v1/page?shop_id=1&lang=fr&type=advice&published=1',
      'GET /api/v1/url/entity?shop_id=1&lang=fr&entity_type=page&slug=x&published=1',
      'GET /api/v1/product?shop_id=1&lang=fr&published=1',
    ]);
  });

  it('drops published from the reads that take no such parameter', async () => {
    const { app, seen } = recording();
    await request(app).get('/api/v1/need?shop_id=1&lang=fr&published=0');
    assert.deepEqual(seen, ['GET /api/v1/need?shop_id=1&lang=fr']);
  });

  it('refuses encoded slashes, backslashes and dot segments with 400 before any handler sees them', async () => {
    const { app, seen } = recording();
    const server = app.listen(0);
    await once(server, 'listening');
    after(() => server.close());
    for (const path of [
      '/api/v1/..%2f..%2fadmin',
      '/api/v1/page%2F15',
      '/api/v1/page%5c15',
      '/api/v1/page\\15',
      '/api/v1/page/../admin/users',
      '/api/v1/page/%2e%2e/admin',
      '/api/v1/./page',
      '/api/v1/page/.%2E/admin',
    ]) {
      const response = await rawGet(server, path);
      assert.equal(response.status, 400, path);
      assert.equal(JSON.parse(response.body).statusCode, 400, `${path}: a JSON error`);
    }
    assert.deepEqual(seen, []);
  });

  it('answers a JSON 404 to resources browsers do not use (admin, redirection, shop…) without calling the handler', async () => {
    const { app, seen } = recording();
    for (const path of [
      '/api/v1/admin/users',
      '/api/v1',
      '/api/v1/redirection?shop_id=1&lang=fr&url=/x',
      '/api/v1/shop?url=be.localhost',
      '/api/v1/brands/codes?shop_id=1&lang=fr',
      '/api/v1/page/abc',
      '/api/v1/page/15/secret',
      '/api/v1//page',
      '/api/v1/media/products/%2e%2e',
    ]) {
      const response = await request(app).get(path);
      assert.ok([404, 400].includes(response.status), `${path}: ${response.status}`);
      assert.equal(response.headers['content-type']?.split(';')[0], 'application/json', path);
    }
    assert.deepEqual(seen, []);
  });

  it('answers 405 to a write on a resource browsers read', async () => {
    const { app, seen } = recording();
    const response = await request(app).delete('/api/v1/page/15?shop_id=1&lang=fr');
    assert.equal(response.status, 405);
    assert.equal(response.headers.allow, 'GET, HEAD');
    assert.deepEqual(seen, []);
  });

  it('passes the reads the pages make, images included, untouched', async () => {
    const { app, seen } = recording();
    for (const path of [
      '/api/v1/menus?shop_id=1&lang=fr',
      '/api/v1/need/3/pages?shop_id=1&lang=fr&per_page=4',
      '/api/v1/media/products/12-140.webp',
      '/api/v1/images/pages/3-600.png',
    ])
      assert.equal((await request(app).get(path)).status, 200, path);
    assert.equal(seen.length, 4);
  });
});
