// The preview's queries in the browser (decision 010): only the server can read unpublished
// content, so what it rendered is kept however old, and the browser never asks /api/v1 for it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { dehydrate, type FetchQueryOptions, hydrate, QueryClient } from '@tanstack/react-query';

import {
  previewBrandQuery,
  previewNeedQuery,
  previewPageQuery,
  previewProductQuery,
} from '../../client/app/queries/preview.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import type { ApiClient } from '../../shared/api/client.ts';

/** An API client that counts the calls a query makes. */
function countingApi() {
  const calls: string[] = [];
  const answer = (name: string) => async () => {
    calls.push(name);
    return { id: 1 };
  };
  const api = {
    shopId: 1,
    lang: 'fr',
    page: { preview: answer('page.preview') },
    products: { get: answer('products.get') },
    need: { get: answer('need.get') },
    brands: { get: answer('brands.get') },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('preview queries in the browser', () => {
  it('never fetch again what the server rendered, even state fetched long ago', async () => {
    const { api, calls } = countingApi();
    const queries = [previewPageQuery, previewProductQuery, previewNeedQuery, previewBrandQuery].map(
      (query) => query(api, 65) as unknown as FetchQueryOptions,
    );
    // What the document carries, as the server's query client dehydrated it, dated the epoch.
    const server = new QueryClient();
    for (const query of queries) server.setQueryData(query.queryKey, { id: 65 }, { updatedAt: 1 });
    const browser = createQueryClient({ server: false });
    hydrate(browser, dehydrate(server));

    for (const query of queries) {
      await browser.prefetchQuery(query);
      assert.deepEqual(await browser.ensureQueryData({ ...query, revalidateIfStale: true }), { id: 65 });
    }
    assert.deepEqual(calls, []);
  });
});
