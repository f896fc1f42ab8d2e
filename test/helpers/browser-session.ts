// The browser and the built site of one browser test file: started before its first test (the
// browser first, so a missing Chromium fails at once with its message), closed after its last,
// with every page and browser context the file opened.
import { after, before } from 'node:test';

import type { Browser, BrowserContext, Page } from 'puppeteer-core';

import { launchBrowser, type LaunchedBrowser, openPage, type PageWatch, type Site, startSite } from './browser.ts';

export interface OpenedPage {
  page: Page;
  watch: PageWatch;
}

export interface BrowserSession {
  readonly site: Site;
  readonly chromium: LaunchedBrowser;
  /** A page of the browser's default context: it shares cookies with the file's other such pages. */
  newPage(): Promise<OpenedPage>;
  /** A page in a context of its own: no cookie or stored data of another test. */
  newIsolatedPage(): Promise<OpenedPage & { context: BrowserContext }>;
  /** What the page saw and the server's warnings since log line `logFrom`, for an assertion message. */
  report(watch: PageWatch, logFrom?: number): string;
}

/**
 * `onStarted` runs once both are up, before the first test: the file's own set-up that needs the
 * site goes there, because node:test runs a file's top-level before() hooks concurrently. `env`
 * adds settings to the site's (PREVIEW_SECRET…).
 */
export function browserSession(
  onStarted?: (session: BrowserSession) => Promise<void>,
  env: Record<string, string> = {},
): BrowserSession {
  let site: Site | undefined;
  let chromium: LaunchedBrowser | undefined;
  const opened: { close(): Promise<void> }[] = [];

  before(async () => {
    chromium = await launchBrowser();
    site = await startSite(env);
    await onStarted?.(session);
  });

  after(async () => {
    await Promise.allSettled(opened.map((each) => each.close()));
    await Promise.allSettled([chromium?.close(), site?.stop()]);
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} is used before the file's before() hook started it`);
    return value;
  };

  const session: BrowserSession = {
    get site() {
      return started(site, 'site');
    },
    get chromium() {
      return started(chromium, 'browser');
    },
    async newPage() {
      const page = await openPage(this.chromium.browser);
      opened.push(page.page);
      return page;
    },
    async newIsolatedPage() {
      const context = await this.chromium.browser.createBrowserContext();
      opened.push(context);
      return { ...(await openPage(context as unknown as Browser)), context };
    },
    report(watch, logFrom = 0) {
      const log = this.site.logProblems(logFrom);
      return `\n${watch.report()}\n--- server warnings and errors:\n${log.length ? log.join('\n') : '  (none)'}`;
    },
  };
  return session;
}
