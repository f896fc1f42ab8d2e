// GET /categories, /menus, /settings, /shop, /civilities, /provincials, /maintenance, /online-help.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { z } from 'zod';

import { openStore, setMaintenance } from '../../../catalog/store/store.ts';
import { faqEntrySchema } from '../../../shared/schemas/brand.ts';
import { apiErrorBodySchema, wrapped } from '../../../shared/schemas/common.ts';
import {
  categorySchema,
  civilitySchema,
  maintenanceStatusSchema,
  menuSchema,
  settingSchema,
  shopSchema,
} from '../../../shared/schemas/site.ts';
import { provinceSchema } from '../../../shared/schemas/store-locator.ts';
import { SHOP } from '../../fixtures/catalog-seed.ts';
import { useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const { catalog, storeOptions, get, ok } = useFixtureCatalog();

describe('GET /categories', () => {
  it('answers the roots alone at depth 0', async () => {
    const { data } = await ok(wrapped(z.array(categorySchema)), '/categories');
    assert.deepEqual(
      data.map((category) => [category.slug, category.depth, category.children.length]),
      [
        ['probiotiques', 0, 0],
        ['micronutrition', 0, 0],
      ],
    );
  });

  it('answers the sub-categories at depth 1, in the language', async () => {
    const { data } = await ok(wrapped(z.array(categorySchema)), '/categories', {
      depth: 1,
      shop_id: SHOP.de,
      lang: 'de',
    });
    assert.deepEqual(data[1]!.children, [{ id: 3, name: 'Vitamine', slug: 'vitamine', depth: 1, children: [] }]);
  });
});

describe('GET /menus', () => {
  it('answers the four menus with their links in the language', async () => {
    const { items } = await ok(z.object({ items: z.array(menuSchema) }), '/menus', { lang: 'nl' });
    assert.deepEqual(items.map((menu) => menu.code).sort(), ['footer', 'legal', 'main', 'mobile']);
    const main = items.find((menu) => menu.code === 'main')!;
    assert.deepEqual(main.items[1], {
      label: 'Behoeften',
      code: 'needs',
      slug: null,
      separate_after: false,
      childs: [{ label: 'Slaap', code: null, slug: 'slaap', separate_after: false, childs: [] }],
    });
  });
});

describe('GET /settings', () => {
  it("answers the country's global settings, each with its value first", async () => {
    const be = await ok(wrapped(z.array(settingSchema)), '/settings');
    const de = await ok(wrapped(z.array(settingSchema)), '/settings', { shop_id: SHOP.de, lang: 'de' });
    const value = (settings: typeof be.data, code: string) =>
      settings.find((setting) => setting.code === code)!.values[0]!.value;
    assert.deepEqual([value(be.data, 'point_of_sale'), value(be.data, 'newsletter')], ['1', '1']);
    assert.deepEqual([value(de.data, 'point_of_sale'), value(de.data, 'newsletter')], ['0', '0']);
  });
});

describe('GET /shop', () => {
  const shops = z.object({ list: z.array(shopSchema) });

  it('finds the shop of a domain, a port aside, without shop_id or lang', async () => {
    const response = await catalog().fetch(new Request('http://catalog.test/api/v1/shop?url=ch.localhost:3000'));
    const { list } = shops.parse(await response.json());
    assert.deepEqual(list, [
      {
        id: SHOP.ch,
        url: 'ch.localhost',
        country: 'ch',
        languages: [
          { label: 'Français', code: 'fr' },
          { label: 'Deutsch', code: 'de' },
        ],
        salesplans: [{ id: SHOP.ch, currency: { code: 'CHF', symbol: 'CHF' } }],
      },
    ]);
  });

  it('lists every shop without a url, and none for an unknown domain', async () => {
    assert.equal((await ok(shops, '/shop')).list.length, 5);
    assert.deepEqual((await ok(shops, '/shop', { url: 'example.org' })).list, []);
  });

  it('still checks shop_id and lang when they are given', async () => {
    assert.equal((await get('/shop', { shop_id: 42 })).status, 400);
    assert.equal((await get('/shop', { shop_id: 42, lang: undefined })).status, 400);
    assert.equal((await get('/shop', { shop_id: SHOP.de, lang: 'fr' })).status, 400);
    assert.equal((await get('/shop', { shop_id: SHOP.de, lang: undefined })).status, 200);
  });
});

describe('GET /civilities and /provincials', () => {
  it('answer the civilities in the language and the provinces', async () => {
    assert.deepEqual(
      (await ok(wrapped(z.array(civilitySchema)), '/civilities', { shop_id: SHOP.it, lang: 'it' })).data,
      [
        { id: 1, code: 'ms', label: 'Signora' },
        { id: 2, code: 'mr', label: 'Signore' },
      ],
    );
    assert.deepEqual(
      (await ok(wrapped(z.array(provinceSchema)), '/provincials', { shop_id: SHOP.es, lang: 'es' })).data.map(
        (province) => province.code,
      ),
      ['B', 'M'],
    );
  });
});

describe('GET /maintenance', () => {
  it('answers false until the maintenance flag is set in the store, then true', async () => {
    assert.deepEqual((await ok(wrapped(maintenanceStatusSchema), '/maintenance')).data, { maintenance: false });
    // Another connection to the same database, as another process would.
    const store = await openStore(storeOptions());
    try {
      await setMaintenance(store, true);
      assert.deepEqual((await ok(wrapped(maintenanceStatusSchema), '/maintenance')).data, { maintenance: true });
      await setMaintenance(store, false);
      assert.deepEqual((await ok(wrapped(maintenanceStatusSchema), '/maintenance')).data, { maintenance: false });
    } finally {
      await store.close();
    }
  });
});

describe('GET /online-help', () => {
  it("answers the help entries of the shop's country in their order and the language", async () => {
    const be = await ok(wrapped(z.array(faqEntrySchema)), '/online-help', { lang: 'nl' });
    assert.deepEqual(
      be.data.map((entry) => entry.question),
      ['En in Luxemburg?', 'Hoe contact opnemen?', 'Leveren jullie?'],
    );
    assert.equal(
      (await ok(wrapped(z.array(faqEntrySchema)), '/online-help', { shop_id: SHOP.es, lang: 'es' })).data.length,
      2,
    );
  });

  it('answers 400 for a language the shop does not have', async () => {
    const { status, body } = await get('/online-help', { lang: 'it' });
    assert.equal(status, 400);
    assert.deepEqual(apiErrorBodySchema.parse(body).issues, [{ path: 'lang', message: 'shop 1 (be) is in fr, nl' }]);
  });
});
