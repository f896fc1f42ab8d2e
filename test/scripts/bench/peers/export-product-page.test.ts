// The peers render "the same data" only if the export is Vitrine's page: these tests hold it to
// the seed it comes from, and to what Vitrine's own product page shows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../../../catalog/seed/index.ts';
import { exportProductPage, paragraphsOf, PEER_PAGE } from '../../../../scripts/bench/peers/export-product-page.ts';
import { formatPrice } from '../../../../shared/format/price.ts';
import { SITE_URLS, usePageApp } from '../../../helpers/page-app.ts';
import { assertInOrder, chromeTexts, mainTexts } from '../../../helpers/peer-page-texts.ts';
import { mainIn, pageOf, serve, textIn } from '../../../server/render/catalog-html.ts';

const pages = usePageApp(SEED);
const exported = () =>
  exportProductPage({
    api: pages.deps().content!.client(PEER_PAGE.locale),
    router: pages.deps().routing.router(),
    siteUrl: SITE_URLS.SITE_URL_IT,
  });
const seedProduct = SEED.products.find((product) => product.slug.it === PEER_PAGE.slug)!;

describe("the product page the bench's peers render (scripts/bench/peers/export-product-page.ts)", () => {
  it("is the seed's product, in Italian: name, brand, texts, prices, volume discounts and FAQ", async () => {
    const data = await exported();
    const brand = SEED.brands.find((candidate) => candidate.id === seedProduct.brandId)!;
    assert.equal(data.path, `/prodotto/${PEER_PAGE.slug}`);
    assert.equal(data.product.name, seedProduct.name.it);
    assert.equal(data.product.brand.name, brand.name);
    assert.equal(data.product.price.own, formatPrice(seedProduct.ownPriceEur, '€'));
    assert.equal(data.product.volumeDiscounts.length, seedProduct.volumeTiers.length);
    seedProduct.volumeTiers.forEach((tier, index) =>
      assert.ok(data.product.volumeDiscounts[index]!.includes(formatPrice(tier.priceEur, '€'))),
    );
    const description = data.product.sections.find((section) => section.id === 'product-description');
    assert.deepEqual(description?.kind === 'text' && description.paragraphs, paragraphsOf(seedProduct.description.it));
    assert.deepEqual(
      data.faq.entries.map((entry) => entry.question),
      seedProduct.faq.map((entry) => entry.question.it),
    );
    assert.deepEqual(
      data.faq.entries.map((entry) => entry.answer.join('\n')),
      seedProduct.faq.map((entry) => paragraphsOf(entry.answer.it).join('\n')),
    );
  });

  it("relates the seed's newest public Italian pages about the product, at most four", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const expected = SEED.pages
      .filter(
        (page) =>
          page.productIds.includes(seedProduct.id) &&
          !page.draft &&
          page.countries.includes('it') &&
          page.publishedAt <= today,
      )
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
      .slice(0, 4)
      .map((page) => page.title.it);
    assert.ok(expected.length > 0, 'the product has related pages in the seed');
    assert.deepEqual(
      (await exported()).related.pages.map((page) => page.title),
      expected,
    );
  });

  it("shows every text of Vitrine's own product page, in Vitrine's order, and its chrome", async () => {
    const data = await exported();
    const served = await serve(pages.app(), PEER_PAGE.locale, data.path);
    assert.equal(served.status, 200);
    const page = pageOf(served);
    const main = textIn(mainIn(page));
    assertInOrder(main, mainTexts(data), "Vitrine's main content");
    const whole = page.document.body.textContent;
    for (const text of chromeTexts(data)) assert.ok(whole.includes(text), `'${text}' is in Vitrine's header or footer`);
    assert.equal(page.document.title, data.head.title);
  });
});
