// Takes the screens of one browser page in turn: each step brings the page to a screen (a visit, a
// click, a form sent) within a time bound, then both widths are captured and the outcome recorded;
// a step that fails is recorded with its error, and the next step still runs.
import type { Page } from 'puppeteer-core';

import type { Locale } from '../../config/locales.ts';
import { waitForHydration } from '../../test/helpers/browser.ts';
import { captureScreen } from './capture-screen.ts';
import { record, type Results } from './screen-result.ts';
import { within } from './within.ts';

/** The bound of one screen: its load, hydration and both captures. */
export const SCREEN_TIMEOUT_MS = 60_000;

export interface ScreenShooter {
  readonly page: Page;
  /** The locale's site, http://<country>.localhost:<port>. */
  readonly origin: string;
  /** Opens `path` on the locale's host, waits for hydration, captures it as `screen`. */
  visit(screen: string, path: string): Promise<boolean>;
  /** Runs `act` (which leaves the page on the screen and answers its HTTP status, or null), then captures it. */
  step(screen: string, act: () => Promise<number | null>): Promise<boolean>;
}

export function screenShooter(page: Page, origin: string, locale: Locale, results: Results): ScreenShooter {
  const goTo = async (path: string) => {
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    // An error page without the app (400 of a malformed URL) never hydrates.
    if (await page.evaluate(() => document.querySelector('script[data-entry]') !== null)) await waitForHydration(page);
    return response?.status() ?? null;
  };
  const shooter: ScreenShooter = {
    page,
    origin,
    visit: (screen, path) => shooter.step(screen, () => goTo(path)),
    async step(screen, act) {
      try {
        const { httpStatus, problems } = await within(SCREEN_TIMEOUT_MS, `${locale} ${screen}`, async () => {
          const status = await act();
          return { httpStatus: status, ...(await captureScreen(page, locale, screen)) };
        });
        record(results, locale, screen, { outcome: 'saved', httpStatus, problems });
        return true;
      } catch (error) {
        record(results, locale, screen, {
          outcome: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
        return false;
      }
    },
  };
  return shooter;
}

/** Waits for a document load caused by `act` (a form sent, a link followed), then for hydration. */
export async function loadedBy(page: Page, act: () => Promise<unknown>): Promise<number | null> {
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), act()]);
  if (await page.evaluate(() => document.querySelector('script[data-entry]') !== null)) await waitForHydration(page);
  return response?.status() ?? null;
}
