// SPEC §4 'Analytics': a page-view event is pushed to the data layer once the consent tool is
// ready on the initial load, and PAGE_VIEW_DELAY_MS after each route change. A route change
// within that delay replaces the pending one, so only the page the visitor settles on counts
// (and the delay lets the new page's title be in place when it is read).
//
// Pure: the data layer, the timer and the consent signal are injected.
import { PAGE_VIEW_DELAY_MS } from '../../../shared/constants.ts';

export interface PageViewPage {
  /** Path of the page, without origin (e.g. /fr-be/produits). */
  path: string;
  title: string;
  /** Language plus country code (e.g. fr-be). */
  locale: string;
}

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
  page_locale: string;
}

/** The tag manager's data layer (`window.dataLayer`); an array fits. */
export interface DataLayer {
  push(event: PageViewEvent): unknown;
}

/** Runs `callback` after `delayMs` and returns a function that cancels it. */
export type Schedule = (callback: () => void, delayMs: number) => () => void;

/** A page, or a function read when the event is pushed (so the title is the settled one). */
export type PageViewSource = PageViewPage | (() => PageViewPage);

export interface PageViewTrackerOptions {
  dataLayer: DataLayer;
  schedule?: Schedule;
  delayMs?: number;
  /** Resolves when the consent tool is ready. Nothing is pushed before; if it rejects, nothing is pushed. */
  whenConsentReady?: Promise<void>;
}

export interface PageViewTracker {
  /** The page the visitor landed on: pushed once, when consent is ready. Resolves to whether it was pushed. */
  initial(page: PageViewSource): Promise<boolean>;
  /** The visitor moved to another page: pushed after the delay unless another route change comes first. */
  routeChanged(page: PageViewSource): void;
  /** Cancels a pending route-change push. */
  dispose(): void;
}

export const timerSchedule: Schedule = (callback, delayMs) => {
  const id = globalThis.setTimeout(callback, delayMs);
  return () => globalThis.clearTimeout(id);
};

export function pageViewEvent(page: PageViewPage): PageViewEvent {
  return { event: 'page_view', page_path: page.path, page_title: page.title, page_locale: page.locale };
}

export function createPageViewTracker(options: PageViewTrackerOptions): PageViewTracker {
  const { dataLayer, schedule = timerSchedule, delayMs = PAGE_VIEW_DELAY_MS, whenConsentReady } = options;
  if (typeof dataLayer?.push !== 'function') {
    throw new TypeError('createPageViewTracker needs a dataLayer with a push method (e.g. window.dataLayer ??= [])');
  }
  if (!Number.isFinite(delayMs) || delayMs < 0) {
    throw new TypeError(`page-view delayMs must be a finite number of milliseconds >= 0, got ${String(delayMs)}`);
  }

  // 'ready' lets pushes happen synchronously once consent is known; before that they queue on
  // the promise, in the order they were asked for.
  let consent: 'pending' | 'ready' | 'refused' = whenConsentReady ? 'pending' : 'ready';
  const consentSettled: Promise<void> = (whenConsentReady ?? Promise.resolve()).then(
    () => void (consent = 'ready'),
    () => void (consent = 'refused'),
  );
  let initialPushed: Promise<boolean> | null = null;
  let cancelPending: (() => void) | null = null;
  let disposed = false;

  function pushNow(page: PageViewSource): boolean {
    if (consent !== 'ready') return false;
    dataLayer.push(pageViewEvent(typeof page === 'function' ? page() : page));
    return true;
  }

  function pushWhenConsentReady(page: PageViewSource): Promise<boolean> {
    if (consent === 'ready') return Promise.resolve(pushNow(page));
    return consentSettled.then(() => pushNow(page));
  }

  return {
    initial(page) {
      // Once per tracker, even when called again (StrictMode runs effects twice).
      initialPushed ??= pushWhenConsentReady(page);
      return initialPushed;
    },
    routeChanged(page) {
      if (disposed) return;
      cancelPending?.();
      cancelPending = schedule(() => {
        cancelPending = null;
        if (!disposed) void pushWhenConsentReady(page);
      }, delayMs);
    },
    dispose() {
      disposed = true;
      cancelPending?.();
      cancelPending = null;
    },
  };
}
