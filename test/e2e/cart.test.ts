// The cart in a real browser (issue 20), on the app in this process over the real seed, in
// Belgium (fr-be) as an anonymous visitor: boxes added from a product page (a packaging size
// chosen) and from a product card without leaving the page, the header's count following; on the
// cart page a quantity changed to a volume tier (the tier shown), a code refused then one
// applied, a line removed, each without a document load; and the same add from a product page
// with JavaScript off, which leads to the cart (a line removed in another tab then said gone).
// Screenshots at 375 and 1280 px land in test/artifacts/cart-*.png.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import type { RouteKind, RouteParams } from '../../routes/kinds.ts';
import { createApp } from '../../server/app.ts';
import { type AppDeps, BUILT_ASSETS_DIRECTORY } from '../../server/deps.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { freePort, launchBrowser, type LaunchedBrowser, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { useFormBench } from '../server/forms/form-app.ts';

const bench = useFormBench();
const LOCALE = 'fr-be';
const shopTexts = fr.product.shop;
let port = 0;
let deps: AppDeps;
let server: Server;
let launched: LaunchedBrowser;

before(async () => {
  port = await freePort();
  deps = bench.deps({ PORT: String(port) }, { assetsDirectory: BUILT_ASSETS_DIRECTORY });
  server = createApp(deps).listen(port, '127.0.0.1');
  launched = await launchBrowser();
});

after(async () => {
  await launched?.close();
  await new Promise((done) => server?.close(done));
});

const url = (kind: RouteKind, params: RouteParams = {}) =>
  `http://be.localhost:${port}${deps.routing.router().href(kind, params, LOCALE)!}`;

/** A product sold in Belgium, in stock, with more than one packaging size. */
async function productWithSizes(): Promise<Product> {
  const api = deps.content!.client(LOCALE);
  const { items } = await api.products.list({ perPage: 40 });
  for (const item of items) {
    if (item.out_of_stock_label !== null) continue;
    const product = await api.products.get(item.id);
    if (product.conditionings.length > 1) return product;
  }
  throw new Error('no product with several packaging sizes in Belgium');
}

/** The first of these products (in stock in Belgium) with volume prices. */
async function productWithTiersAmong(ids: readonly number[]): Promise<Product> {
  const api = deps.content!.client(LOCALE);
  for (const id of ids) {
    const product = await api.products.get(id);
    if (product.volume_tiers.length > 0 && product.out_of_stock_label === null) return product;
  }
  throw new Error(`no product with volume prices among the cards ${ids.join(', ')}`);
}

/** A selector of the cart line of a product's packaging size. */
async function lineOf(page: Page, name: string, conditioning: string): Promise<string> {
  const id = await page.$$eval(
    'li.cart-line',
    (lines, wanted) =>
      lines.find(
        (line) =>
          line.querySelector('.cart-line__name')?.textContent === wanted.name &&
          line.querySelector('.cart-line__conditioning')?.textContent === wanted.conditioning,
      )?.id,
    { name, conditioning },
  );
  assert.ok(id, `a line of ${name} (${conditioning})`);
  return `#${id}`;
}

const headerCount = (page: Page) =>
  page.$eval('.site-header a.cart-entry', (entry) => entry.getAttribute('data-count') ?? '');

/** Waits until the header's cart says `count` boxes. */
async function countBecomes(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => document.querySelector('.site-header a.cart-entry')?.getAttribute('data-count') === expected,
    { timeout: 15_000 },
    String(count),
  );
}

/** Marks the document: a document load (a reload, a full navigation) loses the mark. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { cartMark?: boolean }).cartMark = true));
const documentKept = (page: Page) => page.evaluate(() => (window as { cartMark?: boolean }).cartMark === true);

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewport({ width, height: 900 });
    await new Promise((done) => setTimeout(done, 150));
    await saveScreenshot(page, `cart-${name}-${width}`);
  }
  await page.setViewport({ width: 1280, height: 900 });
}

/** The text of the cart page's main content. */
const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');

describe('the cart in a browser (fr-be)', () => {
  it('adds from a product page and a card, changes, refuses and applies a code, removes, all in place', async () => {
    const product = await productWithSizes();
    const second = product.conditionings[1]!;
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    await page.setViewport({ width: 1280, height: 900 });
    try {
      await page.setCookie({ name: 'consent_choice', value: `1.m0.v0.${Date.now()}`, url: url('home') });
      await page.goto(url('product', { slug: product.slug }), { waitUntil: 'load' });
      await waitForHydration(page);
      assert.equal(await headerCount(page), '0');
      await markDocument(page);
      // The second packaging size, two boxes.
      await page.select('.buy__form select[name="conditioning"]', String(second.id));
      await page.$eval('.buy__form input[name="quantity"]', (input) => ((input as HTMLInputElement).value = ''));
      await page.type('.buy__form input[name="quantity"]', '2');
      await page.click('.buy__button');
      await countBecomes(page, 2);
      assert.ok(await documentKept(page), 'the product page stayed');
      assert.ok(
        (await page.$eval('.buy__status', (status) => status.textContent ?? '')).includes(
          shopTexts.added.replace('{{name}}', product.name),
        ),
      );
      await shoot(page, 'product-added');

      // From a card of the products list: its main packaging size, one box.
      await page.goto(url('products'), { waitUntil: 'load' });
      await waitForHydration(page);
      assert.equal(await headerCount(page), '2', 'the cart kept in its cookie');
      await markDocument(page);
      // The card of a product with volume prices, so that the cart can show a tier reached.
      const tiered = await productWithTiersAmong(
        await page.$$eval('.buy--card input[name="product"]', (inputs) => inputs.map((input) => Number(input.value))),
      );
      await page.click(`.buy--card:has(input[name="product"][value="${tiered.id}"]) .buy__button:not([disabled])`);
      await countBecomes(page, 3).catch(async (error: unknown) => {
        const said = await page.$$eval('.buy--card .buy__status', (all) => all.map((one) => one.textContent));
        throw new Error(`${String(error)}; the cards say ${JSON.stringify(said.filter(Boolean))}`);
      });
      assert.ok(await documentKept(page), 'the list stayed');

      // The cart page.
      await page.goto(url('cart'), { waitUntil: 'load' });
      await waitForHydration(page);
      await markDocument(page);
      assert.ok((await mainText(page)).includes(second.label), 'the chosen packaging size is in the cart');
      await shoot(page, 'page');
      // The card's line changed in place to its largest volume tier: its price says the tier, the
      // header counts the boxes.
      const tier = Math.max(...tiered.volume_tiers.map((each) => each.quantity));
      const tieredLine = await lineOf(page, tiered.name, tiered.conditionings[0]!.label);
      const tieredQuantity = `${tieredLine} .cart-line__quantity input[name="quantity"]`;
      await page.$eval(tieredQuantity, (input) => ((input as HTMLInputElement).value = ''));
      await page.type(tieredQuantity, String(tier));
      await page.click(`${tieredLine} .cart-line__quantity button[type="submit"]`);
      await countBecomes(page, 2 + tier);
      await page.waitForSelector(`${tieredLine} .cart-line__tier`, { visible: true });
      assert.equal(
        await page.$eval(`${tieredLine} .cart-line__tier`, (shown) => shown.textContent),
        shopTexts.tier.replace('{{quantity}}', String(tier)),
      );
      await shoot(page, 'tier');
      const firstQuantity = '.cart-line__quantity input[name="quantity"]';
      // A code that does not exist: SPEC §8's message beside the form, what was typed kept.
      await page.type('.cart-code__form input[name="code"]', 'NOPE-404');
      await page.click('.cart-code__form button[type="submit"]');
      await page.waitForSelector('.cart-code__form .cart-form__error');
      assert.equal(
        await page.$eval('.cart-code__form .cart-form__error', (message) => message.textContent?.trim()),
        shopTexts.errors.promo_invalid,
      );
      await shoot(page, 'code-refused');
      // Free delivery from 30 €: applied, the page says so.
      await page.$eval('.cart-code__form input[name="code"]', (input) => ((input as HTMLInputElement).value = ''));
      await page.type('.cart-code__form input[name="code"]', 'livraison');
      await page.click('.cart-code__form button[type="submit"]');
      await page.waitForSelector('.cart-code__applied');
      assert.ok((await mainText(page)).includes('LIVRAISON'));
      await shoot(page, 'code-applied');
      // A line removed: the header counts what is left.
      const before = Number(await headerCount(page));
      const firstLineBoxes = Number(await page.$eval(firstQuantity, (input) => (input as HTMLInputElement).value));
      await page.click('.cart-line__remove button[type="submit"]');
      await countBecomes(page, before - firstLineBoxes);
      assert.ok(await documentKept(page), 'every change of the cart happened in place');
      await shoot(page, 'line-removed');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('adds from a product page without JavaScript, and shows the cart', async () => {
    const product = await productWithSizes();
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 1280, height: 900 });
    try {
      await page.goto(url('product', { slug: product.slug }), { waitUntil: 'load' });
      await page.select('.buy__form select[name="conditioning"]', String(product.conditionings[1]!.id));
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.buy__button')]);
      assert.ok(page.url().startsWith(url('cart')), page.url());
      const shown = await mainText(page);
      assert.ok(shown.includes(shopTexts.done.cartAdd), 'the cart says the product was added');
      assert.ok(shown.includes(product.conditionings[1]!.label), 'with the chosen packaging size');
      assert.equal(await headerCount(page), '1');
      await shoot(page, 'nojs-added');
      // The line removed in another tab: removing it again here says it is no longer in the cart.
      const other = await context.newPage();
      await other.setJavaScriptEnabled(false);
      await other.setViewport({ width: 1280, height: 900 });
      await other.goto(page.url(), { waitUntil: 'load' });
      await Promise.all([other.waitForNavigation({ waitUntil: 'load' }), other.click('.cart-line__remove button')]);
      assert.equal(await headerCount(other), '0');
      await page.bringToFront();
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.cart-line__remove button')]);
      assert.equal(
        await page.$eval('.cart-page__refusal', (refusal) => refusal.textContent),
        shopTexts.errors.line_unknown,
      );
      await shoot(page, 'nojs-line-gone');
    } finally {
      await context.close();
    }
  });
});
