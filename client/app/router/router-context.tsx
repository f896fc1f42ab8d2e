// The router for the components: its state through useSyncExternalStore, the same on the server
// (a fixed state) and in the browser.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

import type { PageLocation, PageRouter, PageRouterState } from './page-router.ts';

const RouterContext = createContext<PageRouter | null>(null);

export function PageRouterProvider({ router, children }: { router: PageRouter; children: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function usePageRouter(): PageRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('usePageRouter: no PageRouterProvider above this component');
  return router;
}

export function useRouterState(): PageRouterState {
  const router = usePageRouter();
  return useSyncExternalStore(router.subscribe, router.getState, router.getState);
}

export function useLocation(): PageLocation {
  return useRouterState().location;
}
