// The pages the renderer serves through the whole chain (issue 5): status, head, state, nonce,
// crawlers, HEAD, error pages, in every locale, with the real catalogue.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { type Locale, LOCALE_INFO, LOCALES } from '../../../config/locales.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import { nonceOf, pageStateOf, SITE_URLS, usePageApp } from '../../helpers/page-app.ts';
import { PREVIEW_ENV, previewCookie, refusedPreviewCookies } from '../../helpers/preview-token.ts';
import { documentOf, jsonLdOf } from '../../helpers/render-view.tsx';
import { hostOf, hrefsIn, metaIn, type Page, textIn, textsOf, titleIn } from './catalog-html.ts';

const pages = usePageApp(SEED);
const siteUrlOf = (locale: Locale) =>
  SITE_URLS[`SITE_URL_${countryOfLocale(locale).toUpperCase()}` as keyof typeof SITE_URLS];
/** The URL of each element of the head or body matching a selector (`link[rel="…"]`, `script[src]`). */
const urlsOf = (page: Page, selector: string, attribute = 'href') =>
  [...page.document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
const canonicalOf = (page: Page) => urlsOf(page, 'link[rel="canonical"]');
const propertyOf = (page: Page, property: string) =>
  page.document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
const h1Of = (page: Page) => page.getByRole('heading', { level: 1 }).textContent;
/** Where the error page's own link home leads (its name: 'back home' in the page's language). */
const homeLinkOf = (page: Page, texts: { errors: { notFound: { backHome: string } } }) =>
  page.getByRole('link', { name: texts.errors.notFound.backHome }).getAttribute('href');
const h2sOf = (page: Page) =>
  page.queryAllByRole('heading', { level: 2, hidden: true }).map((heading) => heading.textContent);

async function productOf(locale: Locale) {
  const deps = pages.deps();
  const { items } = await deps.content!.client(locale).products.list({ perPage: 1 });
  assert.ok(items[0], `the ${locale} shop sells a product`);
  const path = deps.routing.router().href('product', { slug: items[0].slug }, locale)!;
  return { product: items[0], path };
}

describe('the home page, in every locale', () => {
  for (const locale of LOCALES) {
    it(`renders ${locale} with its texts, title template, canonical and alternates`, async () => {
      const app = pages.app();
      const home = pages.deps().routing.router().href('home', {}, locale)!;
      const response = await request(app).get(home).set('Host', hostOf(locale)).set('Cookie', `locale=${locale}`);
      assert.equal(response.status, 200);
      assert.match(response.headers['content-type']!, /^text\/html/);
      const page = documentOf(response.text);
      const texts = textsOf(locale);
      assert.equal(page.document.documentElement.getAttribute('lang'), LOCALE_INFO[locale].iso);
      assert.equal(titleIn(page), `${texts.home.hero.title} - ${texts.common.appTitle}`, 'title: page - app');
      assert.equal(h1Of(page), texts.home.hero.title, 'the hero heading in the locale');
      assert.deepEqual(
        canonicalOf(page),
        [`${siteUrlOf(locale)}${home === '/' ? '/' : home}`],
        'canonical on SITE_URL, not the Host',
      );
      // Over the bytes served: neither a link nor the page's state may carry the Host.
      assert.ok(!response.text.includes('localhost'), 'no link is built from the Host header');
      const alternates = urlsOf(page, 'link[rel="alternate"]', 'hreflang');
      assert.ok(alternates.includes(LOCALE_INFO[locale].iso) && alternates.includes('x-default'), alternates.join());
      assert.ok(propertyOf(page, 'og:title'));
      assert.ok(urlsOf(page, 'link[rel="stylesheet"]').some((href) => /^\/assets\/entry-[A-Z0-9]+\.css$/.test(href)));
      assert.match(urlsOf(page, 'script[data-entry]', 'data-entry').join(), /^\/assets\/entry-[0-9a-f]{8}\.js$/);
      const preloaded = urlsOf(page, 'script[data-preload]', 'data-preload').flatMap((list) => list.split(' '));
      assert.ok(
        preloaded.some((href) => /^\/assets\/chunks\/home-[0-9a-f]{8}\.js$/.test(href)),
        'the home chunk is preloaded',
      );
      assert.ok(
        !/chunks\/product-[0-9a-f]{8}\.js/.test(response.text),
        'not the chunks of other pages (in no element, nor in a script)',
      );
      assert.deepEqual(urlsOf(page, 'link[rel="icon"]'), ['/assets/favicon.svg']);
    });
  }
});

describe('the product page, in every locale', () => {
  for (const locale of LOCALES) {
    it(`renders ${locale}: every section, breadcrumb and Product JSON-LD`, async () => {
      const { product, path } = await productOf(locale);
      const response = await request(pages.app())
        .get(path)
        .set('Host', hostOf(locale))
        .set('Cookie', `locale=${locale}`);
      assert.equal(response.status, 200);
      const page = documentOf(response.text);
      const texts = textsOf(locale);
      assert.equal(titleIn(page), `${product.name} - ${texts.common.appTitle}`);
      assert.equal(h1Of(page), product.name);
      const sections = h2sOf(page);
      for (const key of [
        'description',
        'usage',
        'precautions',
        'ingredients',
        'nutritionalAnalysis',
        'storage',
        'packagingSizes',
      ] as const) {
        assert.ok(sections.includes(texts.product.sections[key]), `section '${texts.product.sections[key]}'`);
      }
      assert.deepEqual(canonicalOf(page), [`${siteUrlOf(locale)}${path}`]);
      assert.equal(propertyOf(page, 'og:type'), 'product');
      const jsonLd = jsonLdOf(page);
      const breadcrumb = jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string; item?: string }[];
      };
      assert.equal(breadcrumb.itemListElement[0]!.name, texts.common.breadcrumb.home);
      assert.equal(breadcrumb.itemListElement.at(-1)!.name, product.name);
      const productLd = jsonLd.find((item) => item['@type'] === 'Product') as {
        name: string;
        offers: { price: number; priceCurrency: string };
      };
      assert.equal(productLd.name, product.name);
      assert.equal(productLd.offers.price, product.price.own);
      assert.equal(productLd.offers.priceCurrency, product.price.currency.code);
      assert.ok(
        urlsOf(page, 'script[data-preload]', 'data-preload')
          .flatMap((list) => list.split(' '))
          .some((href) => /^\/assets\/chunks\/product-[0-9a-f]{8}\.js$/.test(href)),
      );
    });
  }

  it('carries the product in the document state, so the browser does not fetch it again', async () => {
    const { product, path } = await productOf('it-it');
    const response = await request(pages.app()).get(path).set('Host', 'it.localhost');
    const { config, documentQueries } = pageStateOf(response.text);
    const entry = documentQueries.find((query) => query.queryKey[0] === 'product');
    assert.deepEqual(entry?.queryKey, ['product', 5, 'it', product.slug]);
    assert.equal((entry?.state.data as { id: number } | undefined)?.id, product.id);
    assert.deepEqual(Object.keys(config).sort(), [
      'brandCodes',
      'buildId',
      'country',
      'devOutbox',
      'dismissed',
      'locale',
      'mapTileAttribution',
      'mapTileUrl',
      'prefixMode',
      'previewer',
      'productsPerPage',
      'recaptchaSiteKey',
      'shop',
      'siteUrl',
      'tagManagerId',
      'user',
      'webp',
    ]);
  });

  it('serves WebP images when the Accept header names image/webp (SPEC §7)', async () => {
    const { path } = await productOf('it-it');
    const webpOf = async (accept: string) =>
      pageStateOf((await request(pages.app()).get(path).set({ Host: 'it.localhost', Accept: accept })).text).config
        .webp;
    assert.equal(await webpOf('text/html,image/avif,image/webp,*/*;q=0.8'), true);
    assert.equal(await webpOf('text/html,*/*;q=0.8'), false);
    assert.equal(await webpOf('text/html,image/webp;q=0,*/*;q=0.8'), false);
  });

  it('streams the secondary queries (FAQ, related pages) in nonce scripts after the shell', async () => {
    const { path } = await productOf('it-it');
    const response = await request(pages.app()).get(path).set('Host', 'it.localhost');
    const keys = pageStateOf(response.text).streamedQueries.map((query) => query.queryKey[0]);
    assert.ok(keys.includes('product-faqs') && keys.includes('product-pages'), `streamed: ${keys.join(', ')}`);
    assert.ok(!keys.includes('product'), 'the critical product is in the document, not streamed again');
  });
});

describe('statuses and error pages', () => {
  it('answers 404 with the localised not-found page for an unknown product', async () => {
    const response = await request(pages.app()).get('/prodotto/nessun-prodotto').set('Host', 'it.localhost');
    assert.equal(response.status, 404);
    assert.equal(response.headers['cache-control'], 'no-store');
    const page = documentOf(response.text);
    assert.equal(h1Of(page), itTexts.errors.notFound.title);
    const text = textIn(page);
    assert.ok(text.includes(itTexts.errors.notFound.body) && text.includes(itTexts.errors.notFound.searchHint));
    assert.equal(homeLinkOf(page, itTexts), '/', 'a link home');
    assert.equal(metaIn(page, 'robots'), 'noindex');
    assert.deepEqual(canonicalOf(page), []);
  });

  it('answers 404 for a path no route knows, in the locale of the country', async () => {
    const response = await request(pages.app()).get('/keine-seite/hier/x').set('Host', 'de.localhost');
    assert.equal(response.status, 404);
    assert.equal(h1Of(documentOf(response.text)), de.errors.notFound.title);
  });

  it('answers 401 for a private page without a session, with a login link keeping the wanted URL', async () => {
    const response = await request(pages.app())
      .get('/fr/product/preview/12?x=1')
      .set('Host', 'be.localhost')
      .set('Cookie', 'locale=fr-be');
    assert.equal(response.status, 401);
    const page = documentOf(response.text);
    assert.equal(h1Of(page), fr.errors.unauthorized.title);
    assert.ok(textIn(page).includes(fr.errors.unauthorized.body));
    const login = hrefsIn(page).find((href) => href.startsWith('/fr/connexion?redirect='));
    assert.ok(login, 'a link to our own login page');
    assert.equal(new URL(login, SITE_URLS.SITE_URL_BE).searchParams.get('redirect'), '/fr/product/preview/12?x=1');
    assert.equal(homeLinkOf(page, fr), '/fr', 'a link home');
  });

  it('lets an editor with a verified preview token past the 401 of a preview', async () => {
    const response = await request(pages.app(PREVIEW_ENV))
      .get('/fr/product/preview/12')
      .set('Host', 'be.localhost')
      .set('Cookie', `locale=fr-be; ${await previewCookie()}`);
    assert.notEqual(response.status, 401);
  });

  it('keeps the localised 401 for any jwt_token the server cannot verify', async () => {
    for (const [what, cookie] of Object.entries(await refusedPreviewCookies())) {
      const response = await request(pages.app(PREVIEW_ENV))
        .get('/fr/product/preview/12')
        .set('Host', 'be.localhost')
        .set('Cookie', `locale=fr-be; ${cookie}`);
      assert.equal(response.status, 401, what);
      assert.equal(h1Of(documentOf(response.text)), fr.errors.unauthorized.title, what);
    }
  });

  it('answers 401 to every preview, even with a token, while PREVIEW_SECRET is unset', async () => {
    const response = await request(pages.app())
      .get('/fr/product/preview/12')
      .set('Host', 'be.localhost')
      .set('Cookie', `locale=fr-be; ${await previewCookie()}`);
    assert.equal(response.status, 401);
  });

  it('sends the login link to the locale’s own login page (decision 026)', async () => {
    const response = await request(pages.app()).get('/product/preview/3').set('Host', 'it.localhost');
    assert.equal(response.status, 401);
    assert.ok(hrefsIn(documentOf(response.text)).includes('/accedi?redirect=%2Fproduct%2Fpreview%2F3'));
  });

  it('answers HEAD with the status and no body, without rendering', async () => {
    const { path } = await productOf('it-it');
    const found = await request(pages.app()).head(path).set('Host', 'it.localhost');
    assert.equal(found.status, 200);
    assert.match(found.headers['content-type']!, /^text\/html/);
    assert.equal(found.text, undefined);
    const missing = await request(pages.app()).head('/prodotto/nessun-prodotto').set('Host', 'it.localhost');
    assert.equal(missing.status, 404);
  });

  it('renders the localised maintenance page with 503 while maintenance is on', async () => {
    const response = await request(pages.app({ MAINTENANCE: 'on' }))
      .get('/nl/onderhoud')
      .set('Host', 'be.localhost')
      .set('Cookie', 'locale=nl-be');
    assert.equal(response.status, 503);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.ok(response.headers['retry-after']);
    const page = documentOf(response.text);
    assert.equal(h1Of(page), nl.errors.maintenance.title);
    assert.equal(page.container.querySelectorAll('.layout--maintenance').length, 1);
    assert.equal(metaIn(page, 'robots'), 'noindex', 'maintenance is never indexed');
  });
});

describe('inline scripts and crawlers', () => {
  it("gives every inline script the response's CSP nonce", async () => {
    const { path } = await productOf('fr-be');
    const response = await request(pages.app()).get(path).set('Host', 'be.localhost').set('Cookie', 'locale=fr-be');
    const nonce = nonceOf(response.headers['content-security-policy']);
    const scripts = [...documentOf(response.text).document.querySelectorAll('script')];
    assert.ok(scripts.length >= 4, `scripts: ${scripts.length}`);
    for (const script of scripts) {
      assert.equal(script.getAttribute('nonce'), nonce, `without the nonce: ${script.outerHTML.slice(0, 200)}`);
    }
  });

  it('gives crawlers the whole document at once: no placeholder waits for a streamed part', async () => {
    const { path } = await productOf('it-it');
    const crawler = await request(pages.app())
      .get(path)
      .set('Host', 'it.localhost')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    assert.equal(crawler.status, 200);
    const page = documentOf(crawler.text);
    assert.equal(page.container.querySelectorAll('template[id^="B:"]').length, 0, 'no Suspense placeholder');
    assert.ok(h2sOf(page).includes(itTexts.product.sections.faq), 'the FAQ is in place');
  });
});

describe('translations on the pages', () => {
  // What i18next prints for a key it has in no language: the key itself, `ns:path.to.key` or `path.to.key`.
  const RAW_KEY = /^(?:(?:common|errors|search|product|home|forms):[\w.]+|[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*)+)$/;
  /** What a visitor may read: every text and attribute value, scripts, links and metas aside. */
  function readable(node: Node): string[] {
    if (node.nodeType === node.TEXT_NODE) return [node.textContent ?? ''];
    const children = [...node.childNodes].flatMap(readable);
    if (node.nodeType !== node.ELEMENT_NODE) return children;
    const element = node as Element;
    if (['SCRIPT', 'LINK', 'META'].includes(element.tagName)) return [];
    return [...[...element.attributes].map((attribute) => attribute.value), ...children];
  }

  for (const locale of LOCALES) {
    it(`shows no untranslated key on the ${locale} home, product and not-found pages`, async () => {
      const deps = pages.deps();
      const { path } = await productOf(locale);
      const home = deps.routing.router().href('home', {}, locale)!;
      const notFound = deps.routing.router().href('product', { slug: 'nessun-prodotto-qui' }, locale)!;
      for (const url of [home, path, notFound]) {
        const { text } = await request(pages.app())
          .get(url)
          .set('Host', hostOf(locale))
          .set('Cookie', `locale=${locale}`);
        const leaked = readable(documentOf(text).document.documentElement).filter((value) => RAW_KEY.test(value));
        assert.deepEqual(leaked, [], `${url} shows raw keys`);
      }
    });
  }
});

describe('render metrics', () => {
  it('times each render to its shell and to its end, by route kind', async () => {
    const app = pages.app();
    const { path } = await productOf('it-it');
    await request(app).get(path).set('Host', 'it.localhost');
    const metrics = await request(app).get('/metrics');
    assert.match(metrics.text, /page_render_duration_seconds_count\{route="product",phase="shell"\} 1/);
    assert.match(metrics.text, /page_render_duration_seconds_count\{route="product",phase="end"\} 1/);
  });
});
