import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createPageViewTracker, type PageViewEvent, type Schedule } from '../../client/app/analytics/page-view.ts';
import { PAGE_VIEW_DELAY_MS } from '../../shared/constants.ts';

/** setTimeout on a clock that moves only when told to. */
function fakeTimers() {
  let time = 0;
  const timers = new Set<{ at: number; callback: () => void }>();
  const schedule: Schedule = (callback, delayMs) => {
    const timer = { at: time + delayMs, callback };
    timers.add(timer);
    return () => void timers.delete(timer);
  };
  function advance(ms: number) {
    const end = time + ms;
    for (;;) {
      const due = [...timers].filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.delete(due);
      time = due.at;
      due.callback();
    }
    time = end;
  }
  return { schedule, advance, pending: () => timers.size };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const home = { path: '/fr-be', title: 'Accueil - Vitrine', locale: 'fr-be' };
const products = { path: '/fr-be/produits', title: 'Produits - Vitrine', locale: 'fr-be' };
const needs = { path: '/fr-be/besoins', title: 'Besoins - Vitrine', locale: 'fr-be' };
const view = (page: typeof home): PageViewEvent => ({
  event: 'page_view',
  page_path: page.path,
  page_title: page.title,
  page_locale: page.locale,
});

describe('page views', () => {
  describe('on the initial load', () => {
    it('waits for the consent tool, then pushes the page once', async () => {
      const dataLayer: unknown[] = [];
      const consent = deferred();
      const tracker = createPageViewTracker({
        dataLayer,
        schedule: fakeTimers().schedule,
        whenConsentReady: consent.promise,
      });
      const pushed = tracker.initial(home);
      void tracker.initial(home); // a second initial call must not push again
      await flush();
      assert.deepEqual(dataLayer, [], 'nothing before consent is ready');
      consent.resolve();
      assert.equal(await pushed, true);
      assert.deepEqual(dataLayer, [view(home)]);
    });

    it('pushes nothing when the consent tool fails to load', async () => {
      const dataLayer: unknown[] = [];
      const consent = deferred();
      const tracker = createPageViewTracker({ dataLayer, whenConsentReady: consent.promise });
      const pushed = tracker.initial(home);
      consent.reject(new Error('consent script blocked'));
      assert.equal(await pushed, false);
      assert.deepEqual(dataLayer, []);
    });

    it('reads a page given as a function when it pushes, so the title is the final one', async () => {
      const dataLayer: unknown[] = [];
      const consent = deferred();
      let title = 'Vitrine';
      const tracker = createPageViewTracker({ dataLayer, whenConsentReady: consent.promise });
      const pushed = tracker.initial(() => ({ ...home, title }));
      title = home.title;
      consent.resolve();
      await pushed;
      assert.deepEqual(dataLayer, [view(home)]);
    });
  });

  describe('after a route change', () => {
    it('pushes the new page 250 ms later', () => {
      const dataLayer: unknown[] = [];
      const timers = fakeTimers();
      const tracker = createPageViewTracker({ dataLayer, schedule: timers.schedule });
      tracker.routeChanged(products);
      timers.advance(PAGE_VIEW_DELAY_MS - 1);
      assert.deepEqual(dataLayer, []);
      timers.advance(1);
      assert.deepEqual(dataLayer, [view(products)]);
    });

    it('counts only the page the visitor settles on when routes change within 250 ms', () => {
      const dataLayer: unknown[] = [];
      const timers = fakeTimers();
      const tracker = createPageViewTracker({ dataLayer, schedule: timers.schedule });
      tracker.routeChanged(products);
      timers.advance(PAGE_VIEW_DELAY_MS - 10);
      tracker.routeChanged(needs);
      timers.advance(PAGE_VIEW_DELAY_MS - 1);
      assert.deepEqual(dataLayer, [], 'the first push was cancelled and the second is not due yet');
      timers.advance(1);
      assert.deepEqual(dataLayer, [view(needs)]);
      timers.advance(10_000);
      assert.deepEqual(dataLayer, [view(needs)]);
    });

    it('counts both pages when they are more than 250 ms apart', () => {
      const dataLayer: unknown[] = [];
      const timers = fakeTimers();
      const tracker = createPageViewTracker({ dataLayer, schedule: timers.schedule });
      tracker.routeChanged(products);
      timers.advance(PAGE_VIEW_DELAY_MS);
      tracker.routeChanged(needs);
      timers.advance(PAGE_VIEW_DELAY_MS);
      assert.deepEqual(dataLayer, [view(products), view(needs)]);
    });

    it('waits behind the initial page when consent is not ready yet, keeping the order', async () => {
      const dataLayer: unknown[] = [];
      const timers = fakeTimers();
      const consent = deferred();
      const tracker = createPageViewTracker({
        dataLayer,
        schedule: timers.schedule,
        whenConsentReady: consent.promise,
      });
      void tracker.initial(home);
      tracker.routeChanged(products);
      timers.advance(PAGE_VIEW_DELAY_MS);
      await flush();
      assert.deepEqual(dataLayer, []);
      consent.resolve();
      await flush();
      assert.deepEqual(dataLayer, [view(home), view(products)]);
    });

    it('pushes nothing pending once disposed', () => {
      const dataLayer: unknown[] = [];
      const timers = fakeTimers();
      const tracker = createPageViewTracker({ dataLayer, schedule: timers.schedule });
      tracker.routeChanged(products);
      tracker.dispose();
      timers.advance(PAGE_VIEW_DELAY_MS);
      assert.deepEqual(dataLayer, []);
      assert.equal(timers.pending(), 0);
    });
  });

  it('honours a custom delay and refuses a bad one or a missing data layer', () => {
    const dataLayer: unknown[] = [];
    const timers = fakeTimers();
    createPageViewTracker({ dataLayer, schedule: timers.schedule, delayMs: 0 }).routeChanged(home);
    timers.advance(0);
    assert.deepEqual(dataLayer, [view(home)]);
    assert.throws(() => createPageViewTracker({ dataLayer, delayMs: -5 }), /delayMs/);
    assert.throws(() => createPageViewTracker({ dataLayer: undefined as never }), /dataLayer/);
  });
});
