// What surrounds every page: the main menu and footer from the catalog's menus, the visible
// breadcrumb, and the language selector and hreflang leading to the same page in the country's
// other language (SPEC §2.3, §4 'Locale switch').
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';
import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { SITE_URLS, usePageApp } from '../../helpers/page-app.ts';
import { documentOf, type DocumentView } from '../../helpers/render-view.tsx';
import { hrefsOf, languageLinks, textsOf, visibleCrumbs } from './editorial-html.ts';

const pages = usePageApp(SEED);

/** GETs a page of a host as a browser does, and parses it. */
async function page(host: string, path: string, status = 200): Promise<DocumentView> {
  const response = await request(pages.app()).get(path).set('Host', host);
  assert.equal(response.status, status, `${host}${path}`);
  return documentOf(response.text);
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

    const view = await page('be.localhost', french);
    assert.equal(
      view.document.querySelector('link[rel="alternate"][hreflang="nl-BE"]')?.getAttribute('href'),
      `${SITE_URLS.SITE_URL_BE}${dutchPath}`,
      'hreflang nl-BE is the Dutch product',
    );
    assert.deepEqual(languageLinks(view, 'fr-be'), [french, dutchPath]);

    const back = await page('be.localhost', dutchPath);
    assert.deepEqual(languageLinks(back, 'nl-be'), [french, dutchPath]);
  });

  it('offers the other language home from a page that does not exist', async () => {
    // Dutch: in fr-be a page not found is sent to /fr/404 first (decision 001).
    const view = await page('be.localhost', '/nl/product/niets-hier', 404);
    assert.deepEqual(languageLinks(view, 'nl-be'), ['/fr', '/nl']);
  });

  it('is absent in a country of one language', async () => {
    const view = await page('it.localhost', '/');
    const name = textsOf('it-it').common.header.languageSelector;
    assert.equal(view.queryAllByRole('navigation', { name, hidden: true }).length, 0);
  });
});

describe('the menus and the breadcrumb', () => {
  it("show the catalog's main, footer and legal menus, skipping screens the locale lacks", async () => {
    const router = pages.deps().routing.router();
    const view = await page('it.localhost', '/');
    const main = hrefsOf(view.getByRole('navigation', { name: textsOf('it-it').common.header.mainMenu }));
    assert.ok(main.includes(router.href('products', {}, 'it-it')!), 'the products list');
    assert.ok(main.includes(router.href('needs', {}, 'it-it')!), 'the needs');
    const footer = hrefsOf(view.getByRole('contentinfo'));
    assert.ok(footer.includes(router.href('faq', {}, 'it-it')!), 'the online help');
    assert.ok(
      footer.some((href) => href.startsWith('/') && router.match('it-it', href)?.kind === 'cmsPage'),
      'a legal page',
    );
    // Italy has no pharmacy finder (SPEC §2.2): its menu entry is left out, not a dead link.
    for (const href of [...main, ...footer]) assert.ok(router.match('it-it', href), `${href} is a page of it-it`);
  });

  it('starts at home on a product page and ends with the product, not a link', async () => {
    const view = await page('be.localhost', '/fr/produit/symbiora-equilibre');
    assert.deepEqual(visibleCrumbs(view, 'fr-be'), [
      { name: 'Accueil', href: '/fr' },
      { name: 'Nos produits', href: '/fr/produits' },
      { name: 'Symbiora Équilibre', href: null },
    ]);
    const nav = view.getByRole('navigation', { name: textsOf('fr-be').common.breadcrumb.label });
    assert.equal(within(nav).getByText('Symbiora Équilibre').getAttribute('aria-current'), 'page');
  });

  it('is not on the home page', async () => {
    const view = await page('be.localhost', '/fr');
    const name = textsOf('fr-be').common.breadcrumb.label;
    assert.equal(view.queryAllByRole('navigation', { name, hidden: true }).length, 0);
  });
});
