// The browser's router: navigation loads the next page (its critical data, under the loading
// bar) before showing it; back and forward do the same and put the scroll position back; the
// page a visitor leaves keeps its scroll position in session storage.
import type { PageOutcome } from '../page-loader.ts';
import { locationOf, type PageRouter, type PageRouterState } from './page-router.ts';

export const SCROLL_POSITIONS_KEY = 'vitrine:scroll-positions';
/** How many history entries keep their scroll position. */
const KEPT_POSITIONS = 50;

export interface BrowserPageRouterOptions {
  initial: PageOutcome;
  load: (url: URL) => Promise<PageOutcome>;
  window?: Window;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function createBrowserPageRouter({
  initial,
  load,
  window: host = window,
}: BrowserPageRouterOptions): PageRouter {
  const { history, location, sessionStorage } = host;
  const firstKey = (history.state as { key?: string } | null)?.key ?? newKey();
  history.replaceState({ ...(history.state as object | null), key: firstKey }, '');
  history.scrollRestoration = 'manual';

  let state: PageRouterState = {
    location: locationOf(new URL(location.href), firstKey),
    outcome: initial,
    navigating: false,
  };
  const listeners = new Set<() => void>();
  let latest = 0;
  let popped = false;

  const set = (next: Partial<PageRouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const positions = (): Record<string, number> => {
    try {
      return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    } catch {
      return {};
    }
  };
  const keepScroll = () => {
    const kept = { ...positions(), [state.location.key]: host.scrollY };
    const keys = Object.keys(kept);
    for (const key of keys.slice(0, Math.max(0, keys.length - KEPT_POSITIONS))) delete kept[key];
    try {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(kept));
    } catch {
      // Storage full or refused: positions are a comfort, not a need.
    }
  };

  async function go(url: URL, commit: (key: string) => void, key: string) {
    const ticket = ++latest;
    set({ navigating: true });
    const outcome = await load(url);
    if (ticket !== latest) return; // A later navigation won.
    keepScroll();
    commit(key);
    set({ location: locationOf(url, key), outcome, navigating: false });
  }

  host.addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    const current = state.location;
    if (url.pathname === current.pathname && url.search === current.search) {
      // Only the fragment changed (an in-page link such as the skip link, or back and forward
      // between such entries): the browser scrolls to it; the page stays as it is, with its key.
      if (!(event.state as { key?: string } | null)?.key)
        history.replaceState({ ...(history.state as object | null), key: current.key }, '');
      set({ location: { ...current, hash: url.hash } });
      return;
    }
    const key = (event.state as { key?: string } | null)?.key ?? newKey();
    popped = true;
    void go(new URL(location.href), () => {}, key);
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      const url = new URL(to, location.href);
      popped = false;
      return go(
        url,
        (key) => (options.replace ? history.replaceState({ key }, '', url) : history.pushState({ key }, '', url)),
        newKey(),
      );
    },
    restoreScroll(key) {
      const saved = popped ? positions()[key] : undefined;
      if (saved !== undefined) return host.scrollTo(0, saved);
      const anchor =
        state.location.hash && host.document.getElementById(decodeURIComponent(state.location.hash.slice(1)));
      if (anchor) anchor.scrollIntoView();
      else host.scrollTo(0, 0);
    },
  };
}
