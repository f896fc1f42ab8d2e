import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import { loadConfig } from '../../../config/env.ts';
import { hostCountry, normalizeHost } from '../../../server/middleware/host-country.ts';
import { compileTrust } from '../../../server/net/trust-proxy.ts';

function appFor(env: Record<string, string> = {}) {
  const config = loadConfig(env);
  const app = express();
  app.use(
    hostCountry({
      countryHosts: config.countryHosts,
      defaultCountry: config.defaultCountry,
      trust: compileTrust(config.trustProxy),
      forwardedHost: config.trustForwardedHost,
    }),
  );
  app.use((_req, res) => void res.json({ country: res.locals.country, locale: res.locals.locale }));
  return app;
}

const countryOf = async (app: express.Express, headers: Record<string, string>) =>
  (await request(app).get('/').set(headers)).body;

describe('host -> country', () => {
  it('maps each *.localhost host to its country and default locale', async () => {
    const app = appFor();
    assert.deepEqual(await countryOf(app, { Host: 'be.localhost:3000' }), { country: 'be', locale: 'fr-be' });
    assert.deepEqual(await countryOf(app, { Host: 'ch.localhost' }), { country: 'ch', locale: 'fr-ch' });
    assert.deepEqual(await countryOf(app, { Host: 'de.localhost' }), { country: 'de', locale: 'de-de' });
    assert.deepEqual(await countryOf(app, { Host: 'es.localhost' }), { country: 'es', locale: 'es-es' });
    assert.deepEqual(await countryOf(app, { Host: 'it.localhost' }), { country: 'it', locale: 'it-it' });
  });

  it('ignores case, the port and a trailing dot', async () => {
    const app = appFor();
    assert.equal((await countryOf(app, { Host: 'ES.LocalHost.:8080' })).country, 'es');
  });

  it('sends an unknown host to the default country', async () => {
    assert.equal((await countryOf(appFor(), { Host: 'www.unknown.example' })).country, 'it');
    assert.equal((await countryOf(appFor({ DEFAULT_COUNTRY: 'de' }), { Host: 'localhost:3000' })).country, 'de');
  });

  it('reads the configured production host lists', async () => {
    const app = appFor({ COUNTRY_HOSTS_BE: 'www.example.be,example.be', COUNTRY_HOSTS_CH: 'www.example.ch' });
    assert.equal((await countryOf(app, { Host: 'example.be' })).country, 'be');
    assert.equal((await countryOf(app, { Host: 'www.example.ch' })).country, 'ch');
    assert.equal((await countryOf(app, { Host: 'be.localhost' })).country, 'it', 'the default list was replaced');
  });

  describe('when X-Forwarded-Host comes from an untrusted peer', () => {
    it('ignores it', async () => {
      assert.equal(
        (await countryOf(appFor(), { Host: 'it.localhost', 'X-Forwarded-Host': 'be.localhost' })).country,
        'it',
      );
    });
  });

  describe('when X-Forwarded-Host comes from a trusted proxy', () => {
    it('ignores it unless TRUST_FORWARDED_HOST is on: the Host header picks the country, and nothing varies on it', async () => {
      const response = await request(appFor({ TRUST_PROXY: 'loopback' }))
        .get('/')
        .set({ Host: 'it.localhost', 'X-Forwarded-Host': 'be.localhost' });
      assert.equal(response.body.country, 'it');
      assert.doesNotMatch(String(response.headers.vary ?? ''), /x-forwarded-host/i);
    });

    it('uses its first entry with TRUST_FORWARDED_HOST on, and says the answer varies on it (with or without it)', async () => {
      const app = appFor({ TRUST_PROXY: 'loopback', TRUST_FORWARDED_HOST: 'on' });
      const forwarded = await request(app)
        .get('/')
        .set({ Host: 'internal:8080', 'X-Forwarded-Host': 'be.localhost, it.localhost' });
      assert.equal(forwarded.body.country, 'be');
      assert.match(String(forwarded.headers.vary), /X-Forwarded-Host/);
      const direct = await request(app).get('/').set({ Host: 'ch.localhost' });
      assert.equal(direct.body.country, 'ch');
      assert.match(
        String(direct.headers.vary),
        /X-Forwarded-Host/,
        'a cache must not give this copy to a forwarded request',
      );
    });

    it('refuses TRUST_FORWARDED_HOST on without a trusted proxy at start-up', () => {
      assert.throws(() => loadConfig({ TRUST_FORWARDED_HOST: 'on' }), /TRUST_FORWARDED_HOST: on needs TRUST_PROXY/);
    });
  });

  it('answers a request without a usable Host header with the default country', async () => {
    assert.equal((await countryOf(appFor(), { Host: '' })).country, 'it');
  });

  it('normalises IPv6 literals and ports', () => {
    assert.equal(normalizeHost('[::1]:3000'), '::1');
    assert.equal(normalizeHost('Be.Localhost..'), 'be.localhost');
    assert.equal(normalizeHost('be.localhost:'), 'be.localhost');
  });

  it('refuses an unknown default country when created', () => {
    assert.throws(
      () =>
        hostCountry({
          countryHosts: loadConfig({}).countryHosts,
          defaultCountry: 'fr' as never,
          trust: () => false,
          forwardedHost: false,
        }),
      /default country 'fr'/,
    );
  });
});
