// False on the server and while hydrating, true once the page runs (and at once on pages the
// browser renders itself): what only works with JavaScript — a button JavaScript enables, the
// form's city select fed by the lookup, inline messages — renders the server's HTML first.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
