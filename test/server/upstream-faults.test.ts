// The site when its content API fails (issue 9): API_BASE_URL points at a loopback upstream that
// serves the real catalogue and fails on demand. A page whose own data fails answers the
// localised 503 page with Retry-After (stale content when the cache still has it), never a 500
// and never a hang; a failing section leaves the page a 200; the process stays healthy.
import assert from 'node:assert/strict';
import { after, beforeEach, describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../catalog/seed/index.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { createApp } from '../../server/app.ts';
import { CONTENT_API_TIMEOUT_MS, createContent, UPSTREAM_CHECK_TIMEOUT_MS } from '../../server/content.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../server/render/render-page.tsx';
import { RENDER_DEADLINE_MS } from '../../server/render/stream-page.ts';
import { countryOfLocale } from '../../server/routing.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { testDeps } from '../helpers/app.ts';
import { type Fault, type FaultyUpstream, startFaultyUpstream } from '../helpers/faulty-upstream.ts';
import { SITE_URLS, usePageApp } from '../helpers/page-app.ts';
import { documentOf, type View } from '../helpers/render-view.tsx';

const TEXTS = { fr, nl, de, es, it: itTexts };
const pages = usePageApp(SEED);
let upstream: FaultyUpstream;

const hostOf = (locale: Locale) => `${countryOfLocale(locale)}.localhost`;
const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language];
/** The text a reader sees in a served page's main content. */
const mainText = (page: View) => page.getByRole('main').textContent ?? '';
/** The content API's part of a product page: the product itself, looked up by its URL slug. */
const PRODUCT_LOOKUP = /^\/url\//;

/** The server on the faulty upstream; the cache off unless asked, so each request reaches it. */
function upstreamEnv(env: Record<string, string> = {}) {
  return { ...SITE_URLS, API_BASE_URL: upstream.apiBaseUrl, CONTENT_CACHE: 'off', ...env };
}

/** No request may wait longer than the render deadline, whatever the upstream does. */
const bounded = (test: request.Test) => test.timeout(RENDER_DEADLINE_MS);

async function productPath(locale: Locale) {
  const deps = pages.deps();
  const { items } = await deps.content!.client(locale).products.list({ perPage: 1 });
  assert.ok(items[0]);
  return { product: items[0], path: deps.routing.router().href('product', { slug: items[0].slug }, locale)! };
}

after(async () => {
  await upstream?.close();
});
// Started by the first test, once the catalog is open: node:test does not wait for one top-level
// before hook to end before the next starts.
beforeEach(async () => {
  upstream ??= await startFaultyUpstream(pages.catalog);
  upstream.heal();
});

describe("a failing upstream for a page's own data", () => {
  const faults: [string, Fault][] = [
    ['answers 500', { kind: 'status', status: 500 }],
    ['answers 502', { kind: 'status', status: 502 }],
    ['resets the connection', { kind: 'reset' }],
    ['sends JSON that does not parse', { kind: 'malformed' }],
    ['answers 200 with an HTML page', { kind: 'answer', contentType: 'text/html', body: '<html>Bad gateway</html>' }],
    ['declares a body of 200 MB', { kind: 'declaredHuge', bytes: 200 * 1024 * 1024 }],
    ['streams a body without end', { kind: 'endless' }],
    ['stops in the middle of its body', { kind: 'stallMidBody' }],
    ['answers after the call timeout', { kind: 'slow', ms: CONTENT_API_TIMEOUT_MS + 2_000 }],
    ['never answers', { kind: 'hang' }],
  ];
  for (const [what, fault] of faults) {
    it(`answers the 503 page with Retry-After when it ${what}`, async () => {
      const { path } = await productPath('it-it');
      upstream.fail(PRODUCT_LOOKUP, fault);
      const response = await bounded(
        request(createApp(testDeps(upstreamEnv())))
          .get(path)
          .set('Host', 'it.localhost'),
      );
      assert.equal(response.status, 503);
      assert.equal(response.headers['retry-after'], String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      assert.equal(response.headers['cache-control'], 'no-store');
      const page = documentOf(response.text);
      assert.equal(page.document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
      assert.ok(mainText(page).includes(itTexts.errors.unavailable.body), 'the Italian explanation');
      const retry = page.queryAllByRole('link', { name: itTexts.errors.unavailable.retry });
      assert.equal(retry.length, 1, 'a link to ask again');
      assert.ok(
        upstream.calls.some((call) => PRODUCT_LOOKUP.test(call)),
        'the upstream was asked',
      );
    });
  }

  for (const locale of ['fr-be', 'nl-be', 'de-ch', 'es-es', 'it-it'] as const) {
    it(`speaks ${locale}`, async () => {
      const { path } = await productPath(locale);
      upstream.fail(PRODUCT_LOOKUP, { kind: 'status', status: 503 });
      const response = await bounded(
        request(createApp(testDeps(upstreamEnv())))
          .get(path)
          .set('Host', hostOf(locale))
          .set('Cookie', `locale=${locale}`),
      );
      assert.equal(response.status, 503);
      const page = documentOf(response.text);
      assert.equal(page.document.documentElement.getAttribute('lang'), LOCALE_INFO[locale].iso);
      assert.ok(mainText(page).includes(textsOf(locale).errors.unavailable.body));
      assert.equal(
        page.document.title,
        `${textsOf(locale).errors.serverError.title} - ${textsOf(locale).common.appTitle}`,
      );
    });
  }

  it("is still a 404 when the upstream says the page's content does not exist", async () => {
    upstream.fail(PRODUCT_LOOKUP, { kind: 'status', status: 404 });
    const { path } = await productPath('it-it');
    const response = await bounded(
      request(createApp(testDeps(upstreamEnv())))
        .get(path)
        .set('Host', 'it.localhost'),
    );
    assert.equal(response.status, 404);
  });

  /**
   * An app on the faulty upstream with the answer cache on and a clock the test moves. Pages are
   * rendered each time (no kept documents, decision 041): the clock moves the answers alone.
   */
  function cachedApp() {
    const clock = { now: Date.parse('2026-11-23T10:00:00Z') };
    const env = upstreamEnv({ CONTENT_CACHE: 'on', DOCUMENT_CACHE_SECONDS: '0' });
    const deps = testDeps(env);
    const content = createContent({
      config: deps.config,
      catalog: null,
      maintenanceSwitch: deps.maintenanceSwitch,
      routing: deps.routing,
      logger: deps.logger,
      metrics: deps.metrics,
      now: () => clock.now,
    });
    const app = createApp(
      testDeps(env, {
        content,
        metrics: deps.metrics,
        maintenanceSwitch: deps.maintenanceSwitch,
      }),
    );
    return { app, clock };
  }

  const badAnswers: [string, Fault][] = [
    ['an HTML page', { kind: 'answer', contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }],
    ['JSON of the wrong shape', { kind: 'answer', contentType: 'application/json', body: '{"data": {"id": "x"}}' }],
  ];
  for (const [what, fault] of badAnswers) {
    it(`serves the stale page, and keeps it cached, when the upstream answers 200 with ${what}`, async () => {
      const { app, clock } = cachedApp();
      const { product, path } = await productPath('it-it');
      assert.equal((await bounded(request(app).get(path).set('Host', 'it.localhost'))).status, 200);
      clock.now += 30 * 60_000; // past fresh and stale-while-revalidate, inside stale-if-error
      upstream.fail(PRODUCT_LOOKUP, fault);
      const lookups = () => upstream.calls.filter((call) => PRODUCT_LOOKUP.test(call)).length;
      const before = lookups();
      for (const attempt of ['while the upstream is wrong', 'and again: the good answer is still stored']) {
        const response = await bounded(request(app).get(path).set('Host', 'it.localhost'));
        assert.equal(response.status, 200, attempt);
        assert.ok(mainText(documentOf(response.text)).includes(product.name), attempt);
      }
      assert.equal(lookups() - before, 2, 'the upstream was asked each time');
    });
  }

  it('never follows a redirect of the content API: the page is unavailable and the target is never asked', async () => {
    const { path } = await productPath('it-it');
    upstream.fail(PRODUCT_LOOKUP, { kind: 'redirect', location: `${upstream.apiBaseUrl}/elsewhere` });
    const response = await bounded(
      request(createApp(testDeps(upstreamEnv())))
        .get(path)
        .set('Host', 'it.localhost'),
    );
    assert.equal(response.status, 503);
    assert.ok(upstream.calls.some((call) => PRODUCT_LOOKUP.test(call)));
    assert.ok(!upstream.calls.some((call) => call.startsWith('/elsewhere')), 'the redirect was not followed');
  });

  it('serves the stale page instead when the cache still holds its content', async () => {
    const { app, clock } = cachedApp();
    const { product, path } = await productPath('it-it');
    const first = await bounded(request(app).get(path).set('Host', 'it.localhost'));
    assert.equal(first.status, 200);
    clock.now += 30 * 60_000; // past fresh and stale-while-revalidate, inside stale-if-error
    upstream.fail(/./, { kind: 'status', status: 500 });
    const second = await bounded(request(app).get(path).set('Host', 'it.localhost'));
    assert.equal(second.status, 200);
    assert.ok(mainText(documentOf(second.text)).includes(product.name));
    assert.ok(
      upstream.calls.some((call) => PRODUCT_LOOKUP.test(call)),
      'the upstream was asked first',
    );
    const metrics = await request(app).get('/metrics');
    assert.match(metrics.text, /content_cache_requests_total\{result="stale_if_error"\} [1-9]/);
  });
});

describe('a failing upstream for a section of the page', () => {
  it("keeps home a 200 when its selections fail: the hero is home's own content", async () => {
    upstream.fail(/^\/homepage$/, { kind: 'status', status: 500 });
    const response = await bounded(
      request(createApp(testDeps(upstreamEnv())))
        .get('/')
        .set('Host', 'it.localhost'),
    );
    assert.equal(response.status, 200);
    assert.ok(mainText(documentOf(response.text)).includes(itTexts.home.hero.title));
  });

  it('keeps the page a 200 when the product FAQ fails, and hands the section to the browser', async () => {
    const { product, path } = await productPath('it-it');
    upstream.fail(/^\/products\/\d+\/faqs$/, { kind: 'status', status: 500 });
    const response = await bounded(
      request(createApp(testDeps(upstreamEnv())))
        .get(path)
        .set('Host', 'it.localhost'),
    );
    assert.equal(response.status, 200);
    assert.ok(mainText(documentOf(response.text)).includes(product.name), 'the product is shown');
    assert.match(
      response.text,
      /data-dgst|\$RX|<!--\$!-->/,
      'React hands the failed section to the browser to render (and show its error)',
    );
    assert.ok(response.text.trimEnd().endsWith('</html>'), 'the document is complete');
  });

  it('keeps the page a 200 when a section never answers: the call timeout ends it', async () => {
    const { product, path } = await productPath('it-it');
    upstream.fail(/^\/products\/\d+\/pages$/, { kind: 'hang' });
    const response = await bounded(
      request(createApp(testDeps(upstreamEnv())))
        .get(path)
        .set('Host', 'it.localhost'),
    );
    assert.equal(response.status, 200);
    assert.ok(mainText(documentOf(response.text)).includes(product.name));
  });

  it('keeps the page a 200 when the menus and settings fail: the chrome does without them', async () => {
    const { product, path } = await productPath('it-it');
    upstream.fail(/^\/(?:menus|settings)$/, { kind: 'reset' });
    const response = await bounded(
      request(createApp(testDeps(upstreamEnv())))
        .get(path)
        .set('Host', 'it.localhost'),
    );
    assert.equal(response.status, 200);
    assert.ok(mainText(documentOf(response.text)).includes(product.name));
  });
});

describe("the browser's /api/v1 through the proxy to a bad upstream", () => {
  const SETTINGS = /^\/settings$/;
  const call = (app: ReturnType<typeof createApp>) =>
    bounded(request(app).get('/api/v1/settings?shop_id=5&lang=it').set('Host', 'it.localhost'));

  it('answers 502 in JSON to a declared body of 200 MB, without reading it', async () => {
    upstream.fail(SETTINGS, { kind: 'declaredHuge', bytes: 200 * 1024 * 1024 });
    const response = await call(createApp(testDeps(upstreamEnv())));
    assert.equal(response.status, 502);
    assert.equal(response.body.statusCode, 502);
  });

  it('answers 502 in JSON to a body that streams without end', async () => {
    upstream.fail(SETTINGS, { kind: 'endless' });
    const response = await call(createApp(testDeps(upstreamEnv())));
    assert.equal(response.status, 502);
    assert.equal(response.body.statusCode, 502);
  });

  it("answers 504 in JSON, never a 500, when the proxy's deadline passes in the middle of the body", async () => {
    upstream.fail(SETTINGS, { kind: 'stallMidBody' });
    const response = await call(createApp(testDeps(upstreamEnv())));
    assert.equal(response.status, 504);
    assert.equal(response.body.statusCode, 504);
  });
});

describe('readiness while the upstream fails', () => {
  it('stays ready (200) so the load balancer keeps the instance, and reports the upstream down in /readyz and /metrics', async () => {
    const app = createApp(testDeps(upstreamEnv()));
    upstream.fail(/./, { kind: 'status', status: 500 });
    const down = await bounded(request(app).get('/readyz'));
    assert.equal(down.status, 200);
    assert.deepEqual(down.body, { status: 'ready', upstream: 'down' });
    assert.match((await bounded(request(app).get('/metrics'))).text, /^content_api_up 0$/m);
    upstream.heal();
    assert.deepEqual((await bounded(request(app).get('/readyz'))).body, { status: 'ready', upstream: 'up' });
    assert.match((await bounded(request(app).get('/metrics'))).text, /^content_api_up 1$/m);
  });

  it('answers /readyz within the check timeout when the upstream never answers', async () => {
    upstream.fail(/./, { kind: 'hang' });
    const response = await request(createApp(testDeps(upstreamEnv())))
      .get('/readyz')
      .timeout(UPSTREAM_CHECK_TIMEOUT_MS + 2_000);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ready', upstream: 'down' });
  });
});

describe('the process after upstream faults', () => {
  it('stays live and answers again as soon as the upstream heals', async () => {
    const app = createApp(testDeps(upstreamEnv()));
    const { path } = await productPath('it-it');
    upstream.fail(/./, { kind: 'reset' });
    const failing = await Promise.all(
      Array.from({ length: 20 }, () => bounded(request(app).get(path).set('Host', 'it.localhost'))),
    );
    assert.deepEqual([...new Set(failing.map((response) => response.status))], [503]);
    assert.equal((await request(app).get('/healthz')).status, 200);
    upstream.heal();
    assert.equal((await bounded(request(app).get(path).set('Host', 'it.localhost'))).status, 200);
  });
});
