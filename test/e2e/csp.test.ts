// The Content-Security-Policy as Chromium enforces it (server/middleware/security-headers.ts):
// representative pages of several locales (home, product, brands, pharmacy finder with its map,
// contact form, not found), a client-side navigation that renders brand colours in the browser,
// and the maintenance page, each loaded and hydrated with no `securitypolicyviolation` event and
// no CSP message in the console. Any violation fails the test, with the page and what was refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import type { Locale } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import {
  getDocument,
  launchBrowser,
  type LaunchedBrowser,
  openPage,
  type PageWatch,
  type Site,
  startSite,
  waitForHydration,
} from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';
import { documentOf } from '../helpers/render-view.tsx';

const router = createRouter({ tables: ALL_TABLES });
const COUNTRY_OF: Partial<Record<Locale, string>> = {
  'fr-be': 'be',
  'nl-be': 'be',
  'de-ch': 'ch',
  'it-it': 'it',
  'es-es': 'es',
};

interface CspWindow {
  __cspViolations?: string[];
}

/** Runs in each document before its scripts: every violation the browser reports, in words. */
function recordViolations(): void {
  const recorded = ((window as unknown as CspWindow).__cspViolations = [] as string[]);
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      recorded.push(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    true,
  );
}

/** A page whose violations are recorded from its first byte. */
async function cspWatchedPage(open: () => Promise<{ page: Page; watch: PageWatch }>) {
  const opened = await open();
  await opened.page.evaluateOnNewDocument(recordViolations);
  return opened;
}

/** The violations the page's document recorded and the CSP messages of its console. */
async function violationsOf(page: Page, watch: PageWatch): Promise<string[]> {
  const events = await page.evaluate(() => (window as unknown as CspWindow).__cspViolations ?? []);
  const consoleLines = watch.console
    .filter((entry) => /Content Security Policy|Refused to/i.test(entry.text))
    .map((entry) => `console: ${entry.text}`);
  return [...events, ...consoleLines];
}

/** The first product linked from the locale's home page (the server's HTML). */
async function productPath(site: Site, locale: Locale): Promise<string> {
  const home = await getDocument(site, COUNTRY_OF[locale]!, router.href('home', {}, locale)!);
  const product = [...documentOf(home.html).document.querySelectorAll('a[href]')]
    .map((anchor) => anchor.getAttribute('href')!)
    .find((href) => router.match(locale, href)?.kind === 'product');
  assert.ok(product, `the ${locale} home page links to a product`);
  return product;
}

const session = browserSession();

describe('the CSP in Chromium', () => {
  for (const locale of Object.keys(COUNTRY_OF) as Locale[]) {
    it(`refuses nothing on ${locale}'s home, product, brands, pharmacy finder, contact and not-found pages`, async () => {
      const paths = [
        router.href('home', {}, locale),
        await productPath(session.site, locale),
        router.href('brands', {}, locale),
        router.href('storeFinder', {}, locale),
        router.href('contact', {}, locale),
        `${router.href('home', {}, locale)!.replace(/\/$/, '')}/no-such-page-anywhere`,
      ].filter((path): path is string => path !== null);
      const { page, watch } = await cspWatchedPage(() => session.newPage());
      for (const path of paths) {
        await page.goto(`${session.site.url(COUNTRY_OF[locale]!)}${path}`);
        await waitForHydration(page);
        assert.deepEqual(await violationsOf(page, watch), [], `${locale} ${path}${session.report(watch)}`);
      }
    });
  }

  it('refuses nothing when the browser itself renders brand colours, after a client-side navigation', async () => {
    const { page, watch } = await cspWatchedPage(() => session.newPage());
    const brands = router.href('brands', {}, 'fr-be')!;
    // From a page with no brand colour, so each brand's <style> is written by the browser.
    await page.goto(`${session.site.url('be')}${router.href('contact', {}, 'fr-be')}`);
    await waitForHydration(page);
    assert.equal(await page.$$eval('style[data-precedence="brand-colors"]', (styles) => styles.length), 0);
    const documents = watch.documentRequests().length;
    await page.$eval(`a[href="${brands}"]`, (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction((path) => location.pathname === path, {}, brands);
    await page.waitForSelector('.card--brand');
    assert.ok(await page.$$eval('style[data-precedence="brand-colors"]', (styles) => styles.length > 0));
    assert.equal(watch.documentRequests().length, documents, 'the brands page was rendered in the browser');
    const colour = await page.$eval('.card--brand', (card) => getComputedStyle(card).borderTopColor);
    assert.notEqual(colour, 'rgba(0, 0, 0, 0)', "the card's top edge takes its brand's colour");
    assert.deepEqual(await violationsOf(page, watch), [], session.report(watch));
  });
});

describe('the CSP in Chromium during maintenance', () => {
  let site: Site | undefined;
  let chromium: LaunchedBrowser | undefined;
  before(async () => {
    chromium = await launchBrowser();
    site = await startSite({ MAINTENANCE: 'on' });
  });
  after(async () => {
    await Promise.allSettled([chromium?.close(), site?.stop()]);
  });

  it('refuses nothing on the maintenance page', async () => {
    const { page, watch } = await cspWatchedPage(() => openPage(chromium!.browser));
    const response = await page.goto(`${site!.url('be')}${router.href('maintenance', {}, 'nl-be')}`);
    assert.equal(response?.status(), 503);
    await page.waitForNetworkIdle({ idleTime: 250 });
    assert.deepEqual(await violationsOf(page, watch), [], watch.report());
    await page.close();
  });
});
