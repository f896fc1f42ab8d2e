// The header's mega-menu (issue 21): on a wide screen the products entry opens a panel of the
// brands, every need and a highlighted product, the needs entry one of each need with its
// sub-needs, in the visitor's language; ArrowDown opens a panel and moves into it, Tab goes
// through its links, Escape closes it and gives focus back to its button; a panel's links are in
// the page only once the visitor reached for it (pointer, focus), and without JavaScript the entry
// is a link to its list, which holds them. At 375 px the burger menu holds the
// same structure as accordions. Screenshots of the open menus at 375 and 1280 px in fr-be, nl-be,
// de-ch and it-it land in test/artifacts/mega-menu-*.png.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { BRANDS } from '../../catalog/seed/brands.ts';
import { NEEDS } from '../../catalog/seed/needs.ts';
import type { Language, Locale } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { ARTIFACTS_DIR, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const router = createRouter({ tables: ALL_TABLES });
const session = browserSession();

const LOCALES: readonly { locale: Locale; language: Language; country: string; home: string }[] = [
  { locale: 'fr-be', language: 'fr', country: 'be', home: '/fr' },
  { locale: 'nl-be', language: 'nl', country: 'be', home: '/nl' },
  { locale: 'de-ch', language: 'de', country: 'ch', home: router.href('home', {}, 'de-ch')! },
  { locale: 'it-it', language: 'it', country: 'it', home: '/' },
];

const topNeeds = NEEDS.filter((need) => need.parentId === null);
const needHref = (slug: string, locale: Locale) => router.href('need', { slug }, locale)!;

async function open(
  country: string,
  path: string,
  { width = 1280, javascript = true }: { width?: number; javascript?: boolean } = {},
): Promise<Page> {
  const { page } = await session.newIsolatedPage();
  await page.setJavaScriptEnabled(javascript);
  await page.setViewport({ width, height: 900 });
  await page.setCookie({ name: 'consent_choice', value: `1.m0.v0.${Date.now()}`, url: session.site.url(country) });
  await page.goto(`${session.site.url(country)}${path}`, { waitUntil: 'load' });
  if (javascript) await waitForHydration(page);
  return page;
}

async function saveViewport(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) as `${string}.png` });
}

/** The top entry of the main menu whose link leads to `href`: its toggle's selector and its panel's id. */
async function entryOf(page: Page, href: string) {
  const index = await page.$$eval(
    '.main-menu__list--level-1 > li',
    (items, wanted) => items.findIndex((item) => item.querySelector(':scope > a')?.getAttribute('href') === wanted),
    href,
  );
  assert.ok(index >= 0, `a top entry links to ${href}`);
  const item = `.main-menu__list--level-1 > li:nth-child(${index + 1})`;
  const panel = await page.$eval(`${item} > .main-menu__toggle`, (button) => button.getAttribute('aria-controls')!);
  return { link: `${item} > a`, toggle: `${item} > .main-menu__toggle`, panel };
}

const isShown = (page: Page, id: string) =>
  page.evaluate((panel: string) => {
    const element = document.getElementById(panel);
    return (
      element !== null && getComputedStyle(element).display !== 'none' && element.getBoundingClientRect().height > 0
    );
  }, id);
const focusIsIn = (page: Page, id: string) =>
  page.evaluate((panel: string) => document.getElementById(panel)!.contains(document.activeElement), id);
const linksOf = (page: Page, selector: string) =>
  page.$$eval(selector, (links) =>
    links.map((link) => ({ text: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
  );

describe('the mega-menu on a wide screen', { timeout: 180_000 }, () => {
  for (const { locale, language, country, home } of LOCALES) {
    it(`${locale}: the products entry opens on ArrowDown with the brands, every need in the language and a highlighted product; Tab goes through, Escape closes`, async () => {
      const page = await open(country, home);
      const products = await entryOf(page, router.href('products', {}, locale)!);
      assert.equal(await page.$eval(products.toggle, (button) => button.getAttribute('aria-expanded')), 'false');
      assert.equal(await isShown(page, products.panel), false);

      await page.focus(products.link);
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(
        (id: string) => document.getElementById(id)?.contains(document.activeElement),
        {},
        products.panel,
      );
      assert.equal(await page.$eval(products.toggle, (button) => button.getAttribute('aria-expanded')), 'true');
      assert.equal(await isShown(page, products.panel), true);

      const links = await linksOf(page, `[id="${products.panel}"] a`);
      for (const need of topNeeds)
        assert.ok(
          links.some(
            (link) => link.text === need.title[language] && link.href === needHref(need.slug[language], locale),
          ),
          `the need ${need.title[language]} links to its page`,
        );
      for (const brand of BRANDS)
        assert.ok(
          links.some((link) => link.href === router.href('brand', { slug: brand.slug[language] }, locale)),
          `the brand ${brand.name}`,
        );
      const featured = await page.$eval(`[id="${products.panel}"] .menu-feature`, (link) => ({
        href: link.getAttribute('href') ?? '',
        image: link.querySelector('img')?.getAttribute('alt'),
      }));
      assert.equal(router.match(locale, featured.href)?.kind, 'product', 'the highlight is a product');
      assert.equal(featured.image, '', 'its picture repeats its name: decorative');

      await page.keyboard.press('Tab');
      assert.equal(await focusIsIn(page, products.panel), true, 'Tab moves through the panel');
      await saveViewport(page, `mega-menu-products-${locale}-1280`);
      await page.keyboard.press('Escape');
      assert.equal(await page.$eval(products.toggle, (button) => button.getAttribute('aria-expanded')), 'false');
      assert.equal(await isShown(page, products.panel), false);
      assert.equal(
        await page.evaluate(
          (selector: string) => document.activeElement === document.querySelector(selector),
          products.toggle,
        ),
        true,
        'focus is back on the button',
      );
      await page.close();
    });

    it(`${locale}: the needs entry opens on Enter and Space with each need above its sub-needs`, async () => {
      const page = await open(country, home);
      const needs = await entryOf(page, router.href('needs', {}, locale)!);
      await page.focus(needs.toggle);
      await page.keyboard.press('Enter');
      assert.equal(await isShown(page, needs.panel), true, 'Enter opens it');
      await page.keyboard.press('Space');
      assert.equal(await isShown(page, needs.panel), false, 'Space closes it');
      await page.keyboard.press('Space');
      assert.equal(await isShown(page, needs.panel), true, 'Space opens it again');

      const columns = await page.$$eval(`[id="${needs.panel}"] .menu-panel__column`, (items) =>
        items.map((item) => ({
          title: item.querySelector('.menu-panel__title')?.getAttribute('href') ?? '',
          links: [...item.querySelectorAll('.menu-panel__links a')].map((link) => link.getAttribute('href') ?? ''),
        })),
      );
      assert.deepEqual(
        columns.map((column) => column.title),
        topNeeds.map((need) => needHref(need.slug[language], locale)),
      );
      for (const [index, need] of topNeeds.entries())
        assert.deepEqual(
          columns[index]!.links,
          NEEDS.filter((sub) => sub.parentId === need.id).map((sub) => needHref(sub.slug[language], locale)),
          `the sub-needs of ${need.title[language]}`,
        );
      await saveViewport(page, `mega-menu-needs-${locale}-1280`);
      await page.close();
    });
  }

  it('renders a panel once the pointer reaches its entry; without JavaScript the entry is a link to its list', async () => {
    const page = await open('be', '/fr');
    const products = await entryOf(page, router.href('products', {}, 'fr-be')!);
    assert.equal(await page.$(`[id="${products.panel}"]`), null, 'not in the page before the visitor reaches for it');
    await page.hover(products.link);
    await page.waitForFunction((id: string) => document.getElementById(id) !== null, {}, products.panel);
    // Shown by CSS on hover where the device hovers (headless Chromium says it does not).
    const links = await linksOf(page, `[id="${products.panel}"] a`);
    assert.ok(links.some((link) => link.href === needHref(topNeeds[0]!.slug.fr, 'fr-be')));
    await page.close();

    const plain = await open('be', '/fr', { javascript: false });
    const entry = await entryOf(plain, router.href('products', {}, 'fr-be')!);
    assert.equal(await plain.$(`[id="${entry.panel}"]`), null, 'no panel without JavaScript');
    const listHref = await plain.$eval(entry.link, (link) => link.getAttribute('href'));
    assert.equal(listHref, router.href('products', {}, 'fr-be'));
    const list = await plain.goto(`${session.site.url('be')}${listHref}`, { waitUntil: 'load' });
    assert.equal(list?.status(), 200);
    await plain.close();
  });
});

describe('the burger menu at 375 px', { timeout: 120_000 }, () => {
  for (const { locale, language, country, home } of LOCALES) {
    it(`${locale}: holds the products and the needs as accordions, with the same links`, async () => {
      const page = await open(country, home, { width: 375 });
      await page.click('.burger');
      await page.waitForSelector('dialog.mobile-menu[open] .mobile-menu__group > summary');
      const summaries = await page.$$eval('.mobile-menu__group > summary', (items) =>
        items.map((item) => item.textContent?.trim() ?? ''),
      );
      assert.ok(summaries.length >= 2, summaries.join(', '));

      // The needs accordion (the one linking a sub-need), opened with the keyboard.
      const subNeed = NEEDS.find((need) => need.parentId !== null)!;
      const needsGroup = await page.$$eval(
        '.mobile-menu__group',
        (groups, href) => groups.findIndex((group) => group.querySelector(`a[href="${href}"]`) !== null),
        needHref(subNeed.slug[language], locale),
      );
      assert.ok(needsGroup >= 0, 'an accordion lists the needs and their sub-needs');
      const visibleLinks = () =>
        page.$$eval('.mobile-menu__links a', (links) =>
          links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href') ?? ''),
        );
      const closed = await visibleLinks();
      assert.ok(!closed.includes(needHref(subNeed.slug[language], locale)), 'closed at first');
      const summariesOf = await page.$$('.mobile-menu__group > summary');
      await summariesOf[needsGroup]!.focus();
      await page.keyboard.press('Enter');
      const opened = await visibleLinks();
      for (const need of NEEDS)
        assert.ok(
          opened.includes(needHref(need.slug[language], locale)),
          `${need.title[language]} is listed once its accordion is open`,
        );
      await saveViewport(page, `mega-menu-burger-${locale}-375`);
      await page.close();
    });
  }
});
