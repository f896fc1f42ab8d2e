// The renderer and hydration in a real browser: the built server (dist/server/main.js) on a fresh
// catalog, one headless Chromium for the file, a new page per test. Screenshots of the pages
// land in test/artifacts/ (git-ignored).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { fr } from '../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { getDocument, mainHeading, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';
import { documentOf } from '../helpers/render-view.tsx';

interface Texts {
  common: { appTitle: string; title: { template: string } };
  errors: { notFound: { title: string; backHome: string } };
}

interface LocaleCase {
  locale: string;
  country: string;
  /** Path of the home page on the country's host. */
  home: string;
  /** Product pages' path prefix in this locale. */
  productPrefix: string;
  texts: Texts;
}

const LOCALES: readonly LocaleCase[] = [
  { locale: 'it-it', country: 'it', home: '/', productPrefix: '/prodotto/', texts: itTexts },
  { locale: 'fr-be', country: 'be', home: '/fr', productPrefix: '/fr/produit/', texts: fr },
];

/** The document title of a page: common.title.template filled in. */
const titleOf = (texts: Texts, page: string) =>
  texts.common.title.template.replace('{{page}}', page).replace('{{app}}', texts.common.appTitle);

/** The first product card of a home page's server HTML: its path and the product's name. */
function firstProductCard(html: string, prefix: string): { path: string; name: string } {
  const link = [...documentOf(html).document.querySelectorAll('a.card-link')].find((anchor) =>
    anchor.getAttribute('href')?.startsWith(prefix),
  );
  assert.ok(link !== undefined, `no product card link starting with ${prefix} in the home page's HTML`);
  return { path: link.getAttribute('href')!, name: link.textContent ?? '' };
}

const session = browserSession();

/** The page's current #main-heading, the element focused and the document title. */
function pageState(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname,
    title: document.title,
    heading: document.getElementById('main-heading')?.textContent?.trim() ?? '',
    focusedId: document.activeElement?.id ?? '',
  }));
}

for (const loc of LOCALES) {
  describe(`${loc.locale}: server-rendered pages hydrate in the browser`, { timeout: 90_000 }, () => {
    let product: { path: string; name: string };

    before(async () => {
      const home = await getDocument(session.site, loc.country, loc.home);
      assert.equal(home.status, 200, `GET ${loc.home} on ${loc.country}.localhost`);
      product = firstProductCard(home.html, loc.productPrefix);
    });

    /** Loads a page and checks what every page must do: 200, hydrate cleanly, no API data call. */
    async function loadAndHydrate(path: string, screenshot: string) {
      const { page, watch } = await session.newPage();
      const logFrom = session.site.server.lines.length;
      const url = `${session.site.url(loc.country)}${path}`;
      const response = await page.goto(url, { waitUntil: 'load' });
      assert.ok(response, `no response for ${url}`);
      assert.equal(response.status(), 200, `${url} answered ${response.status()}${session.report(watch, logFrom)}`);
      const html = await response.text();
      assert.match(html, /self\.__VITRINE_STATE__=/, 'the document carries the dehydrated state');

      const evidence = await waitForHydration(page);
      // Before the assertions, so a failing page leaves its picture; it also loads the lazy images
      // below the fold, whose failures then count as problems below.
      await saveScreenshot(page, `${loc.locale}-${screenshot}`);
      assert.deepEqual(
        evidence,
        { sameHeadingAsServer: true, headingOwnedByReact: true, rootIsReactRoot: true, pageViews: 1 },
        `hydration must adopt the server's DOM and push one page_view${session.report(watch, logFrom)}`,
      );
      assert.deepEqual(
        watch.problems(),
        [],
        `console errors, hydration warnings or page errors on ${url}${session.report(watch, logFrom)}`,
      );
      assert.deepEqual(
        watch.apiDataRequests().map((request) => request.url),
        [],
        `the initial load and hydration must use the state in the document, not /api/v1${session.report(watch, logFrom)}`,
      );
      assert.deepEqual(
        watch.documentRequests().map((request) => request.url),
        [url],
        `one document request${session.report(watch, logFrom)}`,
      );
      assert.deepEqual(session.site.logProblems(logFrom), [], 'the server logged warnings or errors');

      const state = await pageState(page);
      const pageView = await page.evaluate(() =>
        (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.find(
          (event) => event.event === 'page_view',
        ),
      );
      assert.deepEqual(pageView, {
        event: 'page_view',
        page_path: path,
        page_title: state.title,
        page_locale: loc.locale,
      });
      const lang = await page.evaluate(() => document.documentElement.lang);
      assert.equal(lang.toLowerCase(), loc.locale, 'html lang');

      return { page, watch, html, state };
    }

    it('home page: 200, hydrates with no console error and no /api/v1 data request, pushes page_view', async () => {
      const { page, html, state } = await loadAndHydrate(loc.home, 'home');
      const serverHeading = documentOf(html).document.querySelector('h1#main-heading')?.textContent;
      assert.ok(serverHeading, 'the server rendered <h1 id="main-heading">');
      assert.equal(state.heading, serverHeading.trim(), 'the heading after hydration is the one the server rendered');
      assert.equal(state.title, titleOf(loc.texts, state.heading));
      const productLinks = await page.$$eval(`a[href^="${loc.productPrefix}"]`, (links) => links.length);
      assert.ok(productLinks >= 1, `product cards link to ${loc.productPrefix}…`);
      const sections = await page.$$eval('#root section', (found) => found.length);
      assert.ok(sections >= 1, 'the home page has sections');
    });

    it('product page: 200, hydrates with its sections, no /api/v1 data request, pushes page_view', async () => {
      const { page, html, state } = await loadAndHydrate(product.path, 'product');
      assert.equal(state.heading, product.name, 'h1 is the name the home card shows');
      assert.equal(state.title, titleOf(loc.texts, product.name));
      // In the first bytes when their data is there in time, streamed behind the shell when not.
      for (const section of ['product-faqs', 'product-pages']) {
        assert.match(html, new RegExp(`"queryKey":\\["${section}",`), `the document carries the ${section} state`);
      }

      // What the server sent (streamed segments included, before any script ran) is what is on
      // screen after hydration: section headings and FAQ entries.
      const compared = await page.evaluate((serverHtml: string) => {
        const server = new DOMParser().parseFromString(serverHtml, 'text/html');
        const texts = (root: ParentNode, selector: string) =>
          [...root.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '').sort();
        return {
          server: { h2: texts(server, 'body h2'), faq: texts(server, 'details summary') },
          live: { h2: texts(document, 'body h2'), faq: texts(document, 'details summary') },
        };
      }, html);
      assert.ok(compared.server.h2.length >= 2, `the product page has sections: ${JSON.stringify(compared.server.h2)}`);
      assert.deepEqual(
        compared.live,
        compared.server,
        'sections and FAQ after hydration are those the server streamed',
      );
    });
  });
}

describe('client-side navigation (it-it)', { timeout: 90_000 }, () => {
  const home = () => `${session.site.url('it')}/`;

  /** The first product card link of the hydrated page: its path and text. */
  function firstCard(page: Page) {
    return page.$eval('a.card-link[href^="/prodotto/"]', (link) => ({
      path: link.getAttribute('href') ?? '',
      name: link.textContent?.trim() ?? '',
    }));
  }

  it('a product card click navigates without a document request, fetches /api/v1/url/entity; back returns home', async () => {
    const { page, watch } = await session.newPage();
    await page.goto(home(), { waitUntil: 'load' });
    await waitForHydration(page);
    const homeState = await pageState(page);
    const card = await firstCard(page);

    const beforeClick = watch.mark();
    await page.click(`a.card-link[href="${card.path}"]`);
    const productTitle = titleOf(itTexts, card.name);
    await page
      .waitForFunction(
        (path: string, title: string, name: string) =>
          location.pathname === path &&
          document.title === title &&
          document.getElementById('main-heading')?.textContent?.trim() === name,
        {},
        card.path,
        productTitle,
        card.name,
      )
      .catch((error: Error) =>
        assert.fail(`the product page did not appear after the click: ${error.message}${session.report(watch)}`),
      );
    const atProduct = await pageState(page);
    assert.deepEqual(
      atProduct,
      { path: card.path, title: productTitle, heading: card.name, focusedId: 'main-heading' },
      'URL, title, h1 and focus',
    );
    assert.deepEqual(
      watch.documentRequests(beforeClick),
      [],
      `a client-side navigation loads no document${session.report(watch)}`,
    );
    const entityRequests = watch
      .apiDataRequests(beforeClick)
      .filter((request) => new URL(request.url).pathname === '/api/v1/url/entity');
    assert.equal(entityRequests.length, 1, `one GET /api/v1/url/entity for the product${session.report(watch)}`);
    const query = new URL(entityRequests[0]!.url).searchParams;
    assert.equal(query.get('entity_type'), 'product');
    assert.equal(query.get('slug'), card.path.slice('/prodotto/'.length));
    // The route change's page_view comes PAGE_VIEW_DELAY_MS later, with the new title.
    await page.waitForFunction(
      (path: string) =>
        (window as unknown as { dataLayer: { event: string; page_path: string }[] }).dataLayer.some(
          (event) => event.event === 'page_view' && event.page_path === path,
        ),
      {},
      card.path,
    );

    const beforeBack = watch.mark();
    await page.goBack({ waitUntil: 'load' });
    await page
      .waitForFunction(
        (heading: string) =>
          location.pathname === '/' && document.getElementById('main-heading')?.textContent?.trim() === heading,
        {},
        homeState.heading,
      )
      .catch((error: Error) =>
        assert.fail(`the home page did not come back: ${error.message}${session.report(watch)}`),
      );
    const back = await pageState(page);
    assert.deepEqual(back, { ...homeState, focusedId: 'main-heading' }, 'back at home: URL, title, h1, focus');
    assert.deepEqual(watch.documentRequests(beforeBack), [], `going back loads no document${session.report(watch)}`);
    assert.deepEqual(watch.problems(), [], `console errors or page errors during navigation${session.report(watch)}`);
  });

  it('a slow navigation shows the loading bar until the product page is there, then hides it', async () => {
    const { page, watch } = await session.newPage();
    await page.goto(home(), { waitUntil: 'load' });
    await waitForHydration(page);
    const homeHeading = await mainHeading(page);
    const card = await firstCard(page);

    const API_DELAY_MS = 1500;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const { pathname } = new URL(request.url());
      const delayed =
        pathname.startsWith('/api/v1/') &&
        !pathname.startsWith('/api/v1/images/') &&
        !pathname.startsWith('/api/v1/media/');
      if (!delayed) return void request.continue();
      setTimeout(() => void request.continue().catch(() => undefined), API_DELAY_MS);
    });

    // Records every change of the bar, with the heading and path at that moment.
    await page.evaluate(() => {
      const log: { at: number; visible: string | null; status: string | null; heading: string; path: string }[] = [];
      (window as unknown as { __e2eBar: typeof log }).__e2eBar = log;
      let last = '';
      function record() {
        const bar = document.querySelector('.loading-bar');
        const entry = {
          at: Math.round(performance.now()),
          visible: bar?.getAttribute('data-visible') ?? null,
          status: bar?.getAttribute('data-status') ?? null,
          heading: document.getElementById('main-heading')?.textContent?.trim() ?? '',
          path: location.pathname,
        };
        const key = `${entry.visible}|${entry.status}|${entry.heading}|${entry.path}`;
        if (key !== last) {
          last = key;
          log.push(entry);
        }
      }
      record();
      const clicks = window as unknown as { __e2eClickAt?: number };
      document.addEventListener(
        'click',
        () => {
          clicks.__e2eClickAt ??= Math.round(performance.now());
        },
        { capture: true },
      );
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['data-visible', 'data-status'],
      });
    });
    const barLog = () => page.evaluate(() => (window as unknown as { __e2eBar: unknown[] }).__e2eBar);
    const clickedAt = () => page.evaluate(() => (window as unknown as { __e2eClickAt?: number }).__e2eClickAt);

    const initial = await page.$eval('.loading-bar', (bar) => ({
      visible: bar.getAttribute('data-visible'),
      status: bar.getAttribute('data-status'),
    }));
    assert.deepEqual(initial, { visible: 'false', status: 'idle' }, 'the bar is hidden before the click');

    await page.click(`a.card-link[href="${card.path}"]`);
    await page
      .waitForSelector('.loading-bar[data-visible="true"][data-status="loading"]', { timeout: API_DELAY_MS })
      .catch(async (error: Error) =>
        assert.fail(
          `the loading bar did not show: ${error.message}\nbar: ${JSON.stringify(await barLog())}${session.report(watch)}`,
        ),
      );
    const whileLoading = await pageState(page);
    assert.equal(whileLoading.heading, homeHeading, 'the home page is still shown while the bar loads');

    await page.waitForFunction(
      (name: string) => document.getElementById('main-heading')?.textContent?.trim() === name,
      { timeout: 4 * API_DELAY_MS },
      card.name,
    );
    await page
      .waitForSelector('.loading-bar[data-visible="false"][data-status="idle"]', { timeout: 3_000 })
      .catch(async (error: Error) =>
        assert.fail(`the loading bar did not hide: ${error.message}\nbar: ${JSON.stringify(await barLog())}`),
      );

    const log = (await barLog()) as { at: number; visible: string; status: string; heading: string; path: string }[];
    const shown = log.findIndex((entry) => entry.visible === 'true' && entry.status === 'loading');
    const productShown = log.findIndex((entry) => entry.heading === card.name);
    const done = log.findIndex((entry) => entry.visible === 'true' && entry.status === 'done');
    const hidden = log.findLastIndex((entry) => entry.visible === 'false' && entry.status === 'idle');
    const clickAt = await clickedAt();
    const timeline = `click at ${clickAt} ms; bar timeline: ${JSON.stringify(log)}`;
    assert.ok(
      shown >= 0 && log[shown]!.heading === homeHeading && log[shown]!.path === '/',
      `the bar shows (loading) while the home page is still there\n${timeline}`,
    );
    assert.ok(productShown > shown, `the product page comes after the bar showed\n${timeline}`);
    assert.ok(done > shown, `the bar ends done (full) before hiding\n${timeline}`);
    assert.ok(hidden > done && hidden === log.length - 1, `the bar ends hidden (idle)\n${timeline}`);
    assert.ok(
      typeof clickAt === 'number' && log[shown]!.at - clickAt >= 190,
      `the bar shows only after the 200 ms throttle\n${timeline}`,
    );
    assert.deepEqual(
      watch.problems(),
      [],
      `console errors or page errors during the slow navigation${session.report(watch)}`,
    );
  });
});

describe('not-found page (it-it)', { timeout: 90_000 }, () => {
  it('/prodotto/does-not-exist answers 404 with the localised not-found page, linked home, and hydrates', async () => {
    const { page, watch } = await session.newPage();
    const url = `${session.site.url('it')}/prodotto/does-not-exist`;
    const response = await page.goto(url, { waitUntil: 'load' });
    assert.ok(response, `no response for ${url}`);
    assert.equal(response.status(), 404, `${url} answered ${response.status()}`);

    const evidence = await waitForHydration(page);
    await saveScreenshot(page, 'it-it-not-found');
    assert.deepEqual(
      evidence,
      { sameHeadingAsServer: true, headingOwnedByReact: true, rootIsReactRoot: true, pageViews: 1 },
      `hydrated${session.report(watch)}`,
    );
    const state = await pageState(page);
    const { title, backHome } = itTexts.errors.notFound;
    assert.equal(state.heading, title, 'h1 is errors.notFound.title of the Italian texts');
    assert.equal(state.title, titleOf(itTexts, title));
    const homeLinks = await page.$$eval('#root a[href="/"]', (links) =>
      links.map((link) => link.textContent?.trim() ?? ''),
    );
    assert.ok(
      homeLinks.includes(backHome),
      `a link home labelled "${backHome}"; links to /: ${JSON.stringify(homeLinks)}`,
    );

    assert.deepEqual(
      watch.problems({ allow404Of: [url] }),
      [],
      `only the document's own 404 may be logged${session.report(watch)}`,
    );
    assert.deepEqual(
      watch.apiDataRequests().map((request) => request.url),
      [],
      `no /api/v1 data request on load${session.report(watch)}`,
    );
  });
});
