// The browser's lazy API client: nothing is loaded before the first call; calls, groups, the
// generic resource and `with` behave as the real client's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { lazyApiClient } from '../../client/app/lazy-api-client.ts';

function recordingFetch() {
  const urls: string[] = [];
  return {
    urls,
    fetch: async (input: string) => {
      urls.push(input);
      return Response.json({ data: [{ code: 'point_of_sale', values: [{ value: '1' }] }] });
    },
  };
}

describe('the lazy API client', () => {
  it('knows its shop and language at once, and calls nothing until a method is called', async () => {
    const upstream = recordingFetch();
    const api = lazyApiClient({ baseUrl: 'http://it.localhost/api/v1', fetch: upstream.fetch, shopId: 5, lang: 'it' });
    assert.equal(api.shopId, 5);
    assert.equal(api.lang, 'it');
    assert.deepEqual(upstream.urls, []);
    const settings = await api.setting.list();
    assert.deepEqual(settings, [{ code: 'point_of_sale', values: [{ value: '1' }] }]);
    assert.equal(new URL(upstream.urls[0]!).pathname, '/api/v1/settings');
    assert.equal(new URL(upstream.urls[0]!).searchParams.get('shop_id'), '5');
  });

  it('answers another language with `with`, and validates answers as the real client does', async () => {
    const upstream = recordingFetch();
    const api = lazyApiClient({
      baseUrl: 'http://be.localhost/api/v1',
      fetch: upstream.fetch,
      shopId: 1,
      lang: 'fr',
    }).with({ lang: 'nl' });
    assert.equal(api.lang, 'nl');
    await api.setting.list();
    assert.equal(new URL(upstream.urls[0]!).searchParams.get('lang'), 'nl');
    await assert.rejects(
      api.menu.list(),
      (error: Error) => error.name === 'ApiError',
      'a settings answer is no menus answer',
    );
  });
});
