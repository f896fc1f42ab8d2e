// GET /filtersProducts names each facet value by an id that is the same in every language, so a
// filtered products list can be written in the country's other language (the language selector).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { wrapped } from '../../../shared/schemas/common.ts';
import { type ProductFilters, productFiltersSchema } from '../../../shared/schemas/product.ts';
import { SHOP } from '../../fixtures/catalog-seed.ts';
import { type Params, useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const fixture = useFixtureCatalog();

async function filters(params: Params): Promise<ProductFilters> {
  const response = await fixture.catalog().fetch(new Request(fixture.url('/filtersProducts', params)));
  assert.equal(response.status, 200);
  return wrapped(productFiltersSchema).parse(await response.json()).data;
}

const FACETS = ['display', 'brand', 'need', 'active_ingredient', 'diner_type', 'flavour', 'galenic_format'] as const;

describe('GET /filtersProducts value ids', () => {
  it('give every value an id, unique within its facet', async () => {
    const data = await filters({});
    for (const facet of FACETS) {
      const ids = data[facet].map((value) => value.id);
      assert.ok(
        ids.every((id) => Number.isInteger(id)),
        `${facet}: ${JSON.stringify(ids)}`,
      );
      assert.equal(new Set(ids).size, ids.length, `${facet} ids are unique`);
    }
  });

  it('are the same value in French and in Dutch, under each language’s slug', async () => {
    const [french, dutch] = await Promise.all([
      filters({ shop_id: SHOP.be, lang: 'fr' }),
      filters({ shop_id: SHOP.be, lang: 'nl' }),
    ]);
    for (const facet of FACETS) {
      assert.deepEqual(
        dutch[facet].map((value) => value.id),
        french[facet].map((value) => value.id),
        facet,
      );
    }
    const citron = french.flavour.find((value) => value.slug === 'citron')!;
    assert.equal(dutch.flavour.find((value) => value.id === citron.id)?.slug, 'citroen');
  });
});
