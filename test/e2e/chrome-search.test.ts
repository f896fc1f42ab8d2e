// The header's search box in a real browser (SPEC §2.3, §4 'Search box', §5, §9): the three-
// character rule of the button, apostrophes removed and the `-r--term` URL, one suggestion
// request for fast typing (250 ms debounce), the states of the panel, keyboard navigation through
// the suggestions (ARIA combobox), closing on Escape and outside clicks, and the five latest
// searches, newest first. Screenshots of the open panel at 375, 768 and 1280 px.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';

import { SEARCH_HISTORY_KEY } from '../../client/components/search-box/search-history.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { ARTIFACTS_DIR, openPage, type PageWatch, waitForHydration } from '../helpers/browser.ts';
import { browserSession, type OpenedPage } from '../helpers/browser-session.ts';

const router = createRouter({ tables: ALL_TABLES });
const resultsOf = (term: string) => router.href('results', { search: { term, filters: [] } }, 'fr-be')!;
const INPUT = '.search-box__input';
const BUTTON = '.search-box__submit';

const session = browserSession();

/** A Belgian page, hydrated, with the cookie choice already made (the banner would hide nothing here, but screenshots are of the box). */
async function open(path = '/fr', width = 1280): Promise<OpenedPage & { context: BrowserContext }> {
  // A context of its own: no cookie or stored search of another test.
  const opened = await session.newIsolatedPage();
  await opened.page.setViewport({ width, height: 900 });
  await opened.page.setCookie({ name: 'consent_choice', value: `1.m0.v0.${Date.now()}`, url: session.site.url('be') });
  await opened.page.goto(`${session.site.url('be')}${path}`, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  return opened;
}

const suggestRequests = (watch: PageWatch, since = 0) =>
  watch.requests.slice(since).filter((request) => new URL(request.url).pathname === '/api/v1/search/suggest');

interface BoxState {
  expanded: string | null;
  active: string | null;
  state: string | undefined;
  status: string;
  options: { id: string; text: string; href: string | null; selected: string | null }[];
}

function boxState(page: Page): Promise<BoxState> {
  return page.evaluate(() => {
    const input = document.querySelector('.search-box__input')!;
    const panel = document.querySelector<HTMLElement>('.search-box__panel')!;
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
    return {
      expanded: input.getAttribute('aria-expanded'),
      active: input.getAttribute('aria-activedescendant'),
      state: panel.hidden ? 'hidden' : panel.dataset.state,
      status: panel.hidden ? '' : (panel.querySelector('.search-box__status')?.textContent ?? ''),
      options: [...document.querySelectorAll('.search-box [role="option"]')].filter(visible).map((option) => ({
        id: option.id,
        text: option.textContent ?? '',
        href: option.getAttribute('href'),
        selected: option.getAttribute('aria-selected'),
      })),
    };
  });
}

const waitForState = (page: Page, state: string) =>
  page.waitForFunction(
    (wanted: string) => {
      const panel = document.querySelector<HTMLElement>('.search-box__panel');
      return panel !== null && !panel.hidden && panel.dataset.state === wanted;
    },
    {},
    state,
  );

const buttonDisabled = (page: Page) => page.$eval(BUTTON, (button) => (button as HTMLButtonElement).disabled);

/** The window as the visitor sees it (the panel floats over the page's top), to test/artifacts/<name>.png. */
async function saveViewport(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) as `${string}.png` });
}

async function clearBox(page: Page) {
  await page.click(INPUT, { count: 3 });
  await page.keyboard.press('Backspace');
}

describe('launching a search', { timeout: 60_000 }, () => {
  it('keeps the button disabled under three characters, elisions aside', async () => {
    const { page } = await open();
    assert.equal(await buttonDisabled(page), true, 'empty');
    await page.type(INPUT, 'ma');
    assert.equal(await buttonDisabled(page), true, 'two characters');
    await clearBox(page);
    await page.type(INPUT, "l'ar");
    assert.equal(await buttonDisabled(page), true, "l'ar is 'ar' once its elision is dropped");
    await page.type(INPUT, 'b');
    assert.equal(await buttonDisabled(page), false, 'three characters');
  });

  it('ignores Enter under three characters and says why', async () => {
    const { page } = await open();
    await page.type(INPUT, 'ma');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(new URL(page.url()).pathname, '/fr', 'still on the page');
    assert.equal((await boxState(page)).status, 'Saisissez au moins 3 caractères pour lancer la recherche.');
  });

  it('opens the results in the -r--term grammar with Enter, and with the button, elisions dropped', async () => {
    const { page, watch } = await open();
    await page.type(INPUT, 'magnésium');
    const documents = watch.documentRequests().length;
    await Promise.all([
      page.waitForFunction((path: string) => location.pathname === path, {}, resultsOf('magnésium')),
      page.keyboard.press('Enter'),
    ]);
    assert.equal(watch.documentRequests().length, documents, 'the results load in the page');
    await page.waitForSelector('#main-heading');

    await page.type(INPUT, "vitamine d'hiver");
    await Promise.all([
      page.waitForFunction((path: string) => location.pathname === path, {}, resultsOf('vitamine hiver')),
      page.click(BUTTON),
    ]);
    assert.match(decodeURIComponent(new URL(page.url()).pathname), /\/-r--vitamine hiver$/);
  });
});

describe('the suggestion panel', { timeout: 60_000 }, () => {
  it('asks once for fast typing, says it is searching, then shows the groups with their totals and a link to all results', async () => {
    const { page, watch } = await open();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __statuses: string[] }).__statuses = seen;
      const status = document.querySelector('.search-box [role="status"]')!;
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const since = watch.mark();
    await page.type(INPUT, 'magnesium', { delay: 25 });
    await waitForState(page, 'results');
    const requests = suggestRequests(watch, since);
    assert.equal(
      requests.length,
      1,
      `one request for the whole word: ${requests.map((request) => request.url).join(', ')}`,
    );
    assert.equal(new URL(requests[0]!.url).searchParams.get('text'), 'magnesium');

    const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
    const searching = statuses.indexOf('Recherche en cours');
    assert.ok(searching >= 0, `'Recherche en cours' was announced: ${JSON.stringify(statuses)}`);
    assert.match(statuses.at(-1)!, /^\d+ résultats$/);

    const titles = await page.$$eval('.search-box__group-title', (found) => found.map((title) => title.textContent));
    assert.ok(
      titles.some((title) => /^Produits \(\d+\)$/.test(title ?? '')),
      JSON.stringify(titles),
    );
    const { options, expanded } = await boxState(page);
    assert.equal(expanded, 'true');
    assert.equal(options.at(-1)!.href, resultsOf('magnesium'), 'the last option leads to all the results');
    assert.match(options.at(-1)!.text, /^Voir les \d+ résultats$/);
    assert.deepEqual(watch.problems(), [], watch.report());
  });

  it('starts only from two characters', async () => {
    const { page, watch } = await open();
    const since = watch.mark();
    await page.type(INPUT, 'm');
    await new Promise((resolve) => setTimeout(resolve, 600));
    assert.equal(suggestRequests(watch, since).length, 0);
    assert.equal((await boxState(page)).state, 'hidden');
  });

  it('moves through the suggestions with the arrow keys and follows one with Enter', async () => {
    const { page } = await open();
    await page.type(INPUT, 'magnesium');
    await waitForState(page, 'results');
    const { options } = await boxState(page);
    await page.keyboard.press('ArrowDown');
    let state = await boxState(page);
    assert.equal(state.active, options[0]!.id);
    assert.equal(state.options[0]!.selected, 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    state = await boxState(page);
    assert.equal(state.active, options[1]!.id);
    assert.deepEqual(
      state.options.filter((option) => option.selected === 'true').map((option) => option.id),
      [options[1]!.id],
    );
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains('search-box__input')),
      true,
      'focus stays in the box',
    );
    await Promise.all([
      page.waitForFunction((path: string) => location.pathname === path, {}, options[1]!.href!),
      page.keyboard.press('Enter'),
    ]);
    await page.waitForSelector('#main-heading');
  });

  it('closes on Escape, on a click outside, and says when nothing is found', async () => {
    const { page } = await open();
    await page.type(INPUT, 'magnesium');
    await waitForState(page, 'results');
    await page.keyboard.press('Escape');
    assert.deepEqual([(await boxState(page)).state, (await boxState(page)).expanded], ['hidden', 'false']);
    assert.equal(await page.$eval(INPUT, (input) => (input as HTMLInputElement).value), 'magnesium', 'the text stays');

    await page.type(INPUT, ' ');
    await waitForState(page, 'results');
    await page.mouse.click(20, 600);
    assert.equal((await boxState(page)).state, 'hidden');

    await clearBox(page);
    await page.type(INPUT, 'xqzwvk');
    await waitForState(page, 'no-results');
    assert.match((await boxState(page)).status, /^Désolé, aucun résultat pour votre recherche/);
  });

  it('says so in the panel when the suggestions fail', async () => {
    const { page, watch } = await open();
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (new URL(request.url()).pathname === '/api/v1/search/suggest')
        void request.respond({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
      else void request.continue();
    });
    await page.type(INPUT, 'magnesium');
    await waitForState(page, 'error');
    assert.equal((await boxState(page)).status, 'Une erreur a eu lieu');
    assert.equal(watch.pageErrors.length, 0, watch.report());
  });

  for (const width of [375, 768, 1280]) {
    it(`is on screen at ${width} px (screenshot)`, async () => {
      const { page } = await open('/fr', width);
      await page.type(INPUT, 'magnesium');
      await waitForState(page, 'results');
      await page.keyboard.press('ArrowDown');
      const box = await page.$eval('.search-box__panel', (panel) => panel.getBoundingClientRect().toJSON() as DOMRect);
      assert.ok(box.left >= 0 && box.right <= width + 1, `the panel fits the window: ${JSON.stringify(box)}`);
      await saveViewport(page, `chrome-search-panel-${width}`);
    });
  }
});

describe('the latest searches', { timeout: 90_000 }, () => {
  it('offers the five latest, newest first, when the empty box gets focus, and keeps them across pages', async () => {
    const { page, context } = await open();
    const terms = ['zinc', 'fer', 'magnésium', 'sommeil', 'transit', 'stress'];
    for (const term of terms) {
      await clearBox(page);
      await page.type(INPUT, term);
      // Enter only once the box holds exactly the term (a busy machine may still be applying keys).
      await page.waitForFunction(
        (selector: string, wanted: string) => document.querySelector<HTMLInputElement>(selector)?.value === wanted,
        {},
        INPUT,
        term,
      );
      await Promise.all([
        page.waitForFunction((path: string) => location.pathname === path, {}, resultsOf(term)),
        page.keyboard.press('Enter'),
      ]);
      // The results of this term are on screen before the next search starts.
      await page.waitForFunction(
        (wanted: string) => document.querySelector('#main-heading')?.textContent?.includes(wanted) === true,
        {},
        term,
      );
    }
    const expected = ['stress', 'transit', 'sommeil', 'magnésium', 'fer'];
    assert.deepEqual(
      await page.evaluate((key: string) => JSON.parse(localStorage.getItem(key) ?? '[]'), SEARCH_HISTORY_KEY),
      expected,
    );

    // The stored searches, seen from another page of the same visitor (a new tab of the same
    // browser context). Not page.goto on this tab: puppeteer can count a request cut short by
    // the searches' navigations as in flight for ever, and waitForHydration then never sees the
    // network idle (CI, twice).
    const { page: later } = await openPage(context as unknown as Browser);
    await later.setViewport({ width: 1280, height: 900 });
    await later.goto(`${session.site.url('be')}/fr/besoins`, { waitUntil: 'load' });
    await waitForHydration(later);
    await later.focus(INPUT);
    await waitForState(later, 'history');
    const { options } = await boxState(later);
    assert.deepEqual(
      options.map((option) => option.text),
      expected,
    );
    assert.deepEqual(
      options.map((option) => option.href),
      expected.map(resultsOf),
    );
    assert.equal(
      await later.$eval('.search-box__group-title', (title) => title.textContent),
      'Vos dernières recherches',
    );
    await saveViewport(later, 'chrome-search-history-1280');

    // Following one moves it first.
    await later.keyboard.press('ArrowDown');
    await later.keyboard.press('ArrowDown');
    await later.keyboard.press('ArrowDown');
    await Promise.all([
      later.waitForFunction((path: string) => location.pathname === path, {}, resultsOf('sommeil')),
      later.keyboard.press('Enter'),
    ]);
    assert.deepEqual(
      await later.evaluate((key: string) => JSON.parse(localStorage.getItem(key) ?? '[]'), SEARCH_HISTORY_KEY),
      ['sommeil', 'stress', 'transit', 'magnésium', 'fer'],
    );
  });
});
