// What the server renders around every page from the global settings, the visitor's cookies and
// the URL (SPEC §2.3, §4): the store-finder and newsletter links by setting, logging out with a
// session, the notices unless closed, the QR-code language choice, the certified logo of the
// language, and the build the page belongs to.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';
import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { COUNTRY_INFO } from '../../../config/countries.ts';
import type { Locale } from '../../../config/locales.ts';
import { buildIdOf } from '../../../server/render/build-id.ts';
import { createApiClient } from '../../../shared/api/client.ts';
import { pageStateOf, usePageApp } from '../../helpers/page-app.ts';
import { documentOf, type DocumentView, type View } from '../../helpers/render-view.tsx';
import { hrefsOf, textsOf } from './editorial-html.ts';

const pages = usePageApp(SEED);

/** GETs a page of a host, expecting a 200, and parses it; the served text too. */
async function page(host: string, path: string, cookies: string[] = []): Promise<DocumentView & { html: string }> {
  const response = await request(pages.app()).get(path).set('Host', host).set('Cookie', cookies);
  assert.equal(response.status, 200, `${host}${path}`);
  return { ...documentOf(response.text), html: response.text };
}

/** The session of a customer who just signed up in Belgium, through the catalog's API. */
async function sessionToken(): Promise<string> {
  const api = createApiClient({
    baseUrl: 'http://catalog.test/api/v1',
    fetch: (input, init) => pages.catalog.fetch(new Request(input, init)),
    shopId: COUNTRY_INFO.be.shopId,
    lang: 'fr',
  });
  const welcome = await api.account.signUp({
    email: `logout.${process.pid}@example.be`,
    password: 'Sunflower-Meadow-81',
    civility: 'ms',
    firstname: 'Camille',
    lastname: 'Leroy',
    birth_date: '1990-04-01',
    phone: '',
    mobile: '',
    province: null,
    country: 'be',
    origin: 'INT',
    locale: 'fr-be',
    terms: true,
  });
  return welcome.session.token;
}

/** The site's header: the first banner (Testing Library counts a header inside main as one too). */
const headerOf = (view: View) => view.getAllByRole('banner')[0]!;

/** How many links of that name an element has, hidden ones included. */
const linksNamed = (element: HTMLElement, name: string) =>
  within(element).queryAllByRole('link', { name, hidden: true }).length;

/** The action and method of the form a button submits. */
const formOf = (button: HTMLElement) => {
  const form = button.closest('form');
  return [form?.getAttribute('action'), form?.getAttribute('method')];
};

describe('the links the global settings decide', () => {
  it('offer the pharmacy finder in the header where point_of_sale is 1 (be), not where it is 0 (it)', async () => {
    const router = pages.deps().routing.router();
    const belgian = headerOf(await page('be.localhost', '/fr'));
    assert.ok(
      hrefsOf(belgian).includes(router.href('storeFinder', {}, 'fr-be')!),
      'the Belgian header links the finder',
    );
    const italian = headerOf(await page('it.localhost', '/'));
    const { storeFinder, whoCanAdvise } = textsOf('it-it').common.header;
    assert.equal(linksNamed(italian, storeFinder) + linksNamed(italian, whoCanAdvise), 0);
  });

  it('offer the newsletter in the footer where newsletter is 1 and the locale has its page (es), not elsewhere', async () => {
    const router = pages.deps().routing.router();
    const spanish = (await page('es.localhost', '/')).getByRole('contentinfo');
    assert.ok(
      hrefsOf(spanish).includes(router.href('newsletter', {}, 'es-es')!),
      'the Spanish footer links the newsletter',
    );
    // be: the setting is 0; it: the setting is 1 but Italy has no newsletter page.
    for (const [host, path, locale] of [
      ['be.localhost', '/fr', 'fr-be'],
      ['it.localhost', '/', 'it-it'],
    ] as const) {
      const footer = (await page(host, path)).getByRole('contentinfo');
      assert.equal(linksNamed(footer, textsOf(locale).common.footer.newsletter), 0, host);
      const kinds = hrefsOf(footer).map((href) => router.match(locale, href)?.kind);
      assert.ok(!kinds.includes('newsletter'), host);
    }
  });

  it('always link the health magazine and, in the footer, the contact form', async () => {
    const router = pages.deps().routing.router();
    const view = await page('it.localhost', '/');
    assert.ok(hrefsOf(headerOf(view)).includes(router.href('adviceHome', {}, 'it-it')!));
    assert.ok(hrefsOf(view.getByRole('contentinfo')).includes(router.href('contact', {}, 'it-it')!));
  });
});

describe('what the visitor’s cookies change', () => {
  it('offers logging out (a POST form) only to a visitor with a session', async () => {
    const name = textsOf('fr-be').common.header.logout;
    const logoutPath = pages.deps().routing.router().href('myLogout', {}, 'fr-be')!;
    const anonymous = await page('be.localhost', '/fr');
    assert.equal(anonymous.queryAllByRole('button', { name, hidden: true }).length, 0);
    // A made-up jwt_token is no session (decision 026): the visitor is anonymous.
    const madeUp = await page('be.localhost', '/fr', ['jwt_token=abc']);
    assert.equal(madeUp.queryAllByRole('button', { name, hidden: true }).length, 0);
    const buttons = (await page('be.localhost', '/fr', [`jwt_token=${await sessionToken()}`])).getAllByRole('button', {
      name,
      hidden: true,
    });
    assert.ok(buttons.length > 0);
    assert.deepEqual(
      buttons.map((button) => [button.getAttribute('type'), ...formOf(button)]),
      buttons.map(() => ['submit', logoutPath, 'post']),
    );
  });

  it('shows the obsolete-browser notice unless ie_info exists, whatever its value', async () => {
    const text = textsOf('fr-be').common.obsoleteBrowser.text;
    assert.equal((await page('be.localhost', '/fr')).getByRole('note').textContent, text);
    for (const value of ['false', 'true']) {
      const view = await page('be.localhost', '/fr', [`ie_info=${value}`]);
      assert.equal(view.queryAllByRole('note', { hidden: true }).length, 0, value);
    }
  });

  it('leaves the discount banner out once closed, and its close button posts back to the same page', async () => {
    const { label, dismiss } = textsOf('fr-be').common.header.discountBanner;
    const banner = (await page('be.localhost', '/fr/produits?sort=price-asc')).getByRole('region', { name: label });
    assert.deepEqual(formOf(within(banner).getByRole('button', { name: dismiss })), [
      '/notices/discount-banner?back=%2Ffr%2Fproduits%3Fsort%3Dprice-asc',
      'post',
    ]);
    const closed = await page('be.localhost', '/fr', ['discount_banner=hidden']);
    assert.equal(closed.queryAllByRole('region', { name: label, hidden: true }).length, 0);
  });
});

describe('the QR-code language choice', () => {
  it('opens on a Belgian page reached with utm_medium=QRcode, linking the page in French and in Dutch without utm_medium', async () => {
    const router = pages.deps().routing.router();
    const view = await page('be.localhost', '/fr/produits?utm_medium=QRcode&utm_source=poster');
    const dialog = view.getByRole('dialog', { name: 'Choisissez votre langue' });
    assert.equal(dialog.hasAttribute('open'), true, 'open without a script');
    assert.equal(within(dialog).getByRole('heading', { level: 2 }).textContent, 'Choisissez votre langue');
    assert.deepEqual(hrefsOf(dialog), [
      `${router.href('products', {}, 'fr-be')}?utm_source=poster`,
      `${router.href('products', {}, 'nl-be')}?utm_source=poster`,
    ]);
    assert.equal(within(dialog).queryAllByRole('button', { hidden: true }).length, 0, 'it cannot be dismissed');
  });

  it('is not asked in a country of one language, nor without the parameter', async () => {
    const italian = await page('it.localhost', '/?utm_medium=QRcode');
    const name = textsOf('it-it').common.qrCodeLanguage.title;
    assert.equal(italian.queryAllByRole('dialog', { name, hidden: true }).length, 0);
    const belgian = await page('be.localhost', '/fr?utm_medium=email');
    const title = textsOf('fr-be').common.qrCodeLanguage.title;
    assert.equal(belgian.queryAllByRole('dialog', { name: title, hidden: true }).length, 0);
  });
});

/** Which language's certified-company logo a footer shows (the logo named in the page's language). */
const logoCode = (footer: HTMLElement, locale: Locale) =>
  within(footer)
    .getByRole('img', { name: textsOf(locale).common.footer.certifiedCompany })
    .getAttribute('data-code');

describe('the footer', () => {
  it("shows the certified-company logo of the page's language and a button for the cookie preferences", async () => {
    const footer = (await page('be.localhost', '/fr')).getByRole('contentinfo');
    assert.equal(logoCode(footer, 'fr-be'), 'be');
    const cookies = within(footer).getByRole('button', { name: 'Gérer mes préférences de cookies' });
    assert.equal(cookies.getAttribute('type'), 'button');
    assert.equal(logoCode((await page('be.localhost', '/nl')).getByRole('contentinfo'), 'nl-be'), 'nl');
    assert.equal(logoCode((await page('ch.localhost', '/de')).getByRole('contentinfo'), 'de-ch'), 'de');
  });
});

describe('the build a page belongs to', () => {
  it('is in the boot state, the same id /app-version.json answers', async () => {
    const { html } = await page('be.localhost', '/fr');
    const { manifest } = pages.deps();
    assert.ok(manifest);
    assert.equal(pageStateOf(html).config.buildId, buildIdOf(manifest));
    const version = await request(pages.app()).get('/app-version.json').set('Host', 'be.localhost');
    assert.deepEqual(version.body, { version: buildIdOf(manifest) });
  });
});

describe('no third party', () => {
  it('is named by any script or frame of a page in the default configuration', async () => {
    const { html } = await page('be.localhost', '/fr');
    assert.doesNotMatch(html, /googletagmanager|google-analytics|youtube/);
  });
});
