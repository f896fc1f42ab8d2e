// What the server wrote into the document for this page: the query state known before the shell
// the public config and the router's hydration data (server/render/document.tsx).
import type { DehydratedState } from '@tanstack/react-query';

import { INITIAL_STATE_GLOBAL } from '../../shared/streamed-state.ts';
import type { RouterBootState } from './page-hydration.ts';
import type { PublicConfig } from './public-config.ts';

export interface BootState {
  queries: DehydratedState;
  config: PublicConfig;
  /** The router's hydration: the page's loader data. */
  router: RouterBootState;
}

export function readBootState(host: Record<string, unknown> = globalThis as Record<string, unknown>): BootState {
  const state = host[INITIAL_STATE_GLOBAL] as BootState | undefined;
  if (!state?.config?.locale)
    throw new Error('the page carries no boot state: it was not rendered by the Vitrine server');
  return state;
}
