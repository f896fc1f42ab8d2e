import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import { accessLog } from '../../../server/middleware/access-log.ts';
import { errorHandler } from '../../../server/middleware/error-handler.ts';
import { isWellFormedRequestId, requestId } from '../../../server/middleware/request-id.ts';
import { capturingLogger, testApp } from '../../helpers/app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('honours a well-formed incoming X-Request-Id', async () => {
    const response = await request(testApp()).get('/').set('X-Request-Id', 'lb-4f2a9c77.17');
    assert.equal(response.headers['x-request-id'], 'lb-4f2a9c77.17');
  });

  it('replaces a malformed one with a fresh UUID', async () => {
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'new\\nline-0000', '<script>alert(1)</script>']) {
      const response = await request(testApp()).get('/').set('X-Request-Id', bad);
      assert.match(response.headers['x-request-id']!, UUID, bad);
    }
    assert.equal(isWellFormedRequestId(undefined), false);
  });

  it('generates a different id for every request', async () => {
    const app = testApp();
    const [a, b] = await Promise.all([request(app).get('/'), request(app).get('/')]);
    assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id']);
  });
});

describe('access log', () => {
  it('writes one JSON line per request with id, method, path, status, duration, country and locale', async () => {
    const { logger, lines } = capturingLogger();
    const app = testApp({}, { logger });
    const response = await request(app)
      .get('/fr/produits?page=2')
      .set('Host', 'be.localhost')
      .set('X-Request-Id', 'trace-000000001');
    assert.equal(response.status, 404);
    const requests = lines.filter((line) => line.msg === 'request');
    assert.equal(requests.length, 1);
    const [line] = requests;
    assert.equal(line!.id, 'trace-000000001');
    assert.equal(line!.method, 'GET');
    assert.equal(line!.path, '/fr/produits', 'the query string stays out of the log');
    assert.equal(line!.status, 404);
    assert.equal(typeof line!.duration, 'number');
    assert.equal(line!.country, 'be');
    assert.equal(line!.locale, 'fr-be');
    assert.equal(line!.level, 30);
  });

  it('names the route kind when one answered', async () => {
    const { logger, lines } = capturingLogger('debug');
    await request(testApp({}, { logger })).get('/healthz');
    assert.equal(lines.find((line) => line.msg === 'request')!.route, 'healthz');
  });

  it('logs server errors at error level', async () => {
    const { logger, lines } = capturingLogger();
    const app = express();
    app.use(requestId(), accessLog({ logger }));
    app.get('/boom', () => {
      throw new Error('kaboom');
    });
    app.use(errorHandler({ logger, fallbackLocale: 'it-it', homeHref: () => '/' }));
    assert.equal((await request(app).get('/boom')).status, 500);
    const line = lines.find((entry) => entry.msg === 'request');
    assert.ok(line, JSON.stringify(lines));
    assert.equal(line!.level, 50);
    assert.equal(line!.status, 500);
  });
});
