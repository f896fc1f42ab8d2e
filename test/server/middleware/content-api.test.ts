import assert from 'node:assert/strict';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

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

describe('content API bridge', () => {
  it('hands /api/v1 requests to the Fetch handler and sends its answer back', async () => {
    const seen: Request[] = [];
    const app = appWith(async (req) => {
      seen.push(req);
      return Response.json({ items: [], total: 0 }, { status: 200, headers: { 'X-Maintenance': '0' } });
    });
    const response = await request(app).get('/api/v1/product?shop_id=5&lang=it').set('Host', 'evil.example');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { items: [], total: 0 });
    assert.equal(response.headers['x-maintenance'], '0');
    assert.equal(
      seen[0]!.url,
      'http://it.localhost:3000/api/v1/product?shop_id=5&lang=it',
      'the origin is configured, not the Host header',
    );
  });

  it('answers 405 to TRACE and CONNECT, which cannot cross into a Fetch request, and never calls the handler', async () => {
    let called = false;
    const app = appWith(async () => {
      called = true;
      return new Response(null, { status: 204 });
    });
    const response = await request(app).trace('/api/v1/product?shop_id=5&lang=it');
    assert.equal(response.status, 405);
    assert.equal(called, false);
  });

  it('passes a JSON body and its content type', async () => {
    const app = appWith(async (req) =>
      Response.json({ got: await req.json(), type: req.headers.get('content-type') }, { status: 201 }),
    );
    const response = await request(app).post('/api/v1/contact').send({ message: 'Buongiorno' });
    assert.equal(response.status, 201);
    assert.deepEqual(response.body.got, { message: 'Buongiorno' });
    assert.match(response.body.type, /application\/json/);
  });

  it('refuses bodies over 64 kB with 413 before the handler sees them', async () => {
    let called = false;
    const app = appWith(async () => {
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
    const server = appWith(async () => {
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
