// GET /robots.txt per host: crawlers kept away from the content API, search results and
// previews of the country's locales, and pointed at the country's sitemap on its SITE_URL.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { COUNTRY_INFO } from '../../../config/countries.ts';
import { PREVIEW_TYPES } from '../../../routes/kinds.ts';
import { ROBOTS_CACHE_CONTROL } from '../../../server/middleware/robots-txt.ts';
import { check, testApp } from '../../helpers/app.ts';
import { SITE_URLS } from '../../helpers/page-app.ts';

const robotsOf = async (host: string, env: Record<string, string> = {}) =>
  request(testApp({ ...SITE_URLS, ...env }))
    .get('/robots.txt')
    .set('Host', host);
const disallowed = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

describe('robots.txt', () => {
  it("keeps crawlers of Belgium away from the API, both languages' search results and previews", async () => {
    const response = await robotsOf('be.localhost');
    assert.equal(response.status, 200);
    check(response, { 'Content-Type': /^text\/plain/, 'Cache-Control': ROBOTS_CACHE_CONTROL });
    assert.match(response.text, /^User-agent: \*\n/);
    const rules = disallowed(response.text);
    for (const path of [
      '/api/',
      '/fr/resultats/',
      '/fr/resultats?',
      '/nl/resultaten/',
      '/nl/resultaten?',
      '/fr/product/preview/',
      '/nl/advice/preview/',
    ]) {
      assert.ok(rules.includes(path), `Disallow: ${path}`);
    }
    assert.equal(
      rules.filter((path) => path.endsWith('/preview/')).length,
      PREVIEW_TYPES.length * COUNTRY_INFO.be.locales.length,
      'every preview type in each locale',
    );
    assert.ok(!rules.includes('/fr/resultats'), 'the bare search form stays open (it says noindex)');
    assert.ok(response.text.endsWith(`\nSitemap: ${SITE_URLS.SITE_URL_BE}/sitemap.xml\n`));
  });

  it('answers each host with its own country', async () => {
    const italy = await robotsOf('it.localhost');
    assert.ok(disallowed(italy.text).includes('/results/') && disallowed(italy.text).includes('/product/preview/'));
    assert.ok(!italy.text.includes('/fr/'), 'no path of another country');
    assert.match(italy.text, new RegExp(`Sitemap: ${SITE_URLS.SITE_URL_IT}/sitemap\\.xml`));
    const germany = await robotsOf('de.localhost');
    assert.ok(disallowed(germany.text).includes('/ergebnisse/'));
    assert.match(germany.text, new RegExp(`Sitemap: ${SITE_URLS.SITE_URL_DE}/sitemap\\.xml`));
  });

  it('follows the prefix reading of the routes', async () => {
    const response = await robotsOf('be.localhost', { ROUTE_PREFIX_MODE: 'locale-code' });
    const rules = disallowed(response.text);
    assert.ok(rules.includes('/resultats/') && rules.includes('/nl-be/resultaten/'), rules.join(' '));
  });

  it('answers 503 during maintenance, so crawlers pause instead of reading a page as rules', async () => {
    const response = await robotsOf('it.localhost', { MAINTENANCE: 'on' });
    assert.equal(response.status, 503);
    check(response, { 'Cache-Control': 'no-store', 'Retry-After': /^\d+$/, 'Content-Type': /^text\/plain/ });
  });
});
