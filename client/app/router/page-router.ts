// The app's router (decision 009, as built): one page per URL, loaded by loadPageOutcome. The
// state is the location, the outcome of its page and whether a navigation is under way; the
// browser's router changes it, the server's never does.
import type { PageOutcome } from '../page-loader.ts';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Tells history entries apart (scroll positions are kept by key). */
  key: string;
}

export interface PageRouterState {
  location: PageLocation;
  outcome: PageOutcome;
  /** A navigation is loading its page. */
  navigating: boolean;
}

export interface PageRouter {
  getState(): PageRouterState;
  subscribe(listener: () => void): () => void;
  /** Loads the page of `to` (a site path), then shows it. A later navigation cancels this one. */
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  /** Called once the page of a navigation is on screen: scroll to where the visitor expects. */
  restoreScroll(key: string): void;
}

export function locationOf(url: URL, key: string): PageLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

/** The server's router: the request's page, fixed. */
export function createStaticPageRouter(url: URL, outcome: PageOutcome): PageRouter {
  const state: PageRouterState = { location: locationOf(url, 'initial'), outcome, navigating: false };
  return {
    getState: () => state,
    subscribe: () => () => {},
    navigate: () => Promise.reject(new Error('the server does not navigate')),
    restoreScroll: () => {},
  };
}
