// The home page as the server renders it, from the real seed served by the embedded catalog and
// read through the typed API client, in a French and an Italian locale.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { type Catalog, createCatalog } from '../../catalog/create-catalog.ts';
import { hasPage } from '../../client/app/page-registry.ts';
import { HomeView } from '../../client/components/home/home-view.tsx';
import { COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { createApiClient } from '../../shared/api/client.ts';
import type { Homepage } from '../../shared/api/resources/homepage.ts';
import { formatPrice } from '../../shared/format/price.ts';
import { renderView, type View } from '../helpers/render-view.tsx';

let dataDir: string;
let catalog: Catalog;
const homepages = new Map<Locale, Homepage>();

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-home-view-'));
  catalog = await createCatalog({ dataDir });
  for (const locale of ['fr-be', 'it-it', 'de-ch'] as const) {
    const api = createApiClient({
      baseUrl: 'http://catalog.internal/api/v1',
      fetch: (input, init) => catalog.fetch(new Request(input, init)),
      shopId: COUNTRY_INFO[locale.slice(3) as 'be'].shopId,
      lang: LOCALE_INFO[locale].language,
    });
    homepages.set(locale, await api.homepage.get());
  }
});
after(async () => {
  await catalog.close();
  await rm(dataDir, { recursive: true, force: true });
});

const homepage = (locale: Locale) => homepages.get(locale)!;
const render = (locale: Locale, data = homepage(locale)) => renderView(<HomeView homepage={data} />, locale);

/** The text of every heading of this level. */
const headings = (view: View, level: number) =>
  view.getAllByRole('heading', { level }).map((heading) => heading.textContent);

/** What the eye reads: without the screen-reader-only labels. */
function visibleText(element: Element): string | null {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.card-visually-hidden')) hidden.remove();
  return copy.textContent;
}

/** The href of every link with this class. */
const hrefs = (view: View, className: string) =>
  [...view.container.querySelectorAll(`a.${className}`)].map((link) => link.getAttribute('href'));

/** The href of every link of the page. */
const links = (view: View) => view.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('the home page', () => {
  it('has content in both locales to show', () => {
    for (const locale of ['fr-be', 'it-it'] as const) {
      const { products, needs, advice, news } = homepage(locale);
      assert.ok(products.length > 0 && needs.length > 0 && advice.length > 0 && news.length > 0, locale);
    }
  });

  describe('in fr-be', () => {
    it('opens with the French title as an h1 that can take focus, and its intro', () => {
      const view = render('fr-be');
      const title = view.getByRole('heading', { level: 1, name: 'Le laboratoire expert du microbiote' });
      assert.deepEqual([title.id, title.getAttribute('tabindex')], ['main-heading', '-1']);
      assert.ok(view.getByText(/Probiotiques, micronutrition et phytonutrition/));
    });

    it("announces the season's campaign and leads into the products and the needs from the hero", () => {
      const view = render('fr-be');
      assert.ok(view.getByText('Campagne d’automne : soutenez vos défenses naturelles'));
      assert.deepEqual(hrefs(view, 'home-hero-button'), ['/fr/produits', '/fr/besoins']);
      assert.deepEqual(
        ['Découvrir nos produits', 'Trouver selon vos besoins'].map((name) =>
          view.getByRole('link', { name }).getAttribute('href'),
        ),
        ['/fr/produits', '/fr/besoins'],
      );
    });

    // The pharmacy finder's block shows once the site has that page (page-registry.ts), never as a 404.
    const finder = hasPage('storeFinder');

    it('titles each section in French, the pharmacy finder last', () => {
      assert.deepEqual(headings(render('fr-be'), 2), [
        'Notre sélection',
        'Vos besoins',
        'Nos derniers conseils',
        'Actualités',
        ...(finder ? ['Trouver une pharmacie'] : []),
      ]);
    });

    it('names every section by its heading', () => {
      const view = render('fr-be');
      const sections = [...view.container.querySelectorAll('section')];
      assert.equal(sections.length, finder ? 5 : 4);
      assert.equal(view.getAllByRole('region').length, sections.length, 'every section is a named region');
      for (const section of sections) {
        const labelledBy = section.getAttribute('aria-labelledby');
        assert.equal(labelledBy, `${section.id}-heading`);
        assert.equal(view.container.ownerDocument.getElementById(labelledBy!)?.tagName, 'H2', section.id);
      }
    });

    it('links each product to /fr/produit/<slug>, once, from its name', () => {
      const view = render('fr-be');
      const all = links(view);
      for (const product of homepage('fr-be').products) {
        const path = `/fr/produit/${product.slug}`;
        assert.equal(all.filter((href) => href === path).length, 1, product.slug);
        assert.equal(view.getByRole('link', { name: product.name }).getAttribute('href'), path, product.slug);
      }
    });

    it('links needs, advice and news to their French pages', () => {
      const { needs, advice, news } = homepage('fr-be');
      const all = hrefs(render('fr-be'), 'card-link');
      for (const need of needs) assert.ok(all.includes(`/fr/besoin/${need.slug}`), need.slug);
      for (const page of advice) assert.ok(all.includes(`/fr/conseil/${page.slug}`), page.slug);
      for (const page of news) assert.ok(all.includes(`/fr/${page.slug}`), page.slug);
    });

    it('offers the full lists of products, needs and advice', () => {
      assert.deepEqual(hrefs(render('fr-be'), 'home-see-all'), ['/fr/produits', '/fr/besoins', '/fr/conseils']);
    });

    it('invites to find a pharmacy once the site has the pharmacy finder', () => {
      assert.deepEqual(hrefs(render('fr-be'), 'home-button'), finder ? ['/fr/trouver-une-pharmacie'] : []);
    });

    it('writes prices with a decimal comma and the euro sign after the amount', () => {
      const view = render('fr-be');
      const prices = [...view.container.querySelectorAll('.card-price-own')].map(visibleText);
      const { products } = homepage('fr-be');
      assert.deepEqual(
        prices,
        products.map((product) => formatPrice(product.price.own, '€')),
      );
      assert.ok(prices.includes('24,90\u00a0€'), prices.join(' | '));
      for (const price of prices) assert.match(price!, /^\d+(,\d\d)?\u00a0€$/);
    });
  });

  describe('in it-it', () => {
    it('opens with the Italian title and titles its sections in Italian', () => {
      const view = render('it-it');
      assert.deepEqual(headings(view, 1), ['Il laboratorio esperto del microbiota']);
      assert.deepEqual(headings(view, 2), [
        'La nostra selezione',
        'Le Sue esigenze',
        'I nostri ultimi consigli',
        'Notizie',
      ]);
    });

    it('links each product to /prodotto/<slug>', () => {
      const all = hrefs(render('it-it'), 'card-link');
      for (const product of homepage('it-it').products)
        assert.ok(all.includes(`/prodotto/${product.slug}`), product.slug);
    });

    it('has no pharmacy block: the locale has no store finder', () => {
      const view = render('it-it');
      assert.equal(view.container.querySelectorAll('#home-find-pharmacy').length, 0);
      assert.equal(view.queryAllByText(/Trova una farmacia/).length, 0);
    });
  });

  it('writes Swiss prices with CHF after the amount', () => {
    const view = render('de-ch');
    const first = homepage('de-ch').products[0]!;
    assert.ok(view.container.textContent!.includes(`${formatPrice(first.price.own)}\u00a0CHF`));
  });

  it('leaves out a section without items', () => {
    const view = render('fr-be', { ...homepage('fr-be'), products: [], needs: [], advice: [], news: [] });
    assert.deepEqual(headings(view, 2), hasPage('storeFinder') ? ['Trouver une pharmacie'] : []);
    assert.equal(view.queryAllByRole('list').length, 0);
    assert.equal(view.getByRole('heading', { level: 1 }).id, 'main-heading');
  });

  it('keeps the sections that have items when others are empty', () => {
    const view = render('fr-be', { ...homepage('fr-be'), needs: [], news: [] });
    assert.deepEqual(headings(view, 2), [
      'Notre sélection',
      'Nos derniers conseils',
      ...(hasPage('storeFinder') ? ['Trouver une pharmacie'] : []),
    ]);
  });
});
