// The pages the renderer serves through the whole chain (issue 5): status, head, state, nonce,
// crawlers, HEAD, error pages, in every locale, with the real catalogue.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { type Locale, LOCALE_INFO, LOCALES } from '../../../config/locales.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import { jsonLdOf, nonceOf, pageStateOf, scriptTags, SITE_URLS, usePageApp } from '../../helpers/page-app.ts';

const TEXTS = { fr, nl, de, es, it: itTexts };
const pages = usePageApp(SEED);
const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language];
const hostOf = (locale: Locale) => `${countryOfLocale(locale)}.localhost`;
const siteUrlOf = (locale: Locale) =>
  SITE_URLS[`SITE_URL_${countryOfLocale(locale).toUpperCase()}` as keyof typeof SITE_URLS];
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

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
      const html = decode(response.text);
      const texts = textsOf(locale);
      assert.match(html, new RegExp(`<html lang="${LOCALE_INFO[locale].iso}"`));
      assert.ok(
        html.includes(`<title>${texts.home.hero.title} - ${texts.common.appTitle}</title>`),
        'title: page - app',
      );
      assert.ok(html.includes(`>${texts.home.hero.title}</h1>`), 'the hero heading in the locale');
      assert.ok(
        html.includes(`<link rel="canonical" href="${siteUrlOf(locale)}${home === '/' ? '/' : home}"/>`),
        'canonical on SITE_URL, not the Host',
      );
      assert.ok(!html.includes('localhost'), 'no link is built from the Host header');
      assert.ok(html.includes(`hrefLang="${LOCALE_INFO[locale].iso}"`));
      assert.ok(html.includes('hrefLang="x-default"'));
      assert.ok(html.includes('<meta property="og:title"'));
      assert.match(html, /<link rel="stylesheet" href="\/assets\/entry-[A-Z0-9]+\.css"\/>/);
      assert.match(html, /<script type="module" src="\/assets\/entry-[A-Z0-9]+\.js"/);
      assert.match(
        html,
        /<link rel="modulepreload" href="\/assets\/chunks\/home-[A-Z0-9]+\.js"\/>/,
        'the home chunk is preloaded',
      );
      assert.doesNotMatch(html, /chunks\/product-[A-Z0-9]+\.js/, 'not the chunks of other pages');
      assert.ok(html.includes('<link rel="icon" href="/assets/favicon.svg"'));
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
      const html = decode(response.text);
      const texts = textsOf(locale);
      assert.ok(html.includes(`<title>${product.name} - ${texts.common.appTitle}</title>`));
      assert.match(html, new RegExp(`<h1[^>]*>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      for (const key of [
        'description',
        'usage',
        'precautions',
        'ingredients',
        'nutritionalAnalysis',
        'storage',
        'packagingSizes',
      ] as const) {
        assert.ok(html.includes(`>${texts.product.sections[key]}</h2>`), `section '${texts.product.sections[key]}'`);
      }
      assert.ok(html.includes(`<link rel="canonical" href="${siteUrlOf(locale)}${path}"/>`));
      assert.ok(html.includes('<meta property="og:type" content="product"/>'));
      const jsonLd = jsonLdOf(response.text);
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
      assert.match(html, /<link rel="modulepreload" href="\/assets\/chunks\/product-[A-Z0-9]+\.js"\/>/);
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
      'dismissed',
      'locale',
      'loginUrl',
      'mapTileAttribution',
      'mapTileUrl',
      'prefixMode',
      'productsPerPage',
      'recaptchaSiteKey',
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
    const html = decode(response.text);
    assert.ok(html.includes(`>${itTexts.errors.notFound.title}</h1>`));
    assert.ok(html.includes(itTexts.errors.notFound.body) && html.includes(itTexts.errors.notFound.searchHint));
    assert.ok(html.includes('<a class="button" href="/">'), 'a link home');
    assert.ok(html.includes('<meta name="robots" content="noindex"/>'));
    assert.ok(!html.includes('rel="canonical"'));
  });

  it('answers 404 for a path no route knows, in the locale of the country', async () => {
    const response = await request(pages.app()).get('/keine-seite/hier/x').set('Host', 'de.localhost');
    assert.equal(response.status, 404);
    assert.ok(decode(response.text).includes(`>${de.errors.notFound.title}</h1>`));
  });

  it('answers 401 for a private page without a session, with a login link keeping the wanted URL', async () => {
    const response = await request(pages.app())
      .get('/fr/product/preview/12?x=1')
      .set('Host', 'be.localhost')
      .set('Cookie', 'locale=fr-be');
    assert.equal(response.status, 401);
    const html = decode(response.text);
    assert.ok(html.includes(`>${fr.errors.unauthorized.title}</h1>`));
    assert.ok(html.includes(fr.errors.unauthorized.body));
    const login = /href="(https:\/\/pro\.vitrine\.example\/login\?redirect=[^"]+)"/.exec(html)?.[1];
    assert.ok(login, 'a link to the login page');
    assert.equal(new URL(login).searchParams.get('redirect'), `${SITE_URLS.SITE_URL_BE}/fr/product/preview/12?x=1`);
    assert.ok(html.includes('<a class="button" href="/fr">'), 'a link home');
  });

  it('lets a visitor with a session past the 401 of a private page', async () => {
    const response = await request(pages.app())
      .get('/fr/product/preview/12')
      .set('Host', 'be.localhost')
      .set('Cookie', 'locale=fr-be; jwt_token=abc');
    assert.notEqual(response.status, 401);
  });

  it('sends the login link to LOGIN_URL when it is configured', async () => {
    const app = pages.app({ LOGIN_URL: 'https://account.vitrine.example/connexion' });
    const response = await request(app).get('/product/preview/3').set('Host', 'it.localhost');
    assert.equal(response.status, 401);
    assert.match(
      decode(response.text),
      /href="https:\/\/account\.vitrine\.example\/connexion\?redirect=https%3A%2F%2Fwww\.vitrine\.example\.it%2Fproduct%2Fpreview%2F3"/,
    );
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
    const html = decode(response.text);
    assert.ok(html.includes(`>${nl.errors.maintenance.title}</h1>`));
    assert.ok(html.includes('layout--maintenance'));
    assert.ok(html.includes('<meta name="robots" content="noindex"/>'), 'maintenance is never indexed');
  });
});

describe('inline scripts and crawlers', () => {
  it("gives every inline script the response's CSP nonce", async () => {
    const { path } = await productOf('fr-be');
    const response = await request(pages.app()).get(path).set('Host', 'be.localhost').set('Cookie', 'locale=fr-be');
    const nonce = nonceOf(response.headers['content-security-policy']);
    const scripts = scriptTags(response.text);
    assert.ok(scripts.length >= 4, `scripts: ${scripts.length}`);
    for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), `without the nonce: ${tag}`);
  });

  it('gives crawlers the whole document at once: no placeholder waits for a streamed part', async () => {
    const { path } = await productOf('it-it');
    const crawler = await request(pages.app())
      .get(path)
      .set('Host', 'it.localhost')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    assert.equal(crawler.status, 200);
    assert.doesNotMatch(crawler.text, /<template id="B:/, 'no Suspense placeholder');
    assert.ok(decode(crawler.text).includes(`>${itTexts.product.sections.faq}</h2>`), 'the FAQ is in place');
  });
});

describe('translations on the pages', () => {
  // What i18next prints for a key it has in no language: the key itself, `ns:path.to.key` or `path.to.key`.
  const RAW_KEY = /[>"]((?:common|errors|search|product|home|forms):[\w.]+|[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*)+)[<"]/g;

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
        const visible = text.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<(?:link|meta)\b[^>]*>/g, '');
        const leaked = [...visible.matchAll(RAW_KEY)].map((match) => match[1]);
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
