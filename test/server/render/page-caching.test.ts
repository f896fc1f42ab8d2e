// Who may keep a page (docs/decisions/012-page-caching.md), through the whole chain: anonymous
// public pages answer PAGE_CACHE_CONTROL and say what they vary on; pages for a visitor with a
// session, previews, error pages and the maintenance page are never stored by shared caches.
// And decision 001: in fr-be a page not found ends on /fr/404, whichever route matched it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { DEFAULT_PAGE_CACHE_CONTROL } from '../../../config/env-variables.ts';
import { createApp } from '../../../server/app.ts';
import { pageCacheControl } from '../../../server/render/page-cache.ts';
import { check } from '../../helpers/app.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { PREVIEW_ENV, previewCookie } from '../../helpers/preview-token.ts';

const pages = usePageApp(SEED);
const BELGIUM = { Host: 'be.localhost', Cookie: 'locale=fr-be' };
const varies = (header: string | undefined) => (header ?? '').split(',').map((name) => name.trim().toLowerCase());

async function productPath() {
  const { items } = await pages.deps().content!.client('fr-be').products.list({ perPage: 1 });
  return pages.deps().routing.router().href('product', { slug: items[0]!.slug }, 'fr-be')!;
}

describe('page caching', () => {
  it('lets shared caches keep an anonymous public page, varying on Accept (WebP) and Cookie (session)', async () => {
    const response = await request(pages.app())
      .get(await productPath())
      .set(BELGIUM);
    assert.equal(response.status, 200);
    check(response, { 'Cache-Control': DEFAULT_PAGE_CACHE_CONTROL });
    const vary = varies(response.headers.vary);
    for (const name of ['accept', 'cookie', 'accept-encoding'])
      assert.ok(vary.includes(name), `Vary names ${name}: ${response.headers.vary}`);
  });

  it('answers PAGE_CACHE_CONTROL as configured', async () => {
    const response = await request(pages.app({ PAGE_CACHE_CONTROL: 'public, max-age=30' }))
      .get('/')
      .set({ Host: 'it.localhost', Cookie: 'locale=it-it' });
    assert.equal(response.status, 200);
    check(response, { 'Cache-Control': 'public, max-age=30' });
  });

  it('never lets a shared cache keep a page that sets the locale cookie (a first visit), and keeps what it told the browser', async () => {
    const path = await productPath();
    const first = await request(pages.app()).get(path).set('Host', 'be.localhost');
    assert.equal(first.status, 200);
    assert.match(String(first.headers['set-cookie']), /^locale=fr-be;/);
    check(first, { 'Cache-Control': 'private, max-age=0, stale-while-revalidate=300' });
    const configured = await request(pages.app({ PAGE_CACHE_CONTROL: 'public, s-maxage=600' }))
      .get(path)
      .set('Host', 'be.localhost');
    check(configured, { 'Cache-Control': 'private, no-cache' });
    // The visitor's next page sets nothing: that one is for shared caches.
    const next = await request(pages.app()).get(path).set(BELGIUM);
    assert.equal(next.headers['set-cookie'], undefined);
    check(next, { 'Cache-Control': DEFAULT_PAGE_CACHE_CONTROL });
  });

  it('says a page varies on X-Forwarded-Host when a trusted proxy may pick the country with it, redirects of / included', async () => {
    const app = pages.app({ TRUST_PROXY: 'loopback', TRUST_FORWARDED_HOST: 'on' });
    const page = await request(app)
      .get(await productPath())
      .set({ ...BELGIUM, 'X-Forwarded-Host': 'be.localhost' });
    assert.equal(page.status, 200);
    for (const name of ['x-forwarded-host', 'accept', 'cookie'])
      assert.ok(varies(page.headers.vary).includes(name), `Vary names ${name}: ${page.headers.vary}`);
    const home = await request(app).get('/').set({ Host: 'be.localhost' });
    assert.equal(home.status, 302);
    for (const name of ['x-forwarded-host', 'cookie', 'accept-language'])
      assert.ok(varies(home.headers.vary).includes(name), `Vary names ${name}: ${home.headers.vary}`);
  });

  it('keeps the page of a visitor with a session out of every cache', async () => {
    const response = await request(pages.app())
      .get(await productPath())
      .set({ Host: 'be.localhost', Cookie: 'locale=fr-be; jwt_token=abc' });
    assert.equal(response.status, 200);
    check(response, { 'Cache-Control': 'private, no-store' });
    assert.ok(varies(response.headers.vary).includes('cookie'));
  });

  it('never stores a preview, with or without a session', async () => {
    const anonymous = await request(pages.app()).get('/product/preview/1').set('Host', 'it.localhost');
    assert.equal(anonymous.status, 401);
    check(anonymous, { 'Cache-Control': 'no-store' });
    const withSession = await request(pages.app(PREVIEW_ENV))
      .get('/product/preview/1')
      .set({ Host: 'it.localhost', Cookie: await previewCookie() });
    assert.equal(withSession.status, 200);
    check(withSession, { 'Cache-Control': 'no-store' });
  });

  it('never stores a 404', async () => {
    const response = await request(pages.app()).get('/prodotto/nessun-prodotto').set('Host', 'it.localhost');
    assert.equal(response.status, 404);
    check(response, { 'Cache-Control': 'no-store' });
  });

  it('never stores the maintenance page', async () => {
    const app = pages.app({ MAINTENANCE: 'on' });
    const sent = await request(app).get('/prodotti').set('Host', 'it.localhost');
    assert.equal(sent.status, 307);
    check(sent, { 'Cache-Control': 'no-store' });
    const page = await request(app).get(sent.headers.location!).set('Host', 'it.localhost');
    assert.equal(page.status, 503);
    check(page, { 'Cache-Control': 'no-store', 'Retry-After': /^\d+$/ });
  });

  it('keeps search results out of shared caches', async () => {
    const response = await request(pages.app()).get('/results/-r--magnesio').set('Host', 'it.localhost');
    assert.equal(response.status, 200);
    check(response, { 'Cache-Control': 'private, no-cache' });
  });

  it('decides from the status, the route, the session and the setting alone', () => {
    const route = (kind: 'product' | 'preview' | 'results', meta = {}) => ({ kind, meta });
    const publicCacheControl = 'public, s-maxage=1';
    assert.equal(
      pageCacheControl({ status: 200, route: route('product'), session: false, publicCacheControl }),
      publicCacheControl,
    );
    assert.equal(
      pageCacheControl({ status: 200, route: route('product'), session: true, publicCacheControl }),
      'private, no-store',
    );
    assert.equal(
      pageCacheControl({ status: 200, route: route('preview', { private: true }), session: true, publicCacheControl }),
      'no-store',
    );
    assert.equal(pageCacheControl({ status: 500, route: undefined, session: false, publicCacheControl }), 'no-store');
    assert.equal(
      pageCacheControl({ status: 503, route: route('product'), session: false, publicCacheControl }),
      'no-store',
    );
  });
});

describe('a page not found in fr-be', () => {
  it('ends on /fr/404, which answers 404, whichever route matched it first', async () => {
    // The catch-all CMS page, an unknown product slug, and a path no route matches.
    for (const path of ['/fr/aucune-page-de-ce-nom', '/fr/produit/aucun-produit', '/fr/nulle-part.html']) {
      const response = await request(pages.app()).get(path).set(BELGIUM);
      assert.equal(response.status, 302, path);
      assert.equal(response.headers.location, '/fr/404');
      check(response, { 'Cache-Control': 'no-store' });
    }
    const page = await request(pages.app()).get('/fr/404').set(BELGIUM);
    assert.equal(page.status, 404);
    assert.ok(page.text.includes('Page introuvable'));
  });

  it('stays in place in the other locales', async () => {
    assert.equal(
      (await request(pages.app()).get('/nl/geen-pagina-met-die-naam').set('Host', 'be.localhost')).status,
      404,
    );
    assert.equal(
      (await request(pages.app()).get('/fr/aucune-page-de-ce-nom').set('Host', 'ch.localhost')).status,
      404,
      'fr-ch',
    );
    assert.equal((await request(pages.app()).get('/nessuna-pagina').set('Host', 'it.localhost')).status, 404);
  });

  it('follows the redirection endpoint first when it knows where the page went', async () => {
    const deps = pages.deps(
      {},
      {
        redirectLookup: async (candidates) =>
          candidates.some((candidate) => candidate.endsWith('/fr/ancienne-page'))
            ? { status: 301, url: '/fr/produits' }
            : null,
      },
    );
    const response = await request(createApp(deps)).get('/fr/ancienne-page').set(BELGIUM);
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, `${deps.config.siteUrls.be}/fr/produits`);
  });
});
