// Browser tests' plumbing: the built server on a known port, one headless Chromium, and per-page
// watchers that collect what a test asserts on (console problems, requests, server log lines).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import puppeteer, { type Browser, type ConsoleMessage, type HTTPRequest, type Page } from 'puppeteer-core';

import { type Started, startServer } from './process.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** How long a browser test waits for a page, an element or a state before it fails. */
export const BROWSER_WAIT_MS = 30_000;
export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'test', 'artifacts');
const BUILT_SERVER = join(REPO_ROOT, 'dist', 'server', 'main.js');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A port free right now: listen on 0, read it, close. The server is then told to use it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error(`unexpected address ${String(address)}`);
  return address.port;
}

export interface Site {
  port: number;
  /** Base URL of a country, e.g. site.url('it') → http://it.localhost:PORT */
  url(country: string): string;
  server: Started;
  /** Server log lines at warn level or above since line `from` (an index into server.lines). */
  logProblems(from?: number): string[];
  stop(): Promise<void>;
}

/** Starts the built server (dist/server/main.js) on a fresh catalog in a temporary data directory; `env` adds settings (TAG_MANAGER_ID_BE…). */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build first (npm test does)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-data-'));
  const port = await freePort();
  let server: Started;
  try {
    // LOG_LEVEL info: startServer waits for the info-level "listening" line.
    server = await startServer(BUILT_SERVER, { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    server,
    url: (country) => `http://${country}.localhost:${port}`,
    logProblems: (from = 0) =>
      server.lines
        .slice(from)
        .filter((line) => typeof line.level === 'number' && line.level >= 40)
        .map((line) => JSON.stringify(line)),
    async stop() {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
      await server.exited;
      clearTimeout(timer);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Launches Chromium with a throw-away profile; fails (never skips) when it is not installed. */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: the browser tests need it (Debian: apt-get install chromium)`,
    );
  }
  const profile = await mkdtemp(join(tmpdir(), 'vitrine-e2e-chromium-'));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`],
      defaultViewport: { width: 1280, height: 900 },
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (error) {
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    browser,
    async close() {
      await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
      await rm(profile, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
    },
  };
}

export interface SeenRequest {
  url: string;
  method: string;
  resourceType: string;
}

export interface ConsoleEntry {
  type: string;
  text: string;
  /** The resource the message is about, when the browser says (e.g. the URL of a failed load). */
  url: string | undefined;
}

/** Requests to the content API that carry data, i.e. not images (/api/v1/images/, /api/v1/media/). */
export function isApiDataRequest(url: string): boolean {
  const { pathname } = new URL(url);
  return (
    pathname.startsWith('/api/v1/') && !pathname.startsWith('/api/v1/images/') && !pathname.startsWith('/api/v1/media/')
  );
}

const watches = new WeakMap<Page, PageWatch>();

/** Everything a page said and asked for, in order; `mark()` lets a test look at one phase only. */
export class PageWatch {
  readonly console: ConsoleEntry[] = [];
  readonly pageErrors: string[] = [];
  readonly requests: SeenRequest[] = [];
  readonly failedRequests: string[] = [];
  /** Requests sent and not yet finished or failed: what keeps the network from being idle. */
  readonly inFlight = new Set<HTTPRequest>();
  /** When a request last started or ended (performance.now()). */
  lastNetworkActivity = performance.now();

  constructor(readonly page: Page) {
    watches.set(page, this);
    page.on('console', (message: ConsoleMessage) => {
      this.console.push({ type: message.type(), text: message.text(), url: message.location()?.url });
    });
    page.on('pageerror', (error: unknown) => {
      this.pageErrors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    });
    page.on('request', (request: HTTPRequest) => {
      this.requests.push({ url: request.url(), method: request.method(), resourceType: request.resourceType() });
      // A new document ends the previous one's requests. Chromium does not always report the end
      // of one it cancelled at that moment (a prefetch started just before a reload), and
      // puppeteer's own waitForNetworkIdle then waits for it forever.
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) this.inFlight.clear();
      this.inFlight.add(request);
      this.lastNetworkActivity = performance.now();
    });
    // The same once the new document is parsed (a load of a document, never a navigation of the
    // app): a request the previous document started as the navigation began can still be
    // reported after the navigation's own (a card's prefetch as the pointer rests on it during a
    // reload), and is then cancelled without a word. Waits for hydration look at the page's state
    // first, so what the new document loads meanwhile is not missed.
    page.on('domcontentloaded', () => {
      for (const request of this.inFlight) if (request.resourceType() !== 'document') this.inFlight.delete(request);
    });
    page.on('requestfinished', (request: HTTPRequest) => {
      this.inFlight.delete(request);
      this.lastNetworkActivity = performance.now();
    });
    page.on('requestfailed', (request: HTTPRequest) => {
      this.inFlight.delete(request);
      this.lastNetworkActivity = performance.now();
      const reason = request.failure()?.errorText ?? 'failed';
      // A navigation away cancels what the previous page still loaded: not a problem of the page.
      if (reason !== 'net::ERR_ABORTED') this.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
    });
  }

  /** Position in the request log, to pass to the `since` arguments below. */
  mark(): number {
    return this.requests.length;
  }

  documentRequests(since = 0): SeenRequest[] {
    return this.requests.slice(since).filter((request) => request.resourceType === 'document');
  }

  apiDataRequests(since = 0): SeenRequest[] {
    return this.requests.slice(since).filter((request) => isApiDataRequest(request.url));
  }

  /**
   * Console errors and warnings (hydration, headers the browser rejects…), uncaught page errors and failed requests. `allow404Of`
   * names URLs whose 404 is the point of the test (the browser logs it as a console error).
   */
  problems({ allow404Of = [] }: { allow404Of?: readonly string[] } = {}): string[] {
    const fromConsole = this.console
      .filter((entry) => entry.type === 'error' || /^warn/.test(entry.type))
      .filter((entry) => !(entry.url && allow404Of.includes(entry.url) && /status of 404\b/.test(entry.text)))
      .map((entry) => `console.${entry.type}: ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
    return [
      ...fromConsole,
      ...this.pageErrors.map((error) => `page error: ${error}`),
      ...this.failedRequests.map((r) => `request failed: ${r}`),
    ];
  }

  /** The whole log, for assertion messages. */
  report(): string {
    const lines = [
      '--- console:',
      ...this.console.map((entry) => `  [${entry.type}] ${entry.text}${entry.url ? ` (${entry.url})` : ''}`),
      '--- page errors:',
      ...this.pageErrors.map((error) => `  ${error}`),
      '--- requests:',
      ...this.requests.map((request) => `  ${request.resourceType} ${request.method} ${request.url}`),
    ];
    return lines.join('\n');
  }
}

/** A new page with its watcher; `installSsrMarker` runs in each document before its scripts. */
export async function openPage(browser: Browser): Promise<{ page: Page; watch: PageWatch }> {
  const page = await browser.newPage();
  // Generous: `npm test` runs two browser files at once on a 2-core machine, each with its server;
  // a wait that times out here says something is wrong, never that the machine was busy.
  page.setDefaultTimeout(BROWSER_WAIT_MS);
  page.setDefaultNavigationTimeout(BROWSER_WAIT_MS);
  const watch = new PageWatch(page);
  // tsx compiles with keepNames: a named function inside a function sent to the page becomes
  // __name(fn, 'name'), which the page must define.
  await page.evaluateOnNewDocument('globalThis.__name ??= (fn) => fn;');
  await page.evaluateOnNewDocument(installSsrMarker);
  return { page, watch };
}

interface MarkedWindow {
  __e2eSsrHeading?: Element | null;
  dataLayer?: { event?: string }[];
}

/**
 * Runs in the page before its scripts: keeps the #main-heading element the HTML parser created,
 * so a test can tell that hydration adopted the server's DOM (same node, now owned by React)
 * rather than throwing it away and rendering on the client.
 */
function installSsrMarker(): void {
  const marked = window as unknown as MarkedWindow;
  const observer = new MutationObserver(() => {
    const heading = document.getElementById('main-heading');
    if (heading) {
      marked.__e2eSsrHeading = heading;
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface HydrationEvidence {
  /** The #main-heading now in the document is the element the server's HTML created. */
  sameHeadingAsServer: boolean;
  /** React attached its fiber to that element. */
  headingOwnedByReact: boolean;
  /** #root is a React root. */
  rootIsReactRoot: boolean;
  pageViews: number;
}

/** Waits until the page's document has had no request under way for `idleMs`; says which requests it is still waiting for when it gives up. */
export async function waitForQuietNetwork(watch: PageWatch, idleMs: number): Promise<void> {
  const deadline = performance.now() + BROWSER_WAIT_MS;
  while (watch.inFlight.size > 0 || performance.now() - watch.lastNetworkActivity < idleMs) {
    if (performance.now() > deadline) {
      const pending = [...watch.inFlight].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`the network never settled in ${BROWSER_WAIT_MS} ms; still loading: ${JSON.stringify(pending)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for the client to run (a page_view in window.dataLayer) and the network to settle. */
export async function waitForHydration(page: Page): Promise<HydrationEvidence> {
  await page.waitForFunction(
    () => (window as unknown as MarkedWindow).dataLayer?.some((event) => event.event === 'page_view') === true,
  );
  // Streamed boundaries hydrate after the shell: let late scripts and requests finish.
  const watch = watches.get(page);
  if (watch) await waitForQuietNetwork(watch, 250);
  else await page.waitForNetworkIdle({ idleTime: 250, timeout: BROWSER_WAIT_MS });
  return page.evaluate((): HydrationEvidence => {
    const marked = window as unknown as MarkedWindow;
    const heading = document.getElementById('main-heading');
    const root = document.getElementById('root');
    return {
      sameHeadingAsServer: heading !== null && heading === marked.__e2eSsrHeading,
      headingOwnedByReact: heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
      rootIsReactRoot: root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
      pageViews: marked.dataLayer?.filter((event) => event.event === 'page_view').length ?? 0,
    };
  });
}

/**
 * Loads every image of the page, lazy ones below the fold included, and waits for them (or
 * `timeoutMs`): a full-page screenshot then shows them, and a missing one is logged as a 404.
 */
export async function loadAllImages(page: Page, timeoutMs = 5_000): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), { timeout: timeoutMs });
}

/** Saves a full-page screenshot (all images loaded) to test/artifacts/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await loadAllImages(page);
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`) as `${string}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Text of the page's #main-heading, trimmed ('' when there is none). */
export function mainHeading(page: Page): Promise<string> {
  return page.evaluate(() => document.getElementById('main-heading')?.textContent?.trim() ?? '');
}

/** GETs a page of a country's site from Node (Host header set; no DNS for *.localhost needed). */
export async function getDocument(
  site: Site,
  country: string,
  path: string,
): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: site.port, path, headers: { host: `${country}.localhost:${site.port}` } },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface TimerControlledWindow {
  __e2eTimers?: { delays(): number[]; fire(delayMs: number): number };
}

/**
 * Holds, in every document of `page`, the timers of `minDelayMs` or more (the newsletter pop-in's
 * 60 s, the version check's minutes) instead of letting them run; `fireTimers` runs those of a given
 * delay now. Shorter timers run as usual.
 */
export async function controlLongTimers(page: Page, minDelayMs = 60_000): Promise<void> {
  await page.evaluateOnNewDocument((min: number) => {
    const realSet = window.setTimeout.bind(window);
    const realClear = window.clearTimeout.bind(window);
    const held = new Map<number, { callback: unknown; delay: number; args: unknown[] }>();
    let nextId = 1_000_000_000;
    window.setTimeout = ((callback: unknown, delay?: number, ...args: unknown[]) => {
      if (typeof delay === 'number' && delay >= min) {
        const id = nextId++;
        held.set(id, { callback, delay, args });
        return id;
      }
      return realSet(callback as TimerHandler, delay, ...args);
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined && held.delete(id)) return;
      realClear(id);
    }) as typeof window.clearTimeout;
    (window as unknown as TimerControlledWindow).__e2eTimers = {
      delays: () => [...held.values()].map((timer) => timer.delay),
      fire(delay) {
        let fired = 0;
        for (const [id, timer] of [...held]) {
          if (timer.delay !== delay) continue;
          held.delete(id);
          fired++;
          if (typeof timer.callback === 'function') (timer.callback as (...args: unknown[]) => void)(...timer.args);
        }
        return fired;
      },
    };
  }, minDelayMs);
}

/** Runs now the held timers of exactly `delayMs` (see controlLongTimers); answers how many ran. */
export function fireTimers(page: Page, delayMs: number): Promise<number> {
  return page.evaluate(
    (delay: number) => (window as unknown as TimerControlledWindow).__e2eTimers?.fire(delay) ?? -1,
    delayMs,
  );
}

/** The delays of the timers held now (see controlLongTimers). */
export function heldTimers(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as TimerControlledWindow).__e2eTimers?.delays() ?? []);
}
