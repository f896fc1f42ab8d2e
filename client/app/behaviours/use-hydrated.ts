// False on the server and while hydrating, true once the page runs: what only works with
// JavaScript (a disabled button that JavaScript enables again) renders the same on both sides.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
