// The products list's links, built without a server: choosing, removing and clearing filters in
// the segment grammar, the sort in the query string, the list in the other language, and the
// facet panel that shows them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';

import { ActiveFilters } from '../../client/components/catalog/active-filters.tsx';
import { choosing, clearing, onPage, ordered, removing } from '../../client/components/catalog/facet-links.ts';
import { FacetPanel } from '../../client/components/catalog/facet-panel.tsx';
import { listHref } from '../../client/components/catalog/list-href.ts';
import { knowsEveryFilter, pageCountOf } from '../../client/components/catalog/list-selection.ts';
import { orderByOf, sortOf, sortSearch } from '../../client/components/catalog/list-sort.ts';
import { SortLinks } from '../../client/components/catalog/sort-links.tsx';
import { translateList } from '../../client/components/catalog/translate-list.ts';
import type { ProductListSegments } from '../../routes/segments.ts';
import type { ProductFilters } from '../../shared/schemas/product.ts';
import { renderView, siteFor } from '../helpers/render-view.tsx';

const { router } = siteFor('fr-be');
const href = (list: ProductListSegments | null, sort: Parameters<typeof listHref>[3] = 'relevance') =>
  listHref(router, 'fr-be', list, sort);

const value = (id: number, slug: string, label: string, count: number) => ({ id, slug, label, count });
const FRENCH: ProductFilters = {
  products: 12,
  display: [value(1, 'nouveaute', 'Nouveauté', 2), value(2, 'coup-de-coeur', 'Coup de cœur', 0)],
  brand: [value(1, 'symbiora', 'Symbiora', 7), value(2, 'nutrivea', 'Nutrivea', 5)],
  need: [value(1, 'confort-digestif', 'Digestion', 4), value(13, 'transit-intestinal', 'Transit', 1)],
  active_ingredient: [],
  diner_type: [],
  flavour: [value(2, 'citron', 'Citron', 3), value(4, 'orange', 'Orange', 0)],
  galenic_format: [value(1, 'gelule', 'Gélule', 6)],
};
const DUTCH: ProductFilters = {
  ...FRENCH,
  display: [value(1, 'nieuw', 'Nieuw', 2), value(2, 'aanrader', 'Aanrader', 0)],
  need: [value(1, 'spijsverteringscomfort', 'Spijsvertering', 4), value(13, 'regelmatige-stoelgang', 'Stoelgang', 1)],
  flavour: [value(2, 'citroen', 'Citroen', 3), value(4, 'sinaasappel', 'Sinaasappel', 0)],
  galenic_format: [value(1, 'capsule', 'Capsule', 6)],
};

const list = (...filters: [ProductListSegments['filters'][number]['facet'], string][]): ProductListSegments => ({
  filters: filters.map(([facet, slug]) => ({ facet, value: slug })),
});

describe('facet links', () => {
  it('add a value of a new facet, in the panel order whatever the order chosen', () => {
    assert.equal(
      href(choosing(list(['flavour', 'citron']), 'brand', 'symbiora')),
      '/fr/produits/-marque--symbiora/-gout--citron',
    );
    assert.equal(
      href(choosing(list(['brand', 'symbiora']), 'flavour', 'citron')),
      '/fr/produits/-marque--symbiora/-gout--citron',
    );
  });

  it("replace the facet's chosen values, as the API counts them", () => {
    const two = list(['brand', 'symbiora'], ['brand', 'nutrivea'], ['need', 'confort-digestif']);
    assert.equal(href(choosing(two, 'brand', 'omegalis')), '/fr/produits/-marque--omegalis/-besoin--confort-digestif');
  });

  it('go back to page 1 and keep the expertise', () => {
    const paged: ProductListSegments = {
      expertise: 'probiotiques',
      page: 3,
      filters: [{ facet: 'brand', value: 'symbiora' }],
    };
    assert.equal(
      href(choosing(paged, 'need', 'sommeil')),
      '/fr/produits/probiotiques/-marque--symbiora/-besoin--sommeil',
    );
    assert.equal(href(removing(paged, 'brand', 'symbiora')), '/fr/produits/probiotiques');
    assert.equal(href(clearing(paged)), '/fr/produits/probiotiques');
  });

  it('offer no eleventh filter, but still a replacement within a chosen facet', () => {
    const ten = list(
      ...Array.from(
        { length: 10 },
        (_, index) => ['need', `besoin-${String.fromCharCode(97 + index)}`] as ['need', string],
      ),
    );
    assert.equal(choosing(ten, 'brand', 'symbiora'), null);
    assert.equal(href(null), null);
    assert.equal(href(choosing(ten, 'need', 'sommeil')), '/fr/produits/-besoin--sommeil');
  });

  it('write page 1 without a page segment and other pages with -p--N', () => {
    const base = list(['brand', 'symbiora']);
    assert.equal(href(onPage(base, 1)), '/fr/produits/-marque--symbiora');
    assert.equal(href(onPage({ ...base, page: 4 }, 1)), '/fr/produits/-marque--symbiora');
    assert.equal(href(onPage(base, 2)), '/fr/produits/-p--2/-marque--symbiora');
  });

  it('keep the order of the values within a facet', () => {
    assert.deepEqual(
      ordered(list(['need', 'b'], ['brand', 'x'], ['need', 'a']).filters).map((filter) => filter.value),
      ['x', 'b', 'a'],
    );
  });
});

describe('the sort', () => {
  it('travels as ?sort= and only when it is not the default order', () => {
    assert.equal(href(list(), 'price-asc'), '/fr/produits?sort=price-asc');
    assert.equal(href(list(), 'relevance'), '/fr/produits');
    assert.equal(sortSearch('price-desc'), '?sort=price-desc');
  });

  it('reads the query string, and anything unknown as the default order', () => {
    assert.equal(sortOf('?sort=price-desc&utm_source=x'), 'price-desc');
    assert.equal(sortOf('?sort=cheapest'), 'relevance');
    assert.equal(sortOf(''), 'relevance');
    assert.equal(orderByOf('price-asc'), 'price_asc');
  });
});

describe('the selection against the catalogue', () => {
  it('knows a value only under its own facet, and never under products', () => {
    assert.ok(knowsEveryFilter(FRENCH, list(['brand', 'symbiora'], ['display', 'nouveaute']).filters));
    assert.ok(!knowsEveryFilter(FRENCH, list(['flavour', 'symbiora']).filters));
    assert.ok(!knowsEveryFilter(FRENCH, list(['products', 'symbiora']).filters));
  });

  it('counts pages, an empty list having one', () => {
    assert.equal(pageCountOf(0, 12), 1);
    assert.equal(pageCountOf(24, 12), 2);
    assert.equal(pageCountOf(25, 12), 3);
  });
});

describe('the list in the other language', () => {
  it('writes each value with the slug of the same id, and keeps the page when all is translated', () => {
    const french: ProductListSegments = {
      expertise: 'probiotiques',
      page: 2,
      filters: [
        { facet: 'need', value: 'transit-intestinal' },
        { facet: 'flavour', value: 'citron' },
      ],
    };
    assert.deepEqual(translateList(french, FRENCH, DUTCH, 'probiotica'), {
      complete: true,
      list: {
        expertise: 'probiotica',
        page: 2,
        filters: [
          { facet: 'need', value: 'regelmatige-stoelgang' },
          { facet: 'flavour', value: 'citroen' },
        ],
      },
    });
  });

  it('drops what it cannot translate, and the page with it', () => {
    const withoutIds: ProductFilters = { ...DUTCH, flavour: DUTCH.flavour.map(({ id: _id, ...rest }) => rest) };
    const french: ProductListSegments = {
      expertise: 'probiotiques',
      page: 2,
      filters: [
        { facet: 'flavour', value: 'citron' },
        { facet: 'brand', value: 'symbiora' },
      ],
    };
    assert.deepEqual(translateList(french, FRENCH, withoutIds, null), {
      complete: false,
      list: { filters: [{ facet: 'brand', value: 'symbiora' }] },
    });
  });
});

describe('the facet panel', () => {
  const panel = (current: ProductListSegments) =>
    renderView(<FacetPanel list={current} counts={FRENCH} categories={[]} hrefOf={(each) => href(each)} />);

  it('links every value with products to its list, with its count, and leaves out those without', () => {
    const view = panel(list());
    const symbiora = view.getByRole('link', { name: 'Symbiora (7)' });
    assert.equal(symbiora.getAttribute('href'), '/fr/produits/-marque--symbiora');
    assert.equal(within(symbiora).getByText('(7)').className, 'facet-value__count');
    assert.equal(
      view.getByRole('link', { name: 'Nouveauté (2)' }).getAttribute('href'),
      '/fr/produits/-affichage--nouveaute',
    );
    assert.equal(view.queryAllByText(/Coup de cœur|Orange/).length, 0, 'values without products');
    assert.equal(view.queryAllByText('Principe actif').length, 0, 'a facet without values');
    const nav = view.getByRole('navigation', { name: 'Filtrer les produits' });
    assert.ok(
      nav.firstElementChild === view.getByRole('heading', { level: 2, name: 'Filtrer les produits' }),
      'the navigation opens with its heading',
    );
  });

  it('shows a chosen value even without products, open, and its link takes it away', () => {
    const view = panel(list(['flavour', 'orange'], ['brand', 'symbiora']));
    const flavour = view.getByText('Goût', { selector: 'summary' }).parentElement as HTMLDetailsElement;
    assert.equal(flavour.tagName, 'DETAILS');
    assert.equal(flavour.open, true);
    const orange = within(flavour).getByRole('link', { name: 'Retirer le filtre Orange' });
    assert.equal(orange.getAttribute('href'), '/fr/produits/-marque--symbiora');
    assert.equal(orange.getAttribute('aria-current'), 'true');
    assert.ok(orange.classList.contains('facet-value--active'));
  });

  it('shows a value it cannot link as text', () => {
    const ten = list(
      ...Array.from(
        { length: 10 },
        (_, index) => ['need', `besoin-${String.fromCharCode(97 + index)}`] as ['need', string],
      ),
    );
    const view = panel(ten);
    assert.equal(view.getByText('Symbiora').parentElement!.className, 'facet-value facet-value--unlinked');
    assert.equal(view.queryAllByRole('link', { name: /Symbiora/ }).length, 0);
  });
});

describe('the chosen filters and the sort links', () => {
  it('name each filter with its facet and label, each removable, and all at once', () => {
    const view = renderView(
      <ActiveFilters
        list={list(['brand', 'symbiora'], ['need', 'confort-digestif'])}
        values={FRENCH}
        hrefOf={(each) => href(each)}
      />,
    );
    const symbiora = view.getByRole('link', { name: 'Retirer le filtre Symbiora' });
    assert.equal(symbiora.getAttribute('href'), '/fr/produits/-besoin--confort-digestif');
    assert.equal(within(symbiora).getByText('Marque').className, 'active-filter__facet');
    assert.equal(view.getByRole('link', { name: 'Effacer tous les filtres' }).getAttribute('href'), '/fr/produits');
    assert.equal(
      renderView(<ActiveFilters list={list()} values={FRENCH} hrefOf={(each) => href(each)} />).container.childNodes
        .length,
      0,
    );
  });

  it('offer each order on page 1 of the same selection, the current one marked', () => {
    const view = renderView(
      <SortLinks list={{ page: 3, filters: [{ facet: 'brand', value: 'symbiora' }] }} sort="price-asc" />,
      'nl-be',
    );
    const order = (name: string) =>
      ['href', 'rel', 'aria-current'].map((attribute) => view.getByRole('link', { name }).getAttribute(attribute));
    assert.deepEqual(order('Relevantie'), ['/nl/producten/-merk--symbiora', 'nofollow', null]);
    assert.deepEqual(order('Prijs oplopend'), ['/nl/producten/-merk--symbiora?sort=price-asc', 'nofollow', 'true']);
    assert.deepEqual(order('Prijs aflopend'), ['/nl/producten/-merk--symbiora?sort=price-desc', 'nofollow', null]);
  });
});
