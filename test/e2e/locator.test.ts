// The pharmacy finder and "who can advise me" in a real browser (the built server on a fresh
// catalog): the search works as a plain GET form without JavaScript and in the page with it,
// "locate me" with a mocked position sorts the pharmacies by distance and sends the position
// nowhere but, rounded, into the finder's URL, and a refused position is explained; the map
// reads offline (outlines, town names, pins apart), in Belgium and Spain. Screenshots at 375 and
// 1280 px land in test/artifacts/.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { CONSENT_COOKIE, REFUSE_ALL, serializeConsent } from '../../client/app/consent/consent-choice.ts';
import { type PageWatch, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const COUNTRY = 'be';
const FINDER = '/fr/trouver-une-pharmacie';
/** Liège, where the seed has pharmacies; more decimals than the URL may carry. */
const LIEGE = { latitude: 50.632614, longitude: 5.579718, accuracy: 20 };

const session = browserSession();

/** A new page whose visitor has already answered the cookie banner, so it covers nothing in the screenshots. */
async function newPage(): Promise<{ page: Page; watch: PageWatch }> {
  const opened = await session.newPage();
  await opened.page.setCookie({
    name: CONSENT_COOKIE,
    value: serializeConsent({ ...REFUSE_ALL, decidedAt: new Date() }),
    url: session.site.url(COUNTRY),
  });
  return opened;
}

interface Shown {
  names: string[];
  distances: number[];
  markers: number;
}

/** The results on screen: names and distances in list order, and the map's markers. */
function shownResults(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const entries = [...document.querySelectorAll('.finder-results__list > li')];
    return {
      names: entries.map(
        (entry) =>
          entry
            .querySelector('h3')
            ?.textContent?.replace(/^\d+\.\s*/, '')
            .trim() ?? '',
      ),
      distances: entries.map((entry) =>
        Number(
          (entry.querySelector('.pharmacy__distance')?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'),
        ),
      ),
      markers: document.querySelectorAll('.pharmacy-map__marker').length,
    };
  });
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

interface MapDrawing {
  land: number;
  regions: number;
  grid: number;
  towns: string[];
  /** Pairs of pin markers whose drawn boxes intersect, by list number. */
  overlaps: string[];
  markers: number;
}

/** What the finder's map draws, as laid out on screen. */
function mapDrawing(page: Page): Promise<MapDrawing> {
  return page.evaluate(() => {
    const pins = [...document.querySelectorAll('.pharmacy-map__marker')].map((marker) => ({
      number: marker.querySelector('text')?.textContent ?? '',
      box: marker.querySelector('.pharmacy-map__pin')!.getBoundingClientRect(),
    }));
    const overlaps: string[] = [];
    pins.forEach((a, index) =>
      pins.slice(index + 1).forEach((b) => {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) overlaps.push(`${a.number}/${b.number}`);
      }),
    );
    const pathLength = (selector: string) => document.querySelector(selector)?.getAttribute('d')?.length ?? 0;
    return {
      land: pathLength('.pharmacy-map__land'),
      regions: pathLength('.pharmacy-map__regions'),
      grid: document.querySelectorAll('.pharmacy-map__grid').length,
      towns: [...document.querySelectorAll('.pharmacy-map__towns text')].map((text) => text.textContent ?? ''),
      overlaps,
      markers: pins.length,
    };
  });
}

function assertReadableMap(drawing: MapDrawing, where: string) {
  assert.ok(drawing.land > 20, `${where}: country outlines drawn`);
  assert.ok(drawing.regions > 20, `${where}: region outlines drawn`);
  assert.equal(drawing.grid, 0, `${where}: no empty grid`);
  assert.ok(drawing.towns.length >= 2, `${where}: towns named (${drawing.towns.join(', ')})`);
  assert.ok(drawing.markers >= 5, `${where}: a dense result (${drawing.markers} pins)`);
  assert.deepEqual(drawing.overlaps, [], `${where}: no pin covers another`);
}

describe('the pharmacy finder', { timeout: 120_000 }, () => {
  it('searches without JavaScript: the form is a GET whose results the server renders', async () => {
    const { page, watch } = await newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${session.site.url(COUNTRY)}${FINDER}`, { waitUntil: 'load' });
    assert.equal(await page.$('.locate-me__button'), null, 'no "locate me" that could not work');
    await page.type('.finder-form input[name="q"]', '1000');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    assert.equal(url.pathname, FINDER);
    assert.equal(url.searchParams.get('q'), '1000');
    assert.equal(watch.documentRequests().length, 2, 'the browser submitted the form');
    const shown = await shownResults(page);
    assert.ok(shown.names.length > 0, 'results rendered by the server');
    assert.deepEqual(shown.distances, sorted(shown.distances), 'nearest first');
    assert.equal(shown.markers, shown.names.length, 'one marker per pharmacy on the map');
    assert.equal(await page.$eval('h1', (heading) => heading.textContent), 'Pharmacies près de 1000 Bruxelles');
  });

  it('searches with JavaScript in the page: same URL, no page load, focus on the new heading', async () => {
    const { page, watch } = await newPage();
    await page.goto(`${session.site.url(COUNTRY)}${FINDER}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const before = watch.mark();
    await page.type('.finder-form input[name="q"]', 'Antwerpen');
    await page.click('.finder-form__submit');
    await page.waitForFunction(() => document.querySelectorAll('.finder-results__list > li').length > 0);
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.equal(new URL(page.url()).search, '?q=Antwerpen');
    assert.deepEqual(watch.documentRequests(before), [], 'client-side navigation');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-heading');
    assert.equal(await page.$eval('h1', (heading) => heading.textContent), 'Pharmacies près de Antwerpen');
    const shown = await shownResults(page);
    assert.deepEqual(shown.distances, sorted(shown.distances));
    assert.deepEqual(watch.problems(), [], watch.report());
  });

  it('suggests places while the visitor types', async () => {
    const { page } = await newPage();
    await page.goto(`${session.site.url(COUNTRY)}${FINDER}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.type('.finder-form input[name="q"]', 'Lièg');
    await page.waitForFunction(() => document.querySelectorAll('.finder-form datalist option').length > 0);
    const options = await page.$$eval('.finder-form datalist option', (found) =>
      found.map((option) => (option as HTMLOptionElement).value),
    );
    assert.ok(options.includes('4000 Liège'), options.join(', '));
  });

  it('locates the visitor: the rounded position goes into the URL only, and the pharmacies come nearest first', async () => {
    const { page, watch } = await newPage();
    const origin = session.site.url(COUNTRY);
    await session.chromium.browser.defaultBrowserContext().overridePermissions(origin, ['geolocation']);
    await page.setGeolocation(LIEGE);
    await page.goto(`${origin}${FINDER}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const before = watch.mark();
    await page.click('.locate-me__button');
    await page.waitForFunction(
      () =>
        new URL(location.href).searchParams.has('lat') &&
        document.querySelectorAll('.finder-results__list > li').length > 0,
    );
    await page.waitForNetworkIdle({ idleTime: 250 });
    const url = new URL(page.url());
    assert.equal(url.search, '?lat=50.63&lng=5.58', 'two decimals, about a kilometre');
    const leaked = watch.requests.slice(before).filter((request) => /50\.6326|5\.5797/.test(request.url));
    assert.deepEqual(leaked, [], 'the exact position is never sent');
    assert.deepEqual(watch.documentRequests(before), [], 'client-side navigation');
    const shown = await shownResults(page);
    assert.ok(shown.names.length > 2);
    assert.deepEqual(shown.distances, sorted(shown.distances), 'sorted by distance');
    assert.ok(shown.distances[0]! < 2, `the nearest is in Liège (${shown.distances[0]} km)`);
    assert.equal(
      await page.$eval('h1', (heading) => heading.textContent),
      'Pharmacies près de chez vous, vers 4000 Liège',
    );
    assert.deepEqual(watch.problems(), [], watch.report());
    await page.setViewport({ width: 1280, height: 900 });
    await saveScreenshot(page, 'locator-fr-be-finder-located-1280');
    await page.setViewport({ width: 375, height: 800 });
    await saveScreenshot(page, 'locator-fr-be-finder-located-375');
  });

  it('explains a refused position and keeps the search by city at hand', async () => {
    const { page } = await newPage();
    const origin = session.site.url(COUNTRY);
    await session.chromium.browser.defaultBrowserContext().overridePermissions(origin, []);
    await page.goto(`${origin}${FINDER}`, { waitUntil: 'load' });
    await waitForHydration(page);
    // Refuse as a visitor would: the browser's geolocation answers PERMISSION_DENIED.
    await page.evaluate(() => {
      navigator.geolocation.getCurrentPosition = (_success, failure) =>
        failure?.({
          code: 1,
          message: 'denied',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
    });
    await page.click('.locate-me__button');
    await page.waitForFunction(() => document.querySelector('.locate-me__status')?.textContent !== '');
    const status = await page.$eval('.locate-me__status', (element) => ({
      text: element.textContent,
      role: element.getAttribute('role'),
    }));
    assert.deepEqual(status, {
      role: 'status',
      text: 'Vous n’avez pas autorisé la localisation. Recherchez plutôt par ville ou code postal.',
    });
    assert.equal(new URL(page.url()).search, '', 'no search was made');
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains('locate-me__button')),
      true,
      'focus stays on the button',
    );
  });

  it('shows its results well on a phone and on a desktop', async () => {
    const { page, watch } = await newPage();
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.goto(`${session.site.url(COUNTRY)}${FINDER}?q=1000&radius=10`, { waitUntil: 'load' });
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no horizontal scrolling at ${width} px (${overflow} px too wide)`);
      await saveScreenshot(page, `locator-fr-be-finder-${width}`);
    }
    assert.deepEqual(watch.problems(), [], watch.report());
  });
});

describe('the finder map', { timeout: 120_000 }, () => {
  const places = [
    { country: 'be', path: `${FINDER}?q=1000&radius=10`, name: 'fr-be' },
    { country: 'es', path: '/encontrar-una-farmacia?q=Madrid', name: 'es-es' },
  ];

  for (const { country, path, name } of places)
    it(`reads offline in ${name}: outlines, town names, pins apart, at 375 and 1280 px`, async () => {
      const { page, watch } = await newPage();
      await page.setCookie({
        name: CONSENT_COOKIE,
        value: serializeConsent({ ...REFUSE_ALL, decidedAt: new Date() }),
        url: session.site.url(country),
      });
      for (const width of [375, 1280]) {
        await page.setViewport({ width, height: 900 });
        await page.goto(`${session.site.url(country)}${path}`, { waitUntil: 'load' });
        await waitForHydration(page);
        assertReadableMap(await mapDrawing(page), `${name} at ${width} px`);
        await saveScreenshot(page, `locator-map-${name}-${width}`);
      }
      const outside = watch.requests.filter((request) => !request.url.includes('localhost'));
      assert.deepEqual(outside, [], 'nothing asked of the network');
      assert.deepEqual(watch.problems(), [], watch.report());
    });

  it('is drawn by the server, without JavaScript', async () => {
    const { page } = await newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${session.site.url(COUNTRY)}${FINDER}?q=1000&radius=10`, { waitUntil: 'load' });
    assertReadableMap(await mapDrawing(page), 'without JavaScript');
  });

  it('draws the new place after a search in the page, from the static backdrop file', async () => {
    const { page, watch } = await newPage();
    await page.goto(`${session.site.url(COUNTRY)}${FINDER}?q=1000&radius=10`, { waitUntil: 'load' });
    await waitForHydration(page);
    const before = watch.mark();
    const input = await page.$('.finder-form input[name="q"]');
    await input!.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await page.type('.finder-form input[name="q"]', 'Liège');
    await page.click('.finder-form__submit');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'Liège');
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.deepEqual(watch.documentRequests(before), [], 'client-side navigation');
    const drawing = await mapDrawing(page);
    assert.ok(drawing.land > 20 && drawing.regions > 20, 'outlines drawn in the browser');
    assert.ok(drawing.towns.length >= 1, drawing.towns.join(', '));
    assert.deepEqual(drawing.overlaps, []);
    assert.ok(
      watch.requests.slice(before).some((request) => /\/assets\/map-backdrop-be-\d+\.json$/.test(request.url)),
      'the Belgian backdrop file was fetched',
    );
  });
});

describe('who can advise me', { timeout: 60_000 }, () => {
  it('hydrates cleanly and leads consumers to the pharmacies trained to advise', async () => {
    const { page, watch } = await newPage();
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.goto(`${session.site.url(COUNTRY)}/fr/interlocuteur`, { waitUntil: 'load' });
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no horizontal scrolling at ${width} px`);
      await saveScreenshot(page, `locator-fr-be-who-can-advise-${width}`);
    }
    assert.deepEqual(watch.problems(), [], watch.report());
    const before = watch.mark();
    await page.click(`#profile-consumer a[href="${FINDER}?advice=1"]`);
    await page.waitForFunction((path: string) => location.pathname === path, {}, FINDER);
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.deepEqual(watch.documentRequests(before), []);
    assert.equal(
      await page.$eval('.finder-form input[name="advice"]', (input) => (input as HTMLInputElement).checked),
      true,
      'the advice filter is on',
    );
  });
});
