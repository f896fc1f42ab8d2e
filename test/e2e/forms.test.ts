// The contact and newsletter forms in a real browser (decisions 015, 019), on the built server
// with a fresh catalog: with JavaScript (inline messages, the city offered once the postal code
// is known, sending to the page's route action without a page load, in every locale, also when
// the form was reached by a link and so has no token yet; the pop-in signing up where it shows)
// and without it (a plain POST, the form rendered again filled in when something is wrong, then
// the confirmation page). Screenshots land in test/artifacts/forms-*.png.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { CONSENT_COOKIE, REFUSE_ALL, serializeConsent } from '../../client/app/consent/consent-choice.ts';
import { COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO, LOCALES } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { type PageWatch, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

// Every locale's form is sent from one address: more than the default ten an hour.
const session = browserSession(undefined, { FORM_SUBMISSIONS_PER_HOUR: '1000' });
const router = createRouter({ tables: ALL_TABLES });
const TEXTS = { fr, nl, de, es, it: itTexts };

async function newPage(javaScript = true): Promise<{ page: Page; watch: PageWatch }> {
  const opened = await session.newPage();
  await opened.page.setJavaScriptEnabled(javaScript);
  return opened;
}

const field = (name: string) => `form.form--contact [name="${name}"]`;

/** Every field's message on screen, by field name. */
function messages(page: Page): Promise<Record<string, string>> {
  return page.$$eval('.form-field__error', (elements) =>
    Object.fromEntries(
      elements.map((element) => [element.id.replace(/^.*-([a-z0-9]+)-error$/, '$1'), element.textContent ?? '']),
    ),
  );
}

function valueOf(page: Page, name: string): Promise<string> {
  return page.$eval(field(name), (element) => (element as HTMLInputElement).value);
}

/** Sends the form as a keyboard user does: the focus on the button, then Enter. */
async function pressSubmit(page: Page, selector = 'form.form--contact button[type="submit"]') {
  await page.focus(selector);
  await page.keyboard.press('Enter');
}

/** Ticks a radio button or a checkbox as a keyboard user does. */
async function tick(page: Page, selector: string) {
  await page.focus(selector);
  await page.keyboard.press('Space');
}

describe('the contact form with JavaScript (fr-be)', { timeout: 60_000 }, () => {
  it('says what is missing beside each field, offers the cities of the postal code, and sends without a reload', async () => {
    const { page, watch } = await newPage();
    const logFrom = session.site.server.lines.length;
    const url = `${session.site.url('be')}/fr/contactez-nous?profile=pharmacist`;
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydration(page);
    assert.equal(await valueOf(page, 'profile'), 'pharmacist', 'the profile the link named');

    await pressSubmit(page);
    await page.waitForSelector('.form-alert');
    assert.equal(
      await page.evaluate(() => document.activeElement?.className),
      'form-alert',
      'the summary takes the focus',
    );
    const missing = await messages(page);
    assert.equal(missing.firstname, fr.forms.validation.firstName);
    assert.equal(missing.email, fr.forms.validation.email);
    assert.equal(missing.zipcode, fr.forms.validation.zipCode.be);
    assert.equal(missing.city, fr.forms.validation.cityNeedsZip);
    assert.equal(missing.profile, undefined, 'the preselected profile is fine');
    await saveScreenshot(page, 'forms-contact-js-errors-1280');
    for (const width of [375, 768]) {
      await page.setViewport({ width, height: 900 });
      await saveScreenshot(page, `forms-contact-js-errors-${width}`);
    }
    await page.setViewport({ width: 1280, height: 900 });

    // A link of the summary takes the keyboard to its field, and the page stays as it is.
    await page.focus('.form-alert a[href="#contact-email"]');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'contact-email');
    assert.ok(await page.$('.form-alert'), 'the summary is still there');
    assert.equal(await valueOf(page, 'profile'), 'pharmacist');

    await page.type(field('zipcode'), '1300');
    await page.waitForFunction(
      (selector: string) => document.querySelectorAll(`${selector} option`).length === 3,
      {},
      field('city'),
    );
    assert.deepEqual(
      await page.$$eval(`${field('city')} option`, (options) =>
        options.map((option) => (option as HTMLOptionElement).value),
      ),
      ['', 'Limal', 'Wavre'],
    );
    assert.equal(
      (await messages(page)).city,
      fr.forms.validation.city,
      'the city is now asked for, not the postal code',
    );

    await tick(page, `${field('civility')}[value="ms"]`);
    await page.type(field('firstname'), 'Anne');
    await page.type(field('lastname'), 'Durand');
    await page.type(field('email'), 'anne.durand@example.be');
    await page.select(field('city'), 'Wavre');
    await page.select(field('subject'), 'documentation');
    await page.type(field('message'), 'Bonjour, pourriez-vous m’envoyer la documentation ?');
    await tick(page, `${field('newsletter')}[value="no"]`);
    assert.deepEqual(await messages(page), {}, 'every message went as the fields were filled');
    assert.equal(await page.$('.form-alert'), null, 'and the summary with them');

    const mark = watch.mark();
    await pressSubmit(page);
    await page.waitForFunction(() => location.pathname === '/fr/contactez-nous/confirmation');
    await page.waitForFunction(
      (text: string) => document.getElementById('main-heading')?.textContent === text,
      {},
      fr.forms.success.contact,
    );
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      'main-heading',
      'the confirmation takes the focus',
    );
    assert.deepEqual(watch.documentRequests(mark), [], 'sent without a page load');
    assert.deepEqual(
      watch.requests
        .slice(mark)
        .filter((request) => request.method === 'POST')
        .map((request) => new URL(request.url).pathname),
      ['/fr/contactez-nous'],
    );
    await saveScreenshot(page, 'forms-contact-js-confirmation');
    assert.deepEqual(watch.problems(), [], `console errors or page errors${session.report(watch, logFrom)}`);
    assert.deepEqual(session.site.logProblems(logFrom), [], 'the server logged warnings or errors');
  });

  it('keeps what was typed when the page is reloaded before sending', async () => {
    const { page } = await newPage();
    await page.goto(`${session.site.url('be')}/nl/contact`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.type(field('message'), 'Een lange vraag die ik niet wil verliezen.');
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForFunction(
      (selector: string) => (document.querySelector(selector) as HTMLTextAreaElement).value !== '',
      {},
      field('message'),
    );
    assert.equal(await valueOf(page, 'message'), 'Een lange vraag die ik niet wil verliezen.');
  });
});

/** A postal code the lookup knows, and its city, per country. */
const ZIP_CITY = {
  be: ['1000', 'Bruxelles'],
  ch: ['1003', 'Lausanne'],
  de: ['01067', 'Dresden'],
  es: ['01001', 'Vitoria-Gasteiz'],
  it: ['00153', 'Roma'],
} as const;

describe('the contact form reached by a link, in every locale', { timeout: 120_000 }, () => {
  for (const locale of LOCALES as readonly Locale[]) {
    it(`${locale}: says what is missing in its language, then sends to the page's action, which hands out the token it lacked`, async () => {
      const { page, watch } = await newPage();
      const logFrom = session.site.server.lines.length;
      const country = (Object.keys(COUNTRY_INFO) as (keyof typeof COUNTRY_INFO)[]).find((code) =>
        COUNTRY_INFO[code].locales.includes(locale),
      )!;
      const texts = TEXTS[LOCALE_INFO[locale].language].forms;
      const contact = router.href('contact', {}, locale)!;
      const confirmation = router.href('contactConfirmation', {}, locale)!;
      await page.goto(`${session.site.url(country)}${router.href('home', {}, locale)}`, { waitUntil: 'load' });
      await waitForHydration(page);
      const mark = watch.mark();
      await Promise.all([
        page.waitForFunction((path: string) => location.pathname === path, {}, contact),
        page.click(`.site-footer a[href="${contact}"]`),
      ]);
      await page.waitForSelector(field('firstname'));
      assert.equal(await valueOf(page, '_csrf'), '', 'a form the server did not render has no token');

      await pressSubmit(page);
      await page.waitForSelector('.form-alert');
      const missing = await messages(page);
      assert.equal(missing.firstname, texts.validation.firstName);
      assert.equal(missing.email, texts.validation.email);

      const [zipcode, city] = ZIP_CITY[country];
      await tick(page, `${field('civility')}[value="ms"]`);
      await page.type(field('firstname'), 'Eva');
      await page.type(field('lastname'), 'Marchetti');
      await page.type(field('email'), `eva.${locale}@example.org`);
      await page.type(field('zipcode'), zipcode);
      await page.waitForFunction(
        (selector: string, name: string) =>
          [...document.querySelectorAll<HTMLOptionElement>(`${selector} option`)].some((o) => o.value === name) ||
          (document.querySelector<HTMLInputElement>(selector)?.value ?? '') === name,
        {},
        field('city'),
        city,
      );
      if ((await page.$eval(field('city'), (element) => element.tagName)) === 'SELECT')
        await page.select(field('city'), city);
      await page.select(field('profile'), 'consumer');
      await page.select(field('subject'), 'documentation');
      await page.type(field('message'), 'Une question.');
      await tick(page, `${field('newsletter')}[value="no"]`);
      await pressSubmit(page);
      await page.waitForFunction((path: string) => location.pathname === path, {}, confirmation);
      await page.waitForFunction(
        (text: string) => document.getElementById('main-heading')?.textContent === text,
        {},
        texts.success.contact,
      );
      assert.deepEqual(watch.documentRequests(mark), [], 'sent without a page load');
      assert.deepEqual(
        watch.requests
          .slice(mark)
          .filter((request) => request.method === 'POST')
          .map((request) => new URL(request.url).pathname),
        [contact, contact],
        'the first POST fetched the token, the second was stored',
      );
      // The refusal that hands out the token is expected; nothing else may show up.
      const problems = watch.problems().filter((problem) => !/status of 403 /.test(problem));
      assert.deepEqual(problems, [], `console errors or page errors${session.report(watch, logFrom)}`);
      assert.deepEqual(session.site.logProblems(logFrom), [], 'the server logged warnings or errors');
    });
  }
});

/** The card's hours as each locale writes them (SPEC §9, decision 034): the days, then each span. */
const HOURS: Partial<Record<Locale, string[][]>> = {
  'fr-be': [
    ['Du lundi au vendredi', '09:00\u00a0\u2013\u00a013:00', '14:00\u00a0\u2013\u00a018:00'],
    ['Samedi et dimanche', 'Fermé'],
  ],
  'de-ch': [
    ['Montag bis Freitag', '09:00\u201312:00\u00a0Uhr', '13:00\u201317:00\u00a0Uhr'],
    ['Samstag und Sonntag', 'Geschlossen'],
  ],
  'es-es': [
    ['De lunes a viernes', '9:00\u201318:00'],
    ['Sábado y domingo', 'Cerrado'],
  ],
};

describe('the contact page’s customer service card, in every locale', { timeout: 180_000 }, () => {
  for (const locale of LOCALES as readonly Locale[]) {
    it(`${locale}: gives the country's phone as a link, the hours in the locale's writing and the postal address, beside the form at 1280 px and above it at 375 px`, async () => {
      const { page, watch } = await newPage();
      const logFrom = session.site.server.lines.length;
      const country = (Object.keys(COUNTRY_INFO) as (keyof typeof COUNTRY_INFO)[]).find((code) =>
        COUNTRY_INFO[code].locales.includes(locale),
      )!;
      const { contact } = COUNTRY_INFO[country];
      const texts = TEXTS[LOCALE_INFO[locale].language].forms;
      // The cookie choice made, so that its dialog does not cover the card in the screenshots.
      await page.setCookie({
        name: CONSENT_COOKIE,
        value: serializeConsent({ ...REFUSE_ALL, decidedAt: new Date() }),
        url: session.site.url(country),
      });
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(`${session.site.url(country)}${router.href('contact', {}, locale)}`, { waitUntil: 'load' });
      await waitForHydration(page);

      const card = await page.$eval('aside.contact-details', (aside) => ({
        name: document.getElementById(aside.getAttribute('aria-labelledby') ?? '')?.textContent,
        phones: [...aside.querySelectorAll('address a[href^="tel:"]')].map((link) => [
          link.getAttribute('href'),
          link.textContent,
        ]),
        hours: [...aside.querySelectorAll('dl > div')].map((row) =>
          [...row.querySelectorAll('dt, dd')].map((cell) => cell.textContent ?? ''),
        ),
        postal: [...aside.querySelectorAll('address.contact-details__address > *')].map((line) => line.textContent),
      }));
      assert.equal(card.name, texts.contact.details.title, 'the card is named by its heading');
      assert.deepEqual(card.phones, [[contact.phone.href, contact.phone.display]]);
      assert.deepEqual(card.postal, [contact.laboratoryName, ...contact.laboratoryAddress, texts.countries[country]]);
      assert.equal(card.hours.length, 2, 'the working days and the closed ones');
      const expected = HOURS[locale];
      if (expected) assert.deepEqual(card.hours, expected);

      const boxes = async () =>
        page.evaluate(() => {
          const box = (selector: string) => {
            const rect = document.querySelector(selector)!.getBoundingClientRect();
            return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
          };
          return {
            card: box('aside.contact-details'),
            form: box('form.form--contact'),
            overflow: document.documentElement.scrollWidth - window.innerWidth,
          };
        });
      const wide = await boxes();
      assert.ok(wide.card.left >= wide.form.right, `beside the form at 1280 px: ${JSON.stringify(wide)}`);
      assert.ok(wide.card.top < wide.form.bottom, 'at the same height');
      await saveScreenshot(page, `forms-contact-card-${locale}-1280`);

      await page.setViewport({ width: 375, height: 800 });
      const narrow = await boxes();
      assert.ok(narrow.card.bottom <= narrow.form.top, `above the form at 375 px: ${JSON.stringify(narrow)}`);
      assert.equal(narrow.overflow, 0, 'nothing wider than the screen');
      await saveScreenshot(page, `forms-contact-card-${locale}-375`);

      assert.deepEqual(watch.problems(), [], `console errors or page errors${session.report(watch, logFrom)}`);
      assert.deepEqual(session.site.logProblems(logFrom), [], 'the server logged warnings or errors');
    });
  }
});

describe('the newsletter pop-in (Spain)', { timeout: 60_000 }, () => {
  it('signs up on the page it shows on, through that page’s action, and the page stays', async () => {
    const { page, watch } = await newPage();
    const products = router.href('products', {}, 'es-es')!;
    await page.goto(`${session.site.url('es')}${products}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForSelector('.newsletter-button');
    await page.click('.newsletter-button');
    const popin = (name: string) => `dialog.newsletter-pop-in[open] form.form--newsletter [name="${name}"]`;
    await page.waitForSelector(popin('email'));
    assert.equal(
      await page.$eval('dialog.newsletter-pop-in[open] .form-field--checkbox a', (link) => link.getAttribute('href')),
      '/proteccion-de-datos',
      'the consent points to the data-protection page',
    );
    await saveScreenshot(page, 'forms-newsletter-popin-1280');
    const mark = watch.mark();
    await page.type(popin('email'), 'popin@example.es');
    await page.type(popin('city'), 'Bilbao');
    await tick(page, popin('consent'));
    await pressSubmit(page, 'dialog.newsletter-pop-in form.form--newsletter button[type="submit"]');
    await page.waitForSelector('dialog.newsletter-pop-in .form__done');
    assert.equal(
      await page.$eval('dialog.newsletter-pop-in .form__done', (done) => done.textContent),
      es.forms.success.newsletter,
    );
    assert.equal(new URL(page.url()).pathname, products, 'the page stays');
    assert.deepEqual(watch.documentRequests(mark), []);
    assert.deepEqual(
      [
        ...new Set(
          watch.requests
            .slice(mark)
            .filter((request) => request.method === 'POST')
            .map((request) => new URL(request.url).pathname),
        ),
      ],
      [products],
    );
  });
});

describe('accessibility', { timeout: 60_000 }, () => {
  const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

  for (const [country, path] of [
    ['be', '/fr/contactez-nous'],
    ['es', '/newsletter'],
  ] as const) {
    it(`the form of ${path} (${country}) with its messages shown has no axe violation`, async () => {
      const { page } = await newPage();
      // axe is injected by the test, which the page's CSP would refuse.
      await page.setBypassCSP(true);
      await page.goto(`${session.site.url(country)}${path}`, { waitUntil: 'load' });
      await waitForHydration(page);
      await pressSubmit(page, 'form.form button[type="submit"]');
      await page.waitForSelector('.form-alert');
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                context: Element,
                options: object,
              ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        // The contact page's form with the customer service's card beside it; the newsletter's form.
        const context = document.querySelector('.contact-page__body') ?? document.querySelector('form.form')!;
        const result = await axe.run(context, { resultTypes: ['violations'] });
        return result.violations.map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      });
      assert.deepEqual(violations, []);
    });
  }
});

describe('the contact form without JavaScript (fr-be)', { timeout: 60_000 }, () => {
  it('renders the form again filled in with the messages when something is wrong, then shows the confirmation', async () => {
    const { page, watch } = await newPage(false);
    const logFrom = session.site.server.lines.length;
    await page.goto(`${session.site.url('be')}/fr/contactez-nous`, { waitUntil: 'load' });
    await page.click(`${field('civility')}[value="mr"]`);
    await page.type(field('firstname'), 'Luc');
    await page.type(field('lastname'), 'Peeters');
    await page.type(field('email'), 'luc.peeters@example.be');
    await page.type(field('zipcode'), '1001');
    await page.type(field('city'), 'Bruxelles');
    await page.select(field('profile'), 'consumer');
    await page.select(field('subject'), 'product_information');
    await page.type(field('message'), 'Une question <sur> un produit.');
    await page.click(`${field('newsletter')}[value="yes"]`);
    await page.select(field('origin'), 'INT');

    const [refused] = await Promise.all([
      page.waitForNavigation(),
      page.$eval('form.form--contact', (form) => (form as HTMLFormElement).requestSubmit()),
    ]);
    assert.equal(refused?.status(), 422);
    assert.deepEqual(
      await messages(page),
      { zipcode: fr.forms.validation.zipCode.be },
      'a postal code of four digits that has no city',
    );
    for (const [name, value] of Object.entries({
      firstname: 'Luc',
      lastname: 'Peeters',
      email: 'luc.peeters@example.be',
      zipcode: '1001',
      city: 'Bruxelles',
      profile: 'consumer',
      subject: 'product_information',
      message: 'Une question <sur> un produit.',
      origin: 'INT',
    })) {
      assert.equal(await valueOf(page, name), value, name);
    }
    assert.equal(
      await page.$eval(`${field('newsletter')}[value="yes"]`, (input) => (input as HTMLInputElement).checked),
      true,
    );
    await saveScreenshot(page, 'forms-contact-nojs-errors');

    await page.$eval(field('zipcode'), (input) => ((input as HTMLInputElement).value = ''));
    await page.type(field('zipcode'), '1000');
    const [sent] = await Promise.all([
      page.waitForNavigation(),
      page.$eval('form.form--contact', (form) => (form as HTMLFormElement).requestSubmit()),
    ]);
    assert.equal(sent?.status(), 200);
    assert.equal(new URL(page.url()).pathname, '/fr/contactez-nous/confirmation');
    assert.equal(await page.$eval('h1', (heading) => heading.textContent), 'La demande de contact a bien été envoyée.');
    await saveScreenshot(page, 'forms-contact-nojs-confirmation');
    // The browser logs the 422 of the form rendered again (that answer is the point here), and,
    // JavaScript being off, refuses the page's scripts as if by CSP.
    const problems = watch
      .problems()
      .filter(
        (problem) =>
          !/status of 422 .*\/fr\/contactez-nous\)$/.test(problem) &&
          !/^request failed: GET .*\.js: csp$/.test(problem),
      );
    assert.deepEqual(problems, [], `console errors or page errors${session.report(watch, logFrom)}`);
  });
});

describe('a form sent before the page’s script took it over', { timeout: 60_000 }, () => {
  it('comes back filled in with its messages, and the page rendered again hydrates with them', async () => {
    const { page, watch } = await newPage();
    const logFrom = session.site.server.lines.length;
    await page.goto(`${session.site.url('be')}/fr/contactez-nous`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.type(field('firstname'), 'Luc');
    await page.type(field('email'), 'luc@');
    // HTMLFormElement.submit() posts as the browser does before any script listens.
    const [refused] = await Promise.all([
      page.waitForNavigation(),
      page.$eval('form.form--contact', (form) => (form as HTMLFormElement).submit()),
    ]);
    assert.equal(refused?.status(), 422);
    await waitForHydration(page);
    assert.equal(await valueOf(page, 'firstname'), 'Luc');
    assert.equal(await valueOf(page, 'email'), 'luc@');
    assert.equal((await messages(page)).email, fr.forms.validation.email);
    assert.ok(await page.$('.form-alert'));
    const problems = watch.problems().filter((problem) => !/status of 422 /.test(problem));
    assert.deepEqual(problems, [], `console errors or page errors${session.report(watch, logFrom)}`);
  });
});

describe('the Spanish newsletter page', { timeout: 60_000 }, () => {
  it('signs up with JavaScript and shows the confirmation', async () => {
    const { page, watch } = await newPage();
    const logFrom = session.site.server.lines.length;
    await page.goto(`${session.site.url('es')}/newsletter`, { waitUntil: 'load' });
    await waitForHydration(page);
    const newsletter = (name: string) => `form.form--newsletter [name="${name}"]`;
    await pressSubmit(page, 'form.form--newsletter button[type="submit"]');
    await page.waitForSelector('.form-alert');
    assert.deepEqual(await messages(page), {
      email: es.forms.validation.email,
      city: es.forms.validation.city,
      consent: es.forms.validation.consent,
    });
    await saveScreenshot(page, 'forms-newsletter-js-errors');
    const privacy = await page.$eval('form.form--newsletter .form-field--checkbox a', (link) => ({
      href: link.getAttribute('href'),
      text: link.textContent,
    }));
    assert.deepEqual(
      privacy,
      { href: '/proteccion-de-datos', text: es.forms.newsletter.privacyLink },
      'the consent points to the data-protection page',
    );
    await page.type(newsletter('email'), 'lucia@example.es');
    await page.type(newsletter('city'), 'Sevilla');
    await tick(page, newsletter('consent'));
    await pressSubmit(page, 'form.form--newsletter button[type="submit"]');
    await page.waitForFunction(() => location.pathname === '/newsletter/confirmacion');
    await page.waitForFunction(
      (text: string) => document.getElementById('main-heading')?.textContent === text,
      {},
      es.forms.success.newsletter,
    );
    await saveScreenshot(page, 'forms-newsletter-confirmation');
    assert.deepEqual(watch.problems(), [], `console errors or page errors${session.report(watch, logFrom)}`);
  });
});
