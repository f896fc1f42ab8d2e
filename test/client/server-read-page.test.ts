// A customer's private page in the browser (decision 032): the router's loader asks the server
// for its data and loads the page from the queries it sent, replacing what an earlier visit left;
// the server's refusals become the outcomes the router acts on (login, error page, 503).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { dehydrate } from '@tanstack/react-query';

import type { PageEnv } from '../../client/app/page-loader.ts';
import { profileQuery } from '../../client/app/queries/account.ts';
import { createQueryClient } from '../../client/app/query-client.ts';
import {
  fetchPageData,
  isServerReadPage,
  loadServerReadPage,
  PAGE_DATA_TYPE,
  type PageDataAnswer,
} from '../../client/app/server-read-page.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import type { Profile } from '../../shared/schemas/account.ts';

const router = createRouter({ tables: ALL_TABLES });
const credentials = router.href('myCredentials', {}, 'fr-be')!;
const url = new URL(`http://be.localhost${credentials}`);

function browserEnv(answer: PageDataAnswer | null | Error, asked: URL[] = []) {
  const env: PageEnv & { readPageData: NonNullable<PageEnv['readPageData']> } = {
    locale: 'fr-be',
    router: () => router,
    api: { shopId: 1, lang: 'fr' } as unknown as ApiClient,
    queryClient: createQueryClient({ server: true }),
    translator: createTranslator({ language: 'fr', resources: { fr } as never }),
    user: false,
    account: null,
    productsPerPage: 12,
    readPageData: (wanted) => {
      asked.push(wanted);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return env;
}

const profile = (firstname: string) => ({ firstname, lastname: 'Leroy', email: 'c@example.be' }) as unknown as Profile;

/** What the server sends: the page's queries as it read them. */
function serverState(firstname: string) {
  const server = createQueryClient({ server: true });
  server.setQueryData(profileQuery(null).queryKey, profile(firstname));
  return dehydrate(server);
}

describe("a private page's data, asked of the server", () => {
  it('names the customer’s pages, not previews nor public ones', () => {
    assert.equal(isServerReadPage(router.match('fr-be', credentials)), true);
    assert.equal(isServerReadPage(router.match('fr-be', router.href('checkoutDelivery', {}, 'fr-be')!)), true);
    assert.equal(isServerReadPage(router.match('fr-be', router.href('cart', {}, 'fr-be')!)), false);
    assert.equal(isServerReadPage(router.match('fr-be', router.href('products', {}, 'fr-be')!)), false);
    assert.equal(isServerReadPage({ kind: 'preview', meta: { private: true } } as never), false);
  });

  it('loads the page from the queries the server read, replacing an earlier visit’s', async () => {
    const asked: URL[] = [];
    const env = browserEnv({ ok: true, state: serverState('Camille') }, asked);
    env.queryClient.setQueryData(profileQuery(null).queryKey, profile('Before'));
    const outcome = await loadServerReadPage(env, url, new AbortController().signal);
    assert.equal(outcome.ok, true, JSON.stringify(outcome));
    assert.equal(outcome.ok && outcome.data.match.kind, 'myCredentials');
    assert.equal(env.queryClient.getQueryData<Profile>(profileQuery(null).queryKey)?.firstname, 'Camille');
    assert.deepEqual(
      asked.map((each) => each.href),
      [url.href],
    );
  });

  it('turns the server’s refusals into the outcomes the router acts on', async () => {
    const signal = new AbortController().signal;
    const login = '/fr/connexion?redirect=%2Ffr%2Fx';
    const toLogin = await loadServerReadPage(browserEnv({ ok: false, status: 401, login }), url, signal);
    assert.ok(!toLogin.ok);
    assert.equal(toLogin.error.status, 401);
    assert.equal(toLogin.error.login, login);
    const gone = await loadServerReadPage(browserEnv({ ok: false, status: 404 }), url, signal);
    assert.ok(!gone.ok && gone.error.status === 404 && gone.error.login === undefined);
    const nonsense = await loadServerReadPage(browserEnv(null), url, signal);
    assert.ok(!nonsense.ok && nonsense.error.status === 503);
    const offline = await loadServerReadPage(browserEnv(new TypeError('Failed to fetch')), url, signal);
    assert.ok(!offline.ok && offline.error.status === 503);
  });

  it('asks at the page’s own URL for its data, with the cookie, never from a cache', async () => {
    const calls: { input: string; init: RequestInit | undefined }[] = [];
    const answer = await fetchPageData(url, new AbortController().signal, (input, init) => {
      calls.push({ input: String(input), init });
      return Promise.resolve(Response.json({ ok: false, status: 404 }));
    });
    assert.deepEqual(answer, { ok: false, status: 404 });
    assert.equal(calls[0]?.input, url.href);
    assert.deepEqual(calls[0]?.init?.headers, { Accept: PAGE_DATA_TYPE });
    assert.equal(calls[0]?.init?.credentials, 'same-origin');
    assert.equal(calls[0]?.init?.cache, 'no-store');
    const html = await fetchPageData(url, new AbortController().signal, () =>
      Promise.resolve(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    assert.equal(html, null);
  });
});
