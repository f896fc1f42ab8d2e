// POST /logout (decision 010: the session is the jwt_token cookie): the session ends and the
// visitor lands on the home page of their language; another site cannot log them out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { capturingLogger, check, testApp } from '../../helpers/app.ts';

const CHAIN = ['requestId', 'hostCountry', 'cookies', 'localeDetection', 'logout'];
const SITE_URL_BE = 'https://www.vitrine.example.be';
const app = () => testApp({ SITE_URL_BE }, { logger: capturingLogger().logger }, CHAIN);

describe('logout', () => {
  it('clears the session cookie and sends the visitor to the home page of their language (303, never cached)', async () => {
    const response = await request(app())
      .post('/logout')
      .set('Host', 'be.localhost')
      .set('Cookie', ['jwt_token=abc', 'locale=nl-be'])
      .set('Origin', 'http://be.localhost');
    assert.equal(response.status, 303);
    check(response, { location: '/nl', 'cache-control': 'no-store' });
    const cleared = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('jwt_token='));
    assert.ok(cleared, 'a Set-Cookie for jwt_token');
    assert.match(cleared, /^jwt_token=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it("takes a form posted from the country's SITE_URL or with no origin at all", async () => {
    for (const origin of [SITE_URL_BE, undefined]) {
      const call = request(app()).post('/logout').set('Host', 'be.localhost').set('Cookie', 'jwt_token=abc');
      const response = await (origin ? call.set('Origin', origin) : call);
      assert.equal(response.status, 303, String(origin));
      assert.equal(response.headers.location, '/fr');
    }
  });

  it('refuses a form posted from another site, and keeps the session', async () => {
    const response = await request(app())
      .post('/logout')
      .set('Host', 'be.localhost')
      .set('Cookie', 'jwt_token=abc')
      .set('Origin', 'https://evil.example');
    assert.equal(response.status, 403);
    assert.ok(
      !([] as string[]).concat(response.headers['set-cookie'] ?? []).some((cookie) => cookie.startsWith('jwt_token=')),
    );
  });

  it('leaves GET to the pages', async () => {
    const response = await request(app()).get('/logout').set('Host', 'be.localhost').set('Cookie', 'jwt_token=abc');
    assert.equal(response.status, 404);
    assert.ok(
      !([] as string[]).concat(response.headers['set-cookie'] ?? []).some((cookie) => cookie.startsWith('jwt_token=')),
    );
  });
});
