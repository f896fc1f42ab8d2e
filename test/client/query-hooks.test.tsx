// On the server, a query the loaders settled is read without react-query's observer
// (client/app/query-hooks.ts, decision 040); what the screen gets must be what the observer
// would have given, and every other case must still be react-query's own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  onlineManager,
  type QueryClient,
  QueryClientProvider,
  type QueryKey,
  useQuery as useObservedQuery,
  useSuspenseQuery as useObservedSuspenseQuery,
} from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';

import { createQueryClient } from '../../client/app/query-client.ts';
import { serverResult, useQuery, useSuspenseQuery } from '../../client/app/query-hooks.ts';

const KEY: QueryKey = ['product', 5, 'it', 'symbiora-equilibrio'];
const PRODUCT = Object.freeze({ id: 8, name: 'Symbiora Equilibrio' });
const queryFn = () => Promise.resolve(PRODUCT);

type Hook = (options: { queryKey: QueryKey; queryFn: () => Promise<unknown> }) => object;

/** The hook's answer during one server render, without its refetch (a function of each observer). */
function answerOf(client: QueryClient, useHook: Hook, options: Record<string, unknown> = {}): Record<string, unknown> {
  let answer: Record<string, unknown> | undefined;
  function Probe() {
    answer = { ...useHook({ queryKey: KEY, queryFn, ...options }) };
    return null;
  }
  renderToString(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  assert.ok(answer, 'the probe rendered');
  assert.equal(typeof answer.refetch, 'function');
  delete answer.refetch;
  return answer;
}

function settledClient(): QueryClient {
  const client = createQueryClient({ server: true });
  client.setQueryData(KEY, PRODUCT);
  return client;
}

describe('query hooks on the server', () => {
  it('are not react-query’s own hooks here, where there is no window', () => {
    assert.equal(typeof window, 'undefined');
    assert.notEqual(useQuery, useObservedQuery);
    assert.notEqual(useSuspenseQuery, useObservedSuspenseQuery);
  });

  it('read a settled, fresh query without an observer, with the answer the observer gives', () => {
    const client = settledClient();
    assert.ok(
      serverResult(client, { queryKey: KEY, queryFn }, { suspense: true }),
      'the settled query is read as it is',
    );
    assert.deepEqual(answerOf(client, useQuery), answerOf(client, useObservedQuery));
    assert.deepEqual(answerOf(client, useSuspenseQuery), answerOf(client, useObservedSuspenseQuery));
    assert.equal(answerOf(client, useQuery).data, PRODUCT, 'the cached object itself');
  });

  it('say a disabled query is not enabled, as the observer does', () => {
    const client = settledClient();
    const disabled = { enabled: false };
    assert.equal(answerOf(client, useQuery, disabled).isEnabled, false);
    assert.deepEqual(answerOf(client, useQuery, disabled), answerOf(client, useObservedQuery, disabled));
  });

  it('refetch through an observer when asked to', async () => {
    const client = settledClient();
    let asked = 0;
    const answer = serverResult(
      client,
      {
        queryKey: KEY,
        queryFn: () => {
          asked += 1;
          return Promise.resolve({ ...PRODUCT, name: 'Symbiora Equilibrio 2' });
        },
      },
      { suspense: false },
    );
    assert.ok(answer);
    const refetched = await answer.refetch();
    assert.equal(asked, 1);
    assert.deepEqual(refetched.data, { id: 8, name: 'Symbiora Equilibrio 2' });
  });

  const declined: [string, (client: QueryClient) => void, Record<string, unknown>][] = [
    [
      'a query nobody asked for, with initial data',
      (client) => client.removeQueries({ queryKey: KEY }),
      { initialData: PRODUCT },
    ],
    [
      'a query nobody asked for, with placeholder data',
      (client) => client.removeQueries({ queryKey: KEY }),
      { placeholderData: PRODUCT },
    ],
    [
      'a query nobody asked for, enabled by a function',
      (client) => client.removeQueries({ queryKey: KEY }),
      { enabled: () => true },
    ],
    [
      'a query nobody asked for, unsubscribed',
      (client) => client.removeQueries({ queryKey: KEY }),
      { subscribed: false },
    ],
    ['a stale query', () => {}, { staleTime: 0 }],
    ['a query refetched on every mount', () => {}, { refetchOnMount: 'always' }],
    ['a query whose data is selected', () => {}, { select: (product: typeof PRODUCT) => product.name }],
    [
      'a failed query',
      (client) => {
        client.removeQueries({ queryKey: KEY });
        client
          .getQueryCache()
          .build(client, { queryKey: KEY })
          .setState({ status: 'error', error: new Error('down') });
      },
      {},
    ],
    [
      'a query being fetched',
      (client) => void client.getQueryCache().find({ queryKey: KEY })!.setState({ fetchStatus: 'fetching' }),
      {},
    ],
  ];
  for (const [name, prepare, options] of declined) {
    it(`leave ${name} to react-query, with the same answer`, () => {
      const client = settledClient();
      prepare(client);
      assert.equal(serverResult(client, { queryKey: KEY, queryFn, ...options }, { suspense: false }), undefined);
      assert.deepEqual(answerOf(client, useQuery, options), answerOf(client, useObservedQuery, options));
    });
  }

  const unasked: [string, Record<string, unknown>][] = [
    ['enabled', {}],
    ['disabled', { enabled: false }],
    ['offline, in the online network mode', { networkMode: 'online', offline: true }],
    ['offline, in the offline-first network mode', { networkMode: 'offlineFirst', offline: true }],
    ['with a select', { select: (product: typeof PRODUCT) => product.name }],
  ];
  for (const [name, { offline, ...options }] of unasked) {
    it(`answer a query nobody asked for, ${name}, as pending, as the observer does`, () => {
      onlineManager.setOnline(offline !== true);
      try {
        const ours = createQueryClient({ server: true });
        assert.ok(serverResult(ours, { queryKey: KEY, queryFn, ...options }, { suspense: false }));
        const theirs = createQueryClient({ server: true });
        assert.deepEqual(answerOf(ours, useQuery, options), answerOf(theirs, useObservedQuery, options));
        assert.equal(ours.getQueryCache().find({ queryKey: KEY }), undefined, 'nothing is added to the cache');
      } finally {
        onlineManager.setOnline(true);
      }
    });
  }

  it('suspend on a query nobody asked for yet, as react-query does', () => {
    const client = createQueryClient({ server: true });
    function Name() {
      return <>{(useSuspenseQuery({ queryKey: KEY, queryFn }).data as typeof PRODUCT).name}</>;
    }
    const page = (children: ReactNode) =>
      renderToString(
        <QueryClientProvider client={client}>
          <Suspense fallback="…">{children}</Suspense>
        </QueryClientProvider>,
      );
    assert.match(page(<Name />), /…/);
    assert.ok(client.getQueryCache().find({ queryKey: KEY }), 'the query started');
  });
});
