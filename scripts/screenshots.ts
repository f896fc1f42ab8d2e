// npm run screenshots
//
// Full-page screenshots of every screen kind a visitor can see, at 375 and 1280 px, in the seven
// locales, for a person to review (issue 21): test/artifacts/screens/<locale>/<screen>-<width>.png.
// The built server runs on a fresh embedded catalog (as the browser tests start it), each
// locale's paths are found by crawling its home (scripts/screenshots/find-screen-paths.ts), and a
// seeded customer of each country logs in for the account's screens and, where the country sells
// online (SHOP_COUNTRIES), the cart, the checkout's steps and the orders. Two browser pages work
// at a time; each screen is bounded to a minute. At 375 px each screen is also checked for a page
// wider than the window, a heading with a word cut in two and a picture that did not load.
// Prints a table of screens by locale and the problems found.
//
// Needs `npm run build` first (builds nothing itself); not part of `npm test`. About 10 minutes.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';

import type { Browser } from 'puppeteer-core';

import { COUNTRIES, type Country, COUNTRY_INFO } from '../config/countries.ts';
import { loadConfig } from '../config/env.ts';
import { type Locale, LOCALES } from '../config/locales.ts';
import { ALL_TABLES } from '../routes/all-tables.ts';
import { createRouter } from '../routes/compiler.ts';
import { BUILT_MANIFEST_PATH } from '../server/deps.ts';
import { controlLongTimers, launchBrowser, openPage, type PageWatch, startSite } from '../test/helpers/browser.ts';
import { brandCodesOf } from '../test/helpers/crawler.ts';
import { SCREENS_DIR } from './screenshots/capture-screen.ts';
import { customerJourney } from './screenshots/customer-journey.ts';
import { findScreenPaths, type ScreenPaths } from './screenshots/find-screen-paths.ts';
import { ALL_SCREENS, LEFT_OUT, SHOP_SCREENS } from './screenshots/screen-kinds.ts';
import { record, type Results } from './screenshots/screen-result.ts';
import { type ScreenShooter, screenShooter } from './screenshots/screen-shooter.ts';
import { summaryTable } from './screenshots/summary-table.ts';
import { twoAtATime } from './screenshots/two-at-a-time.ts';
import { visitorScreens } from './screenshots/visitor-screens.ts';

if (!existsSync(BUILT_MANIFEST_PATH)) {
  console.error(`screenshots: ${BUILT_MANIFEST_PATH} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const { shopCountries } = loadConfig({ SHOP_COUNTRIES: process.env.SHOP_COUNTRIES });
const shopOpen = (locale: Locale) => shopCountries.includes(locale.slice(3) as Country);

const results: Results = new Map();
const site = await startSite({ FORM_SUBMISSIONS_PER_HOUR: '1000' });
const chromium = await launchBrowser();
try {
  await rm(SCREENS_DIR, { recursive: true, force: true });
  const brandCodes: Partial<Record<Locale, readonly string[]>> = {};
  for (const country of COUNTRIES) {
    const home = createRouter({ tables: ALL_TABLES }).href('home', {}, COUNTRY_INFO[country].defaultLocale)!;
    Object.assign(brandCodes, await brandCodesOf(site.port, `${country}.localhost`, home));
  }
  const router = createRouter({ tables: ALL_TABLES, brandCodes });
  const paths = new Map<Locale, ScreenPaths>();
  for (const locale of LOCALES) {
    process.stderr.write(`  screenshots: finding the screens of ${locale}…\n`);
    paths.set(locale, await findScreenPaths(site.port, locale, router));
  }

  /** Runs `take` in a browser page of a context of its own (no cookie of another job), the cookie choice made. */
  const inOwnPage = async (locale: Locale, take: (shooter: ScreenShooter, watch: PageWatch) => Promise<void>) => {
    const context = await chromium.browser.createBrowserContext();
    try {
      const { page, watch } = await openPage(context as unknown as Browser);
      // Screens at rest: no carousel's fade, no newsletter pop-in after a minute.
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await controlLongTimers(page);
      const origin = site.url(locale.slice(3));
      await page.setCookie({ name: 'consent_choice', value: `1.m0.v0.${Date.now()}`, url: origin });
      await take(screenShooter(page, origin, locale, results), watch);
    } catch (error) {
      // A screen's own failure is recorded by its shooter: this is the page's or the browser's.
      process.stderr.write(`  screenshots: ${locale}: ${error instanceof Error ? error.message : String(error)}\n`);
    } finally {
      await context.close();
    }
  };

  const jobs: (() => Promise<void>)[] = [];
  for (const locale of LOCALES) {
    jobs.push(() =>
      inOwnPage(locale, (shooter) =>
        visitorScreens({ shooter, locale, router, paths: paths.get(locale)!, shopOpen: shopOpen(locale), results }),
      ),
    );
  }
  // A country's locales one after the other: their customer shares one cart.
  for (const country of COUNTRIES) {
    jobs.push(async () => {
      for (const locale of COUNTRY_INFO[country].locales) {
        await inOwnPage(locale, (shooter, watch) =>
          customerJourney({
            shooter,
            watch,
            locale,
            router,
            shopProducts: shopOpen(locale) ? paths.get(locale)!.products : null,
          }),
        );
      }
    });
  }
  await twoAtATime(jobs, (done, total) => process.stderr.write(`  screenshots: ${done} of ${total} jobs done\n`));

  for (const locale of LOCALES) {
    if (shopOpen(locale)) continue;
    for (const screen of SHOP_SCREENS)
      record(results, locale, screen, {
        outcome: 'skipped',
        reason: 'the country does not sell online (SHOP_COUNTRIES)',
      });
  }
  console.log(`npm run screenshots: ${SCREENS_DIR}/<locale>/<screen>-<375|1280>.png`);
  console.log(summaryTable(results, LOCALES, ALL_SCREENS));
  console.log('');
  for (const [kind, reason] of Object.entries(LEFT_OUT)) console.log(`not taken: ${kind}, ${reason}`);
  const failed = [...results.values()].some((ofLocale) =>
    [...ofLocale.values()].some((result) => result.outcome === 'failed'),
  );
  if (failed) process.exitCode = 1;
} catch (error) {
  console.error(`screenshots failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await chromium.close();
  await site.stop();
}
