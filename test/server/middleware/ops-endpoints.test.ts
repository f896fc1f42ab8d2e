import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { createMetrics } from '../../../server/metrics.ts';
import { createReadiness } from '../../../server/readiness.ts';
import { check, testApp } from '../../helpers/app.ts';

describe('SRE endpoints', () => {
  it('/healthz answers 200 while the process lives, even while draining', async () => {
    const readiness = createReadiness('draining');
    const response = await request(testApp({}, { readiness })).get('/healthz');
    assert.equal(response.status, 200);
    check(response, { 'Cache-Control': 'no-store' });
  });

  describe('/readyz', () => {
    it('answers 503 while starting', async () => {
      const response = await request(testApp({}, { readiness: createReadiness('starting') })).get('/readyz');
      assert.equal(response.status, 503);
      assert.deepEqual(response.body, { status: 'starting' });
    });

    it('answers 200 once ready', async () => {
      const readiness = createReadiness('starting');
      readiness.markReady();
      const response = await request(testApp({}, { readiness })).get('/readyz');
      assert.equal(response.status, 200);
      assert.match(response.headers['content-type']!, /^application\/json/);
      assert.deepEqual(response.body, { status: 'ready' });
    });

    it('answers 503 while draining', async () => {
      const readiness = createReadiness('ready');
      readiness.markDraining();
      readiness.markReady();
      const response = await request(testApp({}, { readiness })).get('/readyz');
      assert.equal(response.status, 503);
      assert.deepEqual(response.body, { status: 'draining' });
    });

    it('stays 200 while the content API check fails or throws, and says the upstream is down in its body', async () => {
      for (const check of [() => false, () => Promise.reject(new Error('ECONNREFUSED'))]) {
        const readiness = createReadiness('ready');
        readiness.watchUpstream(check);
        const response = await request(testApp({}, { readiness })).get('/readyz');
        assert.equal(response.status, 200, 'a load balancer keeps every instance that can answer');
        assert.deepEqual(response.body, { status: 'ready', upstream: 'down' });
      }
    });

    it('says the upstream is up in its body when the content API check passes', async () => {
      const readiness = createReadiness('ready');
      readiness.watchUpstream(() => true);
      const response = await request(testApp({}, { readiness })).get('/readyz');
      assert.deepEqual(response.body, { status: 'ready', upstream: 'up' });
    });
  });

  it('are answered before the allow-list, so probes need no listing', async () => {
    const app = testApp({ ALLOWLIST: '203.0.113.7' });
    assert.equal((await request(app).get('/healthz')).status, 200);
    assert.equal((await request(app).get('/metrics')).status, 200);
    assert.equal((await request(app).get('/')).status, 401);
  });

  describe('/metrics', () => {
    it('exposes request durations by method, route kind and status in Prometheus text', async () => {
      const app = testApp();
      await request(app).get('/healthz');
      await request(app).get('/no-such-page.html');
      const response = await request(app).get('/metrics');
      assert.equal(response.status, 200);
      assert.match(response.headers['content-type']!, /^text\/plain; version=0\.0\.4/);
      assert.match(response.text, /# TYPE http_request_duration_seconds histogram/);
      assert.match(response.text, /http_request_duration_seconds_count\{method="GET",route="healthz",status="200"\} 1/);
      assert.match(
        response.text,
        /http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/,
      );
    });

    it('reports the content API as content_api_up: 0 while its check fails, 1 once it passes', async () => {
      let up = false;
      const metrics = createMetrics({ processMetrics: false });
      metrics.watchUpstream(() => up);
      const app = testApp({}, { metrics });
      assert.match((await request(app).get('/metrics')).text, /^content_api_up 0$/m);
      up = true;
      assert.match((await request(app).get('/metrics')).text, /^content_api_up 1$/m);
    });

    it('has no content_api_up without a content API to watch, rather than a 0 that would page someone', async () => {
      const response = await request(testApp({}, { metrics: createMetrics({ processMetrics: false }) })).get(
        '/metrics',
      );
      assert.doesNotMatch(response.text, /content_api_up/);
    });

    it('includes the default process metrics', async () => {
      const response = await request(testApp({}, { metrics: createMetrics() })).get('/metrics');
      assert.match(response.text, /process_cpu_user_seconds_total/);
      assert.match(response.text, /nodejs_eventloop_lag_seconds/);
    });
  });
});
