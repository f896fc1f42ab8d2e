// The quiz of reading B in a real browser (the built server on a fresh catalog): answered as a
// plain GET form without JavaScript and in the page with it (same URL, no page load, focus on
// the heading), its result shareable by that URL. Screenshots at 375 and 1280 px land in
// test/artifacts/.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { CONSENT_COOKIE, REFUSE_ALL, serializeConsent } from '../../client/app/consent/consent-choice.ts';
import { loadAllImages, type PageWatch, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const COUNTRY = 'be';
const QUIZ = '/fr/quel-complement-pour-moi';

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

/** Ticks the choice whose text is `label` in the fieldset whose legend starts with `legend`. */
async function choose(page: Page, legend: string, label: string): Promise<void> {
  const clicked = await page.evaluate(
    (legendText, labelText) => {
      const fieldset = [...document.querySelectorAll('.quiz-form fieldset')].find((each) =>
        each.querySelector('legend')?.textContent?.startsWith(legendText),
      );
      const choice = [...(fieldset?.querySelectorAll('label') ?? [])].find(
        (each) => each.textContent?.trim() === labelText,
      );
      choice?.click();
      return choice !== undefined;
    },
    legend,
    label,
  );
  assert.ok(clicked, `no choice '${label}' under '${legend}'`);
}

async function answer(page: Page): Promise<void> {
  await choose(page, 'Que souhaitez-vous soutenir', 'Sommeil');
  await choose(page, 'Que souhaitez-vous soutenir', 'Stress et humeur');
  await choose(page, 'Pour qui', 'Un adulte');
  await choose(page, 'Êtes-vous enceinte', 'Oui');
  await choose(page, 'Suivez-vous', 'Végétalien (vegan)');
  await choose(page, 'Quelle forme', 'Comprimés');
}

const EXPECTED_SEARCH = '?need=3&need=4&age=adult&pregnancy=yes&diet=vegan&form=tablet';

/** The recommended products' names, in order. */
const recommended = (page: Page) =>
  page.$$eval('.quiz-products__item .card-title', (titles) => titles.map((title) => title.textContent?.trim() ?? ''));

describe('the quiz', { timeout: 120_000 }, () => {
  it('is answered without JavaScript: the form is a GET whose recommendation the server renders', async () => {
    const { page, watch } = await newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${session.site.url(COUNTRY)}${QUIZ}`, { waitUntil: 'load' });
    await answer(page);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.quiz-form button[type="submit"]')]);
    const url = new URL(page.url());
    assert.equal(url.pathname, QUIZ);
    assert.equal(url.search, EXPECTED_SEARCH);
    assert.equal(watch.documentRequests().length, 2, 'the browser submitted the form');
    // Pregnant and vegan: of the sleep and stress products, only the vegan one a pregnant woman may take (with advice).
    assert.deepEqual(await recommended(page), ['Serenium Magnésium Soir']);
    assert.equal(
      await page.$eval('#quiz-share-url', (input) => (input as HTMLInputElement).value),
      `${session.site.url(COUNTRY)}${QUIZ}${EXPECTED_SEARCH}`,
    );
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await saveScreenshot(page, `quiz-fr-be-result-no-js-${width}`);
    }
  });

  it('is answered with JavaScript in the page: same URL, no page load, focus on the heading', async () => {
    const { page, watch } = await newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${session.site.url(COUNTRY)}${QUIZ}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await saveScreenshot(page, 'quiz-fr-be-questions-1280');
    const before = watch.mark();
    await answer(page);
    await page.click('.quiz-form button[type="submit"]');
    await page.waitForFunction(() => document.querySelectorAll('.quiz-products__item').length > 0);
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.equal(new URL(page.url()).search, EXPECTED_SEARCH);
    assert.deepEqual(watch.documentRequests(before), [], 'client-side navigation');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-heading');
    assert.deepEqual(await recommended(page), ['Serenium Magnésium Soir']);

    // Start again: an empty form, nothing ticked from the last answers.
    await page.click('.quiz-share__restart a');
    await page.waitForFunction(() => document.querySelector('.quiz-products__item') === null);
    assert.equal(new URL(page.url()).search, '');
    assert.equal(await page.$$eval('.quiz-form input:checked', (inputs) => inputs.length), 0);
    assert.deepEqual(watch.problems(), [], watch.report());
  });

  it('shows a shared result, and says which forged answers it ignored, well on a phone and a desktop', async () => {
    const { page, watch } = await newPage();
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.goto(`${session.site.url(COUNTRY)}${QUIZ}?need=1&need=5&need=999&age=adult&diet=paleo&form=capsule`, {
        waitUntil: 'load',
      });
      await waitForHydration(page);
      await loadAllImages(page);
      assert.ok((await recommended(page)).length > 0);
      assert.match(await page.$eval('.quiz-ignored', (alert) => alert.textContent ?? ''), /régime/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no horizontal scrolling at ${width} px (${overflow} px too wide)`);
      await saveScreenshot(page, `quiz-fr-be-shared-${width}`);
    }
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${session.site.url(COUNTRY)}${QUIZ}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await saveScreenshot(page, 'quiz-fr-be-questions-375');
    assert.deepEqual(watch.problems(), [], watch.report());
  });
});
