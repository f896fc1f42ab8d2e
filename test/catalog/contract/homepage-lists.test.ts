// GET /homepage reads its lists without counting them (and one page type with an equality):
// they must stay the first pages of the lists the paginated endpoints answer, in every shop.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SHOP } from '../../fixtures/catalog-seed.ts';
import { useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const { get } = useFixtureCatalog();

const ids = (items: unknown) => (items as { id: number }[]).map((item) => item.id);

async function body(path: string, params: Record<string, string | number>) {
  const { status, body: answer } = await get(path, params);
  assert.equal(status, 200, JSON.stringify(answer));
  return answer as Record<string, unknown>;
}

describe('GET /homepage lists', () => {
  const shops: [number, string][] = [
    [SHOP.be, 'fr'],
    [SHOP.be, 'nl'],
    [SHOP.ch, 'de'],
    [SHOP.es, 'es'],
  ];
  for (const [shop, lang] of shops) {
    it(`are the first pages of /product and /pages (shop ${shop}, ${lang})`, async () => {
      const scope = { shop_id: shop, lang };
      const home = (await body('/homepage', scope)).data as Record<string, unknown>;
      const products = await body('/product', { ...scope, perPage: 8 });
      assert.deepEqual(ids(home.products), ids(products.items));
      for (const type of ['advice', 'news'] as const) {
        const pages = await body('/pages', { ...scope, type, order: 'date', perPage: 4 });
        assert.deepEqual(ids(home[type]), ids(pages.items), type);
      }
    });
  }

  it('/pages answers the same list and total for one type as for a list of it', async () => {
    let seen = 0;
    for (const type of ['advice', 'news', 'standard']) {
      // perPage 1: a full first page, so the total is counted too.
      for (const perPage of [1, 20]) {
        const one = await body('/pages', { type, order: 'date', perPage });
        const twice = await body('/pages', { type: `${type},${type}`, order: 'date', perPage });
        assert.deepEqual([ids(one.items), one.total], [ids(twice.items), twice.total], `${type}, perPage ${perPage}`);
        seen += ids(one.items).length;
      }
    }
    assert.ok(seen > 3, 'the fixture has pages of these types');
  });
});
