// The content API's answer cache (issue 9): single-flight, stale-while-revalidate,
// stale-if-error, bounds, and what it never keeps.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createMemoryStore } from '../../../server/content-cache/cache-store.ts';
import { type CacheEvent, createCachedFetch } from '../../../server/content-cache/cached-fetch.ts';
import type { Freshness } from '../../../server/content-cache/freshness.ts';
import { MAX_UPSTREAM_BODY_BYTES } from '../../../shared/api/bounded-response.ts';
import { createApiClient } from '../../../shared/api/client.ts';
import { MAINTENANCE_HEADER } from '../../../shared/api/maintenance-header.ts';
import { rejection } from '../../helpers/api-error.ts';

const POLICY: Freshness = { freshMs: 1_000, staleMs: 4_000, errorMs: 60_000 };
const GET: RequestInit = { method: 'GET', headers: { accept: 'application/json' } };

type Answer = (url: string, call: number) => Response | Promise<Response>;

/** An upstream that counts its calls and answers what `answer` says. */
function upstream(answer: Answer = (url, call) => Response.json({ url, call })) {
  const calls: string[] = [];
  return {
    calls,
    fetch: async (url: string) => {
      calls.push(url);
      return answer(url, calls.length);
    },
  };
}

function setup(answer?: Answer, overrides: { maxEntries?: number; maxBytes?: number; policy?: Freshness | null } = {}) {
  const up = upstream(answer);
  let time = 1_000_000;
  const events: CacheEvent[] = [];
  const refreshErrors: unknown[] = [];
  const store = createMemoryStore({
    maxEntries: overrides.maxEntries ?? 100,
    maxBytes: overrides.maxBytes ?? 1_000_000,
  });
  const cache = createCachedFetch(up.fetch, {
    store,
    freshness: () => (overrides.policy === undefined ? POLICY : overrides.policy),
    sharedAuthorization: '',
    upstreamTimeoutMs: 1_000,
    onEvent: (event) => events.push(event),
    onRefreshError: (error) => refreshErrors.push(error),
    now: () => time,
  });
  return { up, cache, store, events, refreshErrors, advance: (ms: number) => void (time += ms) };
}

const body = async (response: Response) => (await response.json()) as { url: string; call: number };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the content answer cache', () => {
  it('makes one upstream call for 100 concurrent requests of one URL, and gives each its own response', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { up, cache } = setup(async (url, call) => {
      await gate;
      return Response.json({ url, call });
    });
    const pending = Array.from({ length: 100 }, () => cache.fetch('http://api/product?shop_id=1&lang=fr', GET));
    release();
    const responses = await Promise.all(pending);
    assert.equal(up.calls.length, 1);
    assert.equal(new Set(responses).size, 100, 'a Response each');
    for (const response of responses)
      assert.deepEqual(await body(response), { url: 'http://api/product?shop_id=1&lang=fr', call: 1 });
  });

  it('serves a fresh answer from the cache, and keys answers by URL (shop and language included)', async () => {
    const { up, cache, events } = setup();
    await cache.fetch('http://api/menus?shop_id=1&lang=fr', GET);
    const again = await cache.fetch('http://api/menus?shop_id=1&lang=fr', GET);
    await cache.fetch('http://api/menus?shop_id=1&lang=nl', GET);
    assert.equal(cache.served(again), true);
    assert.deepEqual(up.calls, ['http://api/menus?shop_id=1&lang=fr', 'http://api/menus?shop_id=1&lang=nl']);
    assert.deepEqual(events, ['miss', 'hit', 'miss']);
  });

  it('serves a stale answer at once while it fetches it again, then the new one', async () => {
    const { up, cache, events, advance } = setup();
    await cache.fetch('http://api/a', GET);
    advance(POLICY.freshMs + 1);
    const stale = await cache.fetch('http://api/a', GET);
    assert.deepEqual(await body(stale), { url: 'http://api/a', call: 1 });
    await settle();
    assert.equal(up.calls.length, 2, 'refreshed in the background');
    assert.deepEqual(await body(await cache.fetch('http://api/a', GET)), { url: 'http://api/a', call: 2 });
    assert.deepEqual(events, ['miss', 'stale', 'hit']);
  });

  it('serves the last good answer when the upstream fails, within the error window, then gives up', async () => {
    let failing = false;
    const { cache, events, advance } = setup((url, call) => {
      if (failing === true) return new Response('upstream down', { status: 503 });
      return Response.json({ url, call });
    });
    await cache.fetch('http://api/a', GET);
    failing = true;
    advance(POLICY.freshMs + POLICY.staleMs + 1);
    const fallback = await cache.fetch('http://api/a', GET);
    assert.equal(fallback.status, 200);
    assert.equal(cache.served(fallback), true);
    assert.deepEqual(await body(fallback), { url: 'http://api/a', call: 1 });
    advance(POLICY.errorMs);
    assert.equal((await cache.fetch('http://api/a', GET)).status, 503, 'too old to stand in any more');
    assert.deepEqual(events, ['miss', 'miss', 'stale_if_error', 'miss']);
  });

  it('serves the last good answer when the upstream cannot be reached at all', async () => {
    let down = false;
    const { cache, advance } = setup((url, call) => {
      if (down) throw new TypeError('fetch failed: ECONNRESET');
      return Response.json({ url, call });
    });
    await cache.fetch('http://api/a', GET);
    down = true;
    advance(POLICY.freshMs + POLICY.staleMs + 1);
    assert.deepEqual(await body(await cache.fetch('http://api/a', GET)), { url: 'http://api/a', call: 1 });
    await assert.rejects(cache.fetch('http://api/b', GET), /ECONNRESET/, 'nothing to stand in for b');
  });

  it('never keeps an error, an answer that does not read, or one carrying the maintenance header', async () => {
    for (const status of [400, 404, 500, 503]) {
      const { up, cache, store } = setup(() => Response.json({ message: 'no' }, { status }));
      await cache.fetch('http://api/a', GET);
      await cache.fetch('http://api/a', GET);
      assert.equal(up.calls.length, 2, String(status));
      assert.equal(store.stats().entries, 0);
    }
    const malformed = setup(() => new Response('{"data": [', { headers: { 'content-type': 'application/json' } }));
    await malformed.cache.fetch('http://api/a', GET);
    assert.equal(malformed.store.stats().entries, 0, 'malformed JSON');

    let maintenance = false;
    const { cache, store } = setup((url, call) =>
      Response.json({ url, call }, { headers: maintenance ? { [MAINTENANCE_HEADER]: '1' } : {} }),
    );
    await cache.fetch('http://api/a', GET);
    await cache.fetch('http://api/b', GET);
    assert.equal(store.stats().entries, 2);
    maintenance = true;
    await cache.fetch('http://api/c', GET);
    assert.equal(store.stats().entries, 0, 'the maintenance answer emptied the cache');
  });

  it('empties itself when an uncached call (the readiness check) says maintenance', async () => {
    let maintenance = false;
    const up = upstream((url, call) =>
      Response.json({ url, call }, { headers: maintenance ? { [MAINTENANCE_HEADER]: '1' } : {} }),
    );
    const store = createMemoryStore({ maxEntries: 10, maxBytes: 100_000 });
    const cache = createCachedFetch(up.fetch, {
      store,
      freshness: (url) => (url.endsWith('/maintenance') ? null : POLICY),
      sharedAuthorization: '',
      upstreamTimeoutMs: 1_000,
    });
    await cache.fetch('http://api/a', GET);
    maintenance = true;
    await cache.fetch('http://api/maintenance', GET);
    assert.equal(store.stats().entries, 0);
  });

  it("lets writes, a visitor's credentials and uncached resources through to the upstream", async () => {
    const { up, cache, events } = setup();
    await cache.fetch('http://api/a', { method: 'POST', body: '{}' });
    await cache.fetch('http://api/a', { method: 'POST', body: '{}' });
    await cache.fetch('http://api/a', { method: 'GET', headers: { authorization: 'Bearer visitor-token' } });
    await cache.fetch('http://api/a', { method: 'GET', headers: { authorization: 'Bearer visitor-token' } });
    const uncached = setup(undefined, { policy: null });
    await uncached.cache.fetch('http://api/maintenance', GET);
    await uncached.cache.fetch('http://api/maintenance', GET);
    assert.equal(up.calls.length, 4);
    assert.equal(uncached.up.calls.length, 2);
    assert.deepEqual(events, ['bypass', 'bypass', 'bypass', 'bypass']);
  });

  it('lets a caller give up without cancelling the call the others wait for', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { up, cache } = setup(async (url, call) => {
      await gate;
      return Response.json({ url, call });
    });
    const leaving = new AbortController();
    const first = cache.fetch('http://api/a', { ...GET, signal: leaving.signal });
    const second = cache.fetch('http://api/a', GET);
    leaving.abort(new Error('visitor left'));
    await assert.rejects(first, /visitor left/);
    release();
    assert.deepEqual(await body(await second), { url: 'http://api/a', call: 1 });
    assert.equal(up.calls.length, 1);
  });
});

describe('the content answer cache under the API client', () => {
  const settings = [{ code: 'newsletter', values: [{ value: '1' }] }];
  const good = () => Response.json({ data: settings });
  /** Good upstream answers until `broken` says what the upstream answers instead. */
  function clientOverCache() {
    const state: { broken: (() => Response) | null } = { broken: null };
    const cached = setup(() => (state.broken ?? good)());
    const api = createApiClient({ baseUrl: 'http://api', fetch: cached.cache.fetch, shopId: 1, lang: 'fr' });
    return { ...cached, api, state };
  }
  /** 64 KiB chunks, one more than MAX_UPSTREAM_BODY_BYTES holds, without Content-Length. */
  const tooLarge = () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPSTREAM_BODY_BYTES) return controller.close();
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536));
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  };
  const badAnswers: [string, () => Response][] = [
    [
      'HTML from a proxy',
      () => new Response('<html><body>Bad gateway</body></html>', { headers: { 'content-type': 'text/html' } }),
    ],
    ['JSON of the wrong shape', () => Response.json({ data: [{ code: 'newsletter', values: 'on' }] })],
    ['JSON that does not parse', () => new Response('{"data": [', { headers: { 'content-type': 'application/json' } })],
    ['a redirect elsewhere', () => new Response(null, { status: 302, headers: { location: 'http://attacker.test/' } })],
    ['a body larger than MAX_UPSTREAM_BODY_BYTES', tooLarge],
  ];

  for (const [what, bad] of badAnswers) {
    it(`serves the good stale answer, and keeps it in the store, when the upstream's fresh answer is ${what}`, async () => {
      const { api, state, store, events, up, advance } = clientOverCache();
      assert.deepEqual(await api.setting.list(), settings);
      const key = up.calls[0]!;
      const kept = await store.get(key);
      advance(POLICY.freshMs + POLICY.staleMs + 1);
      state.broken = bad;
      assert.deepEqual(await api.setting.list(), settings, 'the page or /api call still gets the good answer');
      assert.equal(up.calls.length, 2, 'the upstream was asked again');
      assert.deepEqual(events, ['miss', 'miss', 'stale_if_error']);
      assert.equal(await store.get(key), kept, 'the store still holds the good answer');
    });
  }

  it('keeps the good answer when a background refresh brings one the client would refuse, and says so', async () => {
    const { api, state, store, refreshErrors, up, advance } = clientOverCache();
    await api.setting.list();
    const kept = await store.get(up.calls[0]!);
    advance(POLICY.freshMs + 1);
    state.broken = badAnswers[1]![1];
    assert.deepEqual(await api.setting.list(), settings, 'stale while it is fetched again');
    await settle();
    assert.equal(up.calls.length, 2);
    assert.equal(await store.get(up.calls[0]!), kept);
    assert.equal(refreshErrors.length, 1);
  });

  it('keeps nothing the client would refuse when there is no stale answer, and the client fails as it would without a cache', async () => {
    const { api, state, store } = clientOverCache();
    state.broken = badAnswers[1]![1];
    assert.equal((await rejection(api.setting.list())).kind, 'invalid');
    state.broken = tooLarge;
    assert.equal((await rejection(api.setting.list())).kind, 'too_large');
    assert.equal(store.stats().entries, 0);
  });
});

describe('the in-process store', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { up, cache, store } = setup(undefined, { maxEntries: 3 });
    for (const path of ['a', 'b', 'c']) await cache.fetch(`http://api/${path}`, GET);
    await cache.fetch('http://api/a', GET); // a is now the most recently used
    await cache.fetch('http://api/d', GET); // b goes
    assert.equal(store.stats().entries, 3);
    const before = up.calls.length;
    for (const path of ['a', 'c', 'd']) await cache.fetch(`http://api/${path}`, GET);
    assert.equal(up.calls.length, before, 'a, c and d are kept');
    await cache.fetch('http://api/b', GET);
    assert.equal(up.calls.length, before + 1, 'b was dropped');
  });

  it('keeps at most maxBytes, and never an answer larger than the whole store', async () => {
    const big = 'x'.repeat(3_000);
    const { cache, store } = setup((url) => Response.json({ url, big }), { maxBytes: 10_000 });
    for (const path of ['a', 'b', 'c', 'd', 'e']) await cache.fetch(`http://api/${path}`, GET);
    assert.ok(store.stats().bytes <= 10_000, `${store.stats().bytes} bytes`);
    assert.ok(store.stats().entries < 5 && store.stats().entries >= 2, `${store.stats().entries} entries`);
    const huge = setup((url) => Response.json({ url, big: 'y'.repeat(20_000) }), { maxBytes: 10_000 });
    await huge.cache.fetch('http://api/a', GET);
    assert.equal(huge.store.stats().entries, 0);
  });
});
