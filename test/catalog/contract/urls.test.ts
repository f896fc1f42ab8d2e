// GET /url/entity, /url, /redirection on the fixture seed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { z } from 'zod';

import { brandSchema } from '../../../shared/schemas/brand.ts';
import { apiErrorBodySchema, wrapped } from '../../../shared/schemas/common.ts';
import { needSchema } from '../../../shared/schemas/need.ts';
import { pageSchema } from '../../../shared/schemas/page.ts';
import { productSchema } from '../../../shared/schemas/product.ts';
import { categorySchema, redirectionSchema } from '../../../shared/schemas/site.ts';
import { urlSchema } from '../../../shared/schemas/url.ts';
import { SHOP } from '../../fixtures/catalog-seed.ts';
import { type Params, useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const { get } = useFixtureCatalog();

async function entity<S extends z.core.$ZodType>(schema: S, params: Params): Promise<z.output<S>> {
  const { status, body } = await get('/url/entity', params);
  assert.equal(status, 200, JSON.stringify(body));
  const { data } = wrapped(z.object({ entity_type: z.string(), entity: z.unknown() })).parse(body);
  assert.equal(data.entity_type, params.entity_type);
  return z.parse(schema, data.entity);
}

async function status(path: string, params: Params) {
  const answer = await get(path, params);
  apiErrorBodySchema.parse(answer.body);
  return answer.status;
}

describe('GET /url/entity', () => {
  it('answers the product, brand, need, page or category behind a slug of the language', async () => {
    assert.equal((await entity(productSchema, { entity_type: 'product', slug: 'cafe-vitalite' })).id, 2);
    assert.equal(
      (await entity(productSchema, { entity_type: 'product', slug: 'vitaliteitskoffie', lang: 'nl' })).name,
      'Vitaliteitskoffie',
    );
    assert.equal((await entity(brandSchema, { entity_type: 'brand', slug: 'floralis' })).id, 2);
    assert.equal((await entity(needSchema, { entity_type: 'need', slug: 'transit' })).need.parent, 2);
    assert.equal((await entity(pageSchema, { entity_type: 'page', slug: 'conseils-sommeil' })).id, 1);
    const category = await entity(categorySchema, { entity_type: 'category', slug: 'micronutrition' });
    assert.deepEqual(
      category.children.map((child) => child.slug),
      ['vitamines'],
    );
    assert.deepEqual(
      (await entity(categorySchema, { entity_type: 'category', slug: 'micronutrition', depth: 0 })).children,
      [],
    );
  });

  it("finds each country's own page behind a shared slug", async () => {
    assert.equal((await entity(pageSchema, { entity_type: 'page', slug: 'mentions-legales' })).id, 7);
    assert.equal((await entity(pageSchema, { entity_type: 'page', slug: 'mentions-legales', shop_id: SHOP.ch })).id, 8);
  });

  it('answers 404 for a slug of another language, a product not sold, a page not yet published even with published=0', async () => {
    assert.equal(await status('/url/entity', { entity_type: 'product', slug: 'vitaliteitskoffie' }), 404);
    assert.equal(
      await status('/url/entity', { entity_type: 'product', slug: 'transit-confort', shop_id: SHOP.ch }),
      404,
    );
    assert.equal(await status('/url/entity', { entity_type: 'page', slug: 'bientot' }), 404);
    assert.equal(await status('/url/entity', { entity_type: 'page', slug: 'bientot', published: 0 }), 404);
    assert.equal(
      await status('/url/entity', { entity_type: 'page', slug: 'impressum', shop_id: SHOP.de, lang: 'de' }),
      404,
    );
    assert.equal(await status('/url/entity', { entity_type: 'need', slug: 'nope' }), 404);
  });

  it('answers 400 for an unknown entity type or a missing slug', async () => {
    assert.equal(await status('/url/entity', { entity_type: 'order', slug: 'x' }), 400);
    assert.equal(await status('/url/entity', { entity_type: 'product' }), 400);
  });
});

describe('GET /url', () => {
  it("answers the entity's slug in each language of the shop", async () => {
    const be = await get('/url', { entity_type: 'product', entity_id: 2 });
    assert.deepEqual(wrapped(z.array(urlSchema)).parse(be.body).data, [
      { entity_type: 'product', entity_id: 2, lang: 'fr', slug: 'cafe-vitalite' },
      { entity_type: 'product', entity_id: 2, lang: 'nl', slug: 'vitaliteitskoffie' },
    ]);
    const ch = await get('/url', { entity_type: 'need', entity_id: 1, shop_id: SHOP.ch, lang: 'de' });
    assert.deepEqual(
      wrapped(z.array(urlSchema))
        .parse(ch.body)
        .data.map((url) => [url.lang, url.slug]),
      [
        ['fr', 'sommeil'],
        ['de', 'schlaf'],
      ],
    );
  });

  it('answers 404 for an entity the shop does not show', async () => {
    assert.equal(await status('/url', { entity_type: 'product', entity_id: 4, shop_id: SHOP.ch }), 404);
    assert.equal(await status('/url', { entity_type: 'page', entity_id: 9 }), 404);
    assert.equal(await status('/url', { entity_type: 'brand', entity_id: 77 }), 404);
  });
});

describe('GET /redirection', () => {
  it("answers the rule of the first candidate that has one in the shop's country", async () => {
    const { status: code, body } = await get('/redirection', { url: ['/nothing?x=1', '/nothing', '/ancienne-page'] });
    assert.equal(code, 200);
    assert.deepEqual(wrapped(redirectionSchema).parse(body).data, { type: 301, url: '/fr/produits' });
    const it = await get('/redirection', {
      shop_id: SHOP.it,
      lang: 'it',
      url: ['/vecchia-pagina', 'http://it.localhost:3000/vecchia-pagina'],
    });
    assert.deepEqual(wrapped(redirectionSchema).parse(it.body).data, { type: 302, url: '/prodotti' });
  });

  it("answers 404 when no candidate has a rule in the shop's country", async () => {
    assert.equal(await status('/redirection', { url: ['/nothing'] }), 404);
    assert.equal(await status('/redirection', { url: ['/ancienne-page'], shop_id: SHOP.es, lang: 'es' }), 404);
  });

  it('answers 400 without a candidate or with more than five', async () => {
    assert.equal(await status('/redirection', {}), 400);
    assert.equal(await status('/redirection', { url: ['/1', '/2', '/3', '/4', '/5', '/6'] }), 400);
  });
});
