// GET /sitemap.xml per country through the whole chain: well-formed sitemap XML, every public
// page of the country's locales on its SITE_URL, hreflang alternates to the same page in the
// other language, nothing that must not be indexed, and an index of parts beyond the limit.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { createApp } from '../../../server/app.ts';
import { sitemap, SITEMAP_CACHE_CONTROL } from '../../../server/middleware/sitemap.ts';
import { check } from '../../helpers/app.ts';
import { SITE_URLS, usePageApp } from '../../helpers/page-app.ts';
import { childrenNamed, parseXml, type XmlElement } from './well-formed-xml.ts';

const pages = usePageApp(SEED);
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Url {
  loc: string;
  alternates: Record<string, string>;
}

function urlsOf(urlset: XmlElement): Url[] {
  assert.equal(urlset.name, 'urlset');
  assert.equal(urlset.attributes.xmlns, SITEMAP_NS);
  assert.equal(urlset.attributes['xmlns:xhtml'], 'http://www.w3.org/1999/xhtml');
  return childrenNamed(urlset, 'url').map((url) => {
    const [loc] = childrenNamed(url, 'loc');
    assert.ok(loc, 'every <url> has a <loc>');
    const alternates: Record<string, string> = {};
    for (const link of childrenNamed(url, 'xhtml:link')) {
      assert.equal(link.attributes.rel, 'alternate');
      alternates[link.attributes.hreflang!] = link.attributes.href!;
    }
    return { loc: loc.text, alternates };
  });
}

async function sitemapOf(host: string) {
  const response = await request(pages.app()).get('/sitemap.xml').set('Host', host);
  assert.equal(response.status, 200);
  assert.match(response.headers['content-type']!, /^application\/xml/);
  return { response, urls: urlsOf(parseXml(response.text)) };
}

const NEVER_LISTED = [
  '/preview/',
  '/resultats',
  '/resultaten',
  '/results',
  '/ergebnisse',
  '/confirmation',
  '/bevestiging',
  '/conferma',
  '/404',
  '/maintenance',
  '/onderhoud',
  '/manutenzione',
  '/wartung',
];

describe('the sitemap of a country', () => {
  it('lists every public page of Belgium in both languages, on SITE_URL_BE, with alternates', async () => {
    const { response, urls } = await sitemapOf('be.localhost');
    check(response, { 'Cache-Control': SITEMAP_CACHE_CONTROL });
    const base = `${SITE_URLS.SITE_URL_BE}/`;
    const locs = urls.map((url) => url.loc);
    assert.equal(new Set(locs).size, locs.length, 'each URL once');
    for (const url of urls) {
      assert.ok(url.loc.startsWith(base), `absolute on SITE_URL_BE: ${url.loc}`);
      for (const href of Object.values(url.alternates))
        assert.ok(href.startsWith(base), `alternate on SITE_URL_BE: ${href}`);
      for (const part of NEVER_LISTED) assert.ok(!new URL(url.loc).pathname.includes(part), `never listed: ${url.loc}`);
    }

    const router = pages.deps().routing.router();
    const api = pages.deps().content!.client('fr-be');
    const at = (path: string) => `${SITE_URLS.SITE_URL_BE}${path}`;
    for (const kind of ['home', 'brands', 'products', 'needs', 'adviceHome', 'faq', 'contact'] as const) {
      for (const locale of ['fr-be', 'nl-be'] as const)
        assert.ok(locs.includes(at(router.href(kind, {}, locale)!)), `${kind} in ${locale}`);
    }
    const products = await api.products.list({ perPage: 100, noFree: false, published: true });
    const brands = await api.brands.router();
    const needs = await api.need.list();
    const advice = await api.page.index({ type: 'advice', perPage: 100 });
    const dutch = pages.deps().content!.client('nl-be');
    const dutchProducts = await dutch.products.list({ perPage: 100, noFree: false, published: true });
    assert.ok(products.total > 0 && brands.length > 0 && needs.length > 0 && advice.total > 0);
    for (const product of products.items)
      assert.ok(locs.includes(at(router.href('product', { slug: product.slug }, 'fr-be')!)), `product ${product.slug}`);
    for (const product of dutchProducts.items)
      assert.ok(
        locs.includes(at(router.href('product', { slug: product.slug }, 'nl-be')!)),
        `product ${product.slug} (nl)`,
      );
    for (const brand of brands)
      assert.ok(locs.includes(at(router.href('brand', { slug: brand.slug }, 'fr-be')!)), `brand ${brand.slug}`);
    for (const need of needs)
      assert.ok(locs.includes(at(router.href('need', { slug: need.slug }, 'fr-be')!)), `need ${need.slug}`);
    for (const page of advice.items)
      assert.ok(locs.includes(at(router.href('advice', { slug: page.slug }, 'fr-be')!)), `advice ${page.slug}`);
    assert.equal(urls.length, new Set(urls.map((url) => url.loc)).size);

    // A product in French names its Dutch version (GET /url), and the other way round.
    const product = products.items[0]!;
    const nlSlug = (await api.urls.list('product', product.id)).find((url) => url.lang === 'nl')!.slug;
    const french = at(router.href('product', { slug: product.slug }, 'fr-be')!);
    const dutchUrl = at(router.href('product', { slug: nlSlug }, 'nl-be')!);
    const expected = { 'fr-BE': french, 'nl-BE': dutchUrl, 'x-default': french };
    assert.deepEqual(urls.find((url) => url.loc === french)?.alternates, expected);
    assert.deepEqual(urls.find((url) => url.loc === dutchUrl)?.alternates, expected);
  });

  it('lists Italy on SITE_URL_IT, without alternates for a country of one language', async () => {
    const { urls } = await sitemapOf('it.localhost');
    assert.ok(urls.length > 50);
    for (const url of urls) {
      assert.ok(url.loc.startsWith(`${SITE_URLS.SITE_URL_IT}/`), url.loc);
      assert.deepEqual(url.alternates, {});
    }
    assert.ok(
      urls.some((url) => url.loc === `${SITE_URLS.SITE_URL_IT}/`),
      'the home page',
    );
  });

  it('answers each host with its own country', async () => {
    const { urls } = await sitemapOf('de.localhost');
    assert.ok(urls.every((url) => url.loc.startsWith(`${SITE_URLS.SITE_URL_DE}/`)));
    assert.ok(urls.some((url) => url.loc === `${SITE_URLS.SITE_URL_DE}/produkte`));
  });

  it('answers 503 during maintenance, and when the content API cannot list the pages', async () => {
    const during = await request(pages.app({ MAINTENANCE: 'on' }))
      .get('/sitemap.xml')
      .set('Host', 'it.localhost');
    assert.equal(during.status, 503);
    check(during, { 'Cache-Control': 'no-store', 'Retry-After': /^\d+$/ });

    let down = true;
    const flaky = {
      fetch: async (incoming: Request) =>
        down && new URL(incoming.url).pathname.endsWith('/need')
          ? Response.json({ message: 'down', statusCode: 503 }, { status: 503 })
          : pages.catalog.fetch(incoming),
      close: () => {},
    };
    const app = createApp(pages.deps({}, { catalog: flaky }));
    const failed = await request(app).get('/sitemap.xml').set('Host', 'es.localhost');
    assert.equal(failed.status, 503);
    check(failed, { 'Cache-Control': 'no-store', 'Retry-After': /^\d+$/ });
    down = false;
    assert.equal(
      (await request(app).get('/sitemap.xml').set('Host', 'es.localhost')).status,
      200,
      'a failure is not kept',
    );
  });
});

describe("a country's sitemap over time", () => {
  it('is built once and served for ttlMs, then built again from the content API', async () => {
    const deps = pages.deps();
    let clientCalls = 0;
    const clock = { at: 0 };
    const TTL_MS = 60_000;
    const app = express();
    app.use(
      sitemap({
        content: {
          client: (locale) => {
            clientCalls += 1;
            return deps.content!.client(locale);
          },
        },
        routing: deps.routing,
        siteUrls: deps.config.siteUrls,
        maintenanceSwitch: deps.maintenanceSwitch,
        logger: deps.logger,
        defaultCountry: 'it',
        ttlMs: TTL_MS,
        now: () => clock.at,
      }),
    );
    const first = await request(app).get('/sitemap.xml');
    assert.equal(first.status, 200);
    const built = clientCalls;
    assert.ok(built > 0, 'the first request walks the catalogue');

    clock.at += TTL_MS - 1;
    assert.equal((await request(app).get('/sitemap.xml')).text, first.text);
    assert.equal(clientCalls, built, 'within ttlMs: the kept sitemap, no call to the content API');

    clock.at += 2;
    assert.equal((await request(app).get('/sitemap.xml')).text, first.text);
    assert.ok(clientCalls > built, 'after ttlMs: built again');
  });
});

describe('a sitemap beyond the limit', () => {
  const LIMIT = 40;
  const splitApp = () => {
    const deps = pages.deps();
    const app = express();
    app.use((_req, res, next) => {
      res.locals.country = 'ch';
      next();
    });
    app.use(
      sitemap({
        content: deps.content!,
        routing: deps.routing,
        siteUrls: deps.config.siteUrls,
        maintenanceSwitch: deps.maintenanceSwitch,
        logger: deps.logger,
        defaultCountry: 'it',
        maxUrls: LIMIT,
      }),
    );
    return app;
  };

  it('is an index of parts of at most the limit, which together list every URL once', async () => {
    const whole = (await sitemapOf('ch.localhost')).urls.map((url) => url.loc);
    const app = splitApp();
    const index = await request(app).get('/sitemap.xml');
    assert.equal(index.status, 200);
    const root = parseXml(index.text);
    assert.equal(root.name, 'sitemapindex');
    assert.equal(root.attributes.xmlns, SITEMAP_NS);
    const parts = childrenNamed(root, 'sitemap').map((each) => childrenNamed(each, 'loc')[0]!.text);
    assert.equal(parts.length, Math.ceil(whole.length / LIMIT));
    assert.deepEqual(
      parts,
      parts.map((_, n) => `${SITE_URLS.SITE_URL_CH}/sitemap-${n + 1}.xml`),
    );

    const listed: string[] = [];
    for (const part of parts) {
      const response = await request(app).get(new URL(part).pathname);
      assert.equal(response.status, 200, part);
      const urls = urlsOf(parseXml(response.text));
      assert.ok(urls.length > 0 && urls.length <= LIMIT, `${part}: ${urls.length} URLs`);
      listed.push(...urls.map((url) => url.loc));
    }
    assert.deepEqual(listed, whole, 'the parts in order are the whole sitemap');
    assert.equal((await request(app).get(`/sitemap-${parts.length + 1}.xml`)).status, 404, 'no part beyond the last');
  });

  it('has no parts while it fits in one file', async () => {
    assert.equal((await request(pages.app()).get('/sitemap-1.xml').set('Host', 'it.localhost')).status, 404);
  });
});
