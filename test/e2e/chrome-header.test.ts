// The header and footer in a real browser (SPEC §2.3, §4): the burger menu (modal, focus kept
// inside, the page behind locked, closing on Escape, a followed link or the window growing), the
// device class after a resize, the main menu's keyboard disclosure, the links the global settings
// decide, logging out, the discount banner remembered, the go-to-top button. Screenshots of the
// header and the burger menu at 375, 768 and 1280 px.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { DEMO_PASSWORD } from '../../catalog/seed/customers.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { ARTIFACTS_DIR, type PageWatch, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const router = createRouter({ tables: ALL_TABLES });

const session = browserSession();

interface OpenOptions {
  width?: number;
  country?: string;
  cookies?: Record<string, string>;
  /** Leave the consent banner up (it is answered by default, so it covers nothing). */
  askConsent?: boolean;
}

async function open(
  path: string,
  { width = 1280, country = 'be', cookies = {}, askConsent = false }: OpenOptions = {},
): Promise<{ page: Page; watch: PageWatch }> {
  // A context of its own: no cookie or stored search of another test.
  const opened = await session.newIsolatedPage();
  await opened.page.setViewport({ width, height: 900 });
  const jar = { ...(askConsent ? {} : { consent_choice: `1.m0.v0.${Date.now()}` }), ...cookies };
  for (const [name, value] of Object.entries(jar))
    await opened.page.setCookie({ name, value, url: session.site.url(country) });
  await opened.page.goto(`${session.site.url(country)}${path}`, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  return opened;
}

async function saveViewport(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) as `${string}.png` });
}

const deviceOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.device ?? null);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const menuState = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog.mobile-menu')!;
    return {
      open: dialog.open,
      modal: dialog.matches(':modal'),
      expanded: document.querySelector('.burger')!.getAttribute('aria-expanded'),
      locked:
        document.documentElement.classList.contains('scroll-locked') &&
        getComputedStyle(document.documentElement).overflow === 'hidden',
      focusInside: dialog.contains(document.activeElement),
    };
  });

async function openBurger(page: Page) {
  await page.click('.burger');
  await page.waitForSelector('dialog.mobile-menu[open] .mobile-menu__links a');
}

describe('the burger menu', { timeout: 90_000 }, () => {
  it('opens as a modal on a phone, keeps focus inside, locks the page behind and closes with Escape, focus back on its button', async () => {
    const { page, watch } = await open('/fr/produits', { width: 375 });
    assert.equal(await deviceOf(page), 'phone');
    assert.equal(
      await page.$eval('.main-menu', (nav) => getComputedStyle(nav.parentElement!).display),
      'none',
      'no desktop menu on a phone',
    );

    // The page scrolls with the wheel while the menu is closed…
    await page.mouse.move(200, 600);
    await page.mouse.wheel({ deltaY: 400 });
    await page.waitForFunction(() => window.scrollY > 0);
    await page.evaluate(() => window.scrollTo(0, 0));

    await openBurger(page);
    assert.deepEqual(await menuState(page), {
      open: true,
      modal: true,
      expanded: 'true',
      locked: true,
      focusInside: true,
    });
    // …and not while it is open.
    await page.mouse.move(360, 600);
    await page.mouse.wheel({ deltaY: 400 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await scrollY(page), 0, 'the page behind did not scroll');

    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      assert.equal((await menuState(page)).focusInside, true, `focus left the menu after ${step + 1} Tab presses`);
    }
    await saveViewport(page, 'chrome-burger-menu-375');

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.mobile-menu')!.open);
    const closed = await menuState(page);
    assert.deepEqual([closed.open, closed.expanded, closed.locked], [false, 'false', false]);
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains('burger')),
      true,
      'focus is back on the burger',
    );
    assert.deepEqual(watch.problems(), [], watch.report());
  });

  it("offers the country's languages with its flag, the store locator (point_of_sale '1') and the health space", async () => {
    const { page } = await open('/fr', { width: 768 });
    assert.equal(await deviceOf(page), 'tablet');
    await openBurger(page);
    await page.click('.language-dropdown__button');
    const languages = await page.$$eval('.language-dropdown__list a', (links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
    assert.deepEqual(languages, [
      ['fr-BE', '/fr'],
      ['nl-BE', '/nl'],
    ]);
    assert.equal(
      await page.$eval('.language-dropdown__button .country-flag', (flag) => flag.getAttribute('aria-label')),
      'Belgique',
    );
    // Escape closes the dropdown only, focus back on its button.
    await page.keyboard.press('Escape');
    assert.equal(await page.$eval('.language-dropdown__list', (list) => (list as HTMLElement).hidden), true);
    assert.equal((await menuState(page)).open, true, 'the menu stays open');
    const buttons = await page.$$eval('.mobile-menu__buttons a', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    assert.deepEqual(buttons, [router.href('whoCanAdvise', {}, 'fr-be'), router.href('adviceHome', {}, 'fr-be')]);
    await saveViewport(page, 'chrome-burger-menu-768');
  });

  it('shows no language dropdown in a country of one language, and no store locator where point_of_sale is 0', async () => {
    const { page } = await open('/', { width: 375, country: 'it' });
    await openBurger(page);
    assert.equal(await page.$('.language-dropdown'), null);
    const buttons = await page.$$eval('.mobile-menu__buttons a', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    assert.deepEqual(buttons, [router.href('adviceHome', {}, 'it-it')]);
  });

  it('closes when a link is followed, and the next page scrolls again', async () => {
    const { page, watch } = await open('/fr', { width: 375 });
    await openBurger(page);
    const documents = watch.documentRequests().length;
    // A link of the menu's first level (the products and needs are accordions, mega-menu.test.ts).
    const help = router.href('faq', {}, 'fr-be')!;
    await Promise.all([
      page.waitForFunction((path: string) => location.pathname === path, {}, help),
      page.click(`.mobile-menu__links > li > a[href="${help}"]`),
    ]);
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.mobile-menu')?.open);
    assert.equal(watch.documentRequests().length, documents, 'followed in the page');
    assert.equal((await menuState(page)).locked, false);
  });

  it('closes when the window grows past the mobile breakpoint, once the resize settles (1 s)', async () => {
    const { page } = await open('/fr', { width: 375 });
    await openBurger(page);
    await page.setViewport({ width: 1280, height: 900 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await deviceOf(page), 'phone', 'not recomputed before the debounce');
    await page.waitForFunction(() => document.documentElement.dataset.device === 'desktop', { timeout: 3_000 });
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.mobile-menu')!.open);
    assert.equal((await menuState(page)).locked, false);
  });
});

describe('the main menu on a wide screen', { timeout: 90_000 }, () => {
  it('opens a sub-menu with its button and closes it with Escape, focus back on the button', async () => {
    const { page } = await open('/fr');
    const toggle = '.main-menu__toggle';
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    const controls = await page.$eval(toggle, (button) => button.getAttribute('aria-controls')!);
    const visible = () =>
      page.evaluate((id: string) => getComputedStyle(document.getElementById(id)!).display !== 'none', controls);
    assert.equal(await page.$eval(toggle, (button) => button.getAttribute('aria-expanded')), 'true');
    assert.equal(await visible(), true);
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate((id: string) => document.getElementById(id)!.contains(document.activeElement), controls),
      true,
      'Tab goes into the sub-menu',
    );
    await saveViewport(page, 'chrome-header-submenu-1280');
    await page.keyboard.press('Escape');
    assert.equal(await page.$eval(toggle, (button) => button.getAttribute('aria-expanded')), 'false');
    assert.equal(await visible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('main-menu__toggle')), true);
  });
});

describe('the links the global settings decide', { timeout: 60_000 }, () => {
  it("link the pharmacy finder in Belgium (point_of_sale '1') and not in Italy ('0'); the magazine in both", async () => {
    const belgian = (await open('/fr')).page;
    assert.equal(
      await belgian.$eval('.header-links__store', (link) => link.getAttribute('href')),
      router.href('storeFinder', {}, 'fr-be'),
    );
    assert.equal(
      await belgian.$eval('.header-links__magazine', (link) => link.getAttribute('href')),
      router.href('adviceHome', {}, 'fr-be'),
    );
    const italian = (await open('/', { country: 'it' })).page;
    assert.equal(await italian.$('.header-links__store'), null);
    assert.equal(
      await italian.$eval('.header-links__magazine', (link) => link.getAttribute('href')),
      router.href('adviceHome', {}, 'it-it'),
    );
  });

  it("link the newsletter in the footer in Spain (newsletter '1') and not in Belgium ('0')", async () => {
    const spanish = (await open('/', { country: 'es' })).page;
    const newsletter = router.href('newsletter', {}, 'es-es')!;
    assert.ok(await spanish.$(`footer a[href="${newsletter}"]`), 'the Spanish footer links the newsletter');
    const belgian = (await open('/fr')).page;
    assert.deepEqual(
      await belgian.$$eval(
        'footer a',
        (links) => links.filter((link) => /newsletter/i.test(link.textContent ?? '')).length,
      ),
      0,
    );
  });
});

describe('a visitor with a session', { timeout: 90_000 }, () => {
  it('logs out from the header: the session cookie is gone and the page shows no logout', async () => {
    const { page } = await open('/fr/connexion?redirect=%2Ffr%2Fproduits');
    await page.type('#login-email', 'marie.dubois@example.be');
    await page.type('#login-password', DEMO_PASSWORD);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('form.form--login button[type="submit"]'),
    ]);
    assert.equal(new URL(page.url()).pathname, '/fr/produits');
    await waitForHydration(page);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.site-header__top .logout button')]);
    assert.equal(new URL(page.url()).pathname, '/fr/deconnexion');
    const cookies = await page.cookies();
    assert.equal(
      cookies.find((cookie) => cookie.name === 'jwt_token'),
      undefined,
    );
    assert.equal(await page.$('form.logout'), null);
  });
});

describe('the discount banner', { timeout: 90_000 }, () => {
  it('closes, stays closed on the next pages, and the server leaves it out', async () => {
    const { page } = await open('/fr');
    await page.click('.discount-banner__close');
    assert.equal(await page.$('.discount-banner'), null);
    assert.equal((await page.cookies()).find((cookie) => cookie.name === 'discount_banner')?.value, 'hidden');
    const response = await page.goto(`${session.site.url('be')}/fr/besoins`, { waitUntil: 'load' });
    assert.doesNotMatch(await response!.text(), /class="discount-banner"/);
  });
});

describe('the go-to-top button', { timeout: 90_000 }, () => {
  it('appears beyond 800 px of scrolling and brings the visitor back to the top', async () => {
    const { page } = await open('/fr/produits');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForSelector('.go-to-top');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => document.querySelector('.go-to-top') === null);
    await page.evaluate(() => window.scrollTo(0, 801));
    await page.waitForSelector('.go-to-top');
    assert.equal(
      await page.$eval('.go-to-top', (button) => button.getAttribute('aria-label')),
      'Retour en haut de la page',
    );
    await page.click('.go-to-top');
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains('site-header')),
      true,
      'focus at the top',
    );
  });
});

describe('the header and footer on screen', { timeout: 60_000 }, () => {
  for (const width of [375, 768, 1280]) {
    it(`at ${width} px (screenshots, consent banner up)`, async () => {
      const { page } = await open('/fr/produits', { width, askConsent: true });
      await saveViewport(page, `chrome-header-${width}`);
      await saveScreenshot(page, `chrome-page-${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `nothing wider than the window (${overflow} px too wide)`);
    });
  }
});
