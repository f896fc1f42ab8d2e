// GET /filtersProducts: facet counts on the fixture seed, checked against GET /product totals.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { paginated, wrapped } from '../../../shared/schemas/common.ts';
import { type ProductFilters, productFiltersSchema, productListItemSchema } from '../../../shared/schemas/product.ts';
import { SHOP } from '../../fixtures/catalog-seed.ts';
import { type Params, useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const fixture = useFixtureCatalog();

async function getJson(path: string, params: Params) {
  const url = fixture.url(path, params);
  const response = await fixture.catalog().fetch(new Request(url));
  assert.equal(response.status, 200, `${url}`);
  return (await response.json()) as unknown;
}

const filters = async (params: Params) =>
  wrapped(productFiltersSchema).parse(await getJson('/filtersProducts', params)).data;
const total = async (params: Params) => paginated(productListItemSchema).parse(await getJson('/product', params)).total;

type Facet = Exclude<keyof ProductFilters, 'products'>;
const FACETS: Facet[] = ['display', 'brand', 'need', 'active_ingredient', 'diner_type', 'flavour', 'galenic_format'];

/** The selection with `facet` filtered on `slug` alone, its other filters kept. */
function withValue(selection: Params, facet: Facet, slug: string): Params {
  if (facet === 'display') return { ...selection, display: slug };
  if (facet === 'need') return { ...selection, needs: JSON.stringify([slug]) };
  const caracteristics = selection.caracteristics
    ? (JSON.parse(String(selection.caracteristics)) as Record<string, string[]>)
    : {};
  return { ...selection, caracteristics: JSON.stringify({ ...caracteristics, [facet]: [slug] }) };
}

const selections: Params[] = [
  {},
  { needs: '["digestion"]' },
  { caracteristics: '{"brand":["vitalis"]}', display: 'promoted' },
  { caracteristics: '{"galenic_format":["comprime"],"active_ingredient":["magnesium"]}' },
  { text: 'magn' },
  { categories: 'micronutrition', price: '{"min":10,"max":30}' },
  { shop_id: SHOP.ch, lang: 'de', needs: '["energie"]' },
];

describe('GET /filtersProducts', () => {
  it('lists every value of every facet in the language, zero counts included', async () => {
    const data = await filters({ lang: 'nl' });
    assert.deepEqual(
      data.flavour.map((value) => value.slug),
      ['citroen', 'rood-fruit'],
    );
    assert.deepEqual(
      data.need.map((value) => value.slug),
      ['slaap', 'spijsvertering', 'transit', 'energie'],
    );
    assert.deepEqual(
      data.display.map((value) => value.slug),
      ['nieuw', 'uitgelicht', 'speciale-aanbieding', 'nieuwe-formule'],
    );
    const narrow = await filters({ caracteristics: '{"brand":["vitalis"]}', text: 'cafe' });
    assert.ok(narrow.galenic_format.some((value) => value.count === 0));
    assert.equal(narrow.galenic_format.length, 3);
  });

  it('counts the fixture as expected with no filter', async () => {
    const data = await filters({});
    assert.equal(data.products, 8);
    const counts = (facet: Facet) => Object.fromEntries(data[facet].map((value) => [value.slug, value.count]));
    assert.deepEqual(counts('brand'), { vitalis: 4, floralis: 4 });
    assert.deepEqual(counts('need'), { sommeil: 1, digestion: 4, transit: 1, energie: 3 });
    assert.deepEqual(counts('display'), {
      nouveaute: 2,
      'mis-en-avant': 2,
      'offre-speciale': 1,
      'nouvelle-formule': 1,
    });
  });

  for (const selection of selections) {
    it(`agrees with GET /product for the selection ${JSON.stringify(selection)}`, async () => {
      const data = await filters(selection);
      assert.equal(data.products, await total(selection), 'products');
      for (const facet of FACETS) {
        for (const value of data[facet]) {
          assert.equal(value.count, await total(withValue(selection, facet, value.slug)), `${facet} ${value.slug}`);
        }
      }
    });
  }

  it('counts the values of a filtered facet as if each replaced the filter', async () => {
    const data = await filters({ caracteristics: '{"brand":["vitalis"]}' });
    assert.equal(data.products, 4);
    assert.deepEqual(
      data.brand.map((value) => value.count),
      [4, 4],
    );
    assert.equal(data.need.find((value) => value.slug === 'digestion')!.count, 0);
  });
});
