// GET /product, /product/{id}, /products/{id}/pages, /products/{id}/faqs on the fixture seed.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { z } from 'zod';

import { createCatalog } from '../../../catalog/create-catalog.ts';
import { faqEntrySchema } from '../../../shared/schemas/brand.ts';
import { apiErrorBodySchema, paginated, wrapped } from '../../../shared/schemas/common.ts';
import { pageSchema } from '../../../shared/schemas/page.ts';
import { productListItemSchema, productSchema } from '../../../shared/schemas/product.ts';
import { FIXTURE_SEED, SHOP } from '../../fixtures/catalog-seed.ts';
import { type Params, useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const { get, ok } = useFixtureCatalog();

const list = paginated(productListItemSchema);
const ids = async (params: Params) =>
  (await ok(list, '/product', { perPage: 100, ...params })).items.map((item) => item.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('GET /product', () => {
  it('lists the products the shop sells, in the shared list shape', async () => {
    const be = await ok(list, '/product');
    assert.equal(be.total, 8);
    assert.deepEqual({ page: be.page, perPage: be.perPage }, { page: 1, perPage: 12 });
    assert.deepEqual(sorted(await ids({ shop_id: SHOP.ch })), [1, 2, 3, 5, 6, 7]);
    assert.deepEqual(sorted(await ids({ shop_id: SHOP.de, lang: 'de' })), [1, 2, 3, 4, 5, 6]);
  });

  it('writes names, slugs, needs and the galenic form in the requested language, with images and their alt text', async () => {
    const { items } = await ok(list, '/product', { lang: 'nl', slugs: 'marien-magnesium' });
    assert.equal(items.length, 1);
    const item = items[0]!;
    assert.deepEqual(
      [item.name, item.slug, item.galenic_form.label, item.needs.map((need) => need.slug)],
      ['Marien magnesium', 'marien-magnesium', 'Tablet', ['energie']],
    );
    assert.deepEqual(item.caracteristics.small_image.value, {
      url: '/api/v1/images/products/1-80.png',
      alt: 'Marien magnesium',
    });
    assert.equal(item.caracteristics.large_image.value.url, '/api/v1/images/products/1-600.png');
    assert.deepEqual(item.brand.logo, { url: '/api/v1/images/brands/1-140.png', alt: 'Vitalis' });
  });

  it('says who may take each product: vegans, vegetarians, during pregnancy, from which age', async () => {
    const { items } = await ok(list, '/product', { perPage: 100 });
    const of = (id: number) => items.find((item) => item.id === id)?.suitability;
    assert.deepEqual(of(3), { vegan: true, vegetarian: true, pregnancy: 'suitable', min_age: 3 });
    assert.deepEqual(of(5), { vegan: false, vegetarian: false, pregnancy: 'avoid', min_age: null });
    assert.deepEqual(of(1), { vegan: false, vegetarian: true, pregnancy: 'advice', min_age: 18 });
  });

  it('pages through the whole list without gaps or repeats', async () => {
    const all = await ids({});
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await ok(list, '/product', { perPage: 3, page });
      assert.equal(answer.total, 8);
      pages.push(...answer.items.map((item) => item.id));
    }
    assert.deepEqual(pages, all);
    const beyond = await ok(list, '/product', { perPage: 3, page: 4 });
    assert.deepEqual([beyond.items, beyond.total], [[], 8]);
  });

  it('sorts promoted products first, then by id, when nothing is searched', async () => {
    assert.deepEqual(await ids({}), [1, 4, 2, 3, 5, 6, 7, 8]);
  });

  it('sorts by own price both ways', async () => {
    const ascending = await ok(list, '/product', { orderBy: 'price_asc', perPage: 100 });
    const descending = await ok(list, '/product', { orderBy: 'price_desc', perPage: 100 });
    assert.deepEqual(
      ascending.items.map((item) => item.id),
      [8, 6, 7, 4, 2, 5, 1, 3],
    );
    assert.deepEqual(
      descending.items.map((item) => item.id),
      [3, 1, 5, 2, 4, 7, 6, 8],
    );
    const prices = descending.items.map((item) => item.price.own);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
    );
  });

  it('sorts by name, accents aside', async () => {
    assert.deepEqual(await ids({ orderBy: 'name' }), [2, 8, 3, 1, 5, 7, 4, 6]);
  });

  it('sorts the products that are new today first', async () => {
    const order = await ids({ orderBy: 'new' });
    assert.deepEqual(order.slice(0, 2), [5, 1]);
  });

  it('sorts a search by relevance, a name match first', async () => {
    assert.deepEqual(await ids({ text: 'magnesium' }), [1, 5]);
  });

  it('filters by category, a category taking its sub-categories', async () => {
    assert.deepEqual(sorted(await ids({ categories: 'micronutrition' })), [1, 2, 5, 6]);
    assert.deepEqual(sorted(await ids({ categories: 'vitamines' })), [1, 6]);
    assert.deepEqual(sorted(await ids({ category: 'vitamines' })), [1, 6]);
    assert.deepEqual(sorted(await ids({ categories: 'vitamines,probiotiques' })), [1, 3, 4, 6, 7, 8]);
  });

  it('filters by need, a top-level need taking its sub-needs', async () => {
    assert.deepEqual(sorted(await ids({ needs: '["digestion"]' })), [3, 4, 7, 8]);
    assert.deepEqual(sorted(await ids({ needs: '["transit"]' })), [4]);
    assert.deepEqual(sorted(await ids({ needs: '["sommeil","energie"]' })), [1, 2, 5, 6]);
  });

  it('filters by caracteristics in the request language, OR within one, AND across them', async () => {
    assert.deepEqual(sorted(await ids({ caracteristics: '{"brand":["floralis"]}' })), [3, 4, 7, 8]);
    assert.deepEqual(sorted(await ids({ caracteristics: '{"flavour":["citron"]}' })), [4, 6]);
    assert.deepEqual(sorted(await ids({ lang: 'nl', caracteristics: '{"flavour":["citroen"]}' })), [4, 6]);
    assert.deepEqual(sorted(await ids({ caracteristics: '{"galenic_format":["gelule","poudre"]}' })), [2, 3, 4, 7, 8]);
    assert.deepEqual(sorted(await ids({ caracteristics: '{"active_ingredient":["magnesium"]}' })), [1, 5]);
    assert.deepEqual(sorted(await ids({ caracteristics: '{"diner_type":["diner"],"brand":["vitalis"]}' })), [5]);
  });

  it('finds nothing for a slug it does not know', async () => {
    assert.deepEqual(await ids({ caracteristics: '{"brand":["nope"]}' }), []);
    assert.deepEqual(await ids({ needs: '["nope"]' }), []);
  });

  it('filters by display: new on today, promoted, special offer, new formula, by code or by slug', async () => {
    assert.deepEqual(sorted(await ids({ display: 'new' })), [1, 5]);
    assert.deepEqual(sorted(await ids({ display: 'nouveaute' })), [1, 5]);
    assert.deepEqual(sorted(await ids({ display: 'promoted' })), [1, 4]);
    assert.deepEqual(sorted(await ids({ display: 'special_offer' })), [2]);
    assert.deepEqual(sorted(await ids({ display: 'new_formula' })), [3]);
    assert.deepEqual(sorted(await ids({ display: 'new,promoted' })), [1, 4, 5]);
  });

  it('decides what is new with its clock', async () => {
    const later = await mkdtemp(join(tmpdir(), 'vitrine-catalog-'));
    const nextYear = await createCatalog({
      dataDir: later,
      seed: FIXTURE_SEED,
      now: () => new Date('2025-06-15T00:00:00Z'),
    });
    try {
      const response = await nextYear.fetch(new Request(`http://catalog.test/product?shop_id=1&lang=fr&display=new`));
      assert.deepEqual(
        list.parse(await response.json()).items.map((item) => item.id),
        [5],
      );
    } finally {
      await nextYear.close();
      await rm(later, { recursive: true, force: true });
    }
  });

  it('filters by own price in the shop currency, and leaves free products out on request', async () => {
    assert.deepEqual(sorted(await ids({ price: '{"min":15,"max":25}' })), [1, 2, 5]);
    assert.deepEqual(sorted(await ids({ price: '{"max":10}' })), [6, 8]);
    assert.deepEqual(sorted(await ids({ price: '{"max":10}', no_free: 1 })), [6]);
    // In CHF: 9.90 € is 10.90 CHF.
    assert.deepEqual(sorted(await ids({ shop_id: SHOP.ch, price: '{"max":10.5}' })), []);
    assert.deepEqual(sorted(await ids({ shop_id: SHOP.ch, price: '{"max":11}' })), [6]);
  });

  it('searches text accents aside, by word prefix', async () => {
    assert.deepEqual(await ids({ text: 'cafe' }), [2]);
    assert.deepEqual(await ids({ text: 'CAFÉ vital' }), [2]);
    assert.deepEqual(sorted(await ids({ text: 'magnés' })), [1, 5]);
    assert.deepEqual(await ids({ text: '" OR *' }), []);
  });

  it('selects by slugs', async () => {
    assert.deepEqual(sorted(await ids({ slugs: 'cafe-vitalite,nuit-sereine' })), [2, 5]);
  });
});

describe('GET /product/{id}', () => {
  it('answers the whole product in the product shape', async () => {
    const { data } = await ok(wrapped(productSchema), '/product/5');
    assert.equal(data.name, 'Nuit sereine');
    assert.deepEqual(
      data.active_ingredients.map((value) => value.slug),
      ['melatonine', 'magnesium'],
    );
    assert.equal(data.diner_type?.label, 'Dîner');
    assert.equal(data.flavour, null);
    assert.equal(data.nutrition.rows[0]!.label, 'Magnésium');
    assert.deepEqual(data.packaging_sizes, ['30 gélules']);
  });

  it('prices in CHF in Switzerland, conditionings and tiers too', async () => {
    const { data } = await ok(wrapped(productSchema), '/product/1', { shop_id: SHOP.ch, lang: 'de' });
    assert.deepEqual(data.price, { public: 26.9, own: 26.9, currency: { code: 'CHF', symbol: 'CHF' } });
    assert.equal(data.conditionings[0]!.price.own, 26.9);
    assert.equal(data.volume_tiers[0]!.price, 23.9); // 22.41 € × 1.08 = 24.20 CHF, nearest .90: 23.90
    const offer = await ok(wrapped(productSchema), '/product/2', { shop_id: SHOP.ch });
    assert.deepEqual([offer.data.price.public, offer.data.price.own], [21.9, 18.9]);
  });

  it('shows the out-of-stock label in the language', async () => {
    const { data } = await ok(wrapped(productSchema), '/product/7', { lang: 'nl' });
    assert.equal(data.out_of_stock_label, 'Tijdelijk niet beschikbaar');
  });

  it('answers 404 for a product the shop does not sell, an unknown id, or no id', async () => {
    for (const [path, params] of [
      ['/product/4', { shop_id: SHOP.ch }],
      ['/product/999', {}],
      ['/product/abc', {}],
      ['/product/0', {}],
    ] as const) {
      const { status, body } = await get(path, params);
      assert.equal(status, 404, path);
      assert.equal(apiErrorBodySchema.parse(body).statusCode, 404);
    }
  });
});

describe('GET /products/{id}/pages and /faqs', () => {
  it('lists the published pages of the shop about the product, newest first', async () => {
    const { data } = await ok(wrapped(z.array(pageSchema)), '/products/5/pages');
    assert.deepEqual(
      data.map((page) => page.id),
      [6, 1],
    );
    const one = await ok(wrapped(z.array(pageSchema)), '/products/5/pages', { per_page: 1 });
    assert.deepEqual(
      one.data.map((page) => page.id),
      [6],
    );
  });

  it('lists the product FAQ in the language', async () => {
    const { data } = await ok(wrapped(z.array(faqEntrySchema)), '/products/1/faqs', { lang: 'nl' });
    assert.deepEqual(
      data.map((entry) => entry.question),
      ['Hoeveel per dag?'],
    );
  });

  it('answers 404 for a product the shop does not sell', async () => {
    assert.equal((await get('/products/4/pages', { shop_id: SHOP.ch })).status, 404);
    assert.equal((await get('/products/8/faqs', { shop_id: SHOP.de, lang: 'de' })).status, 404);
  });
});
