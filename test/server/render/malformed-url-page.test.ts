// A URL the server cannot read (issue 21 item 7): 400, in the host's country and the locale of
// the path's prefix (the country's default locale without one), inside the site's header and
// footer, with the translated message; the content API still answers it in JSON.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { documentOf } from '../../helpers/render-view.tsx';
import { textsOf } from './catalog-html.ts';

const pages = usePageApp(SEED);
const MALFORMED = '%E0%A4%A';

const CASES: readonly (readonly [host: string, path: string, locale: Locale])[] = [
  ['be.localhost', `/fr/produit/${MALFORMED}`, 'fr-be'],
  ['be.localhost', `/nl/product/${MALFORMED}`, 'nl-be'],
  ['ch.localhost', `/de/produkt/${MALFORMED}`, 'de-ch'],
  ['ch.localhost', `/fr/produit/${MALFORMED}`, 'fr-ch'],
  ['de.localhost', `/produkt/${MALFORMED}`, 'de-de'],
  ['es.localhost', `/producto/${MALFORMED}`, 'es-es'],
  ['it.localhost', `/prodotto/${MALFORMED}`, 'it-it'],
  ['be.localhost', `/${MALFORMED}`, 'fr-be'],
  ['ch.localhost', '/%FF', COUNTRY_INFO.ch.defaultLocale],
];

describe('a malformed URL', () => {
  for (const [host, path, locale] of CASES) {
    it(`${host}${path}: 400 in ${locale}, inside the header and footer`, async () => {
      const response = await request(pages.app()).get(path).set({ Host: host, Accept: 'text/html' });
      assert.equal(response.status, 400);
      assert.match(response.headers['content-type'] ?? '', /^text\/html/);
      const page = documentOf(response.text);
      assert.equal(page.document.documentElement.lang, LOCALE_INFO[locale].iso);
      const { errors } = textsOf(locale);
      assert.equal(page.getByRole('heading', { level: 1 }).textContent, errors.badRequest.title);
      assert.ok(page.getByText(errors.badRequest.body), 'the message in the locale');
      assert.ok(page.document.title.startsWith(errors.badRequest.title), page.document.title);
      assert.ok(page.queryByRole('banner', { hidden: true }), 'the header');
      assert.ok(page.queryByRole('contentinfo', { hidden: true }), 'the footer');
      assert.equal(page.document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
    });
  }

  it('is a JSON 400 for the content API, whatever the host', async () => {
    const response = await request(pages.app())
      .get('/api/v1/%FF?shop_id=1&lang=fr')
      .set({ Host: 'be.localhost', Accept: 'application/json' });
    assert.equal(response.status, 400);
    assert.equal(response.body.statusCode, 400);
  });

  it('answers HEAD with 400 and no body', async () => {
    const response = await request(pages.app()).head(`/fr/produit/${MALFORMED}`).set({ Host: 'be.localhost' });
    assert.equal(response.status, 400);
  });
});
