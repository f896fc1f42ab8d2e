import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { fallbackLocale, localeFromAcceptLanguage } from '../../../server/i18n/pick-locale.ts';
import { testApp } from '../../helpers/app.ts';

const localeOf = async (path: string, headers: Record<string, string>) => {
  const response = await request(testApp()).get(path).set(headers);
  return response.headers['content-language'];
};

describe('locale detection', () => {
  it('reads the path prefix first', async () => {
    assert.equal(
      await localeOf('/nl/producten', { Host: 'be.localhost', Cookie: 'locale=fr-be', 'Accept-Language': 'fr' }),
      'nl-be',
    );
    assert.equal(await localeOf('/de/produkte', { Host: 'ch.localhost' }), 'de-ch');
    assert.equal(await localeOf('/fr/produits', { Host: 'ch.localhost', 'Accept-Language': 'de' }), 'fr-ch');
  });

  it('then the locale cookie', async () => {
    const response = await request(testApp())
      .get('/')
      .set({ Host: 'be.localhost', Cookie: 'locale=nl-be', 'Accept-Language': 'fr' });
    assert.equal(response.headers.location, '/nl');
  });

  it('then Accept-Language, by weight', async () => {
    const response = await request(testApp())
      .get('/')
      .set({ Host: 'be.localhost', 'Accept-Language': 'en;q=1, fr;q=0.5, nl-BE;q=0.8' });
    assert.equal(response.headers.location, '/nl');
    const swiss = await request(testApp()).get('/').set({ Host: 'ch.localhost', 'Accept-Language': 'de-DE,de;q=0.9' });
    assert.equal(swiss.headers.location, '/de');
  });

  it("keeps to the country's locales, with the fallback order fr, es, de, it", async () => {
    assert.equal(
      (await request(testApp()).get('/').set({ Host: 'be.localhost', 'Accept-Language': 'de-DE' })).headers.location,
      '/fr',
    );
    assert.equal((await request(testApp()).get('/').set({ Host: 'ch.localhost' })).headers.location, '/fr');
    assert.equal(
      await localeOf('/', { Host: 'es.localhost', 'Accept-Language': 'fr-BE', Cookie: 'locale=fr-be' }),
      'es-es',
    );
    assert.equal(fallbackLocale(['de-ch', 'fr-ch']), 'fr-ch');
    assert.equal(fallbackLocale(['nl-be']), 'nl-be');
  });

  it('stores the chosen locale for 365 days on the whole site, as language and country', async () => {
    const response = await request(testApp()).get('/nl/producten').set({ Host: 'be.localhost' });
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('locale='));
    assert.equal(cookie, 'locale=nl-be; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('sends no cookie when the visitor already has it', async () => {
    const response = await request(testApp())
      .get('/nl/producten')
      .set({ Host: 'be.localhost', Cookie: 'locale=nl-be' });
    assert.equal(response.headers['set-cookie'], undefined);
  });

  it('marks the cookie Secure on https sites', async () => {
    const https = Object.fromEntries(
      ['BE', 'CH', 'DE', 'ES', 'IT'].map((c) => [`SITE_URL_${c}`, `https://www.example.${c.toLowerCase()}`]),
    );
    const response = await request(testApp(https)).get('/nl/producten').set({ Host: 'be.localhost' });
    assert.match(String(response.headers['set-cookie']), /; Secure/);
  });

  it('says the locale in Content-Language, and leaves paths under /api/ and /assets/ alone', async () => {
    assert.equal(await localeOf('/nl/producten', { Host: 'be.localhost' }), 'nl-be');
    for (const path of ['/api/v1/nothing', '/fr/api/x', '/assets/none.js']) {
      const response = await request(testApp()).get(path).set({ Host: 'be.localhost', 'Accept-Language': 'nl' });
      assert.equal(response.headers['content-language'], undefined, path);
      assert.equal(response.headers['set-cookie'], undefined, path);
    }
  });

  describe('when the cookie or header is hostile', () => {
    const hostile: Record<string, string>[] = [
      { Cookie: 'locale=../../etc/passwd' },
      { Cookie: 'locale=__proto__' },
      { Cookie: 'locale=constructor' },
      { Cookie: 'locale=fr-be%0d%0aSet-Cookie:%20admin=1' },
      { Cookie: `locale=${'x'.repeat(4000)}` },
      { Cookie: 'locale=nl-be; locale=fr-be; locale=de-de' },
      { 'Accept-Language': `${'nl-BE;q=0.1,'.repeat(1200)}x` },
      { 'Accept-Language': 'nl;q=NaN, fr;q=-1, __proto__, ../' },
    ];
    for (const headers of hostile) {
      it(`falls back safely (${JSON.stringify(headers).slice(0, 60)})`, async () => {
        const response = await request(testApp())
          .get('/')
          .set({ Host: 'be.localhost', ...headers });
        assert.equal(response.status, 302);
        assert.match(response.headers.location!, /^\/(fr|nl)$/);
        assert.doesNotMatch(String(response.headers['set-cookie'] ?? ''), /admin|\r|\n|passwd|proto/);
      });
    }
  });

  it('lets Node refuse headers past its 16 kB limit with 431, never a 500', async () => {
    const response = await request(testApp())
      .get('/')
      .set({ Host: 'be.localhost', 'Accept-Language': 'x'.repeat(16 * 1024) });
    assert.equal(response.status, 431);
  });

  it('reads only the first ranges of an oversized Accept-Language', () => {
    const header = `${'en;q=0.9,'.repeat(2000)}nl`;
    assert.equal(localeFromAcceptLanguage(header, ['fr-be', 'nl-be']), null);
  });
});

describe('root rules (SPEC §2.1)', () => {
  it("sends / and /index to the home of the visitor's locale in Belgium and Switzerland", async () => {
    for (const path of ['/', '/index']) {
      const response = await request(testApp()).get(path).set({ Host: 'be.localhost' });
      assert.equal(response.status, 302, path);
      assert.equal(response.headers.location, '/fr');
      assert.match(response.headers.vary!, /Cookie/);
    }
    assert.equal(
      (await request(testApp()).get('/index').set({ Host: 'ch.localhost', 'Accept-Language': 'de' })).headers.location,
      '/de',
    );
  });

  it('serves home at / elsewhere and sends /index there for good', async () => {
    for (const host of ['de.localhost', 'es.localhost', 'it.localhost']) {
      const root = await request(testApp()).get('/').set({ Host: host });
      assert.ok(root.status < 300 || root.status >= 400, `${host}: / is no redirect`);
      const index = await request(testApp()).get('/index?utm_source=x').set({ Host: host });
      assert.equal(index.status, 301);
      assert.equal(index.headers.location, '/?utm_source=x');
    }
  });

  it('sends an unknown fr-be path to the French 404 page, which answers 404', async () => {
    const unknown = await request(testApp()).get('/fr/nulle-part.html').set({ Host: 'be.localhost' });
    assert.equal(unknown.status, 302);
    assert.equal(unknown.headers.location, '/fr/404');
    const page = await request(testApp()).get('/fr/404').set({ Host: 'be.localhost' });
    assert.equal(page.status, 404);
    const dutch = await request(testApp()).get('/nl/nergens.html').set({ Host: 'be.localhost' });
    assert.equal(dutch.status, 404, 'only fr-be redirects');
  });
});

describe('canonical page URLs', () => {
  it('sends other spellings of a page to the one URL the router writes (301)', async () => {
    const cases: [string, string, string][] = [
      ['es.localhost', '/marcas/', '/marcas'],
      ['es.localhost', '/productos/-marque--biocyte?ref=mail', '/productos/-marca--biocyte?ref=mail'],
      ['de.localhost', '/produkte/-brand-filter--biocyte', '/produkte/-marke--biocyte'],
      ['be.localhost', '/fr/resultats/-r--cafe%CC%81', '/fr/resultats/-r--caf%C3%A9'],
    ];
    for (const [host, path, location] of cases) {
      const response = await request(testApp()).get(path).set({ Host: host });
      assert.equal(response.status, 301, path);
      assert.equal(response.headers.location, location);
    }
  });

  it('leaves canonical URLs alone', async () => {
    const response = await request(testApp()).get('/productos/-marca--biocyte').set({ Host: 'es.localhost' });
    assert.notEqual(response.status, 301);
  });
});
