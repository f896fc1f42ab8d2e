// The customer's own screens in a real browser (issue 19), on the built server with a fresh
// catalog and its seeded customers: favourites from a product page and from the pharmacy finder
// through login and back, with the favourite added; each form of the account with JavaScript
// (checked as the customer types, saved without a reload, a pending state, SPEC §8's refusals in
// place) and one without it; the live strength meter of a new password, whose change ends the
// customer's other sessions. Screenshots of every screen at 375 and 1280 px land in
// test/artifacts/account-area-*.png.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { DEMO_PASSWORD } from '../../catalog/seed/customers.ts';
import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { RouteKind, RouteParams } from '../../routes/kinds.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { type PageWatch, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const session = browserSession(undefined, { FORM_SUBMISSIONS_PER_HOUR: '1000' });
const router = createRouter({ tables: ALL_TABLES });
const TEXTS = { fr, nl, de, es, it: itTexts };
const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language];
const countryOf = (locale: Locale) => locale.slice(3) as Country;
const pathOf = (kind: RouteKind, locale: Locale, params: RouteParams = {}) => router.href(kind, params, locale)!;

/** The seeded customers with a web account (catalog/seed/customers.ts), one per test that logs in. */
const CUSTOMERS = {
  marie: 'marie.dubois@example.be',
  lea: 'lea.favre@example.ch',
  anna: 'anna.schmidt@example.de',
  lucia: 'lucia.garcia@example.es',
  giulia: 'giulia.rossi@example.it',
} as const;

interface Opened {
  page: Page;
  watch: PageWatch;
}

/** A page in a context of its own (no cookie of another test), the cookie choice made, at `path`. */
async function open(locale: Locale, path: string, { javaScript = true } = {}): Promise<Opened> {
  const opened = await session.newIsolatedPage();
  await opened.page.setViewport({ width: 1280, height: 900 });
  await opened.page.setJavaScriptEnabled(javaScript);
  await opened.page.setCookie({
    name: 'consent_choice',
    value: `1.m0.v0.${Date.now()}`,
    url: session.site.url(countryOf(locale)),
  });
  await go(opened.page, locale, path, javaScript);
  return opened;
}

async function go(page: Page, locale: Locale, path: string, javaScript = true) {
  await page.goto(`${session.site.url(countryOf(locale))}${path}`, { waitUntil: 'load' });
  if (javaScript) await waitForHydration(page);
}

/** Logs in on the login page the browser is on, as a visitor types, and waits for the page it leads to. */
async function logInHere(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.type('form.form--login [name="email"]', email);
  await page.type('form.form--login [name="password"]', password);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.click('form.form--login button[type="submit"]'),
  ]);
  if (await page.evaluate(() => document.querySelector('script[data-entry]') !== null))
    await waitForHydration(page).catch(() => undefined);
}

/** A page of the locale as the customer, logged in through the login page first. */
async function openAs(locale: Locale, email: string, path: string, options: { javaScript?: boolean } = {}) {
  const opened = await open(locale, `${pathOf('myLogin', locale)}?redirect=${encodeURIComponent(path)}`, options);
  await logInHere(opened.page, email);
  assert.equal(new URL(opened.page.url()).pathname, path.split('?')[0], 'the login leads to the page wanted');
  return opened;
}

/** Both widths of the issue, the wide one last (the page is left as it was). */
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewport({ width, height: 900 });
    // A moment for the new layout to be painted before the full-page capture (also without JavaScript).
    await new Promise((resolve) => setTimeout(resolve, 150));
    await saveScreenshot(page, `account-area-${name}-${width}`);
  }
}

/** The first product of the country's shop, as its page knows it. */
async function aProduct(page: Page, locale: Locale): Promise<{ id: number; slug: string; name: string }> {
  const { shopId } = COUNTRY_INFO[countryOf(locale)];
  const lang = LOCALE_INFO[locale].language;
  return page.evaluate(
    async (query: string) => {
      const answer = (await (await fetch(`/api/v1/product?${query}`)).json()) as {
        items: { id: number; slug: string; name: string }[];
      };
      const [first] = answer.items;
      return { id: first!.id, slug: first!.slug, name: first!.name };
    },
    new URLSearchParams({ shop_id: String(shopId), lang, perPage: '1' }).toString(),
  );
}

/** Marks the window: a document load (a reload) loses the mark, an in-page update keeps it. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __kept?: boolean }).__kept = true;
  });
const windowKept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

/** Records whether the form ever said it was busy (aria-busy), which a fast answer shows only briefly. */
const watchBusy = (page: Page, selector: string) =>
  page.evaluate((formSelector: string) => {
    const form = document.querySelector(formSelector)!;
    const marked = window as unknown as { __busy?: boolean };
    marked.__busy = false;
    new MutationObserver(() => {
      if (form.getAttribute('aria-busy') === 'true') marked.__busy = true;
    }).observe(form, { attributes: true, attributeFilter: ['aria-busy'] });
  }, selector);
const wasBusy = (page: Page) => page.evaluate(() => (window as unknown as { __busy?: boolean }).__busy === true);

/**
 * The page's problems but the answers it expected: a refusal the form shows (409 for a default
 * address), or the first POST of a form shown after an in-page navigation, which has no token yet
 * and is sent again with the one the 403 hands out (decision 015).
 */
function problemsBut(watch: PageWatch, expected: readonly RegExp[]): string[] {
  return watch.problems().filter((problem) => !expected.some((pattern) => pattern.test(problem)));
}
const refusedWith = (status: number, path: string) =>
  new RegExp(`status of ${status} .*\\(http://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[?)]`);

const doneText = (page: Page) =>
  page.$$eval('.form__done', (elements) => elements.map((element) => element.textContent ?? '').join(' | '));

async function clearAndType(page: Page, selector: string, text: string) {
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

describe('favourites through login, and back with the favourite added', { timeout: 120_000 }, () => {
  for (const [locale, email] of [
    ['fr-be', CUSTOMERS.marie],
    ['it-it', CUSTOMERS.giulia],
  ] as const) {
    it(`${locale}: a product, from its page`, async () => {
      const texts = textsOf(locale);
      const { page, watch } = await open(locale, pathOf('products', locale));
      const product = await aProduct(page, locale);
      const productPath = pathOf('product', locale, { slug: product.slug });
      await go(page, locale, productPath);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.product-detail a.favourite')]);
      assert.equal(new URL(page.url()).pathname, pathOf('myLogin', locale));
      await waitForHydration(page);
      await logInHere(page, email);
      assert.equal(new URL(page.url()).pathname, productPath, session.report(watch));
      await page.waitForSelector('.product-detail form.favourite button[aria-pressed="true"]');
      assert.equal(
        await page.$eval('.product-detail form.favourite button', (button) => button.getAttribute('aria-label')),
        texts.common.favourite.removeLabel.replace('{{name}}', product.name),
      );

      // Removed and added again without a reload; the button follows.
      await markWindow(page);
      // Each change once its answer is in (the button ignores a click while one is on its way).
      await page.click('.product-detail form.favourite button');
      await page.waitForSelector('.product-detail form.favourite:not([aria-busy]) button[aria-pressed="false"]');
      await page.click('.product-detail form.favourite button');
      await page.waitForSelector('.product-detail form.favourite:not([aria-busy]) button[aria-pressed="true"]');
      await page.waitForFunction(
        (text: string) =>
          document.querySelector('.product-detail form.favourite [role="status"]')?.textContent === text,
        {},
        texts.common.favourite.added.replace('{{name}}', product.name),
      );
      assert.ok(await windowKept(page), 'no reload');
      await screenshots(page, `${locale}-product-favourite`);
      assert.deepEqual(problemsBut(watch, [refusedWith(403, pathOf('myLogin', locale))]), [], session.report(watch));
    });
  }

  it('es-es: a pharmacy, from the finder’s results, coming back to it', async () => {
    const locale = 'es-es';
    const finder = `${pathOf('storeFinder', locale)}?q=28004`;
    const { page, watch } = await open(locale, finder);
    const first = await page.$eval('.finder-results__list > li', (entry) => entry.id);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`#${first} a.favourite`)]);
    assert.equal(new URL(page.url()).pathname, pathOf('myLogin', locale));
    await waitForHydration(page);
    await logInHere(page, CUSTOMERS.lucia);
    const back = new URL(page.url());
    assert.equal(`${back.pathname}${back.search}${back.hash}`, `${finder}#${first}`, 'the very pharmacy of the search');
    await page.waitForSelector(`#${first} form.favourite button[aria-pressed="true"]`);

    await go(page, locale, pathOf('myFavouritePharmacies', locale));
    const names = await page.$$eval('.favourite-pharmacy__name', (headings) => headings.map((h) => h.textContent));
    assert.equal(names.length, 1);
    await screenshots(page, 'es-es-favourite-pharmacies');

    // Removed from the list without a reload.
    await markWindow(page);
    await page.click('.favourite-remove button');
    await page.waitForFunction(
      (text: string) => document.querySelector('.form__done')?.textContent === text,
      {},
      es.account.favourites.removed,
    );
    assert.equal(await page.$('.favourite-pharmacy'), null);
    assert.ok(await windowKept(page));
    assert.deepEqual(problemsBut(watch, [refusedWith(403, pathOf('myLogin', locale))]), [], session.report(watch));
  });
});

describe('the account’s forms with JavaScript', { timeout: 180_000 }, () => {
  it('fr-be: personal information checked as typed, saved without a reload; the screens at 375 and 1280 px', async () => {
    const locale = 'fr-be';
    const { page, watch } = await openAs(locale, CUSTOMERS.marie, pathOf('myAccount', locale));
    assert.equal(
      await page.$eval('.account-nav a[aria-current="page"]', (link) => link.textContent),
      router.table(locale).titles.myAccount,
    );
    await screenshots(page, 'fr-be-dashboard');

    await go(page, locale, pathOf('myPersonalInfo', locale));
    await markWindow(page);
    const mark = watch.mark();
    await clearAndType(page, '#personalInfo-lastname', 'D'.repeat(81));
    await page.click('#personalInfo-firstname');
    await page.waitForSelector('#personalInfo-lastname-error');
    assert.equal(
      await page.$eval('#personalInfo-lastname-error', (element) => element.textContent),
      fr.forms.validation.maxLength.replace('{{max}}', '80'),
    );
    await page.click('form.form--account button[type="submit"]');
    await page.waitForSelector('.form-alert');
    assert.equal(watch.documentRequests(mark).length, 0);
    assert.equal(
      watch.requests.slice(mark).filter((request) => request.method === 'POST').length,
      0,
      'a form the browser knows is wrong is not sent',
    );
    await screenshots(page, 'fr-be-personal-info-errors');

    await clearAndType(page, '#personalInfo-lastname', 'Dubois-Lambert');
    await page.select('#personalInfo-birthMonth', '7');
    await watchBusy(page, 'form.form--account');
    await page.click('form.form--account button[type="submit"]');
    await page.waitForFunction(
      (text: string) => document.querySelector('.form__done')?.textContent === text,
      {},
      fr.account.personalInfo.saved,
    );
    assert.ok(await wasBusy(page), 'the form said it was busy while it was sent');
    assert.ok(await windowKept(page), 'saved without a reload');
    assert.equal(watch.documentRequests(mark).length, 0);
    await screenshots(page, 'fr-be-personal-info');

    await go(page, locale, pathOf('myPersonalInfo', locale));
    assert.equal(
      await page.$eval('#personalInfo-lastname', (input) => (input as HTMLInputElement).value),
      'Dubois-Lambert',
    );
    assert.equal(await page.$eval('#personalInfo-birthMonth', (input) => (input as HTMLSelectElement).value), '7');

    await go(page, locale, pathOf('mySubscriptions', locale));
    await page.click('#subscriptions-advice_email');
    await page.click('form.form--account button[type="submit"]');
    await page.waitForFunction(
      (text: string) => document.querySelector('.form__done')?.textContent === text,
      {},
      fr.account.subscriptions.saved,
    );
    await screenshots(page, 'fr-be-subscriptions');
    await go(page, locale, pathOf('myFavouriteProducts', locale));
    await screenshots(page, 'fr-be-favourite-products');
    assert.deepEqual(watch.problems(), [], session.report(watch));
  });

  it('it-it: the address book — the city follows the postal code, a default cannot be deleted (SPEC §8), all without a reload', async () => {
    const locale = 'it-it';
    const texts = textsOf(locale);
    const { page, watch } = await openAs(locale, CUSTOMERS.giulia, pathOf('myAddresses', locale));
    assert.ok((await page.$eval('main', (main) => main.textContent ?? '')).includes(texts.account.addresses.empty));

    for (const [label, zipcode] of [
      ['Casa', '00153'],
      ['Ufficio', '20121'],
    ] as const) {
      await go(page, locale, pathOf('myAddressNew', locale));
      await page.type('#addressAdd-label', label);
      await page.click('#addressAdd-civility');
      await page.type('#addressAdd-firstname', 'Giulia');
      await page.type('#addressAdd-lastname', 'Rossi');
      await page.type('#addressAdd-line1', 'Via Appia Nuova 12');
      await page.type('#addressAdd-zipcode', zipcode);
      await page.waitForFunction(
        () => (document.getElementById('addressAdd-city') as HTMLSelectElement | null)?.value !== '',
      );
      if (label === 'Casa') await screenshots(page, 'it-it-address-new');
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.click('form.form--address button[type="submit"]'),
      ]);
      await waitForHydration(page);
      assert.equal(new URL(page.url()).pathname, pathOf('myAddresses', locale));
      assert.equal(await doneText(page), texts.account.addresses.added);
    }

    const ids = await page.$$eval('.address-card', (cards) => cards.map((card) => card.id));
    assert.equal(ids.length, 2);
    await markWindow(page);
    // The first address is both defaults: deleting it is refused, beside it.
    await page.click(`#${ids[0]} .button--danger`);
    await page.waitForSelector(`#${ids[0]} [role="alert"]`);
    assert.equal(
      await page.$eval(`#${ids[0]} [role="alert"]`, (alert) => alert.textContent),
      texts.forms.formErrors.defaultAddress,
    );
    await screenshots(page, 'it-it-addresses-default-refused');
    // The second becomes the default shipping address, then the first can still not go.
    await page.click(`#${ids[1]} form.address-card__action:nth-of-type(2) button`);
    await page.waitForFunction(
      (text: string) => document.querySelector('.form__done')?.textContent === text,
      {},
      texts.account.addresses.defaultSet,
    );
    assert.equal(await page.$$eval(`#${ids[1]} .address-card__defaults li`, (items) => items.length), 1);
    await page.click(`#${ids[1]} .button--danger`);
    await page.waitForSelector(`#${ids[1]} [role="alert"]`);
    assert.ok(await windowKept(page), 'no reload');

    await go(page, locale, pathOf('myAddressEdit', locale, { id: ids[0]!.replace('address-', '') }));
    await clearAndType(page, '#addressEdit-line2', 'E'.repeat(36));
    await page.click('#addressEdit-line3');
    await page.waitForSelector('#addressEdit-line2-error');
    assert.equal(
      await page.$eval('#addressEdit-line2-error', (element) => element.textContent),
      texts.forms.validation.maxLength.replace('{{max}}', '35'),
    );
    await screenshots(page, 'it-it-address-edit-errors');
    await go(page, locale, pathOf('myAddresses', locale));
    await screenshots(page, 'it-it-addresses');
    assert.deepEqual(problemsBut(watch, [refusedWith(409, pathOf('myAddresses', locale))]), [], session.report(watch));
  });

  it('fr-ch: the strength meter follows the new password; once changed, the customer’s other sessions end', async () => {
    const locale = 'fr-ch';
    const credentials = pathOf('myCredentials', locale);
    const { page, watch } = await openAs(locale, CUSTOMERS.lea, credentials);
    const other = await openAs(locale, CUSTOMERS.lea, pathOf('myAccount', locale));

    const level = () => page.$eval('#changePassword-password-meter .password-meter__level', (p) => p.textContent);
    const named = (name: keyof typeof fr.account.password.levels) =>
      fr.account.password.strength.replace('{{level}}', fr.account.password.levels[name]);
    await page.type('#changePassword-password', 'lea');
    assert.equal(await level(), named('veryWeak'));
    await page.type('#changePassword-password', 'Favre2');
    assert.ok([named('veryWeak'), named('weak')].includes((await level()) ?? ''), 'her own name is weak');
    await clearAndType(page, '#changePassword-password', 'Orchard-Lantern-93');
    assert.ok([named('strong'), named('veryStrong')].includes((await level()) ?? ''));
    assert.equal(await page.$$eval('.password-meter__rule--met', (rules) => rules.length), 4);
    await page.type('#changePassword-currentPassword', DEMO_PASSWORD);
    await page.type('#changePassword-passwordConfirm', 'Orchard-Lantern-93');
    await screenshots(page, 'fr-ch-credentials');
    await markWindow(page);
    await page.click('form[aria-labelledby="change-password-title"] button[type="submit"]');
    await page.waitForFunction(
      (text: string) => document.querySelector('.form__done')?.textContent === text,
      {},
      fr.account.credentials.passwordSaved,
    );
    assert.ok(await windowKept(page));
    assert.equal(await page.$eval('#changePassword-password', (input) => (input as HTMLInputElement).value), '');

    // The other browser is sent to login, told it was disconnected; this one stays.
    await go(other.page, locale, pathOf('myPersonalInfo', locale));
    const ended = new URL(other.page.url());
    assert.equal(ended.pathname, pathOf('myLogin', locale));
    assert.equal(ended.searchParams.get('disconnected'), '1');
    await go(page, locale, pathOf('myPersonalInfo', locale));
    assert.equal(new URL(page.url()).pathname, pathOf('myPersonalInfo', locale));
    assert.deepEqual(watch.problems(), [], session.report(watch));
  });
});

describe('the account’s forms without JavaScript', { timeout: 180_000 }, () => {
  it('de-de: an address refused with its messages and everything typed, then saved; the screens', async () => {
    const locale = 'de-de';
    const { page } = await openAs(locale, CUSTOMERS.anna, pathOf('myAddressNew', locale), { javaScript: false });
    await page.type('#addressAdd-label', 'Zuhause');
    await page.click('#addressAdd-civility');
    await page.type('#addressAdd-firstname', 'Anna');
    await page.type('#addressAdd-lastname', 'Schmidt');
    await page.type('#addressAdd-line1', 'F'.repeat(36));
    await page.type('#addressAdd-zipcode', '1234');
    await page.type('#addressAdd-city', 'Dresden');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('form.form--address button[type="submit"]'),
    ]);
    assert.equal(
      await page.$eval('#addressAdd-line1-error', (element) => element.textContent),
      de.forms.validation.maxLength.replace('{{max}}', '35'),
    );
    assert.equal(
      await page.$eval('#addressAdd-zipcode-error', (element) => element.textContent),
      de.forms.validation.zipCode.de,
    );
    assert.equal(await page.$eval('#addressAdd-label', (input) => (input as HTMLInputElement).value), 'Zuhause');
    await screenshots(page, 'de-de-address-nojs-errors');

    await clearAndType(page, '#addressAdd-line1', 'Prager Straße 5');
    await clearAndType(page, '#addressAdd-zipcode', '01067');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('form.form--address button[type="submit"]'),
    ]);
    assert.equal(new URL(page.url()).pathname, pathOf('myAddresses', locale));
    assert.equal(await doneText(page), de.account.addresses.added);

    await screenshots(page, 'de-de-addresses');
  });

  it('nl-be: the dashboard and its navigation', async () => {
    const locale = 'nl-be';
    const { page } = await openAs(locale, CUSTOMERS.marie, pathOf('myAccount', locale));
    assert.equal(
      await page.$eval('h1', (heading) => heading.textContent),
      nl.account.dashboard.greeting.replace('{{name}}', 'Marie'),
    );
    await screenshots(page, 'nl-be-dashboard');
  });
});
