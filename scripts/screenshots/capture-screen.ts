// One screen as it is in the page now, at both widths of the issue: the narrow one first, checked
// for layout problems, then the wide one, each a full-page PNG at
// test/artifacts/screens/<locale>/<screen>-<width>.png. The page is left at the wide width.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from 'puppeteer-core';

import type { Locale } from '../../config/locales.ts';
import { ARTIFACTS_DIR, loadAllImages } from '../../test/helpers/browser.ts';
import { layoutProblems } from './layout-problems.ts';

export const SCREENS_DIR = join(ARTIFACTS_DIR, 'screens');
export const WIDTHS = [375, 1280] as const;
/** Long enough for a new width's layout to be painted before the capture. */
const SETTLE_MS = 200;

export interface Captured {
  /** The layout problems found at 375 px, and pictures that would not load in time. */
  problems: string[];
}

export async function captureScreen(page: Page, locale: Locale, screen: string): Promise<Captured> {
  const directory = join(SCREENS_DIR, locale);
  await mkdir(directory, { recursive: true });
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: 900 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await loadAllImages(page).catch(() => problems.push(`pictures still loading after 5 s at ${width}px`));
    if (width === WIDTHS[0]) problems.push(...(await layoutProblems(page)));
    await page.screenshot({ path: join(directory, `${screen}-${width}.png`) as `${string}.png`, fullPage: true });
  }
  return { problems };
}
