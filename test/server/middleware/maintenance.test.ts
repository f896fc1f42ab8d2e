import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import request from 'supertest';

import { createMaintenanceSwitch } from '../../../server/maintenance-switch.ts';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../../../server/middleware/maintenance.ts';
import { check, testApp } from '../../helpers/app.ts';
import { documentOf } from '../../helpers/render-view.tsx';

const assets = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
mkdirSync(assets, { recursive: true });
writeFileSync(join(assets, 'entry-ABCDEFGH.js'), 'console.log(1)');

const ON = { MAINTENANCE: 'on' };

describe('maintenance', () => {
  describe('when it is on', () => {
    it('sends page requests to the maintenance page of the locale with a 307', async () => {
      const app = testApp(ON);
      const cases: [string, string, string][] = [
        ['be.localhost', '/fr/produits', '/fr/maintenance'],
        ['ch.localhost', '/de/produkte', '/de/wartung'],
        ['de.localhost', '/produkte', '/wartung'],
        ['es.localhost', '/', '/mantenimiento'],
        ['it.localhost', '/prodotti', '/manutenzione'],
      ];
      for (const [host, path, target] of cases) {
        const response = await request(app).get(path).set('Host', host);
        assert.equal(response.status, 307, `${host}${path}`);
        assert.equal(response.headers.location, target);
        check(response, { 'Cache-Control': 'no-store' });
      }
    });

    it('answers the maintenance page with 503, Retry-After and no caching', async () => {
      const response = await request(testApp(ON)).get('/fr/maintenance').set('Host', 'be.localhost');
      assert.equal(response.status, 503);
      check(response, {
        'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
        'Content-Type': /text\/html/,
      });
      const page = documentOf(response.text);
      assert.equal(page.document.documentElement.getAttribute('lang'), 'fr-BE');
      assert.equal(page.queryAllByText('Site en maintenance', { exact: false }).length > 0, true);
    });

    it('serves the maintenance page in the language of its path', async () => {
      const response = await request(testApp(ON)).get('/nl/onderhoud').set('Host', 'be.localhost');
      assert.equal(response.status, 503);
      const page = documentOf(response.text);
      assert.equal(page.document.documentElement.getAttribute('lang'), 'nl-BE');
      assert.equal(page.queryAllByText('Website in onderhoud', { exact: false }).length > 0, true);
    });

    it('answers a form post with the 503 page rather than redirecting its body', async () => {
      const response = await request(testApp(ON)).post('/contatto').type('form').send('message=hello');
      assert.equal(response.status, 503);
      check(response, { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) });
    });

    it('leaves health, metrics, static assets and the API alone', async () => {
      const app = testApp(ON, { assetsDirectory: assets });
      assert.equal((await request(app).get('/healthz')).status, 200);
      assert.equal((await request(app).get('/readyz')).status, 200);
      assert.equal((await request(app).get('/metrics')).status, 200);
      assert.equal((await request(app).get('/assets/entry-ABCDEFGH.js')).status, 200);
      assert.notEqual((await request(app).get('/api/v1/settings')).status, 307);
    });
  });

  describe('when the upstream signals maintenance', () => {
    it('turns on and off with the signal', async () => {
      const maintenanceSwitch = createMaintenanceSwitch({ forced: false });
      const app = testApp({}, { maintenanceSwitch });
      assert.equal((await request(app).get('/prodotti')).status, 404);
      maintenanceSwitch.setUpstreamSignal(true);
      assert.equal((await request(app).get('/prodotti')).headers.location, '/manutenzione');
      maintenanceSwitch.setUpstreamSignal(false);
      assert.equal((await request(app).get('/manutenzione')).headers.location, '/');
    });
  });

  describe('when it is off', () => {
    it('sends a visitor of the maintenance page home', async () => {
      const app = testApp();
      const be = await request(app).get('/nl/onderhoud').set('Host', 'be.localhost');
      assert.equal(be.status, 307);
      assert.equal(be.headers.location, '/nl');
      const es = await request(app).get('/mantenimiento').set('Host', 'es.localhost');
      assert.equal(es.headers.location, '/');
    });

    it("does not treat another country's maintenance path as a maintenance page", async () => {
      assert.equal((await request(testApp()).get('/wartung').set('Host', 'es.localhost')).status, 404);
    });

    it('lets page requests through', async () => {
      assert.equal((await request(testApp()).get('/prodotti')).status, 404);
    });
  });
});
