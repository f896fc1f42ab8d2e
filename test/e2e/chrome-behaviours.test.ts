// The page behaviours of SPEC §2.3 and §4 in a real browser, the long timers under the test's
// control: the newsletter pop-in's 60 s and cookie cycle, the QR-code language choice, the
// obsolete-browser banner and its cookie (with and without JavaScript), the new-version prompt,
// and the consent tool (no third party by default; the tag manager only after consent, with the
// page's nonce). Screenshots at 375, 768 and 1280 px.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';

import { VERSION_CHECK_INTERVAL_MS } from '../../client/app/behaviours/version-check.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { NEWSLETTER_POP_IN_DELAY_MS } from '../../shared/constants.ts';
import {
  ARTIFACTS_DIR,
  controlLongTimers,
  fireTimers,
  heldTimers,
  launchBrowser,
  type LaunchedBrowser,
  openPage,
  type PageWatch,
  type Site,
  startSite,
  waitForHydration,
} from '../helpers/browser.ts';

const router = createRouter({ tables: ALL_TABLES });
const TAG_MANAGER_ID = 'GTM-TEST123';

let site: Site;
/** The same site with a tag manager container for Belgium. */
let measuredSite: Site;
let chromium: LaunchedBrowser;
const contexts: BrowserContext[] = [];

before(async () => {
  chromium = await launchBrowser();
  [site, measuredSite] = await Promise.all([startSite(), startSite({ TAG_MANAGER_ID_BE: TAG_MANAGER_ID })]);
});

after(async () => {
  await Promise.allSettled(contexts.map((context) => context.close()));
  await Promise.allSettled([chromium?.close(), site?.stop(), measuredSite?.stop()]);
});

interface OpenOptions {
  width?: number;
  country?: string;
  cookies?: Record<string, string>;
  on?: Site;
  javaScript?: boolean;
}

/** A page in a browser context of its own (no cookie of another test), long timers held. */
async function newPage({
  width = 1280,
  country = 'be',
  cookies = {},
  on = site,
  javaScript = true,
}: OpenOptions = {}): Promise<{ page: Page; watch: PageWatch }> {
  const context = await chromium.browser.createBrowserContext();
  contexts.push(context);
  const opened = await openPage(context as unknown as Browser);
  await opened.page.setViewport({ width, height: 900 });
  await opened.page.setJavaScriptEnabled(javaScript);
  await controlLongTimers(opened.page);
  for (const [name, value] of Object.entries(cookies))
    await opened.page.setCookie({ name, value, url: on.url(country) });
  return opened;
}

async function open(path: string, options: OpenOptions = {}): Promise<{ page: Page; watch: PageWatch }> {
  const opened = await newPage(options);
  await opened.page.goto(`${(options.on ?? site).url(options.country ?? 'be')}${path}`, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  return opened;
}

/** The banner once the consent tool has read the cookie and its buttons work. */
const CONSENT_BANNER_READY = '.consent-banner:not(.consent-banner--pending)';
const consented = () => ({ consent_choice: `1.m0.v0.${Date.now()}` });
const cookie = async (page: Page, name: string) => (await page.cookies()).find((each) => each.name === name)?.value;

async function saveViewport(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) as `${string}.png` });
}

/** The browser-only behaviours (a chunk loaded after hydration) are running: the version check's timer is held. */
const behavioursRunning = (page: Page) =>
  page.waitForFunction(
    (delay: number) =>
      (window as unknown as { __e2eTimers: { delays(): number[] } }).__e2eTimers.delays().includes(delay),
    {},
    VERSION_CHECK_INTERVAL_MS,
  );

const popInState = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog.newsletter-pop-in');
    return {
      button: document.querySelector('.newsletter-button') !== null,
      open: dialog?.open ?? false,
      modal: dialog?.matches(':modal') ?? false,
      focusInside: dialog?.contains(document.activeElement) ?? false,
    };
  });

describe('the newsletter pop-in (Spain: newsletter_pop_in is 1)', { timeout: 90_000 }, () => {
  it('opens by itself after 60 s with the sign-up form; closing it sets newsletter_popin and the button stays hidden after', async () => {
    const { page, watch } = await open('/', { country: 'es', cookies: consented() });
    await page.waitForSelector('.newsletter-button');
    assert.deepEqual(await popInState(page), { button: true, open: false, modal: false, focusInside: false });
    assert.ok((await heldTimers(page)).includes(NEWSLETTER_POP_IN_DELAY_MS), 'the 60 s timer runs');

    assert.equal(await fireTimers(page, NEWSLETTER_POP_IN_DELAY_MS), 1);
    await page.waitForSelector('dialog.newsletter-pop-in[open] form.form--newsletter input[type="email"]');
    const opened = await popInState(page);
    assert.deepEqual([opened.open, opened.modal, opened.button], [true, true, false]);
    assert.equal(await page.$eval('#newsletter-pop-in-title', (title) => title.textContent), 'Manténgase informado');
    assert.equal(await cookie(page, 'newsletter_popin'), undefined, 'no cookie while it is open');
    for (const width of [375, 768, 1280]) {
      await page.setViewport({ width, height: 900 });
      await saveViewport(page, `chrome-newsletter-pop-in-${width}`);
    }

    await page.click('.newsletter-pop-in__close');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.newsletter-pop-in')?.open);
    assert.equal((await popInState(page)).button, false, 'the button is gone');
    assert.ok(await cookie(page, 'newsletter_popin'), 'newsletter_popin is set');

    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await behavioursRunning(page);
    assert.equal((await popInState(page)).button, false, 'no button once the cookie exists');
    assert.ok(!(await heldTimers(page)).includes(NEWSLETTER_POP_IN_DELAY_MS), 'and no timer');
    assert.deepEqual(watch.problems(), [], watch.report());
  });

  it('opens from its button, keeps focus inside, and closes on a route change, setting the cookie', async () => {
    const { page } = await open('/', { country: 'es', cookies: consented() });
    const products = router.href('products', {}, 'es-es')!;
    await Promise.all([
      page.waitForFunction((path: string) => location.pathname === path, {}, products),
      page.click(`.main-menu a[href="${products}"]`),
    ]);
    await page.waitForSelector('.newsletter-button');
    await page.click('.newsletter-button');
    await page.waitForSelector('dialog.newsletter-pop-in[open] input[type="email"]');
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      assert.equal((await popInState(page)).focusInside, true, `focus left the pop-in after ${step + 1} Tab presses`);
    }
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.newsletter-pop-in')?.open);
    assert.ok(await cookie(page, 'newsletter_popin'));
    assert.equal((await popInState(page)).button, false);
  });

  it('is not offered where the setting is 0 (Italy)', async () => {
    const { page } = await open('/', { country: 'it', cookies: consented() });
    await behavioursRunning(page);
    assert.equal((await popInState(page)).button, false);
    assert.ok(!(await heldTimers(page)).includes(NEWSLETTER_POP_IN_DELAY_MS));
  });
});

describe('the QR-code language choice', { timeout: 60_000 }, () => {
  it('asks for the language before anything else, cannot be dismissed, and leads to the same page in Dutch', async () => {
    const { page } = await open('/fr/produits?utm_medium=QRcode&utm_source=poster', {
      width: 375,
      cookies: consented(),
    });
    await page.waitForFunction(() => document.querySelector('dialog.qr-languages')?.matches(':modal') === true);
    assert.equal(
      await page.evaluate(() => document.querySelector('dialog.qr-languages')!.contains(document.activeElement)),
      true,
      'focus is in the choice',
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(
      await page.evaluate(() => document.querySelector('dialog.qr-languages')?.matches(':modal')),
      true,
      'Escape does not dismiss it',
    );
    await saveViewport(page, 'chrome-qr-languages-375');

    const dutch = `${router.href('products', {}, 'nl-be')}?utm_source=poster`;
    assert.equal(
      await page.$eval('dialog.qr-languages a[hreflang="nl-BE"]', (link) => link.getAttribute('href')),
      dutch,
    );
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('dialog.qr-languages a[hreflang="nl-BE"]'),
    ]);
    assert.equal(`${new URL(page.url()).pathname}${new URL(page.url()).search}`, dutch);
    await waitForHydration(page);
    assert.equal(await page.$('dialog.qr-languages'), null, 'no question on the chosen page');
    assert.equal(await page.$eval('html', (html) => html.lang), 'nl-BE');
  });

  it('is shown, as a plain box, even before scripts run', async () => {
    const page = (await newPage({ javaScript: false })).page;
    await page.goto(`${site.url('be')}/fr?utm_medium=QRcode`, { waitUntil: 'load' });
    const box = await page.$eval('dialog.qr-languages', (dialog) => ({
      open: (dialog as HTMLDialogElement).open,
      links: dialog.querySelectorAll('a[hreflang]').length,
    }));
    assert.deepEqual(box, { open: true, links: 2 });
  });
});

describe('the obsolete-browser banner', { timeout: 60_000 }, () => {
  /** What an old browser shows: the stylesheet hides the banner only where `@supports (aspect-ratio)` holds. */
  // Through the CSSOM: the CSP refuses a <style> element without the page's nonce.
  const asAnOldBrowser = (page: Page) =>
    page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.browser-info { display: flex !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });

  it('is in the page but hidden by a current browser', async () => {
    const { page } = await open('/fr', { cookies: consented() });
    assert.equal(await page.$eval('.browser-info', (banner) => getComputedStyle(banner).display), 'none');
  });

  it('closes without JavaScript: the server sets ie_info to false and leaves the banner out after', async () => {
    const { page } = await newPage({ javaScript: false });
    await page.goto(`${site.url('be')}/fr/besoins`, { waitUntil: 'load' });
    await asAnOldBrowser(page);
    await saveViewport(page, 'chrome-browser-info-1280');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.browser-info button')]);
    assert.equal(new URL(page.url()).pathname, '/fr/besoins', 'back on the same page');
    assert.equal(await cookie(page, 'ie_info'), 'false');
    assert.equal(await page.$('.browser-info'), null);
  });

  it('closes in place with JavaScript, setting the same cookie', async () => {
    const { page } = await open('/fr', { cookies: consented() });
    await asAnOldBrowser(page);
    await page.click('.browser-info button');
    assert.equal(await page.$('.browser-info'), null);
    assert.equal(await cookie(page, 'ie_info'), 'false');
    const response = await page.reload({ waitUntil: 'load' });
    assert.doesNotMatch(await response!.text(), /class="browser-info"/);
  });
});

describe('the new-version prompt', { timeout: 60_000 }, () => {
  it('asks nothing on load, checks every five minutes while visible, and offers to reload when the build changed', async () => {
    const { page, watch } = await newPage({ cookies: consented() });
    let served = 'unchanged';
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (new URL(request.url()).pathname === '/app-version.json' && served !== 'unchanged')
        void request.respond({
          status: 200,
          contentType: 'application/json',
          headers: { 'cache-control': 'no-store' },
          body: JSON.stringify({ version: served }),
        });
      else void request.continue();
    });
    await page.goto(`${site.url('be')}/fr`, { waitUntil: 'load' });
    await waitForHydration(page);
    const versionRequests = () =>
      watch.requests.filter((request) => new URL(request.url).pathname === '/app-version.json').length;
    const checkScheduled = () => behavioursRunning(page);
    await checkScheduled();
    assert.equal(versionRequests(), 0, 'nothing asked on load');

    // Five minutes: the same build, nothing to say.
    await fireTimers(page, VERSION_CHECK_INTERVAL_MS);
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/app-version.json')),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await page.$('.version-prompt'), null);

    // Ten minutes: a new deploy.
    served = 'a-new-build';
    await checkScheduled();
    await fireTimers(page, VERSION_CHECK_INTERVAL_MS);
    await page.waitForSelector('.version-prompt');
    assert.equal(
      await page.$eval('.version-prompt p', (text) => text.textContent),
      'Une nouvelle version du site est disponible.',
    );
    assert.equal(versionRequests(), 2);
    await saveViewport(page, 'chrome-version-prompt-1280');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('.version-prompt .button:not(.button--secondary)'),
    ]);
  });
});

describe('consent', { timeout: 90_000 }, () => {
  const thirdParty = (watch: PageWatch, host: string) =>
    watch.requests.filter((request) => !request.url.startsWith(`http://${host}`) && !request.url.startsWith('data:'));

  /** The page's own scripts never run: what the visitor sees at first paint, before hydration. */
  async function beforeScripts(cookies: Record<string, string>, javaScript = true) {
    const { page } = await newPage({ cookies, javaScript });
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.resourceType() === 'script') void request.abort();
      else void request.continue();
    });
    await page.goto(`${site.url('be')}/fr`, { waitUntil: 'load' });
    return page.$eval('.consent-banner', (banner) => getComputedStyle(banner).display !== 'none');
  }

  it('shows its banner with the first paint of a first visit, not to a visitor who chose, nor without JavaScript', async () => {
    assert.equal(await beforeScripts({}), true, 'a first visit: shown before the page runs');
    assert.equal(await beforeScripts(consented()), false, 'a visitor who chose: hidden');
    assert.equal(await beforeScripts({}, false), false, 'without JavaScript nothing could record the choice');
  });

  it('asks first, loads nothing from another site, and remembers a refusal', async () => {
    const { page, watch } = await open('/fr');
    await page.waitForSelector(CONSENT_BANNER_READY);
    for (const width of [375, 768, 1280]) {
      await page.setViewport({ width, height: 900 });
      await saveViewport(page, `chrome-consent-banner-${width}`);
    }
    await page.click('.consent-banner__actions .button--secondary');
    await page.waitForFunction(() => document.querySelector('.consent-banner') === null);
    assert.match((await cookie(page, 'consent_choice'))!, /^1\.m0\.v0\.\d+$/);
    const statuses = await page.$$eval('[role="status"]', (regions) => regions.map((region) => region.textContent));
    assert.ok(
      statuses.includes('Vos choix de cookies ont été enregistrés.'),
      `the choice is confirmed to screen readers: ${JSON.stringify(statuses)}`,
    );
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await page.$('.consent-banner'), null, 'not asked again');
    assert.deepEqual(
      thirdParty(watch, `be.localhost:${site.port}`).map((request) => request.url),
      [],
      'no third-party request',
    );
  });

  it('opens its preferences from the footer: Escape closes them, focus back on the button; a saved choice is kept', async () => {
    const { page } = await open('/fr', { cookies: consented() });
    await page.click('.site-footer__cookies');
    await page.waitForFunction(() => document.querySelector('dialog.consent-preferences')?.matches(':modal') === true);
    await saveViewport(page, 'chrome-consent-preferences-1280');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog.consent-preferences') === null);
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('site-footer__cookies')), true);

    await page.click('.site-footer__cookies');
    await page.waitForSelector('dialog.consent-preferences input[name="measurement"]');
    assert.equal(
      await page.$eval('input[name="measurement"]', (box) => (box as HTMLInputElement).checked),
      false,
      'as chosen before',
    );
    await page.click('input[name="measurement"]');
    await page.click('dialog.consent-preferences button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('dialog.consent-preferences') === null);
    assert.match((await cookie(page, 'consent_choice'))!, /^1\.m1\.v0\.\d+$/);
  });

  it('loads the tag manager only once measurement is accepted, with the page nonce, and at once on the next pages', async () => {
    const { page, watch } = await newPage({ on: measuredSite });
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.url().startsWith('https://www.googletagmanager.com/'))
        void request.respond({ status: 200, contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' });
      else void request.continue();
    });
    await page.goto(`${measuredSite.url('be')}/fr`, { waitUntil: 'load' });
    await waitForHydration(page);
    const tagManagerRequests = () =>
      watch.requests.filter((request) => request.url.startsWith('https://www.googletagmanager.com/'));
    assert.equal(tagManagerRequests().length, 0, 'nothing before consent');

    await page.waitForSelector(CONSENT_BANNER_READY);
    await page.locator('.consent-banner__actions .button:not(.button--secondary)').click();
    await page.waitForFunction(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan === true);
    assert.deepEqual(
      tagManagerRequests().map((request) => request.url),
      [`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`],
    );
    const script = await page.$eval('script[data-tag-manager]', (element) => ({
      id: (element as HTMLScriptElement).dataset.tagManager,
      nonce: (element as HTMLScriptElement).nonce,
    }));
    assert.equal(script.id, TAG_MANAGER_ID);
    assert.ok(script.nonce.length > 10, 'the script carries the page nonce');
    const consentCommands = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
        .map((entry) => [...(entry as IArguments)].slice(0, 2).join(' ')),
    );
    assert.deepEqual(consentCommands, ['consent default']);
    assert.deepEqual(watch.problems(), [], watch.report());

    const before = tagManagerRequests().length;
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan === true);
    assert.equal(tagManagerRequests().length, before + 1, 'loaded again on the next page, without asking');
  });

  it('keeps the tag manager away when measurement is refused, even with a container configured', async () => {
    const { page, watch } = await open('/fr', {
      on: measuredSite,
      cookies: { consent_choice: `1.m0.v1.${Date.now()}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await page.$('script[data-tag-manager]'), null);
    assert.equal(watch.requests.filter((request) => request.url.includes('googletagmanager')).length, 0);
  });
});
