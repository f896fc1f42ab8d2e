// An answer that sets a cookie never goes out cacheable by a shared cache, whichever step set
// the cookie or the Cache-Control.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import { privateCacheControl, privateWithCookies } from '../../../server/middleware/private-with-cookies.ts';

function appSetting(cacheControl: string | null, cookie: boolean) {
  const app = express();
  app.use(privateWithCookies());
  app.get('/', (_req, res) => {
    if (cacheControl) res.set('Cache-Control', cacheControl);
    if (cookie) res.cookie('locale', 'fr-be');
    // Streamed, as pages are: the headers go out with the first chunk.
    res.write('<!doctype html>');
    res.end('<p>page</p>');
  });
  return app;
}

describe('answers that set a cookie', () => {
  it('are made private, keeping what was said to the browser', () => {
    const cases: [cacheControl: string | undefined, kept: string][] = [
      ['public, max-age=0, s-maxage=60, stale-while-revalidate=300', 'private, max-age=0, stale-while-revalidate=300'],
      ['public, max-age=3600', 'private, max-age=3600'],
      ['public, s-maxage=600', 'private, no-cache'],
      ['PUBLIC, S-MAXAGE=60, proxy-revalidate, must-revalidate', 'private, must-revalidate'],
      ['private="Set-Cookie", max-age=60', 'private, private="Set-Cookie", max-age=60'],
      [undefined, 'private, no-cache'],
      ['no-cache', 'private, no-cache'],
      ['no-store', 'no-store'],
      ['private, no-cache', 'private, no-cache'],
    ];
    for (const [cacheControl, kept] of cases) assert.equal(privateCacheControl(cacheControl), kept, cacheControl);
  });

  it('never go out publicly cacheable, even when the Cache-Control was set before the cookie', async () => {
    const response = await request(appSetting('public, max-age=0, s-maxage=60', true)).get('/');
    assert.equal(response.headers['cache-control'], 'private, max-age=0');
    assert.match(String(response.headers['set-cookie']), /^locale=fr-be/);
    const silent = await request(appSetting(null, true)).get('/');
    assert.equal(silent.headers['cache-control'], 'private, no-cache');
  });

  it('leave answers without a cookie as they were', async () => {
    const response = await request(appSetting('public, max-age=0, s-maxage=60', false)).get('/');
    assert.equal(response.headers['cache-control'], 'public, max-age=0, s-maxage=60');
    assert.equal((await request(appSetting(null, false)).get('/')).headers['cache-control'], undefined);
  });
});
