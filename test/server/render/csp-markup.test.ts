// What the CSP (server/middleware/security-headers.ts) lets a page keep: the markup of
// representative pages, streamed parts included, holds no style attribute (style-src-attr 'none'),
// and each inline <script> and <style> carries the response's nonce, or, for the fallback pages'
// one style, matches a hash the policy names. The browser's own account is test/e2e/csp.test.ts.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import type { Locale } from '../../../config/locales.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { documentOf } from '../../helpers/render-view.tsx';
import { hostOf } from './catalog-html.ts';

const pages = usePageApp(SEED);

/** The sources of a directive of the policy. */
const sourcesOf = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

async function pathsOf(locale: Locale) {
  const deps = pages.deps();
  const router = deps.routing.router();
  const { items } = await deps.content!.client(locale).products.list({ perPage: 1 });
  const product = items[0]!;
  const home = router.href('home', {}, locale)!;
  const paths = {
    home,
    product: router.href('product', { slug: product.slug }, locale),
    brand: router.href('brand', { slug: product.brand.slug }, locale),
    products: router.href('products', {}, locale),
    storeFinder: router.href('storeFinder', {}, locale),
    contact: router.href('contact', {}, locale),
    missing: `${home.replace(/\/$/, '')}/no-such-page-anywhere`,
  };
  // A locale without one of these pages (no store finder in Italy) checks the others.
  return Object.entries(paths).filter((entry): entry is [string, string] => entry[1] !== null);
}

/** Every way the page's markup could break the policy, as readable lines (none expected). */
function breachesOf(html: string, csp: string): string[] {
  const { document } = documentOf(html);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const styleHashes = sourcesOf(csp, 'style-src').filter((source) => source.startsWith("'sha256-"));
  const breaches: string[] = [];
  for (const element of document.querySelectorAll('[style]'))
    breaches.push(`style attribute on <${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">`);
  for (const style of document.querySelectorAll('style')) {
    const hash = `'sha256-${createHash('sha256')
      .update(style.textContent ?? '')
      .digest('base64')}'`;
    if (style.getAttribute('nonce') !== nonce && !styleHashes.includes(hash))
      breaches.push(`<style> without the nonce: ${style.textContent?.slice(0, 60)}`);
  }
  for (const script of document.querySelectorAll('script:not([src])'))
    if (script.getAttribute('type') !== 'application/json' && script.getAttribute('nonce') !== nonce)
      breaches.push(`inline <script> without the nonce: ${script.textContent?.slice(0, 60)}`);
  return breaches;
}

describe('the markup the CSP allows', () => {
  for (const locale of ['fr-be', 'nl-be', 'de-ch', 'es-es', 'it-it'] as const) {
    it(`holds no style attribute and no un-nonced <style> or inline script on ${locale}'s pages, streamed parts included`, async () => {
      const app = pages.app();
      for (const [name, path] of await pathsOf(locale)) {
        // fr-be's unknown paths redirect to its 404 page (SPEC §2.2): the page followed is checked.
        const response = await request(app)
          .get(path)
          .redirects(1)
          .set('Host', hostOf(locale))
          .set('Cookie', `locale=${locale}`);
        assert.ok([200, 404].includes(response.status), `${name} ${path}: ${response.status}`);
        assert.deepEqual(
          breachesOf(response.text, response.headers['content-security-policy']!),
          [],
          `${name} ${path}`,
        );
      }
    });
  }

  it('holds none either on the maintenance page and on the error page sent without React', async () => {
    const app = pages.app({ MAINTENANCE: 'on' });
    const maintenance = await request(app)
      .get('/nl/onderhoud')
      .set('Host', hostOf('nl-be'))
      .set('Cookie', 'locale=nl-be');
    assert.equal(maintenance.status, 503);
    assert.deepEqual(breachesOf(maintenance.text, maintenance.headers['content-security-policy']!), []);
    const broken = pages.app({}, { renderPage: () => Promise.reject(new Error('renderer down')) });
    const home = pages.deps().routing.router().href('home', {}, 'fr-be')!;
    const error = await request(broken).get(home).set('Host', hostOf('fr-be'));
    assert.equal(error.status, 500);
    assert.ok(error.text.includes('<style>'), 'the fallback page has its own style');
    assert.deepEqual(breachesOf(error.text, error.headers['content-security-policy']!), []);
  });
});
