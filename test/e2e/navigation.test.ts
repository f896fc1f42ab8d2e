// Navigation in a real browser (decision 019): where the page is scrolled after a reload, back and
// forward, and a click on a facet; a malformed fragment; what the intent to follow a link loads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { mainHeading, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const session = browserSession();
const COUNTRY = 'it';
const PRODUCTS = '/prodotti';
/** Short enough for the products list to scroll well beyond a screen. */
const VIEWPORT = { width: 1280, height: 600 };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function open(path: string) {
  const opened = await session.newPage();
  await opened.page.setViewport(VIEWPORT);
  await opened.page.goto(`${session.site.url(COUNTRY)}${path}`, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  return opened;
}

/** Scrolls to `y` and waits until the browser is there. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((to: number) => window.scrollTo(0, to), y);
  await page.waitForFunction((to: number) => Math.abs(window.scrollY - to) <= 1, {}, y);
  return scrollY(page);
}

/** Half-way down the page. */
const halfWay = (page: Page) =>
  page.evaluate(() => Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2));

/** Waits for the page to come back at `y` (within a pixel); fails with where it is instead. */
async function waitForScroll(page: Page, y: number, what: string): Promise<void> {
  await page
    .waitForFunction((to: number) => Math.abs(window.scrollY - to) <= 1, { timeout: 5_000 }, y)
    .catch(async () => assert.fail(`${what}: scrollY is ${await scrollY(page)}, expected ${y}`));
}

describe('scroll positions', { timeout: 120_000 }, () => {
  it('come back after a reload half-way down a products list', async () => {
    const { page, watch } = await open(PRODUCTS);
    const y = await scrollTo(page, await halfWay(page));
    assert.ok(y > 300, `the list scrolls (${y} px)`);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await waitForScroll(page, y, 'after the reload');
    assert.deepEqual(watch.problems(), [], watch.report());
  });

  it('come back with back and forward, each page at its own', async () => {
    const { page, watch } = await open(PRODUCTS);
    const atList = await scrollTo(page, await halfWay(page));
    const card = await page.$eval('main a.card-link[href^="/prodotto/"]', (link) => link.getAttribute('href')!);
    // A DOM click: the consent banner of a first visit covers the bottom of the page.
    await page.$eval(`main a.card-link[href="${card}"]`, (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction((path: string) => location.pathname === path, {}, card);
    await waitForScroll(page, 0, 'a new page starts at the top');
    await page.waitForNetworkIdle({ idleTime: 250 });
    const atProduct = await scrollTo(page, await halfWay(page));
    assert.ok(atProduct > 0, 'the product page scrolls');

    await page.goBack();
    await page.waitForFunction((path: string) => location.pathname === path, {}, PRODUCTS);
    await waitForScroll(page, atList, 'back on the list');
    await page.goForward();
    await page.waitForFunction((path: string) => location.pathname === path, {}, card);
    await waitForScroll(page, atProduct, 'forward on the product');
    assert.deepEqual(watch.problems(), [], watch.report());
  });

  it('stays where it was when a facet of the products list is chosen', async () => {
    const { page, watch } = await open(PRODUCTS);
    const group = (await page.$('details.facet:has(a.facet-value .facet-value__count)'))!;
    assert.ok(group, 'a facet group with counted values');
    await (await group.$('summary'))!.click();
    const href = await group.$eval('a.facet-value', (link) => link.getAttribute('href')!);
    const y = await scrollTo(page, 150);
    await page.$eval(`a.facet-value[href="${href}"]`, (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction(
      (path: string) => location.pathname === path && document.querySelector('a.facet-value--active') !== null,
      {},
      href,
    );
    assert.equal(await scrollY(page), y, 'the list did not jump to the top');
    assert.deepEqual(watch.problems(), [], watch.report());
  });
});

describe('a link with a malformed fragment', { timeout: 60_000 }, () => {
  it('(#%E9) leads to its page, which shows, instead of blanking the app', async () => {
    const { page, watch } = await open('/');
    // As content of the CMS may write it.
    await page.evaluate((path: string) => {
      const link = document.createElement('a');
      link.href = `${path}#%E9`;
      link.id = 'malformed';
      link.textContent = 'malformed';
      document.querySelector('main')!.append(link);
    }, PRODUCTS);
    await page.$eval('#malformed', (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction((path: string) => location.pathname === path, {}, PRODUCTS);
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.equal(await mainHeading(page), 'I nostri prodotti', 'the products list is on screen');
    // React Router says, as a warning, that it could not scroll to the fragment: nothing else.
    const problems = watch.problems().filter((problem) => !problem.includes('is not a decodable element ID'));
    assert.deepEqual(problems, [], watch.report());
  });
});

describe('a path holding a line terminator', { timeout: 60_000 }, () => {
  it('(U+2028 in a search term) keeps its page on screen after hydration, and its links lead on', async () => {
    const path = createRouter({ tables: ALL_TABLES }).href(
      'results',
      { search: { term: 'ab\u2028cd', filters: [] } },
      'it-it',
    )!;
    assert.match(path, /%E2%80%A8/, path);
    const { page, watch } = await open(path);
    const heading = await mainHeading(page);
    assert.match(heading, /ab.cd/su, 'the results page of the term is on screen');
    const home = await page.$eval('main a[href^="/prodotto/"], header a[href="/"]', (link) =>
      link.getAttribute('href')!,
    );
    await page.$eval(`a[href="${home}"]`, (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction((to: string) => location.pathname === to, {}, home);
    await page.waitForFunction(() => document.getElementById('main-heading') !== null);
    assert.deepEqual(watch.problems(), [], watch.report());
  });
});

describe('the intent to follow a link', { timeout: 60_000 }, () => {
  it("prefetches a product card's page chunk, the API client and the data when hovered, so the click asks for nothing more", async () => {
    const { page, watch } = await open('/');
    const card = await page.$eval('main a.card-link[href^="/prodotto/"]', (link) => link.getAttribute('href')!);
    const entityOf = (since: number) =>
      watch.apiDataRequests(since).filter((request) => new URL(request.url).pathname === '/api/v1/url/entity');
    const productChunks = (since: number) =>
      watch.requests.slice(since).filter((request) => /\/assets\/chunks\/product-[0-9a-f]{8}\.js$/.test(request.url));
    assert.equal(productChunks(0).length, 0, 'the home page does not load the product screen');

    // In the order the browser saw them: the API client's module must not wait for the page's chunk.
    const events: string[] = [];
    const apiClientChunk = /\/assets\/chunks\/client-[0-9a-f]{8}\.js$/;
    page.on('request', (request) => {
      if (apiClientChunk.test(request.url())) events.push('API client asked');
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/chunks\/product-[0-9a-f]{8}\.js$/.test(request.url())) events.push('product chunk arrived');
    });
    const beforeHover = watch.mark();
    await page.$eval(`main a.card-link[href="${card}"]`, (link) =>
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })),
    );
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.equal(productChunks(beforeHover).length, 1, `the product screen's chunk${watch.report()}`);
    assert.equal(entityOf(beforeHover).length, 1, `the product's data${watch.report()}`);
    assert.deepEqual(events, ['API client asked', 'product chunk arrived'], 'the two load side by side');

    const beforeClick = watch.mark();
    await page.$eval(`main a.card-link[href="${card}"]`, (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction((path: string) => location.pathname === path, {}, card);
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.deepEqual(entityOf(beforeClick), [], 'the click found the product in the cache');
    assert.deepEqual(productChunks(beforeClick), [], 'and its chunk loaded');
    assert.deepEqual(watch.problems(), [], watch.report());
  });
});

describe('a page chunk a new deploy replaced', { timeout: 60_000 }, () => {
  it("reloads the page once when it is the first page's, as when a navigation needs it", async () => {
    const home = await open('/');
    const card = await home.page.$eval('main a.card-link[href^="/prodotto/"]', (link) => link.getAttribute('href')!);
    const { page, watch } = await session.newIsolatedPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (/\/assets\/chunks\/product-[0-9a-f]{8}\.js$/.test(request.url()))
        return void request.respond({ status: 404, body: 'gone' });
      void request.continue();
    });
    await page.goto(`${session.site.url(COUNTRY)}${card}`, { waitUntil: 'load' });
    await page
      .waitForFunction(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'reload',
      )
      .catch(() => assert.fail(`the page did not reload${watch.report()}`));
    await page.waitForFunction(() => document.readyState === 'complete');
    // A second failure finds the guard set: no further reload (chunk-reload-guard.test.ts).
    const guard = await page.evaluate(() => sessionStorage.getItem('vitrine:last-chunk-reload'));
    assert.ok(guard !== null, 'the reload is remembered');
    assert.equal(watch.documentRequests().length, 2, `one reload${watch.report()}`);
  });
});
