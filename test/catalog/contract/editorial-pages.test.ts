// GET /page's brand filter and the brand code of pages, which the brand corner
// (`{prefix}/{brand code}/{slug}`) needs, on the real seed: brand-corner pages 51 (Symbiora)
// and 52 (Serenium).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { z } from 'zod';

import { type Catalog, createCatalog } from '../../../catalog/create-catalog.ts';
import { paginated, wrapped } from '../../../shared/schemas/common.ts';
import { pageSchema } from '../../../shared/schemas/page.ts';

let dataDir: string;
let catalog: Catalog;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-editorial-contract-'));
  catalog = await createCatalog({ dataDir });
});
after(async () => {
  await catalog.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function get(path: string, params: Record<string, string>) {
  const url = new URL(`http://catalog.test/api/v1${path}`);
  for (const [key, value] of Object.entries({ shop_id: '1', lang: 'fr', ...params })) url.searchParams.set(key, value);
  const response = await catalog.fetch(new Request(url));
  return { status: response.status, body: (await response.json()) as unknown };
}

const pageList = paginated(pageSchema);

describe('GET /page?brand=', () => {
  it("lists the pages of the brand whose code is given, and only that brand's", async () => {
    const symbiora = await get('/page', { type: 'brand_corner', brand: 'symbiora' });
    assert.equal(symbiora.status, 200);
    assert.deepEqual(
      z.parse(pageList, symbiora.body).items.map((page) => page.id),
      [51],
    );
    const serenium = z.parse(pageList, (await get('/page', { brand: 'serenium', lang: 'nl' })).body);
    assert.deepEqual(
      serenium.items.map((page) => [page.id, page.type]),
      [[52, 'brand_corner']],
    );
  });

  it('answers an empty list for a brand without pages or an unknown code, never an error', async () => {
    assert.deepEqual(
      z.parse(pageList, (await get('/page', { type: 'brand_corner', brand: 'nutrivea' })).body).items,
      [],
    );
    assert.deepEqual(z.parse(pageList, (await get('/page', { brand: 'no-such-brand' })).body).items, []);
    assert.equal((await get('/page', { brand: '' })).status, 400);
  });
});

describe('the brand code of a page', () => {
  it('is the code of its brand, null for a page of no brand', async () => {
    const { data } = z.parse(wrapped(pageSchema), (await get('/page/52', {})).body);
    assert.equal(data.brand_code, 'serenium');
    assert.equal(z.parse(wrapped(pageSchema), (await get('/page/1', {})).body).data.brand_code, null);
  });
});
