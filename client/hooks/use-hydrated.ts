// False on the server and while hydrating, true once the page runs (and at once on pages the
// browser renders itself): what only works with JavaScript — a button JavaScript enables, the
// form's city select fed by the lookup, inline messages — renders the server's HTML first.
//
// After hydration, the components that asked are rendered again with `true` as a deferred,
// low-priority render React slices into short tasks; a store with a server snapshot
// (useSyncExternalStore) would force that render at once, in one blocking task (issue 17).
import { useDeferredValue, useEffect } from 'react';

/**
 * Until the page's first render has committed, components render what the server rendered. On
 * the server it never ends: there the initial value is what React renders.
 */
let hydrating = true;

export function useHydrated(): boolean {
  return useDeferredValue(true, !hydrating);
}

/** Marks the end of hydration: rendered once at the root, its effect runs after every other of the first commit. */
export function useHydrationDone(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}
