import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import {
  CSP_REPORT_LIMIT_BYTES,
  CSP_REPORT_PATH,
  CSP_REPORTS_PER_MINUTE,
} from '../../../server/middleware/csp-report.ts';
import { capturingLogger, testApp } from '../../helpers/app.ts';

const LEGACY_REPORT = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://be.localhost/fr/',
    'blocked-uri': 'inline',
    'violated-directive': 'style-src-elem',
    'effective-directive': 'style-src-elem',
    'original-policy': "default-src 'none'",
    'source-file': 'http://be.localhost/fr/',
    'line-number': 12,
    'column-number': 4,
    disposition: 'enforce',
  },
});

const REPORTING_API_BATCH = JSON.stringify([
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://be.example/fr/',
    user_agent: 'Chromium',
    body: {
      documentURL: 'https://be.example/fr/',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'none'",
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  { type: 'deprecation', age: 1, url: 'https://be.example/fr/', user_agent: 'Chromium', body: { id: 'x' } },
]);

function appWithLog(env: Record<string, string> = {}) {
  const { logger, lines } = capturingLogger('warn');
  return { app: testApp(env, { logger }), violations: () => lines.filter((line) => line.msg === 'CSP violation') };
}

describe('the CSP report endpoint', () => {
  it('logs one compact line per violation of a report-uri report and answers 204', async () => {
    const { app, violations } = appWithLog();
    const response = await request(app)
      .post(CSP_REPORT_PATH)
      .set('Content-Type', 'application/csp-report')
      .send(LEGACY_REPORT);
    assert.equal(response.status, 204);
    assert.deepEqual(
      violations().map((line) => line.csp),
      [
        {
          directive: 'style-src-elem',
          blocked: 'inline',
          document: 'http://be.localhost/fr/',
          source: 'http://be.localhost/fr/',
          line: 12,
          column: 4,
          disposition: 'enforce',
        },
      ],
    );
  });

  it("logs the csp-violation reports of a Reporting API batch and ignores the batch's other reports", async () => {
    const { app, violations } = appWithLog();
    const response = await request(app)
      .post(CSP_REPORT_PATH)
      .set('Content-Type', 'application/reports+json')
      .send(REPORTING_API_BATCH);
    assert.equal(response.status, 204);
    assert.deepEqual(
      violations().map((line) => line.csp),
      [
        {
          directive: 'script-src-elem',
          blocked: 'https://evil.example/x.js',
          document: 'https://be.example/fr/',
          disposition: 'enforce',
        },
      ],
    );
  });

  it('keeps a log line short whatever length a sender gives a field', async () => {
    const { app, violations } = appWithLog();
    const long = JSON.stringify({ 'csp-report': { 'blocked-uri': `https://x.example/${'a'.repeat(5_000)}` } });
    await request(app).post(CSP_REPORT_PATH).set('Content-Type', 'application/csp-report').send(long).expect(204);
    assert.ok(JSON.stringify(violations()[0]!.csp).length < 300);
  });

  it('refuses a flood from one address with 429 once the per-minute count is spent, logging no more of it', async () => {
    const { app, violations } = appWithLog();
    const post = () =>
      request(app).post(CSP_REPORT_PATH).set('Content-Type', 'application/csp-report').send(LEGACY_REPORT);
    for (let sent = 0; sent < CSP_REPORTS_PER_MINUTE; sent += 1) assert.equal((await post()).status, 204);
    const refused = await post();
    assert.equal(refused.status, 429);
    assert.match(refused.headers['retry-after']!, /^\d+$/);
    assert.equal((await post()).status, 429);
    assert.equal(violations().length, CSP_REPORTS_PER_MINUTE);
  });

  it('refuses a body over the limit with 413 and logs nothing of it', async () => {
    const { app, violations } = appWithLog();
    const huge = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_LIMIT_BYTES) } });
    const response = await request(app).post(CSP_REPORT_PATH).set('Content-Type', 'application/csp-report').send(huge);
    assert.equal(response.status, 413);
    assert.equal(violations().length, 0);
  });

  it('refuses what is not a report: 400 for a body of neither shape, 415 for another media type', async () => {
    const { app, violations } = appWithLog();
    const send = (type: string, body: string) =>
      request(app).post(CSP_REPORT_PATH).set('Content-Type', type).send(body);
    assert.equal((await send('application/csp-report', 'not json')).status, 400);
    assert.equal((await send('application/csp-report', '{"report":1}')).status, 400);
    assert.equal((await send('text/plain', LEGACY_REPORT)).status, 415);
    assert.equal(violations().length, 0);
  });

  it('takes reports even from addresses the allow-list refuses and during maintenance', async () => {
    const { app, violations } = appWithLog({ ALLOWLIST: '203.0.113.1', MAINTENANCE: 'on' });
    const response = await request(app)
      .post(CSP_REPORT_PATH)
      .set('Content-Type', 'application/csp-report')
      .send(LEGACY_REPORT);
    assert.equal(response.status, 204);
    assert.equal(violations().length, 1);
  });
});
