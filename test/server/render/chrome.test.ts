// What surrounds every page: the main menu and footer from the catalog's menus, the visible
// breadcrumb, and the language selector and hreflang leading to the same page in the country's
// other language (SPEC §2.3, §4 'Locale switch').
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { SITE_URLS, usePageApp } from '../../helpers/page-app.ts';

const pages = usePageApp(SEED);
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The href of every link inside the element that starts with `open` (the first one). */
function linksInside(html: string, open: RegExp, close: string): string[] {
  const start = html.search(open);
  assert.ok(start >= 0, `no ${open} in the page`);
  const part = html.slice(start, html.indexOf(close, start));
  return [...part.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the language selector and hreflang', () => {
  it('lead a Belgian product page to the same product under its Dutch slug', async () => {
    const router = pages.deps().routing.router();
    const { items } = await pages.deps().content!.client('fr-be').products.list({ perPage: 1 });
    const product = items[0]!;
    const [dutch] = (await pages.deps().content!.client('fr-be').urls.list('product', product.id)).filter(
      (url) => url.lang === 'nl',
    );
    assert.ok(dutch && dutch.slug !== product.slug, 'the seed gives the product a Dutch slug of its own');
    const french = router.href('product', { slug: product.slug }, 'fr-be')!;
    const dutchPath = router.href('product', { slug: dutch.slug }, 'nl-be')!;

    const response = await request(pages.app()).get(french).set('Host', 'be.localhost');
    assert.equal(response.status, 200);
    const html = decode(response.text);
    assert.ok(
      html.includes(`<link rel="alternate" hrefLang="nl-BE" href="${SITE_URLS.SITE_URL_BE}${dutchPath}"/>`),
      'hreflang nl-BE is the Dutch product',
    );
    assert.deepEqual(linksInside(html, /<nav class="language-selector"/, '</nav>'), [french, dutchPath]);

    const back = decode((await request(pages.app()).get(dutchPath).set('Host', 'be.localhost')).text);
    assert.deepEqual(linksInside(back, /<nav class="language-selector"/, '</nav>'), [french, dutchPath]);
  });

  it('offers the other language home from a page that does not exist', async () => {
    // Dutch: in fr-be a page not found is sent to /fr/404 first (decision 001).
    const response = await request(pages.app()).get('/nl/product/niets-hier').set('Host', 'be.localhost');
    assert.equal(response.status, 404);
    assert.deepEqual(linksInside(decode(response.text), /<nav class="language-selector"/, '</nav>'), ['/fr', '/nl']);
  });

  it('is absent in a country of one language', async () => {
    const response = await request(pages.app()).get('/').set('Host', 'it.localhost');
    assert.equal(response.status, 200);
    assert.doesNotMatch(response.text, /class="language-selector"/);
  });
});

describe('the menus and the breadcrumb', () => {
  it("show the catalog's main, footer and legal menus, skipping screens the locale lacks", async () => {
    const router = pages.deps().routing.router();
    const html = decode((await request(pages.app()).get('/').set('Host', 'it.localhost')).text);
    const main = linksInside(html, /<nav class="main-menu"/, '</nav>');
    assert.ok(main.includes(router.href('products', {}, 'it-it')!), 'the products list');
    assert.ok(main.includes(router.href('needs', {}, 'it-it')!), 'the needs');
    const footer = linksInside(html, /<footer class="site-footer"/, '</footer>');
    assert.ok(footer.includes(router.href('faq', {}, 'it-it')!), 'the online help');
    assert.ok(
      footer.some((href) => href.startsWith('/') && router.match('it-it', href)?.kind === 'cmsPage'),
      'a legal page',
    );
    // Italy has no pharmacy finder (SPEC §2.2): its menu entry is left out, not a dead link.
    for (const href of [...main, ...footer]) assert.ok(router.match('it-it', href), `${href} is a page of it-it`);
  });

  it('starts at home on a product page and ends with the product, not a link', async () => {
    const response = await request(pages.app()).get('/fr/produit/symbiora-equilibre').set('Host', 'be.localhost');
    const html = decode(response.text);
    const start = html.indexOf('<nav class="breadcrumb"');
    const crumbs = html.slice(start, html.indexOf('</nav>', start));
    assert.deepEqual(
      [...crumbs.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]),
      [
        ['/fr', 'Accueil'],
        ['/fr/produits', 'Nos produits'],
      ],
    );
    assert.match(crumbs, /<span aria-current="page">Symbiora Équilibre<\/span>/);
  });

  it('is not on the home page', async () => {
    const response = await request(pages.app()).get('/fr').set('Host', 'be.localhost');
    assert.doesNotMatch(response.text, /class="breadcrumb"/);
  });
});
