import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import express from 'express';
import request from 'supertest';

import type { Country } from '../../../config/countries.ts';
import { loadConfig } from '../../../config/env.ts';
import { LEGACY_REDIRECTS } from '../../../redirects/legacy.ts';
import type { RedirectRule } from '../../../redirects/rule.ts';
import {
  STATIC_REDIRECT_CACHE_CONTROL,
  staticRedirects,
  type StaticRedirectsOptions,
  URL_RULE_CACHE_CONTROL,
} from '../../../server/middleware/static-redirects.ts';
import { compileTrust } from '../../../server/net/trust-proxy.ts';
import { loadRedirectsFile, RedirectsFileError } from '../../../server/redirects-file.ts';
import { capturingLogger, check } from '../../helpers/app.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SITE_URL_BE: 'https://www.vitrine-be.example',
  SITE_URL_CH: 'https://www.vitrine-ch.example',
  SITE_URL_DE: 'https://www.vitrine-de.example',
  SITE_URL_ES: 'https://www.vitrine-es.example',
  SITE_URL_IT: 'https://www.vitrine-it.example',
};

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/redirects/${name}`, import.meta.url));

/**
 * The middleware alone, after a stub standing for host-country. Whatever it lets through is
 * answered 200 `served <url>`.
 */
function appFor(country: Country, env: Record<string, string> = {}, options: Partial<StaticRedirectsOptions> = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const trust = compileTrust(config.trustProxy);
  const app = express();
  app.set('trust proxy', trust);
  app.use((_req, res, next) => {
    res.locals.country = country;
    next();
  });
  app.use(
    staticRedirects({
      tables: LEGACY_REDIRECTS,
      extraRules: loadRedirectsFile(config.redirectsFile, Object.values(config.siteUrls)),
      siteUrls: config.siteUrls,
      rootRedirect: config.rootRedirect,
      defaultCountry: config.defaultCountry,
      trust,
      forwardedHost: config.trustForwardedHost,
      ...options,
    }),
  );
  app.use((req, res) => void res.type('text').send(`served ${req.originalUrl}`));
  return app;
}

async function redirected(app: express.Express, path: string, host: string, headers: Record<string, string> = {}) {
  const response = await request(app).get(path).set('Host', host).set(headers);
  return response.status === 301 ? response.headers.location : `${response.status} ${response.text}`;
}

describe('static redirects', () => {
  describe('a legacy path rule', () => {
    it('answers 301 to the current page, cacheable for an hour', async () => {
      const response = await request(appFor('it')).get('/catalogo').set('Host', 'it.localhost:3000');
      assert.equal(response.status, 301);
      check(response, {
        Location: 'http://it.localhost:3000/prodotti',
        'Cache-Control': STATIC_REDIRECT_CACHE_CONTROL,
      });
    });

    it('ignores a trailing slash', async () => {
      assert.equal(
        await redirected(appFor('de'), '/datenschutz/', 'de.localhost:3000'),
        'http://de.localhost:3000/datenschutzerklarung',
      );
    });

    it('is looked up in the table of the request country only', async () => {
      assert.equal(await redirected(appFor('es'), '/datenschutz', 'es.localhost:3000'), '200 served /datenschutz');
    });
  });

  describe('a slug placeholder', () => {
    it('carries the slug to the current page', async () => {
      assert.equal(
        await redirected(appFor('es'), '/catalogo/omega-3', 'es.localhost:3000'),
        'http://es.localhost:3000/producto/omega-3',
      );
      assert.equal(
        await redirected(appFor('it'), '/informazioni/chi/siamo', 'it.localhost:3000'),
        'http://it.localhost:3000/chi/siamo',
      );
      assert.equal(
        await redirected(appFor('be'), '/nl-be/producten/lacti-b', 'be.localhost:3000'),
        'http://be.localhost:3000/nl/product/lacti-b',
      );
    });
  });

  describe('in production', () => {
    const app = () => appFor('be', PRODUCTION);

    it('sends plain http on the www host to the https /fr site, cacheable by browsers only', async () => {
      const response = await request(app()).get('/').set('Host', 'www.vitrine-be.example');
      assert.equal(response.status, 301);
      check(response, { Location: 'https://www.vitrine-be.example/fr', 'Cache-Control': URL_RULE_CACHE_CONTROL });
    });

    it('sends the bare domain, http or https, to the www /fr site', async () => {
      assert.equal(await redirected(app(), '/', 'vitrine-be.example'), 'https://www.vitrine-be.example/fr');
      const https = { 'X-Forwarded-Proto': 'https' };
      const trusted = appFor('be', { ...PRODUCTION, TRUST_PROXY: 'loopback' });
      assert.equal(await redirected(trusted, '/', 'vitrine-be.example', https), 'https://www.vitrine-be.example/fr');
    });

    it('sends /nl on the bare host to the www /nl site', async () => {
      assert.equal(await redirected(app(), '/nl', 'vitrine-be.example'), 'https://www.vitrine-be.example/nl');
      assert.equal(await redirected(app(), '/nl/', 'vitrine-be.example'), 'https://www.vitrine-be.example/nl');
    });

    it('leaves https on the www host to the site', async () => {
      const trusted = appFor('be', { ...PRODUCTION, TRUST_PROXY: 'loopback' });
      assert.equal(
        await redirected(trusted, '/', 'www.vitrine-be.example', { 'X-Forwarded-Proto': 'https' }),
        '200 served /',
      );
      assert.equal(
        await redirected(trusted, '/nl', 'www.vitrine-be.example', { 'X-Forwarded-Proto': 'https' }),
        '200 served /nl',
      );
    });

    it('resolves path rules against the https www origin, whatever host was asked', async () => {
      assert.equal(
        await redirected(app(), '/fr-be/contact', 'vitrine-be.example'),
        'https://www.vitrine-be.example/fr/contactez-nous',
      );
    });
  });

  describe('in development', () => {
    it('keeps http and the port', async () => {
      assert.equal(
        await redirected(appFor('be'), '/fr-be/produits', 'be.localhost:3000'),
        'http://be.localhost:3000/fr/produits',
      );
      assert.equal(
        await redirected(appFor('be'), '/fr/en-ce-moment', 'be.localhost:3000'),
        'http://be.localhost:3000/fr',
      );
    });

    it("leaves / on the site host to the route rules, where the visitor's language decides", async () => {
      assert.equal(await redirected(appFor('be'), '/', 'be.localhost:3000'), '200 served /');
    });

    it('does not loop where a rule would send a page to itself', async () => {
      assert.equal(await redirected(appFor('be'), '/nl', 'be.localhost:3000'), '200 served /nl');
    });
  });

  describe('under ROUTE_PREFIX_MODE=locale-code', () => {
    const app = () => appFor('be', { ROUTE_PREFIX_MODE: 'locale-code' }, { routePrefixMode: 'locale-code' });

    it('sends legacy paths to the pages of that reading', async () => {
      assert.equal(
        await redirected(app(), '/fr-be/produits/lacti-b', 'be.localhost:3000'),
        'http://be.localhost:3000/produit/lacti-b',
      );
      assert.equal(await redirected(app(), '/fr-be', 'be.localhost:3000'), 'http://be.localhost:3000/');
      assert.equal(
        await redirected(app(), '/nl-be/wie-zijn-we', 'be.localhost:3000'),
        'http://be.localhost:3000/nl-be/over-vitrine',
      );
      assert.equal(
        await redirected(app(), '/nl-be/merken/lacti-b', 'be.localhost:3000'),
        'http://be.localhost:3000/nl-be/merk/lacti-b',
      );
    });

    it('leaves out the legacy rules that would hide a current page', async () => {
      assert.equal(
        await redirected(app(), '/nl-be/producten/probiotica', 'be.localhost:3000'),
        '200 served /nl-be/producten/probiotica',
      );
      assert.equal(await redirected(app(), '/nl-be/contact', 'be.localhost:3000'), '200 served /nl-be/contact');
    });
  });

  describe('an old Luxembourg domain', () => {
    it('sends every page to the Belgian French home, even when host-country gave another country', async () => {
      for (const [host, path] of [
        ['www.vitrine-old.lu', '/'],
        ['vitrine-old.lu', '/'],
        ['www.vitrine-old.lu', '/produits/lacti-b'],
      ]) {
        assert.equal(
          await redirected(appFor('it', PRODUCTION), path!, host!),
          'https://www.vitrine-be.example/fr',
          `${host}${path}`,
        );
      }
    });

    it('is recognised from X-Forwarded-Host only behind a trusted proxy, with TRUST_FORWARDED_HOST on', async () => {
      const headers = { 'X-Forwarded-Host': 'www.vitrine-old.lu' };
      assert.equal(await redirected(appFor('be'), '/fr', 'be.localhost:3000', headers), '200 served /fr');
      const off = appFor('be', { TRUST_PROXY: 'loopback' });
      assert.equal(await redirected(off, '/fr', 'be.localhost:3000', headers), '200 served /fr');
      const trusted = appFor('be', { TRUST_PROXY: 'loopback', TRUST_FORWARDED_HOST: 'on' });
      assert.equal(
        await redirected(trusted, '/fr', 'be.localhost:3000', { ...headers, 'X-Forwarded-Proto': 'https' }),
        'http://be.localhost:3000/fr',
      );
    });
  });

  describe('the path pieces en-ce-moment and op-dit-moment', () => {
    it('are stripped with a 301', async () => {
      assert.equal(
        await redirected(appFor('be'), '/fr/en-ce-moment/promo', 'be.localhost:3000'),
        'http://be.localhost:3000/fr/promo',
      );
      assert.equal(
        await redirected(appFor('be'), '/nl/op-dit-moment', 'be.localhost:3000'),
        'http://be.localhost:3000/nl',
      );
    });
  });

  describe('the query', () => {
    it('loses its page parameter and keeps the others in order', async () => {
      assert.equal(
        await redirected(appFor('it'), '/catalogo?utm_source=mail&page=4&q=omega%203', 'it.localhost:3000'),
        'http://it.localhost:3000/prodotti?utm_source=mail&q=omega%203',
      );
      assert.equal(
        await redirected(appFor('be'), '/fr/en-ce-moment/promo?page=2', 'be.localhost:3000'),
        'http://be.localhost:3000/fr/promo',
      );
    });
  });

  describe('ROOT_REDIRECT', () => {
    it('sends / to the configured page with a 301', async () => {
      const app = appFor('it', { ROOT_REDIRECT: '/prodotti' });
      assert.equal(await redirected(app, '/', 'it.localhost:3000'), 'http://it.localhost:3000/prodotti');
      assert.equal(await redirected(app, '/?utm=1', 'it.localhost:3000'), 'http://it.localhost:3000/prodotti?utm=1');
    });

    it('leaves other paths alone', async () => {
      const app = appFor('it', { ROOT_REDIRECT: '/prodotti' });
      assert.equal(await redirected(app, '/index', 'it.localhost:3000'), '200 served /index');
      assert.equal(await redirected(app, '/marche', 'it.localhost:3000'), '200 served /marche');
    });
  });

  describe('requests it leaves alone', () => {
    it('are not GET or HEAD', async () => {
      const app = appFor('it');
      assert.equal((await request(app).head('/catalogo').set('Host', 'it.localhost:3000')).status, 301);
      assert.equal((await request(app).post('/catalogo').set('Host', 'it.localhost:3000')).status, 200);
    });

    it('are for the API', async () => {
      assert.equal(
        await redirected(appFor('be'), '/api/v1/en-ce-moment', 'be.localhost:3000'),
        '200 served /api/v1/en-ce-moment',
      );
    });

    it('match no rule', async () => {
      assert.equal(
        await redirected(appFor('it'), '/prodotti?page=2', 'it.localhost:3000'),
        '200 served /prodotti?page=2',
      );
    });
  });

  describe('open redirects', () => {
    it('never take the Location host from the Host header', async () => {
      assert.equal(await redirected(appFor('it'), '/catalogo', 'evil.example'), 'http://it.localhost:3000/prodotti');
      assert.equal(await redirected(appFor('be'), '/fr/en-ce-moment', 'evil.example'), 'http://be.localhost:3000/fr');
    });

    it('never turn a request path into a scheme-relative target', async () => {
      assert.equal(
        await redirected(appFor('be'), '//en-ce-moment/evil.example', 'be.localhost:3000'),
        'http://be.localhost:3000/evil.example',
      );
      assert.equal(
        await redirected(appFor('be'), '/%2F%2Fevil.example/en-ce-moment', 'be.localhost:3000'),
        '200 served /%2F%2Fevil.example/en-ce-moment',
      );
      assert.equal(
        await redirected(appFor('be'), '/en-ce-moment/%5Cevil.example', 'be.localhost:3000'),
        '200 served /en-ce-moment/%5Cevil.example',
      );
    });
  });

  describe('the ops redirects file', () => {
    it('adds its JSON rules, before the tables', async () => {
      const app = appFor('be', { REDIRECTS_FILE: fixture('good.json') });
      assert.equal(await redirected(app, '/promo-ete', 'be.localhost:3000'), 'http://be.localhost:3000/fr/produits');
      assert.equal(
        await redirected(app, '/ancien/lacti-b', 'be.localhost:3000'),
        'http://be.localhost:3000/fr/produit/lacti-b',
      );
      const behindProxy = appFor('es', { REDIRECTS_FILE: fixture('good.json'), TRUST_PROXY: 'loopback' });
      assert.equal(
        await redirected(behindProxy, '/', 'promo.vitrine-old.example', { 'X-Forwarded-Proto': 'https' }),
        'http://be.localhost:3000/fr',
      );
      const it = appFor('it', { REDIRECTS_FILE: fixture('good.json') });
      assert.equal(
        await redirected(it, '/catalogo', 'it.localhost:3000'),
        'http://it.localhost:3000/prodotti/probiotici',
        'the ops rule wins over the table',
      );
    });

    it('adds its CSV rules', async () => {
      const app = appFor('be', { REDIRECTS_FILE: fixture('good.csv') });
      assert.equal(await redirected(app, '/promo-ete', 'be.localhost:3000'), 'http://be.localhost:3000/fr/produits');
    });

    it('stops start-up with every bad line of a bad file', () => {
      assert.throws(
        () => appFor('be', { REDIRECTS_FILE: fixture('bad.csv') }),
        (error: unknown) => {
          assert.ok(error instanceof RedirectsFileError);
          assert.match(error.message, /^REDIRECTS_FILE '.*bad\.csv' cannot be used:/);
          for (const line of [4, 5, 6, 7, 8, 9, 10, 11, 12])
            assert.match(error.message, new RegExp(`line ${line}: `), `line ${line}`);
          assert.doesNotMatch(error.message, /line 3: /);
          return true;
        },
      );
      assert.throws(
        () => appFor('be', { REDIRECTS_FILE: fixture('bad.json') }),
        /index 1 \(line 3\): 'code' must be 301/,
      );
      assert.throws(() => appFor('be', { REDIRECTS_FILE: fixture('syntax.json') }), /line 4: not valid JSON/);
    });

    it('stops start-up when it cannot be read', () => {
      assert.throws(() => loadRedirectsFile(fixture('missing.csv'), []), /cannot read the file: ENOENT/);
      assert.throws(() => loadRedirectsFile(fixture('good.txt'), []), /must end with \.json or \.csv/);
    });

    it('is optional', () => {
      assert.deepEqual(loadRedirectsFile(null, []), []);
    });
  });

  describe('its factory', () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const base = {
      tables: LEGACY_REDIRECTS,
      siteUrls: config.siteUrls,
      defaultCountry: config.defaultCountry,
      trust: compileTrust(config.trustProxy),
    };
    const rule = (from: string, to: string): RedirectRule => ({ from, to, code: 301 });

    it('refuses a bad rule, naming it and its country', () => {
      assert.throws(
        () => staticRedirects({ ...base, tables: { be: [rule('fr-be/x', '/fr')] } }),
        /be: table rule 1 'fr-be\/x' -> '\/fr': 'from' must be a path/,
      );
      assert.throws(
        () => staticRedirects({ ...base, extraRules: [rule('/x', 'https://evil.example/')] }),
        /extra rule 1 '\/x' -> 'https:\/\/evil\.example\/'/,
      );
    });

    it('refuses a bad ROOT_REDIRECT', () => {
      assert.throws(
        () => staticRedirects({ ...base, rootRedirect: '//evil.example' }),
        /ROOT_REDIRECT '\/\/evil\.example'/,
      );
    });

    it('refuses a legacy host claimed by two countries', () => {
      const tables = { be: [rule('https://old.example/', '/fr')], it: [rule('https://old.example/x', '/')] };
      assert.throws(
        () => staticRedirects({ ...base, tables }),
        /legacy host 'old\.example' is already in the table of be/,
      );
    });

    it('needs a site URL for every country and a trust function', () => {
      assert.throws(
        () =>
          staticRedirects({
            ...base,
            siteUrls: { be: 'http://be.localhost:3000' } as StaticRedirectsOptions['siteUrls'],
          }),
        /missing: ch, de, es, it/,
      );
      assert.throws(
        () => staticRedirects({ ...base, trust: undefined as unknown as StaticRedirectsOptions['trust'] }),
        /trust function/,
      );
    });

    it('logs at debug level why it let a request through', async () => {
      const { logger, lines } = capturingLogger('debug');
      const app = express();
      app.use(staticRedirects({ ...base, logger }));
      app.use((_req, res) => void res.end());
      await request(app).get('/prodotti').set('Host', 'it.localhost:3000');
      await request(app).post('/catalogo');
      assert.ok(lines.some((line) => line.msg === 'no static redirect: no rule matched'));
      assert.ok(lines.some((line) => line.msg === 'no static redirect: method POST'));
    });
  });
});
