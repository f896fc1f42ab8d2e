// GET /need…, /pages, /page…, /thematics, /thematic/{id}, /innovation-category, /homepage,
// /brands/… on the fixture seed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { z } from 'zod';

import { brandSchema, faqEntrySchema } from '../../../shared/schemas/brand.ts';
import { paginated, wrapped } from '../../../shared/schemas/common.ts';
import { needSchema } from '../../../shared/schemas/need.ts';
import { pageSchema, thematicSchema } from '../../../shared/schemas/page.ts';
import { productListItemSchema } from '../../../shared/schemas/product.ts';
import { SHOP } from '../../fixtures/catalog-seed.ts';
import { useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const { catalog, ok, notFound } = useFixtureCatalog();

const pageIds = (pages: { id: number }[]) => pages.map((page) => page.id);
const pageList = paginated(pageSchema);
const pageArray = wrapped(z.array(pageSchema));

describe('needs', () => {
  it('GET /need lists every need, each top-level need followed by its sub-needs', async () => {
    const { data } = await ok(wrapped(z.array(needSchema)), '/need', { shop_id: SHOP.es, lang: 'es' });
    assert.deepEqual(
      data.map((need) => [need.slug, need.need.parent]),
      [
        ['sueno', null],
        ['digestion', null],
        ['transito', 2],
        ['energia', null],
      ],
    );
    assert.deepEqual(data[1]!.children, [{ id: 4, title: 'Tránsito', slug: 'transito' }]);
    assert.deepEqual(data[0]!.need.picto, { url: '/api/v1/images/needs/1-140.png', alt: 'Sueño' });
  });

  it('GET /need/{id} answers one need, 404 for an unknown one', async () => {
    assert.equal((await ok(wrapped(needSchema), '/need/4')).data.title, 'Transit');
    const sleep = (await ok(wrapped(needSchema), '/need/1', { shop_id: SHOP.es, lang: 'es' })).data;
    assert.equal(sleep.intro, 'El sueño.\n\nHábitos.');
    await notFound('/need/99');
    await notFound('/need/sommeil');
  });

  it('GET /need/{id}/pages lists the published pages about the need and its sub-needs', async () => {
    assert.deepEqual(pageIds((await ok(pageArray, '/need/2/pages')).data), [3]);
    assert.deepEqual(pageIds((await ok(pageArray, '/need/1/pages')).data), [6, 1]);
    await notFound('/need/99/pages');
  });

  it('GET /need/pages lists the pages about any need, newest first, per_page of them', async () => {
    assert.deepEqual(pageIds((await ok(pageArray, '/need/pages')).data), [6, 2, 1, 3]);
    assert.deepEqual(pageIds((await ok(pageArray, '/need/pages', { per_page: 2 })).data), [6, 2]);
  });
});

describe('pages', () => {
  it('GET /pages lists the published pages of a type in their order or newest first', async () => {
    const byOrder = await ok(pageList, '/pages', { type: 'advice' });
    assert.deepEqual([pageIds(byOrder.items), byOrder.total], [[1, 2], 2]);
    assert.deepEqual(pageIds((await ok(pageList, '/pages', { type: 'advice', order: 'date' })).items), [2, 1]);
    assert.deepEqual(pageIds((await ok(pageList, '/pages', { type: 'news,about' })).items), [4, 6]);
  });

  it('GET /pages hides pages not yet published, and drafts whatever their day, unless published=0', async () => {
    assert.deepEqual(pageIds((await ok(pageList, '/pages', { type: 'news' })).items), [6]);
    assert.deepEqual(pageIds((await ok(pageList, '/pages', { type: 'news', published: 0 })).items), [6, 9, 10]);
  });

  it('never shows a draft whose publication day has passed: not by id, slug, list, search or association', async () => {
    await notFound('/page/10');
    assert.equal((await ok(wrapped(pageSchema), '/page/10', { published: 0 })).data.title, 'Brouillon');
    assert.deepEqual(pageIds((await ok(pageList, '/page', { slugs: 'brouillon' })).items), []);
    assert.deepEqual(pageIds((await ok(pageList, '/page', { type: 'news', order: 'date' })).items), [6]);
    await notFound('/url/entity', { entity_type: 'page', slug: 'brouillon' });
    await notFound('/url', { entity_type: 'page', entity_id: 10 });
    await notFound('/page/10/associate');
  });

  it("GET /pages shows only the shop's pages and pages through them", async () => {
    const be = await ok(pageList, '/pages', { perPage: 2, page: 4 });
    assert.equal(be.total, 7);
    assert.deepEqual(pageIds(be.items), [7]);
    assert.deepEqual(pageIds((await ok(pageList, '/pages', { type: 'standard', shop_id: SHOP.ch })).items), [8]);
  });

  it('GET /page filters by theme and by slugs', async () => {
    assert.deepEqual(pageIds((await ok(pageList, '/page', { theme: 'bien-dormir' })).items), [1, 2]);
    assert.deepEqual(pageIds((await ok(pageList, '/page', { theme: 'goed-slapen', lang: 'nl' })).items), [1, 2]);
    assert.deepEqual(pageIds((await ok(pageList, '/page', { slugs: 'engagements,nouvelle-gamme' })).items), [5, 6]);
    assert.deepEqual(pageIds((await ok(pageList, '/page', { theme: 'nope' })).items), []);
  });

  it('GET /page/{id} answers the page with its theme and images, one not yet published only with published=0', async () => {
    const { data } = await ok(wrapped(pageSchema), '/page/1', { shop_id: SHOP.de, lang: 'de' });
    assert.deepEqual(data.theme, { id: 1, title: 'Gut schlafen', slug: 'gut-schlafen' });
    assert.deepEqual(data.vertical_image, { url: '/api/v1/images/pages/1-600.png', alt: 'Tipps für besseren Schlaf' });
    assert.equal(data.blocks[0]!.kind, 'heading');
    await notFound('/page/9');
    assert.equal((await ok(wrapped(pageSchema), '/page/9', { published: 0 })).data.published_at, '2030-01-01');
  });

  it("GET /page/{id} answers 404 for another country's page", async () => {
    await notFound('/page/8');
    await notFound('/page/999');
  });

  it('GET /page/{id}/associate puts pages of the same theme first and never the page itself', async () => {
    const { data } = await ok(pageArray, '/page/1/associate');
    assert.equal(data[0]!.id, 2);
    assert.ok(!pageIds(data).includes(1));
    assert.ok(!pageIds(data).includes(9));
    assert.equal((await ok(pageArray, '/page/1/associate', { per_page: 1 })).data.length, 1);
  });
});

describe('thematics', () => {
  it('GET /thematics lists them, by type on request', async () => {
    assert.deepEqual(
      (await ok(wrapped(z.array(thematicSchema)), '/thematics')).data.map((t) => t.slug),
      ['bien-dormir', 'recherche'],
    );
    assert.deepEqual(
      (await ok(wrapped(z.array(thematicSchema)), '/thematics', { type: 'advice' })).data.map((t) => t.id),
      [1],
    );
  });

  it('GET /innovation-category lists the innovation thematics', async () => {
    assert.deepEqual(
      (await ok(wrapped(z.array(thematicSchema)), '/innovation-category', { shop_id: SHOP.it, lang: 'it' })).data.map(
        (t) => t.title,
      ),
      ['Ricerca'],
    );
  });

  it('GET /thematic/{id} answers one, 404 for an unknown one', async () => {
    assert.equal(
      (await ok(wrapped(thematicSchema), '/thematic/2', { shop_id: SHOP.es, lang: 'es' })).data.title,
      'Investigación',
    );
    await notFound('/thematic/3');
  });
});

describe('GET /homepage', () => {
  it('answers promoted products first, top-level needs, and the latest advice and news', async () => {
    const home = z.object({
      products: z.array(productListItemSchema),
      needs: z.array(needSchema),
      advice: z.array(pageSchema),
      news: z.array(pageSchema),
    });
    const { data } = await ok(wrapped(home), '/homepage');
    assert.deepEqual(
      data.products.slice(0, 2).map((product) => product.id),
      [1, 4],
    );
    assert.deepEqual(
      data.needs.map((need) => need.id),
      [1, 2, 3],
    );
    assert.deepEqual(pageIds(data.advice), [2, 1]);
    assert.deepEqual(pageIds(data.news), [6]);
  });
});

describe('brands', () => {
  it('GET /brands/router lists the brands the shop sells, in the brand shape', async () => {
    const { data } = await ok(wrapped(z.array(brandSchema)), '/brands/router', { lang: 'nl' });
    assert.deepEqual(
      data.map((brand) => [brand.code, brand.baseline]),
      [
        ['vitalis', 'Dagelijkse energie'],
        ['floralis', 'Microbioom in balans'],
      ],
    );
  });

  it('GET /brands/codes lists the brand-corner codes, as catalog.brandCodes does', async () => {
    const { data } = await ok(wrapped(z.array(z.string())), '/brands/codes');
    assert.deepEqual(data, ['floralis', 'vitalis']);
    assert.deepEqual(await catalog().brandCodes(SHOP.be, 'nl'), data);
    assert.deepEqual(await catalog().brandCodes(SHOP.be, 'de'), []);
    assert.deepEqual(await catalog().brandCodes(99, 'fr'), []);
  });

  it('GET /brands/{id} and /faqs answer the brand and its questions, 404 for an unknown one', async () => {
    assert.equal((await ok(wrapped(brandSchema), '/brands/2')).data.name, 'Floralis');
    assert.deepEqual(
      (await ok(wrapped(z.array(faqEntrySchema)), '/brands/2/faqs', { shop_id: SHOP.ch, lang: 'de' })).data.map(
        (entry) => entry.answer,
      ),
      ['Nein.'],
    );
    await notFound('/brands/3');
    await notFound('/brands/3/faqs');
  });
});
