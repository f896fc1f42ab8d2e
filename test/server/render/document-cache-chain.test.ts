// Decision 041 through the whole chain: an anonymous public page rendered whole is kept a few
// seconds and sent again, byte for byte, with the request's own CSP nonce; nothing personal,
// private or transient is ever kept, and what a page depends on (host, WebP, closed notices,
// query) keys it. A content change empties it; DOCUMENT_CACHE_SECONDS=0 or a PAGE_CACHE_CONTROL
// that keeps nothing turns it off.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { createApp } from '../../../server/app.ts';
import type { AppDeps } from '../../../server/deps.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { catalogFailingOn, nonceOf, usePageApp } from '../../helpers/page-app.ts';

const pages = usePageApp(SEED);
const ITALY = { Host: 'it.localhost', Cookie: 'locale=it-it', Accept: 'text/html', 'Accept-Encoding': 'identity' };
const PRODUCT = '/prodotto/symbiora-equilibrio';

/** What the document cache did so far: hits and misses. */
async function counts(deps: AppDeps): Promise<{ hit: number; miss: number }> {
  const { values } = await deps.metrics.documentCache.get();
  const of = (result: string) => values.find((value) => value.labels.result === result)?.value ?? 0;
  return { hit: of('hit'), miss: of('miss') };
}

/** The nonce of a page's Content-Security-Policy. */
const cspNonce = (response: request.Response) => nonceOf(response.headers['content-security-policy']);

/** The app, and a page asked three times: the first render fills the content cache, the second is kept. */
async function askedThrice(path: string, headers: Record<string, string> = ITALY, env: Record<string, string> = {}) {
  const deps = pages.deps(env);
  const app = createApp(deps);
  const answers = [];
  for (let time = 0; time < 3; time++) answers.push(await request(app).get(path).set(headers));
  return { deps, app, answers };
}

describe('the document cache through the chain', () => {
  it("sends an anonymous public page again as it was rendered, with the request's own nonce", async () => {
    const { deps, answers } = await askedThrice(PRODUCT);
    const [, rendered, kept] = answers;
    assert.equal(kept!.status, 200);
    assert.deepEqual(await counts(deps), { hit: 2, miss: 1 }, 'the second render was kept, or the first');
    const renderedNonce = cspNonce(rendered!);
    const keptNonce = cspNonce(kept!);
    assert.notEqual(keptNonce, renderedNonce);
    assert.equal(kept!.text, rendered!.text.split(renderedNonce).join(keptNonce));
    assert.ok(!kept!.text.includes(renderedNonce.slice(0, 12)), 'no trace of the first nonce');
    assert.ok(kept!.text.includes(`nonce="${keptNonce}"`));
    for (const name of ['content-type', 'cache-control', 'vary', 'content-language'])
      assert.equal(kept!.headers[name], rendered!.headers[name], name);
    assert.equal(Number(kept!.headers['content-length']), Buffer.byteLength(kept!.text));
  });

  it('sends it in gzip to browsers, brotli ones included, and through compression to the others', async () => {
    const { deps, app, answers } = await askedThrice(PRODUCT);
    const rendered = answers[1]!;
    const asked = async (acceptEncoding: string) => {
      const page = await request(app)
        .get(PRODUCT)
        .set({ ...ITALY, 'Accept-Encoding': acceptEncoding });
      assert.equal(page.status, 200, acceptEncoding);
      assert.equal(page.text, rendered.text.split(cspNonce(rendered)).join(cspNonce(page)), acceptEncoding);
      assert.match(String(page.headers.vary), /Accept-Encoding/, acceptEncoding);
      return page.headers['content-encoding'];
    };
    assert.equal(await asked('gzip, deflate, br, zstd'), 'gzip');
    assert.equal(await asked('gzip'), 'gzip');
    assert.equal(await asked('deflate'), 'deflate');
    assert.equal(await asked('br'), 'br');
    assert.deepEqual(await counts(deps), { hit: 6, miss: 1 });
  });

  it('renders again once the content changed', async () => {
    const { deps, app } = await askedThrice(PRODUCT);
    await deps.shared.contentChanged('a test');
    await request(app).get(PRODUCT).set(ITALY);
    assert.deepEqual(await counts(deps), { hit: 2, miss: 2 });
  });

  it('keeps a page apart for each host, WebP or not, closed notice and query', async () => {
    const deps = pages.deps();
    const app = createApp(deps);
    const variants: Record<string, string>[] = [
      ITALY,
      { ...ITALY, Accept: 'text/html,image/webp' },
      { ...ITALY, Cookie: 'locale=it-it; discount_banner=hidden' },
      { ...ITALY, Cookie: 'locale=it-it; ie_info=false' },
      { ...ITALY, Host: 'it.localhost:3000' },
    ];
    const bodies = new Map<string, string>();
    for (const headers of variants) {
      const label = JSON.stringify(headers);
      // Asked twice each: the second is the first one kept, never another variant's.
      for (let time = 0; time < 2; time++) {
        const page = await request(app).get(PRODUCT).set(headers);
        assert.equal(page.status, 200, label);
        const body = page.text.split(cspNonce(page)).join('NONCE');
        if (time === 1) assert.equal(body, bodies.get(label), label);
        bodies.set(label, body);
      }
    }
    assert.equal((await counts(deps)).hit, variants.length);
    const webp = bodies.get(JSON.stringify(variants[1]))!;
    assert.match(webp, /\.webp/);
    assert.doesNotMatch(bodies.get(JSON.stringify(ITALY))!, /\/media\/[^"]*\.webp/);
    const withQuery = await request(app).get(`${PRODUCT}?utm_source=test`).set(ITALY);
    assert.equal(withQuery.status, 200);
    assert.equal((await counts(deps)).hit, variants.length, 'another query is another page');
  });

  it('never keeps a page for a visitor with a session or a cart, a form page, an error or a HEAD', async () => {
    const cases: [string, Record<string, string>][] = [
      [PRODUCT, { ...ITALY, Cookie: 'locale=it-it; jwt_token=abc' }],
      [PRODUCT, { ...ITALY, Cookie: 'locale=it-it; cart_token=a-cart-token-of-sixteen' }],
      ['/contatti', ITALY],
      ['/prodotto/nessun-prodotto', ITALY],
    ];
    for (const [path, headers] of cases) {
      const { deps } = await askedThrice(path, headers);
      assert.equal((await counts(deps)).hit, 0, `${path} ${headers.Cookie}`);
    }
    const deps = pages.deps();
    const app = createApp(deps);
    for (let time = 0; time < 3; time++) assert.equal((await request(app).head(PRODUCT).set(ITALY)).status, 200);
    assert.deepEqual(await counts(deps), { hit: 0, miss: 0 });
  });

  it('keeps search results as they are sent (private, no-cache), unless the search failed', async () => {
    const results = '/results/-r--magnesio';
    const { deps, answers } = await askedThrice(results);
    assert.equal(answers[2]!.headers['cache-control'], 'private, no-cache');
    assert.equal(answers[2]!.text, answers[1]!.text.split(cspNonce(answers[1]!)).join(cspNonce(answers[2]!)));
    assert.ok((await counts(deps)).hit >= 1);
    // The search fails: 'Une erreur a eu lieu' in a 200 page, which a kept copy would repeat.
    const failingDeps = pages.deps({}, { catalog: catalogFailingOn(pages.catalog, '/product') });
    const app = createApp(failingDeps);
    for (let time = 0; time < 3; time++) {
      const page = await request(app).get(results).set(ITALY);
      assert.equal(page.status, 200);
      assert.ok(page.text.includes(itTexts.search.error), 'the error in the results area');
    }
    assert.equal((await counts(failingDeps)).hit, 0);
  });

  it('never keeps a product page whose FAQ failed: the next visitor gets the section again', async () => {
    const deps = pages.deps({}, { catalog: catalogFailingOn(pages.catalog, '/faqs') });
    const app = createApp(deps);
    for (let time = 0; time < 3; time++) assert.equal((await request(app).get(PRODUCT).set(ITALY)).status, 200);
    assert.equal((await counts(deps)).hit, 0);
  });

  it('is off with DOCUMENT_CACHE_SECONDS=0, with CONTENT_CACHE=off, and when PAGE_CACHE_CONTROL keeps nothing', async () => {
    const settings: Record<string, string>[] = [
      { DOCUMENT_CACHE_SECONDS: '0' },
      { CONTENT_CACHE: 'off' },
      { PAGE_CACHE_CONTROL: 'public, max-age=0' },
      { PAGE_CACHE_CONTROL: 'private, max-age=60' },
    ];
    for (const env of settings) {
      const { deps, answers } = await askedThrice(PRODUCT, ITALY, env);
      assert.ok(answers.every((answer) => answer.status === 200));
      assert.deepEqual(await counts(deps), { hit: 0, miss: 0 }, JSON.stringify(env));
    }
  });
});
