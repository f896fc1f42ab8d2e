import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { activeFilters, choosing, facetGroups } from '../../client/components/search/facet-options.ts';
import { SearchFilters } from '../../client/components/search/search-filters.tsx';
import { type Filter, MAX_FILTERS } from '../../routes/segments.ts';
import type { ProductFilters } from '../../shared/schemas/product.ts';
import { renderView } from '../helpers/render-view.tsx';

const value = (slug: string, label: string, count: number) => ({ slug, label, count });
const COUNTS: ProductFilters = {
  products: 9,
  display: [value('nouveaute', 'Nouveauté', 2)],
  brand: [value('symbiora', 'Symbiora', 5), value('omegalis', 'Omegalis', 0), value('serenium', 'Serenium', 4)],
  need: [value('sommeil', 'Sommeil', 3)],
  active_ingredient: [],
  diner_type: [],
  flavour: [value('citron', 'Citron', 0)],
  galenic_format: [],
};

describe('search facet options', () => {
  it('offers the values that would find products, facets in one order, the chosen ones to take away', () => {
    const selected: Filter[] = [{ facet: 'brand', value: 'symbiora' }];
    const groups = facetGroups(COUNTS, selected);
    assert.deepEqual(
      groups.map((group) => group.facet),
      ['brand', 'need', 'display'],
      'no facet without a value to offer',
    );
    const brands = groups[0]!.options;
    assert.deepEqual(
      brands.map((option) => [option.label, option.active]),
      [
        ['Symbiora', true],
        ['Serenium', false],
      ],
      'Omegalis finds nothing',
    );
    assert.deepEqual(brands[0]!.filters, [], "the chosen brand's link takes it away");
    assert.deepEqual(
      brands[1]!.filters,
      [{ facet: 'brand', value: 'serenium' }],
      'another brand replaces it: the link gives the count shown',
    );
    assert.deepEqual(groups[1]!.options[0]!.filters, [
      { facet: 'brand', value: 'symbiora' },
      { facet: 'need', value: 'sommeil' },
    ]);
  });

  it('writes facets in one order, whatever order they were chosen in, and refuses an eleventh filter', () => {
    assert.deepEqual(choosing([{ facet: 'display', value: 'nouveaute' }], { facet: 'brand', value: 'symbiora' }), [
      { facet: 'brand', value: 'symbiora' },
      { facet: 'display', value: 'nouveaute' },
    ]);
    const full: Filter[] = Array.from({ length: MAX_FILTERS }, (_, index) => ({
      facet: 'need',
      value: `need-${index}`,
    }));
    assert.equal(choosing(full, { facet: 'brand', value: 'symbiora' }), null);
  });

  it("names the URL's filters from the counts, or by their URL value when the catalogue does not know them", () => {
    const named = activeFilters(
      [
        { facet: 'brand', value: 'serenium' },
        { facet: 'products', value: 'probiotiques' },
      ],
      COUNTS,
    );
    assert.deepEqual(
      named.map((filter) => filter.label),
      ['Serenium', 'probiotiques'],
    );
    assert.deepEqual(named[0]!.without, [{ facet: 'products', value: 'probiotiques' }]);
    assert.deepEqual(activeFilters([{ facet: 'need', value: 'sommeil' }], null)[0]!.label, 'sommeil');
  });
});

describe('the search filters panel', () => {
  it('links each value in the segment grammar of the locale, and each chosen filter back', () => {
    const view = renderView(
      <SearchFilters search={{ term: 'slaap', filters: [{ facet: 'brand', value: 'symbiora' }] }} counts={COUNTS} />,
      'nl-be',
    );
    const nav = view.getByRole('navigation', { name: 'Resultaten verfijnen' });
    assert.ok(
      nav.firstElementChild === view.getByRole('heading', { level: 2, name: 'Resultaten verfijnen' }),
      'the navigation opens with its heading',
    );
    const hrefOf = (name: string) => view.getByRole('link', { name }).getAttribute('href');
    assert.equal(hrefOf('Serenium (4)'), '/nl/resultaten/-r--slaap/-merk--serenium', 'another brand');
    assert.equal(
      hrefOf('Sommeil (3)'),
      '/nl/resultaten/-r--slaap/-merk--symbiora/-behoefte--sommeil',
      'a need beside the brand',
    );
    assert.deepEqual(
      view
        .getAllByRole('link', { name: 'Filter Merk: Symbiora verwijderen' })
        .filter((link) => link.className === 'search-active-filter')
        .map((link) => link.getAttribute('href')),
      ['/nl/resultaten/-r--slaap'],
      'the chosen brand taken away',
    );
    assert.equal(view.getByText('(4)').className, 'search-facet__count', 'the count beside the value');
    const links = view.getAllByRole('link').map((link) => link.getAttribute('href')!);
    assert.ok(!links.some((href) => href.includes('omegalis')), 'no link to a value that finds nothing');
    assert.equal(view.queryAllByText(/Omegalis/).length, 0, 'no value that finds nothing');
  });

  it('is absent when there is nothing to filter by', () => {
    const none = { ...COUNTS, display: [], brand: [], need: [], flavour: [] };
    const childrenOf = (counts: ProductFilters | null) =>
      renderView(<SearchFilters search={{ term: 'x', filters: [] }} counts={counts} />).container.childNodes.length;
    assert.equal(childrenOf(none), 0);
    assert.equal(childrenOf(null), 0);
  });
});
