// Resolves once the data router has run the first page's loader. Every critical query is already
// in the cache, so this costs no request; hydrating only then means the browser renders exactly
// what the server sent (no fallback, no mismatch).
import type { DataRouter } from 'react-router';

export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
