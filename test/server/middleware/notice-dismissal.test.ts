// POST /notices/<notice>: closing the obsolete-browser banner or the discount banner without
// JavaScript sets its cookie and leads back to the page, never to another site.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { safeBackPath } from '../../../server/middleware/notice-dismissal.ts';
import { testApp } from '../../helpers/app.ts';

const CHAIN = ['requestId', 'hostCountry', 'cookies', 'localeDetection', 'noticeDismissal'];
const app = () => testApp({}, {}, CHAIN);
/** The Set-Cookie lines of a response, but the locale's (locale detection sets it on every answer). */
const cookiesOf = (response: request.Response) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).filter((cookie) => !cookie.startsWith('locale='));

describe('closing a notice without JavaScript', () => {
  it('sets ie_info to false for a year and goes back to the page (303)', async () => {
    const response = await request(app())
      .post('/notices/browser-info?back=%2Ffr%2Fproduits%3Fsort%3Dprice-asc')
      .set('Host', 'be.localhost');
    assert.equal(response.status, 303);
    assert.equal(response.headers.location, '/fr/produits?sort=price-asc');
    assert.equal(response.headers['cache-control'], 'no-store');
    const [cookie] = cookiesOf(response);
    assert.match(cookie!, /^ie_info=false; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
  });

  it('hides the discount banner for thirty days', async () => {
    const response = await request(app()).post('/notices/discount-banner?back=%2F').set('Host', 'it.localhost');
    assert.equal(response.status, 303);
    assert.match(cookiesOf(response)[0]!, /^discount_banner=hidden; Max-Age=2592000;/);
  });

  it("leads home in the visitor's language when `back` is missing or not a path of this site", async () => {
    for (const back of [
      '',
      '?back=https%3A%2F%2Fevil.example%2F',
      '?back=%2F%2Fevil.example',
      '?back=%2F%5Cevil.example',
      '?back=produits',
    ]) {
      const response = await request(app())
        .post(`/notices/browser-info${back}`)
        .set('Host', 'be.localhost')
        .set('Cookie', 'locale=nl-be');
      assert.equal(response.headers.location, '/nl', back);
    }
  });

  it('knows only its notices', async () => {
    for (const path of ['/notices/constructor', '/notices/__proto__', '/notices/other']) {
      const response = await request(app()).post(path).set('Host', 'be.localhost');
      assert.equal(response.status, 404, path);
      assert.deepEqual(cookiesOf(response), []);
    }
  });

  it('never leads to another host through a `back` that only looks like a path (dot segments, backslashes, repeated slashes)', async () => {
    const cases: [back: string, location: string][] = [
      ['/.//evil.example', '/evil.example'],
      ['/./evil.example', '/evil.example'],
      ['/..//evil.example', '/evil.example'],
      ['/fr/..//evil.example/x', '/evil.example/x'],
      ['/fr//produits///x?sort=price-asc', '/fr/produits/x?sort=price-asc'],
      ['/%2F/evil.example', '/%2F/evil.example'],
      ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
      ['/fr/produits#top', '/fr/produits'],
    ];
    for (const [back, location] of cases) {
      assert.equal(safeBackPath(back), location, back);
      const response = await request(app())
        .post(`/notices/browser-info?back=${encodeURIComponent(back)}`)
        .set('Host', 'be.localhost');
      assert.equal(response.headers.location, location, back);
    }
  });

  it('takes only paths of this site as `back`', () => {
    assert.equal(safeBackPath('/fr/produits'), '/fr/produits');
    for (const bad of [
      '//x.example',
      '/\\x.example',
      '/\\/x.example',
      '\\\\x.example',
      '/\t/x.example',
      'https://x.example/',
      'fr',
      '/a\nb',
      '/a\u007fb',
      42,
      undefined,
    ])
      assert.equal(safeBackPath(bad), null, String(bad));
  });
});
