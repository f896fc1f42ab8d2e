// The visual identity (issue 21 item 2) in a real browser: at 375 px no heading is wider than its
// box (long German and French words hyphenate, never break mid-word or overflow), <html> carries
// the page's language (which hyphenation needs); the typefaces come from the preloaded files,
// served for a year; the newsletter button covers no form field at 1280 px. Screenshots of the
// main screens in three locales at 375 and 1280 px go to test/artifacts/identity-*.png.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import type { Locale } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import { ARTIFACTS_DIR, saveScreenshot, waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const router = createRouter({ tables: ALL_TABLES });
const session = browserSession();

const LOCALES: readonly { locale: Locale; country: string; iso: string }[] = [
  { locale: 'fr-be', country: 'be', iso: 'fr-BE' },
  { locale: 'de-de', country: 'de', iso: 'de-DE' },
  { locale: 'it-it', country: 'it', iso: 'it-IT' },
];

async function open(country: string, path: string, width: number): Promise<Page> {
  const { page } = await session.newIsolatedPage();
  await page.setViewport({ width, height: 900 });
  await page.setCookie({ name: 'consent_choice', value: `1.m0.v0.${Date.now()}`, url: session.site.url(country) });
  await page.goto(`${session.site.url(country)}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return page;
}

/** The first link of the page's main content to a screen of the given kind. */
async function firstLinkTo(page: Page, locale: Locale, kind: RouteKind): Promise<string> {
  const hrefs = await page.$$eval('main a[href^="/"]', (links) => links.map((link) => link.getAttribute('href')!));
  const found = hrefs.find((href) => router.match(locale, href.split('?')[0]!)?.kind === kind);
  assert.ok(found, `a link to a ${kind} on ${page.url()}`);
  return found;
}

/** Headings wider than their box, or the page wider than the window, as readable lines. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      // A heading for screen readers only (1 px wide, clipped) has no box to fit in.
      if (heading.clientWidth <= 1) continue;
      if (heading.scrollWidth > heading.clientWidth + 1) found.push(`${heading.tagName} "${heading.textContent}"`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) {
      const wide = [...document.querySelectorAll<HTMLElement>('main *')].find(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 1 && element.children.length === 0,
      );
      found.push(`the page scrolls sideways (${wide?.tagName ?? '?'}.${wide?.className ?? ''})`);
    }
    return found;
  });
}

function headersOf(country: string, path: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: session.site.port,
        path,
        headers: { host: `${country}.localhost:${session.site.port}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ...res.headers, status: String(res.statusCode) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the visual identity', { timeout: 600_000 }, () => {
  for (const { locale, country, iso } of LOCALES) {
    it(`${locale}: lang on html, headings within their box at 375 px, screenshots`, async () => {
      const home = router.href('home', {}, locale)!;
      const products = router.href('products', {}, locale)!;
      const needs = router.href('needs', {}, locale)!;
      const list = await open(country, products, 1280);
      const product = await firstLinkTo(list, locale, 'product');
      const needList = await open(country, needs, 1280);
      const need = await firstLinkTo(needList, locale, 'need');
      const screens = { home, products, product, need };
      for (const width of [375, 1280]) {
        for (const [name, path] of Object.entries(screens)) {
          const page = await open(country, path, width);
          assert.equal(await page.$eval('html', (html) => html.lang), iso);
          if (width === 375) assert.deepEqual(await overflows(page), [], `${locale} ${name} at 375 px`);
          await saveScreenshot(page, `identity-${name}-${locale}-${width}`);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: join(ARTIFACTS_DIR, `identity-${name}-${locale}-${width}-fold.png`) });
          await page.close();
        }
      }
    });
  }

  it('uses the preloaded font files, served with a year of cache', async () => {
    const page = await open('be', router.href('home', {}, 'fr-be')!, 1280);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.woff2')),
    );
    assert.equal(preloaded.length, 2, 'the text and the heading faces, latin subset');
    assert.deepEqual([...new Set(loaded)].sort(), [...preloaded].sort(), 'the page loads exactly the preloaded fonts');
    const families = await page.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.querySelector('h1')!).fontFamily,
    ]);
    assert.match(families[0]!, /^"Inter Variable"/);
    assert.match(families[1]!, /^"Source Serif 4"/);
    assert.equal(
      await page.evaluate(
        () => document.fonts.check('600 16px "Source Serif 4"') && document.fonts.check('16px "Inter Variable"'),
      ),
      true,
    );
    for (const path of preloaded) {
      const headers = await headersOf('be', path);
      assert.equal(headers.status, '200');
      assert.equal(headers['content-type'], 'font/woff2');
      assert.match(String(headers['cache-control']), /max-age=31536000/);
      assert.match(String(headers['cache-control']), /immutable/);
    }
  });

  // Spain is the country whose settings show the newsletter button (catalog/seed/settings.ts).
  it('keeps the newsletter button off every form field at 1280 px', async () => {
    const page = await open('es', router.href('home', {}, 'es-es')!, 1280);
    await page.goto(`${session.site.url('es')}${await firstLinkTo(page, 'es-es', 'product')}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForSelector('.newsletter-button');
    const covered = await page.evaluate(() => {
      const button = document.querySelector('.newsletter-button')!.getBoundingClientRect();
      const hits: string[] = [];
      for (let y = 0; y < document.documentElement.scrollHeight; y += 200) {
        window.scrollTo(0, y);
        for (const field of document.querySelectorAll('input:not([type=hidden]), select, textarea, button')) {
          if (field.classList.contains('newsletter-button') || field.classList.contains('go-to-top')) continue;
          const box = field.getBoundingClientRect();
          const now = document.querySelector('.newsletter-button')!.getBoundingClientRect();
          if (box.width === 0 || now.width === 0) continue;
          const apart =
            box.right <= now.left || box.left >= now.right || box.bottom <= now.top || box.top >= now.bottom;
          if (!apart) hits.push(`${field.tagName} ${field.getAttribute('name') ?? field.className} at ${y}`);
        }
      }
      return { hits, width: button.width };
    });
    assert.ok(covered.width > 0, 'the button shows');
    assert.deepEqual(covered.hits, []);
  });
});
