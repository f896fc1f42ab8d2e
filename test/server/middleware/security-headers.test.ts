import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { PERMISSIONS_POLICY } from '../../../server/middleware/security-headers.ts';
import { check, testApp } from '../../helpers/app.ts';

const HTTPS_SITES = Object.fromEntries(
  ['BE', 'CH', 'DE', 'ES', 'IT'].map((c) => [`SITE_URL_${c}`, `https://www.example.${c.toLowerCase()}`]),
);

describe('security headers', () => {
  it('sends the full header set on a page answer', async () => {
    const response = await request(testApp()).get('/anything');
    check(response, {
      'Content-Security-Policy': /script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'X-XSS-Protection': '0',
      'Referrer-Policy': 'same-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Powered-By': null,
    });
  });

  it('locks down plugins, the base URL and framing in the CSP', async () => {
    const csp = (await request(testApp()).get('/')).headers['content-security-policy']!;
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /base-uri 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  it('uses a fresh nonce for every request', async () => {
    const app = testApp();
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const csp = (await request(app).get('/')).headers['content-security-policy']!;
        return /'nonce-([^']+)'/.exec(csp)![1];
      }),
    );
    assert.equal(new Set(nonces).size, 3);
  });

  it('turns every permission off but geolocation for the pharmacy finder', () => {
    const features = PERMISSIONS_POLICY.split(', ');
    assert.ok(features.includes('geolocation=(self)'));
    assert.deepEqual(
      features.filter((f) => !f.endsWith('=()')),
      ['geolocation=(self)'],
    );
    assert.ok(features.includes('camera=()') && features.includes('microphone=()') && features.includes('payment=()'));
  });

  describe('when the site is served over plain http (localhost)', () => {
    it('sends neither HSTS nor upgrade-insecure-requests', async () => {
      const response = await request(testApp()).get('/');
      check(response, { 'Strict-Transport-Security': null });
      assert.doesNotMatch(response.headers['content-security-policy']!, /upgrade-insecure-requests/);
    });
  });

  describe('when every site URL is https', () => {
    it('sends HSTS for a year and upgrade-insecure-requests', async () => {
      const response = await request(testApp(HTTPS_SITES)).get('/');
      check(response, { 'Strict-Transport-Security': /^max-age=31536000; includeSubDomains$/ });
      assert.match(response.headers['content-security-policy']!, /upgrade-insecure-requests/);
    });
  });

  it('covers refusals too: the allow-list 401 carries the headers', async () => {
    const response = await request(testApp({ ALLOWLIST: '203.0.113.1' })).get('/');
    assert.equal(response.status, 401);
    check(response, { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': /nonce-/ });
  });
});

describe('the CSP of the configured integrations', () => {
  const cspOf = async (env: Record<string, string>) =>
    (await request(testApp(env)).get('/')).headers['content-security-policy'] as string;

  it('lets pages reach no third party by default, but the video player once accepted', async () => {
    const csp = await cspOf({});
    assert.match(csp, /connect-src 'self';/);
    assert.match(csp, /img-src 'self' data:;/);
    assert.match(csp, /frame-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
  });

  it('opens what the tag manager, the anti-spam check and the map tiles need when they are configured', async () => {
    const csp = await cspOf({
      TAG_MANAGER_ID_ES: 'GTM-AB12CD3',
      RECAPTCHA_SITE_KEY: 'site-key-0123456789',
      RECAPTCHA_SECRET: 'secret-0123456789',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    assert.match(csp, /connect-src 'self' https:\/\/www\.googletagmanager\.com [^;]*https:\/\/www\.google\.com;/);
    assert.match(csp, /img-src 'self' data: https:\/\/www\.googletagmanager\.com [^;]*https:\/\/tiles\.example\.com;/);
    assert.match(csp, /frame-src [^;]*https:\/\/recaptcha\.google\.com/);
  });
});
