// The products list through the whole app, on the real seed (issue 6): every facet link leads to
// a list of exactly the size the panel announced, the price sorts order by price across pages,
// the pages end where the products do, and what the segments name must exist (else 404).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../../catalog/seed/index.ts';
import type { Locale } from '../../../config/locales.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { pageStateOf, usePageApp } from '../../helpers/page-app.ts';
import {
  cardCount,
  cardPrices,
  facetLinks,
  hrefsIn,
  isNotFound,
  languageLinks,
  listCount,
  mainIn,
  pageOf,
  partOf,
  serve,
  titleIn,
} from './catalog-html.ts';

const pages = usePageApp(SEED);
const PER_PAGE = 12;
const { common, catalog } = fr;

/** Every product of the list in the sort's order, page after page, and the total announced. */
async function allPrices(locale: Locale, path: string, sort: string) {
  const app = pages.app();
  const first = await serve(app, locale, `${path}?sort=${sort}`);
  assert.equal(first.status, 200, path);
  const total = listCount(pageOf(first));
  const prices = cardPrices(pageOf(first));
  const router = pages.deps().routing.router();
  const list = router.match(locale, path)!.params.list ?? { filters: [] };
  for (let page = 2; page <= Math.ceil(total / PER_PAGE); page++) {
    const next = await serve(
      app,
      locale,
      `${router.href('products', { list: { ...list, page } }, locale)}?sort=${sort}`,
    );
    assert.equal(next.status, 200);
    prices.push(...cardPrices(pageOf(next)));
  }
  return { total, prices };
}

describe('the facet panel', () => {
  const selections: [Locale, string][] = [
    ['fr-be', '/fr/produits'],
    ['fr-be', '/fr/produits/-marque--symbiora'],
    ['fr-be', '/fr/produits/probiotiques/-besoin--confort-digestif'],
    ['nl-be', '/nl/producten/-galenische-vorm--capsule'],
    ['it-it', '/prodotti/-esigenza--sonno/-forma-galenica--compressa'],
  ];
  for (const [locale, path] of selections) {
    it(`links each value of ${path} to a list of exactly the count it shows`, async () => {
      const app = pages.app();
      const page = await serve(app, locale, path);
      assert.equal(page.status, 200);
      const links = facetLinks(pageOf(page), locale).filter((link) => !link.active);
      assert.ok(links.length > 5, `${links.length} values offered`);
      for (const link of links) {
        assert.ok(link.count > 0, `${link.facet} ${link.label}: values without products are left out`);
        assert.ok(link.href, `${link.facet} ${link.label} is a link`);
        assert.doesNotMatch(link.href!, /[?&]/, 'a filter is a path segment, not a query');
        const target = await serve(app, locale, link.href!);
        assert.equal(target.status, 200, link.href!);
        const shown = pageOf(target);
        assert.equal(listCount(shown), link.count, `${link.facet} ${link.label}: ${link.href}`);
        assert.equal(cardCount(shown), Math.min(link.count, PER_PAGE), `${link.href}: cards of page 1`);
      }
    });
  }

  it('marks the chosen values, whose links take them away', async () => {
    const page = pageOf(await serve(pages.app(), 'fr-be', '/fr/produits/-marque--symbiora/-besoin--confort-digestif'));
    const active = facetLinks(page, 'fr-be').filter((link) => link.active);
    assert.deepEqual(
      active.map((link) => [link.label, link.href]),
      [
        ['Symbiora', '/fr/produits/-besoin--confort-digestif'],
        ['Digestion', '/fr/produits/-marque--symbiora'],
      ],
    );
    const chips = hrefsIn(partOf(mainIn(page), 'region', catalog.products.filters.active));
    assert.deepEqual(chips, [
      '/fr/produits/-besoin--confort-digestif',
      '/fr/produits/-marque--symbiora',
      '/fr/produits',
    ]);
    assert.equal(titleIn(page), 'Nos produits\u00a0: Symbiora, Digestion - Vitrine');
  });

  it('says so when a selection holds no product, with a way to clear the filters', async () => {
    // A brand and a flavour it does not come in.
    const path = '/fr/produits/-marque--omegalis/-gout--vanille';
    const served = await serve(pages.app(), 'fr-be', path);
    assert.equal(served.status, 200);
    const page = pageOf(served);
    assert.equal(listCount(page), 0);
    assert.equal(cardCount(page), 0);
    const results = partOf(mainIn(page), 'region', catalog.products.results);
    assert.equal(results.queryAllByText('Aucun produit ne correspond à votre sélection.').length, 1);
    assert.equal(
      results.getByRole('link', { name: catalog.products.filters.clearAll }).getAttribute('href'),
      '/fr/produits',
    );
  });
});

describe('the facet counts in the page state', () => {
  /** The facet queries of the page's own language (the language links add the other one's values). */
  const facetQueries = (html: string) => {
    const { documentQueries, streamedQueries } = pageStateOf(html);
    return [...documentQueries, ...streamedQueries]
      .map((query) => query.queryKey)
      .filter((key) => (key[0] === 'product-facet-values' || key[0] === 'product-filters') && key.includes('fr'))
      .map((key) => key[0]);
  };

  it('are the facet values themselves on the whole catalogue: one request, one copy in the page', async () => {
    const { status, html } = await serve(pages.app(), 'fr-be', '/fr/produits');
    assert.equal(status, 200);
    assert.deepEqual(facetQueries(html), ['product-facet-values']);
  });

  it('are a query of their own once the list has a filter', async () => {
    const { status, html } = await serve(pages.app(), 'fr-be', '/fr/produits/-marque--symbiora');
    assert.equal(status, 200);
    assert.deepEqual(facetQueries(html).sort(), ['product-facet-values', 'product-filters']);
  });
});

describe('the price sort', () => {
  for (const [locale, path] of [
    ['fr-be', '/fr/produits'],
    ['de-de', '/produkte/-marke--vitalance'],
    ['es-es', '/productos'],
  ] as [Locale, string][]) {
    it(`orders ${path} by price, ascending and descending, across its pages`, async () => {
      const ascending = await allPrices(locale, path, 'price-asc');
      assert.equal(ascending.prices.length, ascending.total, 'every product once');
      assert.deepEqual(
        ascending.prices,
        [...ascending.prices].sort((a, b) => a - b),
      );
      const descending = await allPrices(locale, path, 'price-desc');
      assert.equal(descending.prices.length, descending.total);
      assert.deepEqual(
        descending.prices,
        [...descending.prices].sort((a, b) => b - a),
      );
      assert.ok(ascending.prices[0]! < ascending.prices.at(-1)!, 'prices differ, so the order means something');
    });
  }

  it('keeps the canonical URL without the sort, and the sort on the pages', async () => {
    const page = pageOf(await serve(pages.app(), 'fr-be', '/fr/produits?sort=price-desc'));
    const canonical = page.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    assert.match(canonical ?? '', /^https?:\/\/[^/]+\/fr\/produits$/);
    const pagination = hrefsIn(partOf(mainIn(page), 'navigation', common.pagination.label));
    assert.ok(
      pagination.length > 0 && pagination.every((href) => href.endsWith('?sort=price-desc')),
      pagination.join(),
    );
    const chosen = partOf(mainIn(page), 'list', catalog.products.sort.label).getByRole('link', {
      name: catalog.products.sort.priceDesc,
    });
    assert.deepEqual(
      ['href', 'rel', 'aria-current'].map((name) => chosen.getAttribute(name)),
      ['/fr/produits?sort=price-desc', 'nofollow', 'true'],
    );
  });

  it('reads an unknown sort as the default order', async () => {
    const [unknown, plain] = await Promise.all([
      serve(pages.app(), 'fr-be', '/fr/produits?sort=cheapest'),
      serve(pages.app(), 'fr-be', '/fr/produits'),
    ]);
    assert.equal(unknown.status, 200);
    assert.deepEqual(cardPrices(pageOf(unknown)), cardPrices(pageOf(plain)));
  });
});

describe('the pages of the list', () => {
  it('end with the remainder on the last page, and a page beyond it is a 404', async () => {
    const app = pages.app({ PRODUCT_PER_PAGE: '10' });
    const first = pageOf(await serve(app, 'fr-be', '/fr/produits'));
    const total = listCount(first);
    assert.equal(total % 10 === 0, false, `${total} products leave a remainder on 10 per page`);
    const last = Math.ceil(total / 10);
    assert.equal(cardCount(first), 10);
    const lastPage = await serve(app, 'fr-be', `/fr/produits/-p--${last}`);
    assert.equal(lastPage.status, 200);
    assert.equal(cardCount(pageOf(lastPage)), total % 10);
    assert.ok(isNotFound(await serve(app, 'fr-be', `/fr/produits/-p--${last + 1}`)));
  });

  it('write page 1 without a page segment, and -p--1 is no page', async () => {
    const app = pages.app();
    const pageTwo = await serve(app, 'fr-be', '/fr/produits/-p--2');
    assert.equal(pageTwo.status, 200);
    const links = hrefsIn(partOf(mainIn(pageOf(pageTwo)), 'navigation', common.pagination.label));
    assert.ok(links.includes('/fr/produits'), `page 1 is the bare list: ${links.join(', ')}`);
    assert.ok(
      links.every((href) => !href.includes('-p--1') || /-p--1\d/.test(href)),
      links.join(', '),
    );
    assert.equal(titleIn(pageOf(pageTwo)), 'Nos produits, page 2 - Vitrine');
    assert.ok(isNotFound(await serve(app, 'fr-be', '/fr/produits/-p--1')));
    assert.ok(
      isNotFound(await serve(app, 'fr-be', '/fr/produits/-marque--symbiora/-p--2')),
      'the page segment comes before the filters',
    );
  });
});

describe('what the segments name', () => {
  const NEEDS = [
    'confort-digestif',
    'transit-intestinal',
    'ballonnements',
    'flore-apres-antibiotiques',
    'defenses-naturelles',
    'defenses-en-hiver',
    'sommeil',
    'endormissement',
    'decalage-horaire',
    'stress-et-humeur',
    'stress-du-quotidien',
  ];
  const needs = (count: number) =>
    NEEDS.slice(0, count)
      .map((need) => `-besoin--${need}`)
      .join('/');

  it('takes ten filters and refuses eleven', async () => {
    const app = pages.app();
    assert.equal((await serve(app, 'fr-be', `/fr/produits/${needs(10)}`)).status, 200);
    assert.ok(isNotFound(await serve(app, 'fr-be', `/fr/produits/${needs(11)}`)));
  });

  it('answers 404 for a value, an expertise or a facet the catalogue does not know', async () => {
    const app = pages.app();
    for (const path of [
      '/fr/produits/-gout--chocolat',
      '/fr/produits/-marque--inconnue',
      '/fr/produits/-affichage--soldes',
      '/fr/produits/-produits--symbiora-equilibre',
      '/fr/produits/inconnue',
      '/fr/produits/inconnue/-marque--symbiora',
    ]) {
      assert.ok(isNotFound(await serve(app, 'fr-be', path)), path);
    }
    for (const path of [
      '/prodotti/-gusto--cioccolato',
      '/prodotti/sconosciuta',
      '/prodotti/-p--1',
      '/prodotti/-p--99',
    ]) {
      assert.equal((await serve(app, 'it-it', path)).status, 404, path);
    }
  });

  it('reads the expertise as a category: its name heads the list and the breadcrumb', async () => {
    const served = await serve(pages.app(), 'fr-be', '/fr/produits/probiotiques');
    assert.equal(served.status, 200);
    const page = pageOf(served);
    assert.equal(page.getByRole('heading', { level: 1 }).textContent, 'Probiotiques');
    const crumbs = hrefsIn(partOf(mainIn(page), 'navigation', common.breadcrumb.label));
    assert.deepEqual(crumbs, ['/fr', '/fr/produits']);
    assert.ok(
      listCount(page) > 0 && listCount(page) < listCount(pageOf(await serve(pages.app(), 'fr-be', '/fr/produits'))),
    );
  });
});

describe('the list in the other language', () => {
  it('writes the expertise and each filter with their Dutch slugs, for the same products', async () => {
    const app = pages.app();
    const french = await serve(app, 'fr-be', '/fr/produits/probiotiques/-marque--symbiora/-gout--orange');
    assert.equal(french.status, 200);
    const alternate = pageOf(french).document.querySelector('link[rel="alternate"][hreflang="nl-BE"]');
    const dutchUrl = new URL(alternate?.getAttribute('href') ?? 'https://no.alternate.example/');
    const dutchPath = dutchUrl.pathname + dutchUrl.search;
    assert.equal(dutchPath, '/nl/producten/probiotica/-merk--symbiora/-smaak--sinaasappel');
    const dutch = await serve(app, 'nl-be', dutchPath);
    assert.equal(dutch.status, 200);
    assert.equal(listCount(pageOf(dutch)), listCount(pageOf(french)));
    assert.ok(
      languageLinks(pageOf(dutch), 'nl-be').includes('/fr/produits/probiotiques/-marque--symbiora/-gout--orange'),
    );
  });
});
