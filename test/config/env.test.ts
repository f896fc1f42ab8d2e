import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inspect } from 'node:util';

import { ConfigError, loadConfig, PRODUCTION_WARM_UP_PAGES } from '../../config/env.ts';
import { docOf, environmentVariables } from '../../config/env-variables.ts';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, 'a ConfigError');
    return error.message;
  }
  assert.fail('loadConfig accepted a bad environment');
}

describe('config', () => {
  describe('with an empty environment', () => {
    const config = loadConfig({});

    it('listens on port 3000 and serves Italy by default', () => {
      assert.equal(config.port, 3000);
      assert.equal(config.defaultCountry, 'it');
      assert.equal(config.apiBaseUrl, null, 'the embedded catalog');
      assert.equal(config.dataDir, './var');
      assert.equal(config.keepAliveTimeoutMs, 65_000);
      assert.equal(config.maintenance, false);
      assert.deepEqual(config.trustProxy, { kind: 'none' });
      assert.deepEqual(config.allowList, []);
      assert.equal(config.warmUpPages, 0, 'no warm-up outside production unless asked');
    });

    it('warms a production process up by default, and not when told 0', () => {
      assert.equal(loadConfig({ NODE_ENV: 'production' }).warmUpPages, PRODUCTION_WARM_UP_PAGES);
      assert.equal(loadConfig({ NODE_ENV: 'production', WARM_UP_PAGES: '0' }).warmUpPages, 0);
    });

    it('maps the *.localhost hosts to their country', () => {
      assert.deepEqual(config.countryHosts, {
        be: ['be.localhost'],
        ch: ['ch.localhost'],
        de: ['de.localhost'],
        es: ['es.localhost'],
        it: ['it.localhost'],
      });
    });

    it('gives every country an absolute local site URL on the configured port', () => {
      assert.equal(config.siteUrls.be, 'http://be.localhost:3000');
      assert.equal(loadConfig({ PORT: '4000' }).siteUrls.es, 'http://es.localhost:4000');
    });

    it('is frozen', () => {
      assert.ok(Object.isFrozen(config));
      assert.ok(Object.isFrozen(config.siteUrls));
      assert.throws(() => {
        (config as { port: number }).port = 1;
      }, TypeError);
    });
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEFAULT_COUNTRY: 'es',
      SITE_URL_BE: 'https://www.example.be/',
      COUNTRY_HOSTS_BE: 'www.example.be, Example.BE.',
      API_BASE_URL: 'https://api.example.com/api/v1',
      API_TOKEN: 'secret',
      DATA_DIR: '/data',
      ALLOWLIST: '10.0.0.1, 192.168.0.0/16, ::1, office.example.com',
      TRUST_PROXY: '1',
      MAINTENANCE: 'on',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '70000',
      WARM_UP_PAGES: '300',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.nodeEnv, 'production');
    assert.equal(config.defaultCountry, 'es');
    assert.equal(config.siteUrls.be, 'https://www.example.be', 'no trailing slash');
    assert.deepEqual(config.countryHosts.be, ['www.example.be', 'example.be']);
    assert.equal(config.apiBaseUrl, 'https://api.example.com/api/v1');
    assert.equal(config.apiToken, 'secret');
    assert.equal(config.dataDir, '/data');
    assert.deepEqual(
      config.allowList.map((entry) => entry.kind),
      ['address', 'range', 'address', 'hostname'],
    );
    assert.deepEqual(config.trustProxy, { kind: 'hops', hops: 1 });
    assert.equal(config.maintenance, true);
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.shutdownGraceMs, 5000);
    assert.equal(config.keepAliveTimeoutMs, 70_000);
    assert.equal(config.warmUpPages, 300);
  });

  it('treats an empty variable as unset', () => {
    assert.equal(loadConfig({ PORT: '', DEFAULT_COUNTRY: '' }).port, 3000);
  });

  describe('when values are bad', () => {
    it('names every bad variable and what it expects in one message', () => {
      const message = problemsOf({
        PORT: 'http',
        DEFAULT_COUNTRY: 'fr',
        MAINTENANCE: 'yes',
        SITE_URL_DE: 'de.localhost',
        LOG_LEVEL: 'loud',
      });
      assert.match(message, /PORT: expected an integer from 0 to 65535.*got 'http'/);
      assert.match(message, /DEFAULT_COUNTRY: expected be, ch, de, es, it, got 'fr'/);
      assert.match(message, /MAINTENANCE: expected off or on, got 'yes'/);
      assert.match(message, /SITE_URL_DE: expected an absolute http\(s\) URL/);
      assert.match(message, /LOG_LEVEL: expected fatal, error, warn, info, debug, trace, silent/);
    });

    it('refuses an allow-list entry that is no address, range or host name, naming the entry', () => {
      const message = problemsOf({ ALLOWLIST: '10.0.0.0/33, 10.0.0.1, not a host' });
      assert.match(message, /ALLOWLIST: entry '10\.0\.0\.0\/33' is not a CIDR range; entry 'not a host' is neither/);
    });

    it('refuses TRUST_PROXY=true, which would let any client forge its address', () => {
      assert.match(problemsOf({ TRUST_PROXY: 'true' }), /TRUST_PROXY: 'true' would trust every hop/);
      assert.match(problemsOf({ TRUST_PROXY: '10.0.0.1, proxy.example' }), /TRUST_PROXY: 'proxy\.example' is not/);
    });

    it('refuses a warm-up that is not a page count from 0 to 5000', () => {
      assert.match(problemsOf({ WARM_UP_PAGES: '-1' }), /WARM_UP_PAGES: expected an integer from 0 to 5000/);
      assert.match(
        problemsOf({ WARM_UP_PAGES: 'all' }),
        /WARM_UP_PAGES: expected an integer from 0 to 5000.*got 'all'/,
      );
    });

    it('refuses a host given to two countries', () => {
      assert.match(
        problemsOf({ COUNTRY_HOSTS_IT: 'it.localhost,be.localhost' }),
        /COUNTRY_HOSTS_IT: host 'be\.localhost' already belongs to COUNTRY_HOSTS_BE/,
      );
    });

    it('refuses site URLs that are not absolute http(s) or that carry a query', () => {
      assert.match(problemsOf({ SITE_URL_IT: 'ftp://example.it' }), /SITE_URL_IT/);
      assert.match(problemsOf({ SITE_URL_IT: 'https://example.it/?a=1' }), /SITE_URL_IT/);
    });
  });
});

describe('the countries with a shop (SHOP_COUNTRIES)', () => {
  it('are every country by default', () => {
    assert.deepEqual(loadConfig({}).shopCountries, ['be', 'ch', 'de', 'es', 'it']);
  });

  it('read a comma list in any case and order, each country once, in the site order; none closes every shop', () => {
    assert.deepEqual(loadConfig({ SHOP_COUNTRIES: ' IT, be ,it' }).shopCountries, ['be', 'it']);
    assert.deepEqual(loadConfig({ SHOP_COUNTRIES: 'none' }).shopCountries, []);
  });

  it('refuse an unknown country, naming it', () => {
    assert.match(problemsOf({ SHOP_COUNTRIES: 'be,fr,xx' }), /SHOP_COUNTRIES: unknown countries fr, xx/);
  });
});

describe('integrations and form settings', () => {
  it('are off by default: no tag manager, no anti-spam check, no map tiles; ten submissions an hour', () => {
    const config = loadConfig({});
    assert.deepEqual(config.tagManagerIds, { be: null, ch: null, de: null, es: null, it: null });
    assert.equal(config.recaptcha, null);
    assert.equal(config.mapTileUrl, null);
    assert.equal(config.mapTileAttribution, null);
    assert.equal(config.formSubmissionsPerHour, 10);
  });

  it('read a tag manager per country, the anti-spam keys together, and a tile URL template with its credit', () => {
    const config = loadConfig({
      TAG_MANAGER_ID_ES: 'GTM-AB12CD3',
      RECAPTCHA_SITE_KEY: 'site-key-0123456789',
      RECAPTCHA_SECRET: 'secret-0123456789',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: ' © OpenStreetMap contributors ',
    });
    assert.equal(config.tagManagerIds.es, 'GTM-AB12CD3');
    assert.equal(config.tagManagerIds.it, null);
    assert.deepEqual(config.recaptcha, { siteKey: 'site-key-0123456789', secret: 'secret-0123456789', minScore: 0.5 });
    assert.equal(config.mapTileUrl, 'https://tiles.example.com/{z}/{x}/{y}.png');
    assert.equal(config.mapTileAttribution, '© OpenStreetMap contributors');
  });

  it('take the test payment provider by default, and Stripe only with both of its keys (issue 20)', () => {
    assert.equal(loadConfig({}).payments.provider, 'test');
    const stripe = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
    }).payments;
    assert.deepEqual(stripe.stripe, { secretKey: 'sk_test_0123456789', webhookSecret: 'whsec_0123456789' });
    assert.match(
      problemsOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_0123456789' }),
      /STRIPE_WEBHOOK_SECRET: expected whsec_…, got nothing/,
    );
    assert.match(problemsOf({ PAYMENT_PROVIDER: 'paypal' }), /PAYMENT_PROVIDER/);
    assert.match(problemsOf({ TEST_PAYMENT_SECRET: 'short' }), /TEST_PAYMENT_SECRET/);
  });

  it('refuse one anti-spam key without the other, a bad container id and a tile URL without its placeholders', () => {
    assert.match(problemsOf({ RECAPTCHA_SITE_KEY: 'site-key-0123456789' }), /RECAPTCHA_SECRET: expected/);
    assert.match(
      problemsOf({ TAG_MANAGER_ID_BE: 'UA-1234' }),
      /TAG_MANAGER_ID_BE: expected a tag manager container id/,
    );
    assert.match(problemsOf({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' }), /MAP_TILE_URL/);
    assert.match(problemsOf({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' }), /MAP_TILE_URL/);
  });

  it('refuse a tile credit with markup, control characters, over 200 characters, or without tiles', () => {
    const tiles = { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' };
    for (const credit of ['<a href="https://osm.org">OSM</a>', 'OSM\ncontributors', 'x'.repeat(201), '   ']) {
      assert.match(
        problemsOf({ ...tiles, MAP_TILE_ATTRIBUTION: credit }),
        /MAP_TILE_ATTRIBUTION: expected plain text/,
        JSON.stringify(credit),
      );
    }
    assert.match(
      problemsOf({ MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' }),
      /MAP_TILE_URL: expected .* \(MAP_TILE_ATTRIBUTION is set\), got nothing/,
    );
  });
});

describe('secrets', () => {
  it('are never shown when refused: the message says what is expected, and nothing printed of the error holds the value', () => {
    const secret = 'hunter2 is no key!';
    let error: unknown;
    try {
      loadConfig({ RECAPTCHA_SITE_KEY: 'site-key-0123456789', RECAPTCHA_SECRET: secret, PORT: 'http' });
    } catch (caught) {
      error = caught;
    }
    assert.ok(error instanceof ConfigError, 'a ConfigError');
    assert.match(error.message, /RECAPTCHA_SECRET: expected the reCAPTCHA v3 secret: 10 to 100 letters.*not shown/);
    assert.match(error.message, /PORT: expected .*got 'http'/, 'other values are still shown');
    const printed = [
      error.message,
      String(error),
      String(error.stack),
      inspect(error, { depth: Infinity, showHidden: true }),
      JSON.stringify(error),
    ];
    for (const text of printed) assert.ok(!text.includes('hunter2'), text);
  });

  it('are marked as such on every variable whose name says it holds one', () => {
    const secretNames = Object.keys(environmentVariables.shape).filter((name) =>
      /SECRET|TOKEN|PASSWORD|PRIVATE/.test(name),
    );
    assert.ok(secretNames.includes('API_TOKEN') && secretNames.includes('RECAPTCHA_SECRET'), String(secretNames));
    for (const name of secretNames) assert.equal(docOf(name).secret, true, name);
  });
});
