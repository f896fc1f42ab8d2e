import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import express from 'express';
import request from 'supertest';

import type { Country } from '../../../config/countries.ts';
import { loadConfig } from '../../../config/env.ts';
import type { Locale } from '../../../config/locales.ts';
import type { RouteMatch } from '../../../routes/kinds.ts';
import {
  apiRedirects,
  PERMANENT_REDIRECT_CACHE_CONTROL,
  REDIRECT_LOOKUP_TIMEOUT_MS,
  type RedirectLookup,
  type RedirectLookupContext,
  TEMPORARY_REDIRECT_CACHE_CONTROL,
} from '../../../server/middleware/api-redirects.ts';
import { capturingLogger, check } from '../../helpers/app.ts';

const ROUTE: RouteMatch = {
  kind: 'product',
  name: 'product___it-it',
  locale: 'it-it',
  params: { slug: 'x' },
  meta: {},
};

interface Setup {
  lookup: RedirectLookup;
  country?: Country;
  locale?: Locale;
  /** What route matching left: null (no route), a match, or 'unset' when it has not run. */
  route?: RouteMatch | null | 'unset';
  timeoutMs?: number;
  env?: Record<string, string>;
}

/** The middleware alone, after a stub for host-country and route matching; what it lets through gets 404. */
function appFor({ lookup, country = 'it', locale = 'it-it', route = null, timeoutMs, env = {} }: Setup) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const { logger, lines } = capturingLogger('debug');
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = 'test-request';
    res.locals.country = country;
    res.locals.locale = locale;
    if (route !== 'unset') res.locals.route = route;
    next();
  });
  app.use(apiRedirects({ lookup, siteUrls: config.siteUrls, logger, ...(timeoutMs && { timeoutMs }) }));
  app.use((_req, res) => void res.status(404).type('text').send('not found'));
  return { app, lines };
}

/** A lookup that records its calls and answers `answer`. */
function recording(answer: { status: number; url: string } | null | (() => Promise<never>)) {
  const calls: { candidates: string[]; context: RedirectLookupContext }[] = [];
  const lookup: RedirectLookup = async (candidates, context) => {
    calls.push({ candidates, context });
    return typeof answer === 'function' ? answer() : answer;
  };
  return { lookup, calls };
}

describe('redirection endpoint redirects', () => {
  describe('when no route matched', () => {
    it('asks the endpoint with the SPEC §7 candidates, the country and the locale', async () => {
      const { lookup, calls } = recording(null);
      await request(appFor({ lookup }).app).get('/vecchia/pagina?x=1&page=2').set('Host', 'evil.example');
      assert.equal(calls.length, 1);
      assert.deepEqual(calls[0]!.candidates, [
        '/vecchia/pagina?x=1&page=2',
        '/vecchia/pagina',
        'http://it.localhost:3000',
        'http://it.localhost:3000/vecchia/pagina?x=1&page=2',
        'http://it.localhost:3000/vecchia/pagina',
      ]);
      assert.equal(calls[0]!.context.country, 'it');
      assert.equal(calls[0]!.context.locale, 'it-it');
      assert.ok(calls[0]!.context.signal instanceof AbortSignal);
    });

    it('uses the production site origin in the candidates', async () => {
      const { lookup, calls } = recording(null);
      const env = { SITE_URL_BE: 'https://www.vitrine-be.example' };
      await request(appFor({ lookup, country: 'be', locale: 'nl-be', env }).app).get('/nl/oud');
      assert.deepEqual(calls[0]!.candidates, [
        '/nl/oud',
        'https://www.vitrine-be.example',
        'https://www.vitrine-be.example/nl/oud',
      ]);
      assert.equal(calls[0]!.context.locale, 'nl-be');
    });
  });

  describe('a hit', () => {
    it('redirects to the target on the site origin with the endpoint status', async () => {
      const { app } = appFor({ lookup: recording({ status: 301, url: '/prodotti' }).lookup });
      const response = await request(app).get('/vecchio');
      assert.equal(response.status, 301);
      check(response, {
        Location: 'http://it.localhost:3000/prodotti',
        'Cache-Control': PERMANENT_REDIRECT_CACHE_CONTROL,
      });
    });

    it('keeps each redirect status, caching only the permanent ones', async () => {
      for (const [status, cache] of [
        [301, PERMANENT_REDIRECT_CACHE_CONTROL],
        [302, TEMPORARY_REDIRECT_CACHE_CONTROL],
        [303, TEMPORARY_REDIRECT_CACHE_CONTROL],
        [307, TEMPORARY_REDIRECT_CACHE_CONTROL],
        [308, PERMANENT_REDIRECT_CACHE_CONTROL],
      ] as const) {
        const { app } = appFor({ lookup: recording({ status, url: '/prodotti' }).lookup });
        const response = await request(app).get('/vecchio');
        assert.equal(response.status, status);
        check(response, { 'Cache-Control': cache });
      }
    });

    it('answers 301 when the endpoint status is not a redirect, and logs it', async () => {
      const { app, lines } = appFor({ lookup: recording({ status: 200, url: '/prodotti' }).lookup });
      assert.equal((await request(app).get('/vecchio')).status, 301);
      assert.ok(lines.some((line) => line.level === 40 && /status is not a redirect/.test(String(line.msg))));
    });

    it('goes to a URL on another configured site', async () => {
      const { app } = appFor({ lookup: recording({ status: 301, url: 'http://be.localhost:3000/fr' }).lookup });
      assert.equal((await request(app).get('/vecchio')).headers.location, 'http://be.localhost:3000/fr');
    });

    it('drops the page parameter and keeps the others', async () => {
      const { app } = appFor({ lookup: recording({ status: 301, url: '/prodotti' }).lookup });
      assert.equal(
        (await request(app).get('/vecchio?utm=a&page=3&b=2')).headers.location,
        'http://it.localhost:3000/prodotti?utm=a&b=2',
      );
    });
  });

  describe('a miss', () => {
    it('goes on to the 404', async () => {
      const { app, lines } = appFor({ lookup: recording(null).lookup });
      assert.equal((await request(app).get('/vecchio')).status, 404);
      assert.ok(lines.some((line) => line.msg === 'no endpoint redirect: the endpoint has none'));
    });
  });

  describe('an upstream failure', () => {
    it('is logged and the request goes on to the 404', async () => {
      const { app, lines } = appFor({ lookup: recording(() => Promise.reject(new Error('upstream 502'))).lookup });
      assert.equal((await request(app).get('/vecchio')).status, 404);
      const warning = lines.find((line) => line.level === 40);
      assert.equal(warning?.msg, 'redirection endpoint failed; going on to the 404');
      assert.match(JSON.stringify(warning?.err), /upstream 502/);
    });

    it('is caught when the lookup throws synchronously', async () => {
      const lookup: RedirectLookup = () => {
        throw new Error('client bug');
      };
      assert.equal((await request(appFor({ lookup }).app).get('/vecchio')).status, 404);
    });
  });

  describe('a slow upstream', () => {
    it('is given up after the timeout, aborted, logged, and the request goes on to the 404', async () => {
      let signal: AbortSignal | undefined;
      const lookup: RedirectLookup = (_candidates, context) => {
        signal = context.signal;
        return new Promise(() => {});
      };
      const { app, lines } = appFor({ lookup, timeoutMs: 30 });
      const response = await request(app).get('/vecchio');
      assert.equal(response.status, 404);
      assert.equal(signal?.aborted, true);
      assert.ok(
        lines.some(
          (line) => line.msg === 'redirection endpoint timed out; going on to the 404' && line.timeoutMs === 30,
        ),
      );
    });

    it('waits 1500 ms by default', () => {
      assert.equal(REDIRECT_LOOKUP_TIMEOUT_MS, 1_500);
    });
  });

  describe('an unsafe target from the endpoint', () => {
    const attempts = [
      '//evil.com',
      '/\\evil.com',
      '\\/evil.com',
      '/%2F%2Fevil.com',
      '/%2f%2fevil.com',
      '/%5cevil.com',
      'https://evil.com',
      'https://it.localhost.evil.com',
      'https://user@evil.com',
      'http://it.localhost:3000@evil.com/',
      'javascript:alert(1)',
      'data:text/html,hi',
      ' /x',
      '%0d%0aSet-Cookie:a=1',
      '/x%0d%0aSet-Cookie:a=1',
      '/x\r\nSet-Cookie: a=1',
    ];

    it('is refused, logged, and the request goes on to the 404', async () => {
      for (const url of attempts) {
        const { app, lines } = appFor({ lookup: recording({ status: 301, url }).lookup });
        const response = await request(app).get('/vecchio');
        assert.equal(response.status, 404, JSON.stringify(url));
        assert.equal(response.headers.location, undefined);
        assert.ok(
          lines.some((line) => line.msg === 'redirection endpoint target ignored: unsafe target'),
          JSON.stringify(url),
        );
      }
    });

    it('pointing back at the request is refused as a loop', async () => {
      const { app, lines } = appFor({ lookup: recording({ status: 301, url: '/vecchio' }).lookup });
      assert.equal((await request(app).get('/vecchio')).status, 404);
      assert.ok(lines.some((line) => line.msg === 'redirection endpoint target ignored: loop'));
    });
  });

  describe('requests it does not ask about', () => {
    it('matched a route, or route matching has not run', async () => {
      for (const route of [ROUTE, 'unset'] as const) {
        const { lookup, calls } = recording({ status: 301, url: '/prodotti' });
        assert.equal((await request(appFor({ lookup, route }).app).get('/vecchio')).status, 404);
        assert.equal(calls.length, 0);
      }
    });

    it('are not GET or HEAD', async () => {
      const { lookup, calls } = recording({ status: 301, url: '/prodotti' });
      const { app } = appFor({ lookup });
      assert.equal((await request(app).post('/vecchio')).status, 404);
      assert.equal(calls.length, 0);
      assert.equal((await request(app).head('/vecchio')).status, 301);
    });
  });

  describe('its factory', () => {
    const { siteUrls } = loadConfig({ LOG_LEVEL: 'silent' });
    const { logger } = capturingLogger();

    it('needs a lookup, a logger and every site URL', () => {
      assert.throws(
        () => apiRedirects({ lookup: undefined as unknown as RedirectLookup, siteUrls, logger }),
        /needs the lookup/,
      );
      assert.throws(
        () => apiRedirects({ lookup: async () => null, siteUrls, logger: undefined as never }),
        /needs a logger/,
      );
      assert.throws(
        () => apiRedirects({ lookup: async () => null, siteUrls: {} as typeof siteUrls, logger }),
        /missing: be, ch, de, es, it/,
      );
    });

    it('refuses a timeout that is not a positive integer', () => {
      assert.throws(() => apiRedirects({ lookup: async () => null, siteUrls, logger, timeoutMs: 0 }), /timeoutMs/);
    });
  });
});
