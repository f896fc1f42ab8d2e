// The client half of streamed query state (server/render/state-stream.ts): batches written
// before this runs wait in an array; later ones are hydrated the moment their script runs, so
// the cache holds a boundary's data before React hydrates that boundary.
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

import { STREAMED_STATE_GLOBAL } from '../../shared/streamed-state.ts';

type StateQueue = DehydratedState[] & { push(...states: DehydratedState[]): number };

export function receiveStreamedState(
  queryClient: QueryClient,
  host: Record<string, unknown> = globalThis as Record<string, unknown>,
): void {
  const queue = ((host[STREAMED_STATE_GLOBAL] as StateQueue | undefined) ??= [] as unknown as StateQueue);
  for (const state of queue.splice(0)) hydrate(queryClient, state);
  queue.push = (...states: DehydratedState[]) => {
    for (const state of states) hydrate(queryClient, state);
    return 0;
  };
}
