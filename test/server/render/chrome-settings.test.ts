// What the server renders around every page from the global settings, the visitor's cookies and
// the URL (SPEC §2.3, §4): the store-finder and newsletter links by setting, logging out with a
// session, the notices unless closed, the QR-code language choice, the certified logo of the
// language, and the build the page belongs to.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { buildIdOf } from '../../../server/render/build-id.ts';
import { usePageApp } from '../../helpers/page-app.ts';

const pages = usePageApp(SEED);
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

async function page(host: string, path: string, cookies: string[] = []): Promise<string> {
  const response = await request(pages.app()).get(path).set('Host', host).set('Cookie', cookies);
  assert.equal(response.status, 200, `${host}${path}`);
  return decode(response.text);
}

/** The part of the page from the element that starts with `open` to `close`. */
function part(html: string, open: RegExp, close: string): string {
  const start = html.search(open);
  assert.ok(start >= 0, `no ${open} in the page`);
  return html.slice(start, html.indexOf(close, start));
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);

describe('the links the global settings decide', () => {
  it('offer the pharmacy finder in the header where point_of_sale is 1 (be), not where it is 0 (it)', async () => {
    const router = pages.deps().routing.router();
    const belgian = part(await page('be.localhost', '/fr'), /<header class="site-header"/, '</header>');
    assert.ok(hrefs(belgian).includes(router.href('storeFinder', {}, 'fr-be')!), 'the Belgian header links the finder');
    const italian = part(await page('it.localhost', '/'), /<header class="site-header"/, '</header>');
    assert.doesNotMatch(italian, /header-links__store/);
  });

  it('offer the newsletter in the footer where newsletter is 1 and the locale has its page (es), not elsewhere', async () => {
    const router = pages.deps().routing.router();
    const spanish = part(await page('es.localhost', '/'), /<footer class="site-footer"/, '</footer>');
    assert.ok(
      hrefs(spanish).includes(router.href('newsletter', {}, 'es-es')!),
      'the Spanish footer links the newsletter',
    );
    // be: the setting is 0; it: the setting is 1 but Italy has no newsletter page.
    for (const [host, path] of [
      ['be.localhost', '/fr'],
      ['it.localhost', '/'],
    ] as const) {
      assert.doesNotMatch(
        part(await page(host, path), /<footer class="site-footer"/, '</footer>'),
        /newsletter/i,
        host,
      );
    }
  });

  it('always link the health magazine and, in the footer, the contact form', async () => {
    const router = pages.deps().routing.router();
    const html = await page('it.localhost', '/');
    assert.ok(
      hrefs(part(html, /<header class="site-header"/, '</header>')).includes(router.href('adviceHome', {}, 'it-it')!),
    );
    assert.ok(
      hrefs(part(html, /<footer class="site-footer"/, '</footer>')).includes(router.href('contact', {}, 'it-it')!),
    );
  });
});

describe('what the visitor’s cookies change', () => {
  it('offers logging out (a POST form) only to a visitor with a session', async () => {
    assert.doesNotMatch(await page('be.localhost', '/fr'), /action="\/logout"/);
    const html = await page('be.localhost', '/fr', ['jwt_token=abc']);
    const form = part(html, /<form class="logout"/, '</form>');
    assert.ok(form.includes('action="/logout"') && form.includes('method="post"'), form);
    assert.match(form, /<button type="submit" class="link-button">Se déconnecter<\/button>/);
  });

  it('shows the obsolete-browser notice unless ie_info exists, whatever its value', async () => {
    assert.match(await page('be.localhost', '/fr'), /class="browser-info"/);
    for (const value of ['false', 'true'])
      assert.doesNotMatch(await page('be.localhost', '/fr', [`ie_info=${value}`]), /class="browser-info"/);
  });

  it('leaves the discount banner out once closed, and its close button posts back to the same page', async () => {
    const html = await page('be.localhost', '/fr/produits?sort=price-asc');
    assert.match(
      part(html, /<section class="discount-banner"/, '</section>'),
      /<form action="\/notices\/discount-banner\?back=%2Ffr%2Fproduits%3Fsort%3Dprice-asc" method="post">/,
    );
    assert.doesNotMatch(await page('be.localhost', '/fr', ['discount_banner=hidden']), /class="discount-banner"/);
  });
});

describe('the QR-code language choice', () => {
  it('opens on a Belgian page reached with utm_medium=QRcode, linking the page in French and in Dutch without utm_medium', async () => {
    const router = pages.deps().routing.router();
    const html = await page('be.localhost', '/fr/produits?utm_medium=QRcode&utm_source=poster');
    const dialog = part(html, /<dialog open="" class="qr-languages"/, '</dialog>');
    assert.match(dialog, /<h2 id="qr-languages-title">Choisissez votre langue<\/h2>/);
    assert.deepEqual(hrefs(dialog), [
      `${router.href('products', {}, 'fr-be')}?utm_source=poster`,
      `${router.href('products', {}, 'nl-be')}?utm_source=poster`,
    ]);
    assert.doesNotMatch(dialog, /<button/, 'it cannot be dismissed');
  });

  it('is not asked in a country of one language, nor without the parameter', async () => {
    assert.doesNotMatch(await page('it.localhost', '/?utm_medium=QRcode'), /qr-languages/);
    assert.doesNotMatch(await page('be.localhost', '/fr?utm_medium=email'), /qr-languages/);
  });
});

describe('the footer', () => {
  it("shows the certified-company logo of the page's language and a button for the cookie preferences", async () => {
    const french = part(await page('be.localhost', '/fr'), /<footer class="site-footer"/, '</footer>');
    assert.match(french, /<svg class="certified-logo" data-code="be"[^>]*aria-label="Logo entreprise certifiée"/);
    assert.match(
      french,
      /<button type="button" class="link-button site-footer__cookies">Gérer mes préférences de cookies<\/button>/,
    );
    assert.match(await page('be.localhost', '/nl'), /class="certified-logo" data-code="nl"/);
    assert.match(await page('ch.localhost', '/de'), /class="certified-logo" data-code="de"/);
  });
});

describe('the build a page belongs to', () => {
  it('is in the boot state, the same id /app-version.json answers', async () => {
    const html = await page('be.localhost', '/fr');
    const { manifest } = pages.deps();
    assert.ok(manifest);
    assert.ok(html.includes(`"buildId":"${buildIdOf(manifest)}"`));
    const version = await request(pages.app()).get('/app-version.json').set('Host', 'be.localhost');
    assert.deepEqual(version.body, { version: buildIdOf(manifest) });
  });
});

describe('no third party', () => {
  it('is named by any script or frame of a page in the default configuration', async () => {
    const html = await page('be.localhost', '/fr');
    assert.doesNotMatch(html, /googletagmanager|google-analytics|youtube/);
  });
});
