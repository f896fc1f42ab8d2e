// The account area's ways in, in a real browser (issue 19): the header's account entry (login,
// then the customer's first name) in every country; logging in with JavaScript (refusals said in
// place without a reload, then back to the page the visitor was on, as a document load: the
// session changed) and without it; the pending state; the live strength meter of SPEC §5 on
// sign-up; the reset link followed from the development outbox; logging out. Screenshots of
// every screen at 375 and 1280 px in test/artifacts/account-*.png.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { DEMO_PASSWORD } from '../../catalog/seed/customers.ts';
import { COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import { DEV_OUTBOX_PATH } from '../../shared/account-paths.ts';
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
const countryOf = (locale: Locale) => locale.slice(3);
const pathOf = (kind: RouteKind, locale: Locale) => router.href(kind, {}, locale)!;

interface Opened {
  page: Page;
  watch: PageWatch;
}

/** A page in a context of its own (no cookie of another test), consent answered, at `path` of the locale's site. */
async function open(locale: Locale, path: string, { width = 1280, javaScript = true } = {}): Promise<Opened> {
  const opened = await session.newIsolatedPage();
  await opened.page.setViewport({ width, height: 900 });
  await opened.page.setJavaScriptEnabled(javaScript);
  await opened.page.setCookie({
    name: 'consent_choice',
    value: `1.m0.v0.${Date.now()}`,
    url: session.site.url(countryOf(locale)),
  });
  await opened.page.goto(`${session.site.url(countryOf(locale))}${path}`, { waitUntil: 'load' });
  if (javaScript) await waitForHydration(opened.page);
  return opened;
}

/** Both widths of the issue, the wide one last (the page is left as it was). */
async function screenshots(page: Page, name: string) {
  await page.setViewport({ width: 375, height: 900 });
  await saveScreenshot(page, `account-${name}-375`);
  await page.setViewport({ width: 1280, height: 900 });
  await saveScreenshot(page, `account-${name}-1280`);
}

const entry = (page: Page) =>
  page.$eval('.site-header a.account-entry', (link) => ({
    text: link.textContent?.trim() ?? '',
    href: link.getAttribute('href') ?? '',
  }));
const alertText = (page: Page) =>
  page.$eval('.form-alert__message', (element) => element.textContent ?? '').catch(() => null);

async function type(page: Page, selector: string, text: string) {
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

describe('the header’s account entry', { timeout: 120_000 }, () => {
  for (const locale of ['fr-be', 'nl-be', 'de-ch', 'fr-ch', 'de-de', 'es-es', 'it-it'] as const) {
    it(`${locale}: offers login, coming back to the page the visitor is on`, async () => {
      const products = pathOf('products', locale);
      const { page } = await open(locale, products);
      assert.deepEqual(await entry(page), {
        text: textsOf(locale).common.header.login,
        href: `${pathOf('myLogin', locale)}?redirect=${encodeURIComponent(products)}`,
      });
    });
  }
});

describe('logging in with JavaScript (fr-be)', { timeout: 120_000 }, () => {
  it('goes from the header to login without a reload, says a wrong password in place, then comes back to the page named by the header', async () => {
    const { page, watch } = await open('fr-be', '/fr/produits');
    const logFrom = session.site.server.lines.length;
    const mark = watch.mark();
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/fr/connexion'),
      page.click('.site-header a.account-entry'),
    ]);
    await page.waitForSelector('form.form--login');
    assert.deepEqual(watch.documentRequests(mark), [], 'an in-page navigation');

    await page.type('#login-email', 'marie.dubois@example.be');
    await page.type('#login-password', 'Not-The-Password-1');
    await page.click('form.form--login button[type="submit"]');
    await page.waitForSelector('.form-alert');
    assert.equal(await alertText(page), fr.forms.formErrors.credentials);
    assert.equal(
      await page.$eval('#login-email', (input) => (input as HTMLInputElement).value),
      'marie.dubois@example.be',
    );
    assert.deepEqual(watch.documentRequests(mark), [], 'refused without a reload');
    await screenshots(page, 'login-refused');

    await type(page, '#login-password', DEMO_PASSWORD);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('form.form--login button[type="submit"]'),
    ]);
    assert.equal(new URL(page.url()).pathname, '/fr/produits');
    await waitForHydration(page);
    assert.deepEqual(await entry(page), { text: 'Marie', href: '/fr/mon-compte' });
    await screenshots(page, 'header-customer');
    const cookie = (await page.cookies()).find((each) => each.name === 'jwt_token');
    assert.ok(cookie?.httpOnly, 'the session cookie is HttpOnly');
    assert.equal(await page.evaluate(() => document.cookie.includes('jwt_token')), false);
    // The form reached in the page had no token: its first answer (403) handed one out, once; the
    // wrong password was the 401 shown.
    const statuses = watch.problems().map((problem) => /status of (\d+)/.exec(problem)?.[1] ?? problem);
    assert.deepEqual(statuses, ['403', '401'], `console errors or page errors${session.report(watch, logFrom)}`);

    // The logout page asks to confirm; its form ends the session, and the page then says so.
    await page.goto(`${session.site.url('be')}/fr/deconnexion`, { waitUntil: 'load' });
    await waitForHydration(page);
    await screenshots(page, 'logout');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('main form.form--logout button[type="submit"]'),
    ]);
    assert.equal(new URL(page.url()).pathname, '/fr/deconnexion');
    await waitForHydration(page);
    assert.equal(await page.$eval('main .form__done', (element) => element.textContent), fr.account.logout.done);
    assert.equal((await entry(page)).text, fr.common.header.login);
    assert.equal(
      (await page.cookies()).find((each) => each.name === 'jwt_token'),
      undefined,
    );
    await screenshots(page, 'logout-done');
  });
});

describe('logging in without JavaScript (it-it)', { timeout: 60_000 }, () => {
  it('renders the form again with the refusal, then opens the session and goes to the page wanted', async () => {
    const wanted = pathOf('products', 'it-it');
    const { page } = await open('it-it', `${pathOf('myLogin', 'it-it')}?redirect=${encodeURIComponent(wanted)}`, {
      javaScript: false,
    });
    await screenshots(page, 'login');
    await page.type('#login-email', 'giulia.rossi@example.it');
    await page.type('#login-password', 'Not-The-Password-1');
    await Promise.all([page.waitForNavigation(), page.click('form.form--login button[type="submit"]')]);
    assert.equal(await alertText(page), itTexts.forms.formErrors.credentials);
    assert.equal(
      await page.$eval('#login-email', (input) => (input as HTMLInputElement).value),
      'giulia.rossi@example.it',
    );
    await page.type('#login-password', DEMO_PASSWORD);
    await Promise.all([page.waitForNavigation(), page.click('form.form--login button[type="submit"]')]);
    assert.equal(new URL(page.url()).pathname, wanted);
    assert.equal((await entry(page)).text, 'Giulia');
  });
});

describe('signing up with JavaScript (es-es)', { timeout: 120_000 }, () => {
  it('shows the strength of the password live, level by level, with the rules met, and opens the account', async () => {
    const wanted = pathOf('products', 'es-es');
    const { page, watch } = await open(
      'es-es',
      `${pathOf('mySignUp', 'es-es')}?redirect=${encodeURIComponent(wanted)}`,
    );
    const logFrom = session.site.server.lines.length;
    await screenshots(page, 'sign-up');
    const level = () =>
      page.$eval('.form--sign-up #signUp-password-meter .password-meter__level', (element) => ({
        text: element.textContent ?? '',
        level: element.getAttribute('data-level'),
      }));
    const met = () =>
      page.$$eval('.form--sign-up #signUp-password-meter .password-meter__rule--met', (rules) =>
        rules.map((rule) => rule.getAttribute('data-rule')),
      );
    const levels = es.account.password.levels;
    const said = (name: keyof typeof levels) => es.account.password.strength.replace('{{level}}', levels[name]);

    await page.type('#signUp-password', 'abc');
    assert.deepEqual(await level(), { text: said('veryWeak'), level: '0' });
    assert.deepEqual(await met(), ['lowercase']);
    await type(page, '#signUp-password', 'Abcdefg1');
    assert.deepEqual(await met(), ['length', 'lowercase', 'uppercase', 'digit']);
    assert.deepEqual(await level(), { text: said('weak'), level: '1' }, 'every rule met, still easy to guess');
    assert.equal(
      await page.$eval('#signUp-password-meter .password-meter__advice', (element) => element.textContent),
      es.account.password.tooGuessable,
    );
    await type(page, '#signUp-password', 'Naranjo7');
    assert.deepEqual(await level(), { text: said('fair'), level: '2' });
    await type(page, '#signUp-password', 'Naranjo12');
    assert.deepEqual(await level(), { text: said('strong'), level: '3' });
    await type(page, '#signUp-password', 'Naranjo-Azul-2031-Sevilla!');
    assert.deepEqual(await level(), { text: said('veryStrong'), level: '4' });
    assert.equal(await page.$$eval('#signUp-password-meter .password-meter__step--on', (steps) => steps.length), 5);
    await saveScreenshot(page, 'account-sign-up-meter-1280');

    // The rest, wrong first: every message at once, in place.
    await page.click('form.form--sign-up button[type="submit"]');
    await page.waitForSelector('.form-alert');
    assert.equal(await alertText(page), es.forms.validation.requiredFields);
    await screenshots(page, 'sign-up-errors');

    await page.type('#signUp-email', `lucia.${Date.now()}@example.es`);
    await page.type('#signUp-passwordConfirm', 'Naranjo-Azul-2031-Sevilla!');
    await page.click('#signUp-civility');
    await page.type('#signUp-firstname', 'Lucía');
    await page.type('#signUp-lastname', 'Fernández');
    await page.select('#signUp-birthDay', '3');
    await page.select('#signUp-birthMonth', '4');
    await page.select('#signUp-birthYear', '1990');
    await page.type('#signUp-mobile', '0612345678');
    await page.select('#signUp-province', '41');
    await page.click('#signUp-terms');
    assert.equal(await page.$('.form-field__error'), null, 'every message went as the fields were filled');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('form.form--sign-up button[type="submit"]'),
    ]);
    assert.equal(new URL(page.url()).pathname, wanted);
    await waitForHydration(page);
    assert.equal((await entry(page)).text, 'Lucía');
    const problems = watch.problems().filter((problem) => !/status of 403 /.test(problem));
    assert.deepEqual(problems, [], `console errors or page errors${session.report(watch, logFrom)}`);
  });
});

describe('the other screens', { timeout: 120_000 }, () => {
  it('activation (nl-be) says a number the laboratory does not know, in place', async () => {
    const { page } = await open('nl-be', pathOf('myActivation', 'nl-be'));
    await screenshots(page, 'activation');
    await page.type('#activation-customerNumber', 'BE999999');
    await page.type('#activation-lastname', 'Peeters');
    await page.type('#activation-email', 'jan.peeters.new@example.be');
    await page.type('#activation-password', 'Tulpen-Veld-2031');
    await page.type('#activation-passwordConfirm', 'Tulpen-Veld-2031');
    // The answer is held back a moment: meanwhile the form says it is on its way.
    await page.setRequestInterception(true);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      if (request.method() === 'POST') void held.then(() => request.continue());
      else void request.continue();
    });
    await page.click('form.form--activation button[type="submit"]');
    await page.waitForSelector('form.form--activation[aria-busy="true"]');
    assert.deepEqual(
      await page.$eval('form.form--activation button[type="submit"]', (button) => ({
        text: button.textContent,
        disabled: button.getAttribute('aria-disabled'),
      })),
      { text: nl.forms.sending, disabled: 'true' },
    );
    release();
    await page.waitForSelector('.form-alert');
    assert.equal(await alertText(page), nl.forms.formErrors.customerNotFound);
    await screenshots(page, 'activation-refused');
  });

  it('a reset asked for (de-de), followed from the development outbox, sets a new password', async () => {
    const email = 'anna.schmidt@example.de';
    const { page, watch } = await open('de-de', pathOf('myPasswordReset', 'de-de'));
    await screenshots(page, 'password-reset');
    const mark = watch.mark();
    await page.type('#resetRequest-email', email);
    await page.click('form.form--reset-request button[type="submit"]');
    await page.waitForSelector('.account-done .form__done');
    assert.equal(
      await page.$eval('.account-done .form__done', (element) => element.textContent),
      de.account.reset.sent,
    );
    assert.deepEqual(watch.documentRequests(mark), [], 'said in place');
    await screenshots(page, 'password-reset-sent');

    await Promise.all([page.waitForNavigation(), page.click(`main a[href="${DEV_OUTBOX_PATH}"]`)]);
    // The e-mail goes out after the answer: the outbox may need a moment.
    let link: string | undefined;
    for (let attempt = 0; attempt < 20 && !link; attempt++) {
      if (attempt > 0) await page.reload();
      link = await page.$$eval('article a', (links) =>
        links.map((each) => each.getAttribute('href') ?? '').find((href) => href.includes('token=')),
      );
    }
    assert.ok(link, 'the outbox lists the reset link');
    await screenshots(page, 'dev-outbox');
    await page.goto(link, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.type('#newPassword-password', 'Apfel-Baum-');
    await screenshots(page, 'new-password');
    await page.type('#newPassword-password', '2031-Linde');
    await page.type('#newPassword-passwordConfirm', 'Apfel-Baum-2031-Linde');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('form.form--new-password button[type="submit"]'),
    ]);
    assert.equal(new URL(page.url()).pathname, pathOf('myAccount', 'de-de'));
    assert.equal((await entry(page)).text, 'Anna');

    // The same link a second time: already served, start again.
    const again = await open('de-de', new URL(link).pathname + new URL(link).search);
    await again.page.type('#newPassword-password', 'Birne-Baum-2031-Linde');
    await again.page.type('#newPassword-passwordConfirm', 'Birne-Baum-2031-Linde');
    await again.page.click('form.form--new-password button[type="submit"]');
    await again.page.waitForSelector('.form-alert');
    assert.equal(await alertText(again.page), de.forms.formErrors.resetUsed);
    assert.ok(await again.page.$(`main a[href="${pathOf('myPasswordReset', 'de-de')}"]`));
    await screenshots(again.page, 'new-password-used');
  });

  it('a private page sends an anonymous visitor (fr-ch) to login, which brings them back', async () => {
    const { page } = await open('fr-ch', pathOf('myAddresses', 'fr-ch'));
    assert.equal(new URL(page.url()).pathname, pathOf('myLogin', 'fr-ch'));
    assert.equal(new URL(page.url()).searchParams.get('redirect'), pathOf('myAddresses', 'fr-ch'));
    await page.type('#login-email', 'lea.favre@example.ch');
    await page.type('#login-password', DEMO_PASSWORD);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('form.form--login button[type="submit"]'),
    ]);
    assert.equal(new URL(page.url()).pathname, pathOf('myAddresses', 'fr-ch'));
    assert.equal(COUNTRY_INFO.ch.locales.includes('fr-ch'), true);
  });

  it('the login page of a session that ended says "you have been disconnected"', async () => {
    const { page } = await open('fr-be', `${pathOf('myLogin', 'fr-be')}?redirect=%2Ffr%2Fmon-compte&disconnected=1`);
    assert.equal(
      await page.$eval('.account-notice--disconnected', (element) => element.textContent),
      fr.account.login.disconnected,
    );
    await screenshots(page, 'login-disconnected');
  });
});
