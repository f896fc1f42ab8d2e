import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { z } from 'zod';

import { BodyTooLargeError, MAX_UPSTREAM_BODY_BYTES } from '../../../shared/api/bounded-response.ts';
import { type ApiClientOptions, createApiClient } from '../../../shared/api/client.ts';
import { carriesMaintenanceHeader, MAINTENANCE_HEADER } from '../../../shared/api/maintenance-header.ts';
import type { FetchLike, ResponseInfo } from '../../../shared/api/transport.ts';
import { rejection } from '../../helpers/api-error.ts';

const BASE = 'http://catalog.internal/api/v1';
const TOKEN = 'secret-token-123';
const settings = [{ code: 'newsletter', values: [{ value: '1' }] }];

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });
}

/** A fetch that records what it is asked, as the catalog adapter would see it, and answers `answer`. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response> = () => json({ data: settings })) {
  const requests: Request[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  return { fetch, requests, last: () => requests.at(-1)! };
}

function client(fetch: FetchLike, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: BASE, fetch, shopId: 3, lang: 'es', ...options });
}

const never = () => new Promise<Response>(() => {});

describe('API client', () => {
  describe('every request', () => {
    it('carries shop_id and lang, keeping the versioned base path', async () => {
      const fake = fakeFetch();
      await client(fake.fetch).setting.list();
      const url = new URL(fake.last().url);
      assert.equal(url.origin + url.pathname, 'http://catalog.internal/api/v1/settings');
      assert.equal(url.searchParams.get('shop_id'), '3');
      assert.equal(url.searchParams.get('lang'), 'es');
    });

    it('keeps shop_id and lang even when the caller passes its own', async () => {
      const fake = fakeFetch(() => json({ items: [] }));
      await client(fake.fetch)
        .resource('favourites', { list: z.object({ items: z.array(z.unknown()) }), item: z.unknown() })
        .list({ shop_id: 9, lang: 'it', q: 'x' });
      const url = new URL(fake.last().url);
      assert.deepEqual(url.searchParams.getAll('shop_id'), ['3']);
      assert.deepEqual(url.searchParams.getAll('lang'), ['es']);
      assert.equal(url.searchParams.get('q'), 'x');
    });

    it('asks for JSON', async () => {
      const fake = fakeFetch();
      await client(fake.fetch).setting.list();
      assert.equal(fake.last().headers.get('accept'), 'application/json');
    });

    it('sends no Authorization header without a token', async () => {
      const fake = fakeFetch();
      await client(fake.fetch).setting.list();
      assert.equal(fake.last().headers.get('authorization'), null);
    });

    it('sends the token as a bearer token when one is given', async () => {
      const fake = fakeFetch();
      await client(fake.fetch, { token: TOKEN }).setting.list();
      assert.equal(fake.last().headers.get('authorization'), `Bearer ${TOKEN}`);
      assert.ok(!fake.last().url.includes(TOKEN));
    });

    it('resolves a relative base such as /api/v1 against the given origin', async () => {
      const fake = fakeFetch();
      await client(fake.fetch, { baseUrl: '/api/v1', origin: 'https://www.vitrine.example' }).setting.list();
      assert.ok(fake.last().url.startsWith('https://www.vitrine.example/api/v1/settings?'));
    });

    it('calls fetch as a plain function, as the browser requires of window.fetch', async () => {
      const strictFetch = function (this: unknown, _input: string, _init: RequestInit) {
        if (this !== undefined) throw new TypeError('Illegal invocation');
        return Promise.resolve(json({ data: settings }));
      };
      assert.deepEqual(await client(strictFetch).setting.list(), settings);
    });

    it('answers the validated data', async () => {
      const fake = fakeFetch();
      assert.deepEqual(await client(fake.fetch).setting.list(), settings);
    });
  });

  describe('when the upstream answers an HTTP error', () => {
    it('throws the status and the message of a JSON error body, with the issues of a 400', async () => {
      const issues = [{ path: 'perPage', message: 'Too big' }];
      const fake = fakeFetch(() =>
        json({ message: 'Invalid perPage', statusCode: 400, issues }, { status: 400, statusText: 'Bad Request' }),
      );
      const error = await rejection(client(fake.fetch).page.list({ perPage: 1000 }));
      assert.equal(error.status, 400);
      assert.equal(error.kind, 'http');
      assert.equal(error.message, 'Invalid perPage');
      assert.deepEqual(error.issues, issues);
      assert.equal(error.endpoint, 'GET /page');
    });

    it('throws a 404 with the URL asked', async () => {
      const fake = fakeFetch(() => json({ message: 'No product 99', statusCode: 404 }, { status: 404 }));
      const error = await rejection(client(fake.fetch, { token: TOKEN }).products.get(99));
      assert.equal(error.status, 404);
      assert.equal(error.message, 'No product 99');
      assert.equal(error.url, fake.last().url);
      assert.ok(error.url.startsWith('http://catalog.internal/api/v1/product/99?'));
    });

    it('never writes the token into the error URL or message', async () => {
      const fake = fakeFetch(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
      const error = await rejection(client(fake.fetch, { token: TOKEN }).setting.list());
      assert.ok(!error.url.includes(TOKEN));
      assert.ok(!error.message.includes(TOKEN));
      assert.ok(!JSON.stringify(error).includes(TOKEN));
    });

    it('uses the status text when the body is not JSON', async () => {
      const fake = fakeFetch(
        () => new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }),
      );
      const error = await rejection(client(fake.fetch).setting.list());
      assert.equal(error.status, 500);
      assert.equal(error.message, 'Internal Server Error');
    });

    it('names the status when there is neither a message nor a status text', async () => {
      const fake = fakeFetch(() => new Response(null, { status: 503 }));
      const error = await rejection(client(fake.fetch).setting.list());
      assert.equal(error.status, 503);
      assert.equal(error.message, 'HTTP 503');
    });
  });

  describe('when the upstream cannot be reached', () => {
    it('throws status 0, not a timeout, with the cause kept', async () => {
      const refused = new TypeError('fetch failed');
      const error = await rejection(client(() => Promise.reject(refused)).setting.list());
      assert.equal(error.status, 0);
      assert.equal(error.kind, 'network');
      assert.equal(error.timeout, false);
      assert.equal(error.cause, refused);
    });

    it('treats a fetch that throws before returning a promise the same way', async () => {
      const error = await rejection(
        client(() => {
          throw new TypeError('bad init');
        }).setting.list(),
      );
      assert.equal(error.kind, 'network');
    });
  });

  // A regression would hang on the never-answering fetch: the bound turns it into a failure.
  describe('timeouts', { timeout: 5_000 }, () => {
    it('give up on a fetch that never answers after timeoutMs, with status 504 and timeout true', async () => {
      const error = await rejection(client(never, { timeoutMs: 30 }).setting.list());
      assert.equal(error.timeout, true);
      assert.equal(error.aborted, false);
      assert.equal(error.status, 504);
      assert.match(error.message, /GET \/settings within 30 ms/);
    });

    it('abort the signal handed to fetch', async () => {
      const fake = fakeFetch(never);
      await rejection(client(fake.fetch, { timeoutMs: 20 }).setting.list());
      assert.equal(fake.last().signal.aborted, true);
    });

    it('can be set per call', async () => {
      const error = await rejection(client(never, { timeoutMs: 60_000 }).setting.list({ timeoutMs: 20 }));
      assert.equal(error.timeout, true);
    });

    it('cover a body that stops coming after the headers', async () => {
      const stalled = new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{"data":')),
      });
      const error = await rejection(
        client(() => Promise.resolve(new Response(stalled)), { timeoutMs: 30 }).setting.list(),
      );
      assert.equal(error.timeout, true);
    });

    it('count a caller signal made by AbortSignal.timeout as a timeout', async () => {
      const error = await rejection(client(never).setting.list({ signal: AbortSignal.timeout(20) }));
      assert.equal(error.timeout, true);
    });
  });

  describe('aborting', { timeout: 5_000 }, () => {
    it('stops a call in flight when the caller aborts, as aborted and not as a timeout', async () => {
      const controller = new AbortController();
      const fake = fakeFetch(never);
      const pending = rejection(client(fake.fetch).setting.list({ signal: controller.signal }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      controller.abort();
      const error = await pending;
      assert.equal(error.aborted, true);
      assert.equal(error.timeout, false);
      assert.equal(error.status, 0);
      assert.equal(fake.last().signal.aborted, true);
    });

    it('sends nothing when the signal is already aborted', async () => {
      const fake = fakeFetch();
      const error = await rejection(client(fake.fetch).setting.list({ signal: AbortSignal.abort() }));
      assert.equal(error.aborted, true);
      assert.equal(fake.requests.length, 0);
    });
  });

  describe('malformed answers', () => {
    it('turn a body that is not JSON into a 502 naming the endpoint', async () => {
      const fake = fakeFetch(() => new Response('{"data": [', { status: 200 }));
      const error = await rejection(client(fake.fetch).setting.list());
      assert.equal(error.status, 502);
      assert.equal(error.kind, 'invalid');
      assert.match(error.message, /GET \/settings/);
    });

    it('turn a body of the wrong shape into a 502 naming the endpoint, with the failing paths', async () => {
      const fake = fakeFetch(() => json({ data: [{ code: 'newsletter', values: 'on' }] }));
      const error = await rejection(client(fake.fetch).setting.list());
      assert.equal(error.status, 502);
      assert.match(error.message, /GET \/settings/);
      assert.deepEqual(
        error.issues?.map((issue) => issue.path),
        ['data.0.values'],
      );
    });

    it('turn an empty 200 into a 502', async () => {
      const error = await rejection(client(() => Promise.resolve(new Response(''))).setting.list());
      assert.equal(error.status, 502);
    });

    it('turn a redirect into a 502 without following it: fetch is told not to follow, the target is never asked', async () => {
      const fake = fakeFetch(
        () => new Response(null, { status: 302, headers: { location: 'http://attacker.test/x' } }),
      );
      const error = await rejection(client(fake.fetch).setting.list());
      assert.equal(fake.last().redirect, 'manual');
      assert.equal(fake.requests.length, 1);
      assert.equal(error.kind, 'invalid');
      assert.equal(error.status, 502);
      assert.match(error.message, /GET \/settings with a redirect/);
    });

    it("turn the browser's opaque redirect (status 0) into the same 502", async () => {
      const opaque = Object.defineProperties(new Response(null), {
        type: { value: 'opaqueredirect' },
        status: { value: 0 },
        ok: { value: false },
      });
      const error = await rejection(client(() => Promise.resolve(opaque)).setting.list());
      assert.equal(error.kind, 'invalid');
      assert.equal(error.status, 502);
    });

    it('name the path template, not the id, as the endpoint', async () => {
      const fake = fakeFetch(() => json({ data: { id: 'seven' } }));
      const error = await rejection(client(fake.fetch).products.get(7));
      assert.equal(error.endpoint, 'GET /product/{id}');
      assert.match(error.message, /GET \/product\/\{id\}/);
    });
  });

  describe('answers too large', { timeout: 5_000 }, () => {
    /** An answer of 64 KiB chunks, one more than the limit holds; `cancelled` says whether the client let go of it. */
    function tooLarge(headers: Record<string, string> = {}) {
      const seen = { bytes: 0, cancelled: false };
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (seen.bytes > MAX_UPSTREAM_BODY_BYTES) return controller.close();
          seen.bytes += 65_536;
          controller.enqueue(new Uint8Array(65_536));
        },
        cancel: () => void (seen.cancelled = true),
      });
      return { fetch: () => Promise.resolve(new Response(body, { headers })), seen };
    }

    it('are refused on a Content-Length above MAX_UPSTREAM_BODY_BYTES, before the body is read', async () => {
      const huge = tooLarge({ 'content-length': String(200 * 1024 * 1024) });
      const error = await rejection(client(huge.fetch).setting.list());
      assert.equal(error.kind, 'too_large');
      assert.equal(error.status, 502);
      assert.match(error.message, /GET \/settings/);
      assert.equal(huge.seen.cancelled, true);
      assert.ok(huge.seen.bytes <= 65_536 * 2, `${huge.seen.bytes} bytes pulled`);
    });

    it('are cut off once the bytes read pass MAX_UPSTREAM_BODY_BYTES when no length is declared', async () => {
      const huge = tooLarge();
      const error = await rejection(client(huge.fetch).setting.list());
      assert.equal(error.kind, 'too_large');
      assert.equal(error.status, 502);
    });

    it('are too_large too when a fetch below (the answer cache) refused the body itself', async () => {
      const refusing: FetchLike = () => Promise.reject(new BodyTooLargeError(MAX_UPSTREAM_BODY_BYTES));
      assert.equal((await rejection(client(refusing).setting.list())).kind, 'too_large');
    });
  });

  describe('the server’s hooks: a direct call and an answer cache', () => {
    it('takes a GET’s data from a direct call as it is, checked by the schema, and posts over fetch', async () => {
      const posted: string[] = [];
      const api = createApiClient({
        baseUrl: 'http://catalog/api/v1',
        fetch: async (input) => {
          posted.push(String(input));
          return json({ data: { id: 7 } }, { status: 201 });
        },
        direct: async (url) => ({
          status: 200,
          headers: {},
          data: { data: settings, seen: url.searchParams.get('lang') },
        }),
        shopId: 1,
        lang: 'fr',
      });
      assert.deepEqual(await api.setting.list(), settings);
      const bad = createApiClient({
        baseUrl: 'http://catalog/api/v1',
        fetch: async () => json({}),
        direct: async () => ({ status: 200, headers: {}, data: { data: [{ code: 'x', values: 'on' }] } }),
        shopId: 1,
        lang: 'fr',
      });
      assert.equal((await rejection(bad.setting.list())).kind, 'invalid', 'the schema still checks it');
      const missing = createApiClient({
        baseUrl: 'http://catalog/api/v1',
        fetch: async () => json({}),
        direct: async () => ({ status: 404, headers: {}, data: { message: 'No such setting', statusCode: 404 } }),
        shopId: 1,
        lang: 'fr',
      });
      const error = await rejection(missing.setting.list());
      assert.deepEqual([error.kind, error.status, error.message], ['http', 404, 'No such setting']);
      assert.deepEqual(posted, [], 'no GET went over fetch');
    });

    it('asks the answer cache for a GET, with a load that reads and checks the answer, and returns what it gives', async () => {
      const urls: string[] = [];
      const loaded: unknown[] = [];
      const api = createApiClient({
        baseUrl: 'http://catalog/api/v1',
        fetch: async () => json({ data: settings }),
        answers: {
          async read(url, load, wait) {
            urls.push(url);
            const answer = await wait(load(AbortSignal.timeout(1_000)));
            loaded.push(answer);
            return answer.value;
          },
        },
        shopId: 1,
        lang: 'fr',
      });
      assert.deepEqual(await api.setting.list(), settings);
      assert.deepEqual(urls, ['http://catalog/api/v1/settings?shop_id=1&lang=fr']);
      assert.deepEqual(loaded, [
        {
          value: { data: settings },
          content: true,
          maintenance: false,
          bytes: JSON.stringify({ data: settings }).length,
        },
      ]);
    });

    it('fails a call whose fetch below timed out on its own deadline as a timeout, not as unreachable', async () => {
      const timedOut: FetchLike = () => Promise.reject(new DOMException('The operation timed out', 'TimeoutError'));
      const error = await rejection(client(timedOut).setting.list());
      assert.equal(error.kind, 'timeout');
      assert.equal(error.status, 504);
    });
  });

  describe('onResponse', () => {
    it('sees every response, errors included, with the endpoint and URL', async () => {
      const seen: Array<{ status: number; info: ResponseInfo }> = [];
      let status = 200;
      const fake = fakeFetch(() =>
        status === 200 ? json({ data: settings }) : json({ message: 'gone', statusCode: 404 }, { status }),
      );
      const api = client(fake.fetch, { onResponse: (response, info) => seen.push({ status: response.status, info }) });
      await api.setting.list();
      status = 404;
      await rejection(api.products.get(1));
      assert.deepEqual(
        seen.map(({ status, info }) => [status, info.endpoint, info.method, info.url]),
        [
          [200, 'GET /settings', 'GET', fake.requests[0]!.url],
          [404, 'GET /product/{id}', 'GET', fake.requests[1]!.url],
        ],
      );
      assert.ok(seen.every(({ info }) => info.durationMs >= 0));
    });

    it('sees a response even when its body is then found malformed', async () => {
      let calls = 0;
      await rejection(
        client(() => Promise.resolve(new Response('nope')), { onResponse: () => calls++ }).setting.list(),
      );
      assert.equal(calls, 1);
    });

    it('lets the server read the maintenance header', async () => {
      const flags: boolean[] = [];
      const fake = fakeFetch(() => json({ data: settings }, { headers: { [MAINTENANCE_HEADER]: '1' } }));
      await client(fake.fetch, {
        onResponse: (response) => flags.push(carriesMaintenanceHeader(response)),
      }).setting.list();
      assert.deepEqual(flags, [true]);
      assert.equal(carriesMaintenanceHeader(json({})), false);
    });

    it('is not called when no response came', async () => {
      let calls = 0;
      await rejection(
        client(() => Promise.reject(new TypeError('fetch failed')), { onResponse: () => calls++ }).setting.list(),
      );
      assert.equal(calls, 0);
    });
  });

  describe('path parameters', () => {
    it('are percent-encoded', async () => {
      const fake = fakeFetch(() => json({ data: {} }));
      await client(fake.fetch).resource('favourites', { list: z.unknown(), item: z.unknown() }).get('a/b?c');
      assert.equal(new URL(fake.last().url).pathname, '/api/v1/favourites/a%2Fb%3Fc');
    });

    it('refuse dot segments that would leave the resource, without sending anything', async () => {
      const fake = fakeFetch();
      const error = await rejection(
        client(fake.fetch).resource('favourites', { list: z.unknown(), item: z.unknown() }).get('..'),
      );
      assert.equal(error.status, 400);
      assert.equal(error.kind, 'request');
      assert.equal(fake.requests.length, 0);
    });
  });

  describe('creation', () => {
    const fetch = fakeFetch().fetch;
    const cases: Array<[string, Partial<ApiClientOptions>, RegExp]> = [
      ['a relative base without an origin', { baseUrl: '/api/v1' }, /not an absolute URL.*origin/],
      ['a base with credentials', { baseUrl: 'http://user:pw@catalog.internal/api/v1' }, /credentials/],
      ['a base that is not http', { baseUrl: 'ftp://catalog.internal/api/v1' }, /http or https/],
      ['a locale given as lang', { lang: 'fr-be' as never }, /lang must be one of fr, nl, de, es, it/],
      ['a shop id that is not a positive integer', { shopId: 0 }, /shopId must be a positive integer/],
      ['an empty token', { token: '' }, /token/],
      ['a timeout that is not positive', { timeoutMs: 0 }, /timeoutMs/],
      ['a missing fetch', { fetch: undefined as never }, /fetch must be a Fetch-standard function/],
    ];
    for (const [what, options, message] of cases) {
      it(`refuses ${what}, saying what to give`, () => {
        assert.throws(() => createApiClient({ baseUrl: BASE, fetch, shopId: 3, lang: 'es', ...options }), message);
      });
    }

    it('derives a client for another language and token with `with`, leaving the first unchanged', async () => {
      const fake = fakeFetch();
      const api = client(fake.fetch);
      const visitor = api.with({ lang: 'nl', token: TOKEN });
      await visitor.setting.list();
      await api.setting.list();
      const [first, second] = fake.requests;
      assert.equal(new URL(first!.url).searchParams.get('lang'), 'nl');
      assert.equal(first!.headers.get('authorization'), `Bearer ${TOKEN}`);
      assert.equal(new URL(second!.url).searchParams.get('lang'), 'es');
      assert.equal(second!.headers.get('authorization'), null);
      assert.equal(visitor.lang, 'nl');
    });
  });
});
