// Every screen kind of issue 6 in a real browser (fr-be): each hydrates without a console problem
// or a content API request, and leaves a screenshot under test/artifacts/; the language switch on
// a product page lands on the same product in Dutch; the products list's filters work as plain
// links without JavaScript and as client-side navigation with it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter, type Router } from '../../routes/compiler.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import { saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';
import { brandCodesOf, crawl, pageFacts } from '../helpers/crawler.ts';

const COUNTRY = 'be';
const HOST = 'be.localhost';
/** Enough of the Belgian site to meet every screen kind once. */
const SAMPLE_BUDGET = 400;
/**
 * Pages of one screen kind the crawl fetches at most: lists link to many products, articles and
 * filters, and a breadth-first crawl would spend its budget on them before it met every kind.
 */
const PAGES_PER_KIND = 3;
/** PRODUCT_PER_PAGE's default, which the test server runs with. */
const PRODUCTS_PER_PAGE = 12;

let router: Router;
/** One French path per screen kind, as a crawl from home met them. */
const samples = new Map<RouteKind, string>();

const session = browserSession(async ({ site }) => {
  const { 'fr-be': codes = [] } = await brandCodesOf(site.port, HOST, '/fr');
  router = createRouter({ tables: ALL_TABLES, brandCodes: { 'fr-be': codes } });
  const { pages: crawled } = await crawl({
    port: site.port,
    host: HOST,
    start: ['/fr'],
    budget: SAMPLE_BUDGET,
    expand: (path) => path.startsWith('/fr'),
    sample: { classOf: (path) => router.match('fr-be', path.split('?')[0]!)?.kind ?? null, perClass: PAGES_PER_KIND },
  });
  for (const page of crawled.values()) {
    const match = page.status === 200 ? router.match('fr-be', page.path.split('?')[0]!) : null;
    if (match && !samples.has(match.kind) && !page.path.includes('?')) samples.set(match.kind, page.path);
  }
  // No link leads to search results (a form does): ask for a term the catalogue has.
  samples.set('results', router.href('results', { search: { term: 'magnésium', filters: [] } }, 'fr-be')!);
});

const SCREENS: readonly RouteKind[] = [
  'home',
  'brands',
  'brand',
  'products',
  'product',
  'productQa',
  'needs',
  'need',
  'adviceHome',
  'adviceTheme',
  'advice',
  'innovations',
  'innovation',
  'expertises',
  'expertise',
  'about',
  'faq',
  'brandCorner',
  'cmsPage',
  'results',
];

describe('every screen kind in fr-be', { timeout: 120_000 }, () => {
  for (const kind of SCREENS) {
    it(`${kind}: hydrates with no console problem and no content API request, screenshot saved`, async () => {
      const path = samples.get(kind);
      assert.ok(path, `no link from /fr led to a ${kind} page`);
      const { page, watch } = await session.newPage();
      const response = await page.goto(`${session.site.url(COUNTRY)}${path}`, { waitUntil: 'load' });
      assert.equal(response?.status(), 200, path);
      await waitForHydration(page);
      await saveScreenshot(page, `screens-fr-be-${kind}`);
      assert.deepEqual(watch.problems(), [], `${path}\n${watch.report()}`);
      assert.deepEqual(
        watch.apiDataRequests().map((request) => request.url),
        [],
        `${path}: hydration fetched what the document had`,
      );
      const headings = await page.$$eval('h1', (found) => found.map((heading) => heading.id));
      assert.deepEqual(headings, ['main-heading'], `${path}: one h1, the page's main heading`);
    });
  }
});

describe('the language switch on a product page', { timeout: 90_000 }, () => {
  it('lands on the same product in Dutch, remembers the language, and says it in Dutch', async () => {
    const french = samples.get('product');
    assert.ok(french);
    const { page, watch } = await session.newPage();
    await page.goto(`${session.site.url(COUNTRY)}${french}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const productId = (html: string) => {
      const product = pageFacts(html).jsonLd.find((entry) => entry.ok && entry.value['@type'] === 'Product');
      return product && product.ok ? product.value.sku : undefined;
    };
    const frenchId = productId(await page.content());
    assert.ok(frenchId, 'the French page carries the product JSON-LD');

    const documentsBefore = watch.documentRequests().length;
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('header a[hreflang="nl-BE"]')]);
    await waitForHydration(page);
    const url = new URL(page.url());
    assert.equal(router.match('nl-be', url.pathname)?.kind, 'product', `${url.pathname} is a Dutch product page`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl-BE');
    assert.equal(productId(await page.content()), frenchId, 'the same product');
    assert.equal(watch.documentRequests().length, documentsBefore + 1, 'the other language is a full page load');
    const cookies = await page.cookies();
    assert.equal(cookies.find((cookie) => cookie.name === 'locale')?.value, 'nl-be', 'the locale cookie says Dutch');
    assert.deepEqual(watch.problems(), [], watch.report());
  });
});

describe('the products list filters', { timeout: 90_000 }, () => {
  /** The first value of the first facet group that counts products (brand, need…), after opening its group as a visitor would. */
  async function firstFacetValue(page: Page) {
    const groups = await page.$$('details.facet');
    for (const group of groups) {
      const link = await group.$('a.facet-value:has(.facet-value__count)');
      if (!link) continue;
      await (await group.$('summary'))!.click();
      return link.evaluate((element) => ({
        path: element.getAttribute('href') ?? '',
        count: Number(/\((\d+)\)/.exec(element.querySelector('.facet-value__count')?.textContent ?? '')?.[1]),
      }));
    }
    throw new Error('no facet value with a count on the products list');
  }

  const shownCount = async (page: Page) => (await page.$$('.card-grid .card-link')).length;

  it('work without JavaScript: a value is a plain link to the filtered list of the count shown', async () => {
    const { page, watch } = await session.newPage();
    await page.setJavaScriptEnabled(false);
    const list = router.href('products', {}, 'fr-be')!;
    await page.goto(`${session.site.url(COUNTRY)}${list}`, { waitUntil: 'load' });
    const value = await firstFacetValue(page);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click(`a.facet-value[href="${value.path}"]`),
    ]);
    assert.equal(new URL(page.url()).pathname, value.path);
    assert.equal(watch.documentRequests().length, 2, 'the browser followed the link');
    assert.ok(value.count > 0, `the link says how many products it gives: ${JSON.stringify(value)}`);
    assert.equal(
      await shownCount(page),
      Math.min(value.count, PRODUCTS_PER_PAGE),
      'the first page of the filtered list holds what the count promised',
    );
    assert.ok(await page.$('a.facet-value--active'), 'the chosen value shows as active');
  });

  it('work with JavaScript: the same link navigates in the page, and focus goes to the heading', async () => {
    const { page, watch } = await session.newPage();
    const list = router.href('products', {}, 'fr-be')!;
    await page.goto(`${session.site.url(COUNTRY)}${list}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const value = await firstFacetValue(page);
    const before = watch.mark();
    await page.click(`a.facet-value[href="${value.path}"]`);
    await page.waitForFunction(
      (path: string) => location.pathname === path && document.querySelector('a.facet-value--active') !== null,
      {},
      value.path,
    );
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.deepEqual(watch.documentRequests(before), [], 'no document request: client-side navigation');
    assert.ok(watch.apiDataRequests(before).length > 0, 'the filtered list came from the content API');
    assert.ok(value.count > 0, `the link says how many products it gives: ${JSON.stringify(value)}`);
    assert.equal(await shownCount(page), Math.min(value.count, PRODUCTS_PER_PAGE));
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-heading');
    assert.deepEqual(watch.problems(), [], watch.report());
  });
});

describe('the texts of a screen area', { timeout: 90_000 }, () => {
  it('arrive with a client-side navigation to a page of that area (home → products list)', async () => {
    const { page, watch } = await session.newPage();
    await page.goto(`${session.site.url(COUNTRY)}/fr`, { waitUntil: 'load' });
    await waitForHydration(page);
    const list = router.href('products', {}, 'fr-be')!;
    const before = watch.mark();
    // A DOM click: the consent banner of a first visit covers the bottom of the page.
    await page.$eval(`main a[href="${list}"]`, (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction(
      (path: string) =>
        location.pathname === path && document.getElementById('main-heading')?.textContent === 'Nos produits',
      {},
      list,
    );
    assert.deepEqual(watch.documentRequests(before), [], 'client-side navigation');
    const texts = await page.$eval('main', (main) => main.textContent ?? '');
    assert.match(texts, /\d+ produits/, 'the list says how many products it holds, in French');
    assert.doesNotMatch(texts, /\b(products|filters|sort)\.\w+/, 'no text key shows');
    assert.deepEqual(watch.problems(), [], watch.report());
  });
});
