import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';

import request from 'supertest';

import { PERMISSIONS_POLICY } from '../../../server/middleware/security-headers.ts';
import { fallbackPage } from '../../../server/render/fallback-page.ts';
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
    assert.match(csp, /base-uri 'none'/);
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
    assert.match(csp, /img-src 'self';/);
    assert.match(csp, /frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
  });

  it('opens what the tag manager, the anti-spam check and the map tiles need when they are configured', async () => {
    const csp = await cspOf({
      TAG_MANAGER_ID_ES: 'GTM-AB12CD3',
      RECAPTCHA_SITE_KEY: 'site-key-0123456789',
      RECAPTCHA_SECRET: 'secret-0123456789',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    assert.match(csp, /connect-src 'self' https:\/\/www\.googletagmanager\.com [^;]*https:\/\/www\.google\.com;/);
    assert.match(csp, /img-src 'self' https:\/\/www\.googletagmanager\.com [^;]*https:\/\/tiles\.example\.com;/);
    assert.match(csp, /frame-src [^;]*https:\/\/recaptcha\.google\.com/);
  });
});

/** The CSP's directives by name, each with its sources. */
function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('the CSP directives', () => {
  const directives = async (env: Record<string, string> = {}) =>
    directivesOf((await request(testApp(env)).get('/')).headers['content-security-policy'] as string);

  it('lets nothing load that a directive does not name: default-src is none, and every directive is written out', async () => {
    const csp = await directives();
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    for (const name of ['font-src', 'manifest-src', 'media-src', 'worker-src', 'object-src', 'base-uri'])
      assert.ok(csp.has(name), `${name} is written out`);
    assert.deepEqual(csp.get('font-src'), ["'self'"]);
    assert.deepEqual(csp.get('form-action'), ["'self'"]);
    for (const name of ['manifest-src', 'media-src', 'worker-src', 'object-src', 'base-uri', 'frame-ancestors'])
      assert.deepEqual(csp.get(name), ["'none'"], name);
  });

  it('never allows a style from any https origin, inline styles without the nonce, or style attributes', async () => {
    const csp = await directives();
    const styleSrc = csp.get('style-src')!;
    const nonce = csp.get('script-src')!.find((source) => source.startsWith("'nonce-"));
    assert.ok(styleSrc.includes(nonce!), 'style elements carry the same nonce as scripts');
    assert.ok(!styleSrc.includes("'unsafe-inline'") && !styleSrc.includes('https:') && !styleSrc.includes('data:'));
    assert.deepEqual(csp.get('style-src-attr'), ["'none'"]);
    assert.deepEqual(csp.get('script-src-attr'), ["'none'"]);
  });

  it("allows the fallback pages' own <style> by its hash, so error and maintenance pages keep their look", async () => {
    const page = fallbackPage('maintenance', 'fr-be', '/');
    const styles = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css!);
    assert.equal(styles.length, 1);
    const hash = `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`;
    assert.ok((await directives()).get('style-src')!.includes(hash));
  });

  it('names the report endpoint in report-uri and report-to, and declares it in Reporting-Endpoints', async () => {
    const response = await request(testApp()).get('/');
    const csp = directivesOf(response.headers['content-security-policy'] as string);
    assert.deepEqual(csp.get('report-uri'), ['/csp-report']);
    assert.deepEqual(csp.get('report-to'), ['csp']);
    check(response, { 'Reporting-Endpoints': 'csp="/csp-report"' });
  });
});
