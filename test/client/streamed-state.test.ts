import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { dehydrate, QueryClient } from '@tanstack/react-query';

import { receiveStreamedState } from '../../client/app/streamed-state.ts';
import { STREAMED_STATE_GLOBAL } from '../../shared/streamed-state.ts';

async function stateOf(key: string, value: unknown) {
  const server = new QueryClient();
  await server.fetchQuery({ queryKey: [key], queryFn: async () => value });
  return dehydrate(server);
}

describe('streamed state in the browser', () => {
  it('hydrates batches that arrived before it ran, then each new batch as its script runs', async () => {
    const host: Record<string, unknown> = { [STREAMED_STATE_GLOBAL]: [await stateOf('product', { id: 1 })] };
    const client = new QueryClient();
    receiveStreamedState(client, host);
    assert.deepEqual(client.getQueryData(['product']), { id: 1 });
    (host[STREAMED_STATE_GLOBAL] as { push(state: unknown): void }).push(await stateOf('faq', ['Q?']));
    assert.deepEqual(client.getQueryData(['faq']), ['Q?'], 'available before React hydrates the boundary');
  });

  it('starts an empty queue when no batch came yet', () => {
    const host: Record<string, unknown> = {};
    receiveStreamedState(new QueryClient(), host);
    assert.ok(Array.isArray(host[STREAMED_STATE_GLOBAL]));
  });
});
