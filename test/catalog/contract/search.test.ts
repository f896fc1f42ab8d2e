// GET /search/suggest on the fixture seed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiErrorBodySchema, wrapped } from '../../../shared/schemas/common.ts';
import { type Suggestions, suggestionsSchema } from '../../../shared/schemas/search.ts';
import { SHOP } from '../../fixtures/catalog-seed.ts';
import { type Params, useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const { get } = useFixtureCatalog();

async function suggest(text: string, params: Params = {}): Promise<Suggestions> {
  const { status, body } = await get('/search/suggest', { text, ...params });
  assert.equal(status, 200, JSON.stringify(body));
  return wrapped(suggestionsSchema).parse(body).data;
}

const GROUPS = ['products', 'brands', 'needs', 'pages', 'about_page', 'corpo'] as const;
const titles = (data: Suggestions) => ({
  products: data.products.items.map((item) => item.name),
  brands: data.brands.items.map((item) => item.title),
  needs: data.needs.items.map((item) => item.title),
  pages: data.pages.items.map((item) => item.title),
  about_page: data.about_page.items.map((item) => item.title),
  corpo: data.corpo.items.map((item) => item.title),
});

describe('GET /search/suggest', () => {
  it('finds by word prefix, accents aside, in six groups whose totals add up', async () => {
    const data = await suggest('magn');
    assert.deepEqual(titles(data), {
      products: ['Magnésium marin', 'Nuit sereine'],
      brands: [],
      needs: [],
      pages: ['Le magnésium au quotidien'],
      about_page: [],
      corpo: [],
    });
    assert.equal(
      data.total,
      GROUPS.reduce((sum, group) => sum + data[group].total, 0),
    );
    assert.equal(data.total, 3);
  });

  it("finds 'café' when 'cafe' is typed, and the other way round", async () => {
    assert.deepEqual(titles(await suggest('cafe')).products, ['Café vitalité']);
    assert.deepEqual(titles(await suggest('CAFÉ')).products, ['Café vitalité']);
    assert.deepEqual(titles(await suggest('caffe', { shop_id: SHOP.it, lang: 'it' })).products, ['Caffè vitalità']);
  });

  it('fills the brand, need, about and corporate groups', async () => {
    assert.deepEqual(titles(await suggest('flora')).brands, ['Floralis']);
    const brand = (await suggest('flora')).brands.items[0]!;
    assert.deepEqual(brand.brand, {
      name: 'Floralis',
      color: '#5f9e3a',
      logo: { url: '/api/v1/images/brands/2-140.png', alt: 'Floralis' },
    });
    const sleep = await suggest('somm');
    assert.deepEqual(titles(sleep).needs, ['Sommeil']);
    assert.deepEqual(sleep.needs.items[0]!.need.picto, { url: '/api/v1/images/needs/1-140.png', alt: 'Sommeil' });
    assert.deepEqual(titles(sleep).pages, ['Une nouvelle gamme sommeil']);
    assert.deepEqual(titles(await suggest('laboratoire')).about_page, ['À propos du laboratoire']);
    assert.deepEqual(titles(await suggest('engagements')).corpo, ['Nos engagements']);
  });

  it('keeps each group to per_group items but counts them all', async () => {
    const data = await suggest('complement', { per_group: 2 });
    assert.equal(data.products.items.length, 2);
    assert.equal(data.products.total, 8);
  });

  it("shows only the shop's products and pages, and only published pages", async () => {
    assert.deepEqual(titles(await suggest('transit', { shop_id: SHOP.ch })).products, []);
    assert.deepEqual(titles(await suggest('mentions')).pages, ['Mentions légales']);
    assert.deepEqual(titles(await suggest('mentions', { shop_id: SHOP.ch })).pages, ['Mentions légales (Suisse)']);
    assert.equal((await suggest('bientot')).total, 0);
    assert.equal((await suggest('brouillon')).total, 0, 'nor a draft whose day has passed');
  });

  it('answers an empty result for text with no word in it', async () => {
    for (const text of ['" OR *', '***', 'NOT', '(']) {
      const data = await suggest(text);
      assert.equal(data.total, 0, text);
    }
  });

  it('answers 400 without text, with too long a text, or a per_group out of bounds', async () => {
    const cases: [Params, string][] = [
      [{}, 'text'],
      [{ text: '' }, 'text'],
      [{ text: 'x'.repeat(101) }, 'text'],
      [{ text: 'a', per_group: 11 }, 'per_group'],
      [{ text: 'a', per_group: 0 }, 'per_group'],
    ];
    for (const [params, path] of cases) {
      const { status, body } = await get('/search/suggest', params);
      assert.equal(status, 400, JSON.stringify(params));
      assert.equal(apiErrorBodySchema.parse(body).issues?.[0]?.path, path);
    }
  });
});
