// What the server wrote into the document for this page: the query state known before the shell
// and the public config (server/render/document.tsx).
import type { DehydratedState } from '@tanstack/react-query';

import { INITIAL_STATE_GLOBAL } from '../../shared/streamed-state.ts';
import type { PublicConfig } from './public-config.ts';

export interface BootState {
  queries: DehydratedState;
  config: PublicConfig;
}

export function readBootState(host: Record<string, unknown> = globalThis as Record<string, unknown>): BootState {
  const state = host[INITIAL_STATE_GLOBAL] as BootState | undefined;
  if (!state?.config?.locale)
    throw new Error('the page carries no boot state: it was not rendered by the Vitrine server');
  return state;
}
