import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { dehydrate, QueryClient } from '@tanstack/react-query';

import { readPrivatePageState } from '../../client/app/private-page-state.ts';
import { PAGE_STATE_HEADER } from '../../shared/page-state.ts';

const URL_OF_STEP = new URL('http://be.localhost/fr/commande/paiement?carrier=colissimo');

function answering(body: unknown, status = 200) {
  const asked: { input: string; headers: Record<string, string> }[] = [];
  const fetch = (async (input: string, init?: RequestInit) => {
    asked.push({ input, headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

describe("the browser's read of a checkout step's data", () => {
  it("asks the step's own URL with the header, and puts the queries in the cache", async () => {
    const server = new QueryClient();
    server.setQueryData(['shop', 'cart'], { item_count: 3 });
    const { asked, fetch } = answering({ state: dehydrate(server) });
    const queryClient = new QueryClient();
    assert.equal(await readPrivatePageState(URL_OF_STEP, { queryClient, fetch }), null);
    assert.deepEqual(queryClient.getQueryData(['shop', 'cart']), { item_count: 3 });
    assert.equal(asked[0]!.input, '/fr/commande/paiement?carrier=colissimo');
    assert.equal(asked[0]!.headers[PAGE_STATE_HEADER], '1');
  });

  it('says where to load a document: where the server says, or the step itself when anything else comes', async () => {
    const queryClient = new QueryClient();
    assert.equal(
      await readPrivatePageState(URL_OF_STEP, { queryClient, fetch: answering({ document: '/fr/connexion' }).fetch }),
      '/fr/connexion',
    );
    for (const fetch of [
      answering({ nothing: true }).fetch,
      answering({ state: {} }, 503).fetch,
      (async () => {
        throw new TypeError('network');
      }) as typeof globalThis.fetch,
    ])
      assert.equal(
        await readPrivatePageState(URL_OF_STEP, { queryClient, fetch }),
        '/fr/commande/paiement?carrier=colissimo',
      );
  });

  it('gives up when the navigation is superseded', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = (async () => {
      throw new DOMException('aborted', 'AbortError');
    }) as typeof globalThis.fetch;
    await assert.rejects(
      readPrivatePageState(URL_OF_STEP, { queryClient: new QueryClient(), fetch, signal: controller.signal }),
    );
  });
});
