// Accessibility of the pages with their chrome (issue 7): an axe-core audit of home, the products
// list, a product, the contact page (the site has it: client/pages/contact.tsx) and search
// results at 1280 px, and home at 375 px too (the small-screen chrome is the same on every page),
// with the consent banner up as a first visit shows it, and of the open burger menu and cookie
// preferences; no serious or critical violation. The keyboard's first
// stop is the skip link, which leads to the main content.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

import type { Page } from 'puppeteer-core';

import { hasPage } from '../../client/app/page-registry.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const router = createRouter({ tables: ALL_TABLES });
const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const session = browserSession();

async function open(path: string, width: number): Promise<Page> {
  const { page } = await session.newIsolatedPage();
  await page.setViewport({ width, height: 900 });
  // Colours are audited at rest: the footer carousel fades each slide in over 0.4 s, and axe
  // measured one half-faded slide at 4.1:1 in CI (4.5:1 needed). Reduced motion stops the fade.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.goto(`${session.site.url('be')}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return page;
}

/** axe's serious and critical violations on the page as it is now (axe runs from DevTools, beside the page's CSP). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(await AXE_SOURCE);
  const violations = await page.evaluate(async (tags: string[]) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n')}`,
    );
}

const SCREENS: readonly { kind: RouteKind; path: string | null }[] = [
  { kind: 'home', path: router.href('home', {}, 'fr-be') },
  { kind: 'products', path: router.href('products', {}, 'fr-be') },
  { kind: 'product', path: router.href('product', { slug: 'symbiora-equilibre' }, 'fr-be') },
  { kind: 'contact', path: router.href('contact', {}, 'fr-be') },
  { kind: 'results', path: router.href('results', { search: { term: 'magnésium', filters: [] } }, 'fr-be') },
];

describe('the axe-core audit', { timeout: 180_000 }, () => {
  it('audits the contact page, which the site has', () => {
    assert.equal(hasPage('contact'), true);
  });

  for (const { kind, path } of SCREENS) {
    for (const width of kind === 'home' ? [1280, 375] : [1280]) {
      it(`finds nothing serious or critical on ${kind} at ${width} px`, async () => {
        assert.ok(path, kind);
        const page = await open(path, width);
        await page.waitForSelector('.consent-banner:not(.consent-banner--pending)');
        assert.deepEqual(await seriousViolations(page), [], `${path} at ${width} px`);
      });
    }
  }

  it('finds nothing serious or critical in the open burger menu', async () => {
    const page = await open('/fr', 375);
    await page.click('.burger');
    await page.waitForSelector('dialog.mobile-menu[open] .mobile-menu__links a');
    await page.click('.language-dropdown__button');
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('finds nothing serious or critical in the cookie preferences and the search suggestions', async () => {
    const page = await open('/fr', 1280);
    await page.type('.search-box__input', 'magnesium');
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.search-box__panel')?.dataset.state === 'results',
    );
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await seriousViolations(page), [], 'with the suggestions open');
    await page.waitForSelector('.consent-banner:not(.consent-banner--pending)');
    await page.locator('.consent-banner__actions .button--secondary:nth-child(2)').click();
    await page.waitForFunction(() => document.querySelector('dialog.consent-preferences')?.matches(':modal') === true);
    assert.deepEqual(await seriousViolations(page), [], 'with the preferences open');
  });
});

describe('the keyboard', { timeout: 90_000 }, () => {
  it('stops first on the skip link, which leads to the main content', async () => {
    const page = await open('/fr/produits', 1280);
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({
      className: document.activeElement?.className,
      text: document.activeElement?.textContent,
      visible: document.activeElement!.getBoundingClientRect().top >= 0,
    }));
    assert.deepEqual(first, { className: 'skip-link', text: 'Aller au contenu principal', visible: true });
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
  });
});
