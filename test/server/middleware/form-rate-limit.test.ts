// Who the form limit counts: the client address Express believes (TRUST_PROXY), IPv4 as is and
// IPv6 per /56, and never a forwarded text that is no address.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import { createMetrics } from '../../../server/metrics.ts';
import { formRateLimit, rateLimitKey } from '../../../server/middleware/form-rate-limit.ts';
import { compileTrust } from '../../../server/net/trust-proxy.ts';
import { capturingLogger } from '../../helpers/app.ts';

/** An app behind one trusted proxy whose form steps record the keys the limiter is asked about. */
function countingApp() {
  const keys: string[] = [];
  const app = express();
  app.set('trust proxy', compileTrust({ kind: 'hops', hops: 1 }));
  app.use((_req, res, next) => {
    res.locals.formPost = {
      form: 'contact',
      mode: 'json',
      locale: 'it-it',
      page: 'contact',
      path: '/contatto',
      ownPage: true,
      fields: {},
    };
    next();
  });
  app.use(
    formRateLimit({
      perHour: 10,
      metrics: createMetrics({ processMetrics: false }),
      logger: capturingLogger().logger,
      store: {
        localKeys: true,
        async increment(key) {
          keys.push(key);
          return { totalHits: 1, resetTime: new Date(Date.now() + 60_000) };
        },
        async decrement() {},
        async resetKey() {},
      },
    }),
  );
  app.use((_req, res) => void res.status(204).end());
  return { app, keys };
}

describe('the form rate limit', () => {
  it('refuses the submission past the limit with a 429 refusal for the route action and Retry-After, and counts each address apart', async () => {
    const app = express();
    app.set('trust proxy', compileTrust({ kind: 'hops', hops: 1 }));
    app.use((_req, res, next) => {
      res.locals.formPost = {
        form: 'contact',
        mode: 'json',
        locale: 'it-it',
        page: 'contact',
        path: '/contatto',
        ownPage: true,
        fields: {},
      };
      next();
    });
    app.use(
      formRateLimit({
        perHour: 2,
        metrics: createMetrics({ processMetrics: false }),
        logger: capturingLogger().logger,
      }),
    );
    // What the route action would answer: the refusal's status, or 204 for a post that goes through.
    app.use((_req, res) => void res.status(res.locals.formPost?.refusal?.status ?? 204).end());
    for (let n = 0; n < 2; n++) await request(app).post('/contatto').set('X-Forwarded-For', '203.0.113.7').expect(204);
    const refused = await request(app).post('/contatto').set('X-Forwarded-For', '203.0.113.7').expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 3590 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    await request(app).post('/contatto').set('X-Forwarded-For', '203.0.113.8').expect(204);
  });

  it('never counts a post an earlier step already refused', async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.formPost = {
        form: 'contact',
        mode: 'json',
        locale: 'it-it',
        page: 'contact',
        path: '/contatto',
        ownPage: true,
        fields: {},
        refusal: { status: 403, formError: { code: 'sessionExpired' } },
      };
      next();
    });
    app.use(
      formRateLimit({
        perHour: 1,
        metrics: createMetrics({ processMetrics: false }),
        logger: capturingLogger().logger,
      }),
    );
    app.use((_req, res) => void res.status(res.locals.formPost?.refusal?.status ?? 204).end());
    for (let n = 0; n < 3; n++) await request(app).post('/contatto').expect(403);
  });

  it('lets requests that are no form POST through without counting them', async () => {
    const app = express();
    app.use(
      formRateLimit({
        perHour: 1,
        metrics: createMetrics({ processMetrics: false }),
        logger: capturingLogger().logger,
      }),
    );
    app.use((_req, res) => void res.status(204).end());
    for (let n = 0; n < 3; n++) await request(app).post('/contatto').expect(204);
  });
});

describe('the form rate limit key', () => {
  it('is an IPv4 address as is, an IPv4-mapped IPv6 address as its IPv4, and an IPv6 address as its /56', () => {
    const cases: [address: string, key: string][] = [
      ['203.0.113.7', '203.0.113.7'],
      ['::ffff:203.0.113.7', '203.0.113.7'],
      ['2001:db8:aa:bb00::1', '2001:db8:aa:bb00::/56'],
      ['2001:db8:aa:bbff:ffff:ffff:ffff:ffff', '2001:db8:aa:bb00::/56'],
      ['2001:0DB8:00AA:BB12:0:0:0:9', '2001:db8:aa:bb00::/56'],
      ['fe80::1%eth0', 'fe80::/56'],
    ];
    for (const [address, key] of cases) assert.equal(rateLimitKey(address), key, address);
    assert.notEqual(rateLimitKey('2001:db8:aa:bc00::1'), rateLimitKey('2001:db8:aa:bb00::1'), 'the next /56');
  });

  it('is never made of text that is not an address', () => {
    for (const text of [
      '',
      'unknown',
      'evil.example',
      '203.0.113',
      '127.1',
      '1.2.3.4.5',
      '::g',
      'a'.repeat(5_000),
      undefined,
    ])
      assert.equal(rateLimitKey(text), null, String(text));
  });

  it('counts the forwarded client of a trusted proxy, every address of one IPv6 /56 under one key', async () => {
    const { app, keys } = countingApp();
    for (const forwarded of ['203.0.113.7', '2001:db8:aa:bb00::1', '2001:db8:aa:bbcc::2'])
      await request(app).post('/contatto').set('X-Forwarded-For', forwarded).expect(204);
    assert.deepEqual(keys, ['203.0.113.7', '2001:db8:aa:bb00::/56', '2001:db8:aa:bb00::/56']);
  });

  it('counts a forwarded value that is no address as the peer, so made-up values cannot each get a fresh count', async () => {
    const { app, keys } = countingApp();
    for (const forwarded of ['not-an-address', 'x1', 'x2'])
      await request(app).post('/contatto').set('X-Forwarded-For', forwarded).expect(204);
    assert.deepEqual(keys, ['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });
});
