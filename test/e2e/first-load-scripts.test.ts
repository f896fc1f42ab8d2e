// Issue 17: the first load of any page fetches at most 10 scripts (the entry, the locale's data and
// texts, the screen's module and the chunks it shares with others, and what the page itself loads
// once hydrated, such as the form sender). Each kind of screen of the Italian site, in a fresh
// browser context (nothing cached), counted until the network is quiet. And none of them is
// requested before the page's first paint (decision 037).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { waitForHydration, waitForQuietNetwork } from '../helpers/browser.ts';
import { browserSession } from '../helpers/browser-session.ts';

const MAX_SCRIPTS = 10;
/** One path of each kind of screen a visitor may land on, it.localhost. */
const PAGES = [
  '/',
  '/prodotti',
  '/prodotto/symbiora-equilibrio',
  '/i-nostri-marchi/symbiora',
  '/esigenza/benessere-digestivo',
  '/esigenze',
  '/ricerca?q=magnesio',
  '/consiglio/capire-il-microbiota-intestinale',
  '/consigli',
  '/qualita-innovazioni',
  '/condizioni-generali-di-vendita',
  '/quale-integratore-per-me',
  '/contatto',
  '/carrello',
  '/accedi',
  '/registrazione',
];
const QUIET_MS = 500;

const session = browserSession();

describe('first load of each kind of page (it-it)', { timeout: 300_000 }, () => {
  for (const path of PAGES) {
    it(`${path} fetches at most ${MAX_SCRIPTS} scripts`, async () => {
      const { page, watch } = await session.newIsolatedPage();
      const response = await page.goto(`${session.site.url('it')}${path}`, { waitUntil: 'load' });
      assert.equal(response?.status(), 200, session.report(watch));
      await waitForHydration(page);
      await waitForQuietNetwork(watch, QUIET_MS);
      const scripts = watch.requests
        .filter((request) => request.resourceType === 'script')
        .map((request) => request.url);
      assert.ok(scripts.length > 0, 'the page loads its scripts');
      assert.ok(scripts.length <= MAX_SCRIPTS, `${scripts.length} scripts:\n${scripts.join('\n')}`);
    });
  }
});

describe('scripts after the first paint', { timeout: 120_000 }, () => {
  for (const path of ['/', '/prodotti', '/prodotto/symbiora-equilibrio']) {
    it(`${path} paints before it requests a script, then hydrates`, async () => {
      const { page, watch } = await session.newIsolatedPage();
      const response = await page.goto(`${session.site.url('it')}${path}`, { waitUntil: 'load' });
      assert.equal(response?.status(), 200, session.report(watch));
      await waitForHydration(page);
      const { firstPaint, scripts } = await page.evaluate(() => ({
        // When the renderer painted the frame (paintTime), not when the screen showed it
        // (startTime, its presentation, which headless Chromium reports some 40 ms later).
        firstPaint:
          (performance.getEntriesByName('first-paint')[0] as { paintTime?: number } | undefined)?.paintTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'css' && /\.js$/.test(entry.name))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      }));
      assert.ok(firstPaint !== null, 'the browser reports its first paint');
      assert.ok(
        scripts.some((script) => /\/entry-[0-9a-f]{8}\.js$/.test(script.url)),
        'the entry was loaded',
      );
      const early = scripts.filter((script) => script.startTime < firstPaint);
      assert.deepEqual(early, [], `first paint at ${firstPaint.toFixed(1)} ms`);
    });
  }
});
