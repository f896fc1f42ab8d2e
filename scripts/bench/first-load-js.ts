// The browser part of `npm run bench`'s first-load JS: a page opened in Debian's Chromium as
// Lighthouse's mobile run opens it (its viewport and user agent, a fresh profile, so no cookie and
// the consent banner in its first-visit state), left until the network has been idle for a second
// (Lighthouse's network quiet threshold), and every Script request it made summed from the
// DevTools Protocol's Network events (js-transfers.ts).
import type { Browser } from 'puppeteer-core';

import { BROWSER_WAIT_MS } from '../../test/helpers/browser.ts';
import { type JsTransfers, jsTransfers, type NetworkEvent } from './js-transfers.ts';

/** Lighthouse's default mobile screen (a Moto G Power). */
const MOBILE_VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Lighthouse waits for this much network quiet before it ends a page load. */
const NETWORK_QUIET_MS = 1000;
const RECORDED_EVENTS = ['Network.requestWillBeSent', 'Network.responseReceived', 'Network.loadingFinished'] as const;

/**
 * `gzip`: the browser asks for gzip only (what the 150 KiB goal is in); `negotiated`: it asks for
 * what it usually does (brotli too, which the server prefers), as in Lighthouse's own figure.
 */
export type Encoding = 'gzip' | 'negotiated';

export interface FirstLoadJs extends JsTransfers {
  url: string;
  encoding: Encoding;
  /** The consent banner was on the page: it was measured as a first visit shows it. */
  consentBanner: boolean;
}

/** Lighthouse's mobile user agent, with the major version of the Chromium that runs. */
async function mobileUserAgent(browser: Browser): Promise<string> {
  const major = /\/(\d+)\./.exec(await browser.version())?.[1] ?? '0';
  return `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
}

/** Opens `url` in a fresh browser context of `browser` and sums the JS it fetched until the network was idle. */
export async function measureFirstLoadJs(browser: Browser, url: string, encoding: Encoding): Promise<FirstLoadJs> {
  // A context of its own: an empty cache, no cookie, no stored consent.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(BROWSER_WAIT_MS);
    page.setDefaultNavigationTimeout(BROWSER_WAIT_MS);
    await page.setViewport(MOBILE_VIEWPORT);
    await page.setUserAgent({ userAgent: await mobileUserAgent(browser) });
    const cdp = await page.createCDPSession();
    const events: NetworkEvent[] = [];
    for (const method of RECORDED_EVENTS)
      cdp.on(method, (params: unknown) => events.push({ method, params } as NetworkEvent));
    await cdp.send('Network.enable');
    if (encoding === 'gzip')
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });

    const response = await page.goto(url, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}, not 200`);
    await page.waitForNetworkIdle({ idleTime: NETWORK_QUIET_MS });
    const consentBanner = (await page.$('.consent-banner')) !== null;
    return { url, encoding, consentBanner, ...jsTransfers(events) };
  } finally {
    await context.close();
  }
}
