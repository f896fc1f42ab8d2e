// The content API's answer cache (issues 9 and 17, decision 024): single-flight,
// stale-while-revalidate, stale-if-error, bounds, what it never keeps, and values checked once
// and frozen, which every caller shares.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import * as z from 'zod/mini';

import { type CacheEvent, createAnswerCache } from '../../../server/content-cache/answer-cache.ts';
import { createMemoryStore } from '../../../server/content-cache/cache-store.ts';
import type { Freshness } from '../../../server/content-cache/freshness.ts';
import { MAX_UPSTREAM_BODY_BYTES } from '../../../shared/api/bounded-response.ts';
import { createApiClient } from '../../../shared/api/client.ts';
import { MAINTENANCE_HEADER } from '../../../shared/api/maintenance-header.ts';
import { createTransport } from '../../../shared/api/transport.ts';
import { rejection } from '../../helpers/api-error.ts';

const POLICY: Freshness = { freshMs: 1_000, staleMs: 4_000, errorMs: 60_000 };
const ANY = z.unknown();

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

function setup(
  answer?: Answer,
  overrides: { maxEntries?: number; maxBytes?: number; policy?: (url: string) => Freshness | null } = {},
) {
  const up = upstream(answer);
  let time = 1_000_000;
  const events: CacheEvent[] = [];
  const refreshErrors: unknown[] = [];
  const store = createMemoryStore({
    maxEntries: overrides.maxEntries ?? 100,
    maxBytes: overrides.maxBytes ?? 1_000_000,
  });
  const cache = createAnswerCache({
    store,
    freshness: overrides.policy ?? (() => POLICY),
    upstreamTimeoutMs: 1_000,
    onEvent: (event) => events.push(event),
    onRefreshError: (error) => refreshErrors.push(error),
    now: () => time,
  });
  const transport = createTransport({
    base: new URL('http://api/'),
    fetch: up.fetch,
    answers: cache,
    shopId: 1,
    lang: 'fr',
    timeoutMs: 1_000,
  });
  /** A GET of a path below the base (shop_id and lang added), as the server's clients make it. */
  const get = (path: string, signal?: AbortSignal) =>
    transport.request({ method: 'GET', path, schema: ANY, call: signal ? { signal } : undefined }) as Promise<{
      url: string;
      call: number;
    }>;
  const post = (path: string) => transport.request({ method: 'POST', path, body: {}, schema: ANY });
  return { up, cache, store, events, refreshErrors, get, post, advance: (ms: number) => void (time += ms) };
}

const urlOf = (path: string) => `http://api/${path}?shop_id=1&lang=fr`;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the content answer cache', () => {
  it('makes one upstream call for 100 concurrent requests of one URL, and gives each the same frozen value', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { up, get } = setup(async (url, call) => {
      await gate;
      return Response.json({ url, call });
    });
    const pending = Array.from({ length: 100 }, () => get('product'));
    release();
    const values = await Promise.all(pending);
    assert.equal(up.calls.length, 1);
    assert.equal(new Set(values).size, 1, 'one value, shared');
    assert.deepEqual(values[0], { url: urlOf('product'), call: 1 });
    assert.ok(Object.isFrozen(values[0]), 'frozen: no request changes what the others read');
    assert.throws(() => ((values[0] as { call: number }).call = 2), TypeError);
  });

  it('serves a fresh answer from the cache without asking, and keys answers by URL (shop and language included)', async () => {
    const { up, get, events } = setup();
    const first = await get('menus');
    const again = await get('menus');
    assert.equal(again, first, 'the very value kept');
    await get('menus/2');
    assert.deepEqual(up.calls, [urlOf('menus'), urlOf('menus/2')]);
    assert.deepEqual(events, ['miss', 'hit', 'miss']);
  });

  it('serves a stale answer at once while it fetches it again, then the new one', async () => {
    const { up, get, events, advance } = setup();
    await get('a');
    advance(POLICY.freshMs + 1);
    assert.deepEqual(await get('a'), { url: urlOf('a'), call: 1 });
    await settle();
    assert.equal(up.calls.length, 2, 'refreshed in the background');
    assert.deepEqual(await get('a'), { url: urlOf('a'), call: 2 });
    assert.deepEqual(events, ['miss', 'stale', 'hit']);
  });

  it('serves the last good answer when the upstream fails, within the error window, then gives up', async () => {
    let failing = false;
    const { get, events, advance } = setup((url, call) => {
      if (failing) return new Response('upstream down', { status: 503 });
      return Response.json({ url, call });
    });
    await get('a');
    failing = true;
    advance(POLICY.freshMs + POLICY.staleMs + 1);
    assert.deepEqual(await get('a'), { url: urlOf('a'), call: 1 });
    advance(POLICY.errorMs);
    const error = await rejection(get('a'));
    assert.deepEqual([error.kind, error.status], ['http', 503], 'too old to stand in any more');
    assert.deepEqual(events, ['miss', 'miss', 'stale_if_error', 'miss']);
  });

  it('serves the last good answer when the upstream cannot be reached at all', async () => {
    let down = false;
    const { get, advance } = setup((url, call) => {
      if (down) throw new TypeError('fetch failed: ECONNRESET');
      return Response.json({ url, call });
    });
    await get('a');
    down = true;
    advance(POLICY.freshMs + POLICY.staleMs + 1);
    assert.deepEqual(await get('a'), { url: urlOf('a'), call: 1 });
    assert.equal((await rejection(get('b'))).kind, 'network', 'nothing to stand in for b');
  });

  it('passes on a 4xx as the content’s own answer: a page not found is not the upstream failing', async () => {
    let gone = false;
    const { get, advance } = setup((url, call) =>
      gone ? Response.json({ message: 'gone' }, { status: 404 }) : Response.json({ url, call }),
    );
    await get('a');
    gone = true;
    advance(POLICY.freshMs + POLICY.staleMs + 1);
    assert.equal((await rejection(get('a'))).status, 404);
  });

  it('never keeps an error, an answer that does not read, or one carrying the maintenance header', async () => {
    for (const status of [400, 404, 500, 503]) {
      const { up, get, store } = setup(() => Response.json({ message: 'no' }, { status }));
      await get('a').catch(() => {});
      await get('a').catch(() => {});
      assert.equal(up.calls.length, 2, String(status));
      assert.equal(store.stats().entries, 0);
    }
    const malformed = setup(() => new Response('{"data": [', { headers: { 'content-type': 'application/json' } }));
    await malformed.get('a').catch(() => {});
    assert.equal(malformed.store.stats().entries, 0, 'malformed JSON');

    let maintenance = false;
    const { get, store } = setup((url, call) =>
      Response.json({ url, call }, { headers: maintenance ? { [MAINTENANCE_HEADER]: '1' } : {} }),
    );
    await get('a');
    await get('b');
    assert.equal(store.stats().entries, 2);
    maintenance = true;
    await get('c');
    assert.equal(store.stats().entries, 0, 'the maintenance answer emptied the cache');
  });

  it('empties itself when an uncached call (the readiness check) says maintenance', async () => {
    let maintenance = false;
    const { get, store, events } = setup(
      (url, call) => Response.json({ url, call }, { headers: maintenance ? { [MAINTENANCE_HEADER]: '1' } : {} }),
      { policy: (url) => (url.includes('/maintenance') ? null : POLICY) },
    );
    await get('a');
    maintenance = true;
    await get('maintenance');
    assert.equal(store.stats().entries, 0);
    assert.deepEqual(events, ['miss', 'bypass']);
  });

  it('lets writes and uncached resources through to the upstream', async () => {
    const { up, post, events } = setup();
    await post('a');
    await post('a');
    const uncached = setup(undefined, { policy: () => null });
    await uncached.get('maintenance');
    await uncached.get('maintenance');
    assert.equal(up.calls.length, 2);
    assert.equal(uncached.up.calls.length, 2);
    assert.deepEqual(events, [], 'writes never reach the cache');
    assert.deepEqual(uncached.events, ['bypass', 'bypass']);
  });

  it('lets a caller give up without cancelling the call the others wait for', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { up, get } = setup(async (url, call) => {
      await gate;
      return Response.json({ url, call });
    });
    const leaving = new AbortController();
    const first = get('a', leaving.signal);
    const second = get('a');
    leaving.abort(new Error('visitor left'));
    assert.equal((await rejection(first)).kind, 'aborted');
    release();
    assert.deepEqual(await second, { url: urlOf('a'), call: 1 });
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
    const api = createApiClient({
      baseUrl: 'http://api',
      fetch: cached.up.fetch,
      answers: cached.cache,
      shopId: 1,
      lang: 'fr',
    });
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
      const kept = store.get(key);
      advance(POLICY.freshMs + POLICY.staleMs + 1);
      state.broken = bad;
      assert.deepEqual(await api.setting.list(), settings, 'the page or /api call still gets the good answer');
      assert.equal(up.calls.length, 2, 'the upstream was asked again');
      assert.deepEqual(events, ['miss', 'miss', 'stale_if_error']);
      assert.equal(store.get(key), kept, 'the store still holds the good answer');
    });
  }

  it('keeps the good answer when a background refresh brings one the client would refuse, and says so', async () => {
    const { api, state, store, refreshErrors, up, advance } = clientOverCache();
    await api.setting.list();
    const kept = store.get(up.calls[0]!);
    advance(POLICY.freshMs + 1);
    state.broken = badAnswers[1]![1];
    assert.deepEqual(await api.setting.list(), settings, 'stale while it is fetched again');
    await settle();
    assert.equal(up.calls.length, 2);
    assert.equal(store.get(up.calls[0]!), kept);
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
    const { up, get, store } = setup(undefined, { maxEntries: 3 });
    for (const path of ['a', 'b', 'c']) await get(path);
    await get('a'); // a is now the most recently used
    await get('d'); // b goes
    assert.equal(store.stats().entries, 3);
    const before = up.calls.length;
    for (const path of ['a', 'c', 'd']) await get(path);
    assert.equal(up.calls.length, before, 'a, c and d are kept');
    await get('b');
    assert.equal(up.calls.length, before + 1, 'b was dropped');
  });

  it('keeps at most maxBytes, and never an answer larger than the whole store', async () => {
    const big = 'x'.repeat(1_500);
    const { get, store } = setup((url) => Response.json({ url, big }), { maxBytes: 10_000 });
    for (const path of ['a', 'b', 'c', 'd', 'e']) await get(path);
    assert.ok(store.stats().bytes <= 10_000, `${store.stats().bytes} bytes`);
    assert.ok(store.stats().entries < 5 && store.stats().entries >= 2, `${store.stats().entries} entries`);
    const huge = setup((url) => Response.json({ url, big: 'y'.repeat(20_000) }), { maxBytes: 10_000 });
    await huge.get('a');
    assert.equal(huge.store.stats().entries, 0);
  });
});
