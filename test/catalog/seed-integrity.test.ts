// The whole seed, served by the real catalog and read through the typed API client, as the
// pages will read it: every screen of SPEC §2.2 has content in every locale where it exists.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { z } from 'zod';

import type { Catalog } from '../../catalog/create-catalog.ts';
import { openEmbeddedCatalog } from '../../catalog/open-embedded-catalog.ts';
import { CITIES } from '../../catalog/seed/cities.ts';
import { COUNTRY_INFO } from '../../config/countries.ts';
import { type Language, type Locale, LOCALE_INFO, LOCALES } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { type ApiClient, createApiClient } from '../../shared/api/client.ts';
import { faqEntrySchema } from '../../shared/schemas/brand.ts';

const router = createRouter({ tables: ALL_TABLES });
const has = (locale: Locale, kind: Parameters<typeof router.href>[0]) =>
  router.table(locale).routes.some((route) => route.kind === kind);

/** Very common words that belong to one language only: a text scores highest for its own. */
const MARKERS: Record<Language, string[]> = {
  fr: [' le ', ' les ', ' des ', ' est ', ' une ', ' pour '],
  nl: [' het ', ' een ', ' van ', ' voor ', ' zijn ', ' wordt '],
  de: [' der ', ' die ', ' und ', ' mit ', ' ist ', ' für '],
  es: [' el ', ' los ', ' las ', ' para ', ' del ', ' y '],
  it: [' il ', ' della ', ' per ', ' dei ', ' di ', ' e '],
};

/** The text's language, or null when its own markers do not strictly win. */
function languageOf(text: string): Language | null {
  const lower = ` ${text.toLowerCase().replace(/[.,;:!?()']/g, ' ')} `;
  const scores = (Object.keys(MARKERS) as Language[])
    .map((language) => ({
      language,
      score: MARKERS[language].reduce((sum, word) => sum + lower.split(word).length - 1, 0),
    }))
    .sort((a, b) => b.score - a.score);
  return scores[0]!.score > scores[1]!.score ? scores[0]!.language : null;
}

let dataDir: string;
let catalog: Catalog;
const clients = new Map<Locale, ApiClient>();

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-seed-'));
  catalog = await openEmbeddedCatalog({ dataDir });
  for (const locale of LOCALES) {
    clients.set(
      locale,
      createApiClient({
        baseUrl: 'http://catalog.internal/api/v1',
        fetch: (input, init) => catalog.fetch(new Request(input, init)),
        shopId: COUNTRY_INFO[locale.slice(3) as 'be'].shopId,
        lang: LOCALE_INFO[locale].language,
      }),
    );
  }
});
after(async () => {
  await catalog.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the seed served in every locale', () => {
  for (const locale of LOCALES) {
    describe(locale, () => {
      const api = () => clients.get(locale)!;
      const language = LOCALE_INFO[locale].language;

      it('has brands, each reachable by its slug, with FAQs', async () => {
        const brands = await api().brands.router();
        assert.ok(brands.length >= 6);
        for (const brand of brands) assert.ok(await api().urls.entity('brand', brand.slug), brand.slug);
        assert.ok((await api().brands.faqs(brands[0]!.id)).length > 0);
      });

      it('lists products with a brand, needs and images, each with its page and Q&A', async () => {
        const list = await api().products.list({ perPage: 100 });
        assert.ok(list.total >= 40, `${list.total} products`);
        for (const product of list.items) {
          assert.ok(product.brand.name && product.needs.length > 0, product.slug);
          assert.match(product.caracteristics.small_image.value.url, /-80\.png$/);
        }
        const first = await api().urls.entity('product', list.items[0]!.slug);
        assert.ok(first);
        assert.ok((await api().products.faqs(list.items[0]!.id)).length > 0, 'the Q&A page has questions');
      });

      it('writes product texts in its own language', async () => {
        const list = await api().products.list({ perPage: 12 });
        for (const item of list.items) {
          const product = await api().products.get(item.id);
          const text = [product.description, product.usage, product.advice, product.precautions].join(' ');
          assert.equal(languageOf(text), language, `${locale} product ${item.id}: ${text.slice(0, 120)}`);
        }
      });

      it('has needs with sub-needs, and need pages', async () => {
        const needs = await api().need.list();
        assert.ok(needs.length >= 12);
        assert.ok(needs.some((need) => need.children.length > 0));
        assert.ok((await api().page.list({ type: 'need' })).total > 0);
      });

      it('has advice in at least four themes, quality pages, expertise, about, news and legal pages', async () => {
        assert.ok((await api().themes.list({ type: 'advice' })).length >= 4);
        const advice = await api().page.list({ type: 'advice', perPage: 100 });
        assert.ok(advice.total >= 18, `${advice.total} advice articles`);
        assert.equal(languageOf(advice.items.map((page) => page.summary).join(' ')), language);
        for (const type of ['innovation', 'about', 'news', 'standard', 'corpo', 'brand_corner'] as const) {
          assert.ok((await api().page.list({ type })).total > 0, type);
        }
        if (has(locale, 'expertise')) assert.ok((await api().page.list({ type: 'expertise' })).total > 0);
      });

      it('answers the online help, menus, settings and civilities', async () => {
        const help = await api()
          .resource('online-help', { list: z.object({ data: z.array(faqEntrySchema) }), item: z.unknown() })
          .list({});
        assert.ok(help.data.length >= 15);
        assert.deepEqual((await api().menu.list()).map((menu) => menu.code).sort(), [
          'footer',
          'legal',
          'main',
          'mobile',
        ]);
        assert.equal((await api().setting.list()).length, 3);
        assert.equal((await api().civilities.list()).length, 2);
      });

      it('finds pharmacies where the store finder and who-can-advise screens exist', async () => {
        const city = CITIES.find((entry) => entry.country === locale.slice(3))!;
        if (has(locale, 'storeFinder')) {
          assert.ok((await api().pointOfSale.search({ zipcode: city.zipcode, radiusKm: 200 })).total > 0);
        }
        if (has(locale, 'whoCanAdvise')) {
          const advisers = await api().pointOfSale.search({ zipcode: city.zipcode, radiusKm: 200, advice: true });
          assert.ok(advisers.total > 0 && advisers.items.every((pos) => pos.gives_advice));
        }
      });

      it('suggests results for a search', async () => {
        const suggestions = await api().search.suggest({ text: 'magn' });
        assert.ok(suggestions.total > 0);
      });

      it('serves every product and page image it names', async () => {
        const product = (await api().products.list({ perPage: 1 })).items[0]!;
        const image = await catalog.fetch(
          new Request(`http://catalog.internal${product.caracteristics.image.value.url}`),
        );
        assert.equal(image.status, 200);
        assert.equal(image.headers.get('content-type'), 'image/png');
      });
    });
  }
});
