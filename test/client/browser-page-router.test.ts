import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { PageOutcome } from '../../client/app/page-loader.ts';
import { StatusError } from '../../client/app/route-errors.ts';
import { createBrowserPageRouter, SCROLL_POSITIONS_KEY } from '../../client/app/router/browser-page-router.ts';

/** A window with history, session storage and scrolling, enough for the router. */
function fakeWindow(href: string) {
  const entries: { state: unknown; url: string }[] = [{ state: null, url: href }];
  let index = 0;
  const storage = new Map<string, string>();
  const listeners: ((event: { state: unknown }) => void)[] = [];
  const host = {
    scrollY: 0,
    scrolledTo: [] as number[],
    location: {
      get href() {
        return entries[index]!.url;
      },
    },
    history: {
      scrollRestoration: 'auto',
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _title: string, url: URL | string) {
        entries.splice(index + 1, entries.length, { state, url: String(new URL(String(url), entries[index]!.url)) });
        index++;
      },
      replaceState(state: unknown, _title: string, url?: URL | string) {
        entries[index] = {
          state,
          url: url === undefined ? entries[index]!.url : String(new URL(String(url), entries[index]!.url)),
        };
      },
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    addEventListener: (_type: 'popstate', listener: (event: { state: unknown }) => void) =>
      void listeners.push(listener),
    scrollTo(_x: number, y: number) {
      host.scrollY = y;
      host.scrolledTo.push(y);
    },
    document: { getElementById: () => null },
    back() {
      index--;
      for (const listener of listeners) listener({ state: entries[index]!.state });
    },
    /** What the browser does for a click on an in-page link: a new entry with no state, then popstate. */
    followFragment(hash: string) {
      entries.splice(index + 1, entries.length, { state: null, url: String(new URL(hash, entries[index]!.url)) });
      index++;
      for (const listener of listeners) listener({ state: null });
    },
  };
  return host;
}

const page = (title: string): PageOutcome => ({
  ok: true,
  data: {
    match: { kind: 'home', name: 'home___it-it', locale: 'it-it', params: {}, meta: {} },
    head: { title, description: '', breadcrumb: [] },
    title,
    status: 200,
    alternates: [{ locale: 'it-it', path: '/' }],
  },
});
const titleOf = (outcome: PageOutcome) => (outcome.ok ? outcome.data.title : `error ${outcome.error.status}`);

describe('the browser page router', () => {
  it('shows the next page only once it is loaded, and says it is navigating meanwhile', async () => {
    const host = fakeWindow('http://it.localhost/');
    let release!: (outcome: PageOutcome) => void;
    const router = createBrowserPageRouter({
      initial: page('home'),
      load: () => new Promise((resolve) => (release = resolve)),
      window: host as unknown as Window,
    });
    const going = router.navigate('/prodotti');
    assert.equal(router.getState().navigating, true);
    assert.equal(titleOf(router.getState().outcome), 'home', 'the old page stays while the next one loads');
    assert.equal(host.location.href, 'http://it.localhost/');
    release(page('products'));
    await going;
    assert.equal(router.getState().navigating, false);
    assert.equal(titleOf(router.getState().outcome), 'products');
    assert.equal(router.getState().location.pathname, '/prodotti');
    assert.equal(host.location.href, 'http://it.localhost/prodotti');
  });

  it('lets the latest navigation win when an earlier one answers late', async () => {
    const host = fakeWindow('http://it.localhost/');
    const pending = new Map<string, (outcome: PageOutcome) => void>();
    const router = createBrowserPageRouter({
      initial: page('home'),
      load: (url) => new Promise((resolve) => pending.set(url.pathname, resolve)),
      window: host as unknown as Window,
    });
    const slow = router.navigate('/lento');
    const fast = router.navigate('/veloce');
    pending.get('/veloce')!(page('fast'));
    await fast;
    pending.get('/lento')!(page('slow'));
    await slow;
    assert.equal(titleOf(router.getState().outcome), 'fast');
    assert.equal(host.location.href, 'http://it.localhost/veloce');
  });

  it('leaves the page alone when only the fragment changes (the skip link, an anchor), forth and back', async () => {
    const host = fakeWindow('http://it.localhost/prodotti');
    let loads = 0;
    const router = createBrowserPageRouter({
      initial: page('products'),
      load: async () => (loads++, page('reloaded')),
      window: host as unknown as Window,
    });
    const key = router.getState().location.key;
    host.followFragment('#main');
    assert.equal(loads, 0, 'nothing is loaded');
    assert.equal(router.getState().location.key, key, 'the same page: nothing remounts');
    assert.equal(router.getState().location.hash, '#main');
    assert.equal(titleOf(router.getState().outcome), 'products');
    host.back();
    assert.equal(loads, 0);
    assert.equal(router.getState().location.hash, '');
  });

  it('shows an error page as the outcome of a navigation', async () => {
    const host = fakeWindow('http://it.localhost/');
    const router = createBrowserPageRouter({
      initial: page('home'),
      load: async () => ({ ok: false, error: new StatusError(404) }),
      window: host as unknown as Window,
    });
    await router.navigate('/prodotto/nessuno');
    assert.equal(titleOf(router.getState().outcome), 'error 404');
  });

  it('goes to the top of a new page, and back to where the visitor was on the way back', async () => {
    const host = fakeWindow('http://it.localhost/');
    const router = createBrowserPageRouter({
      initial: page('home'),
      load: async (url) => page(url.pathname),
      window: host as unknown as Window,
    });
    host.scrollY = 640;
    await router.navigate('/prodotti');
    router.restoreScroll(router.getState().location.key);
    assert.equal(host.scrollY, 0, 'a new page starts at the top');
    assert.ok(host.sessionStorage.getItem(SCROLL_POSITIONS_KEY)?.includes('640'));
    host.back();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(router.getState().location.pathname, '/');
    router.restoreScroll(router.getState().location.key);
    assert.equal(host.scrollY, 640, 'back where the visitor left the home page');
  });
});
