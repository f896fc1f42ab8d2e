import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { testApp } from '../helpers/app.ts';

/** The path and query a Location leads to. */
const pathOf = (location: string) => {
  const url = new URL(location, 'http://any.example');
  return url.pathname + url.search;
};

describe('redirects in the whole chain', () => {
  it('answers a legacy Italian URL with a 301 to its current page, dropping ?page', async () => {
    const response = await request(testApp()).get('/catalogo/omega-3?page=2&utm_source=x').set('Host', 'it.localhost');
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, 'http://it.localhost:3000/prodotto/omega-3?utm_source=x');
  });

  it('strips en-ce-moment from Belgian paths', async () => {
    const response = await request(testApp()).get('/fr/en-ce-moment/promotions').set('Host', 'be.localhost');
    assert.equal(response.status, 301);
    assert.match(response.headers.location!, /\/fr\/promotions$/);
  });

  it('asks the redirection endpoint only when no route matches, and follows a safe answer', async () => {
    const asked: string[][] = [];
    const redirectLookup = async (candidates: string[]) => {
      asked.push(candidates);
      return { status: 302, url: '/prodotti' };
    };
    const app = testApp({}, { redirectLookup });
    const hit = await request(app).get('/vecchia.pagina.html').set('Host', 'it.localhost');
    assert.equal(hit.status, 302);
    assert.equal(
      hit.headers.location,
      'http://it.localhost:3000/prodotti',
      'on the country site, never the Host header',
    );
    assert.equal(asked.length, 1);
    await request(app).get('/prodotti').set('Host', 'it.localhost');
    assert.equal(asked.length, 1, 'a matched route never asks');
  });

  it('refuses an open redirect from the endpoint and answers 404', async () => {
    const app = testApp({}, { redirectLookup: async () => ({ status: 301, url: '//evil.example/phish' }) });
    const response = await request(app).get('/vecchia.pagina.html').set('Host', 'it.localhost');
    assert.equal(response.status, 404);
  });

  it('goes on to 404 when the endpoint fails', async () => {
    const app = testApp({}, { redirectLookup: async () => Promise.reject(new Error('upstream down')) });
    assert.equal((await request(app).get('/vecchia.pagina.html').set('Host', 'it.localhost')).status, 404);
  });

  describe("a locale's prefixed index goes to its home for good (SPEC §2.1)", () => {
    for (const [host, path, home] of [
      ['be.localhost', '/fr/index', '/fr'],
      ['be.localhost', '/nl/index', '/nl'],
      ['be.localhost', '/nl/index/', '/nl'],
      ['ch.localhost', '/de/index', '/de'],
      ['ch.localhost', '/fr/index?utm_source=x', '/fr?utm_source=x'],
    ] as const) {
      it(`${host}${path} -> ${home}, 301`, async () => {
        const response = await request(testApp()).get(path).set({ Host: host, Cookie: 'locale=nl-be' });
        assert.equal(response.status, 301);
        assert.equal(pathOf(response.headers.location!), home);
      });
    }

    for (const [host, path] of [
      ['de.localhost', '/index'],
      ['es.localhost', '/index'],
      ['it.localhost', '/index'],
    ] as const) {
      it(`${host}${path} -> /, 301`, async () => {
        const response = await request(testApp()).get(path).set('Host', host);
        assert.equal(response.status, 301);
        assert.equal(pathOf(response.headers.location!), '/');
      });
    }

    it('leaves a page whose slug ends in index alone', async () => {
      const response = await request(testApp()).get('/fr/index-glycemique').set('Host', 'be.localhost');
      assert.notEqual(response.status, 301);
    });
  });
});
