import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { COUNTRIES, type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { compileRedirects, fromKey, literalHosts } from '../../redirects/engine.ts';
import { LEGACY_REDIRECTS } from '../../redirects/legacy.ts';
import { SLUG_TOKEN } from '../../redirects/rule.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';

// The router is the single source of truth for current paths (DESIGN.md §3). Targets that are
// CMS pages (the catch-all `{prefix}/{slug}`) are listed here: legal notice, personal data, and
// the old information pages now at the root.
const router = createRouter({ tables: ALL_TABLES });
const CMS_TARGETS: Record<Country, readonly string[]> = {
  be: ['/fr/mentions-legales', '/fr/donnees-personnelles', '/nl/juridische-informatie', '/nl/persoonsgegevens'],
  ch: [],
  de: ['/impressum', '/datenschutzerklarung', '/{slug}'],
  es: ['/aviso-legal', '/proteccion-de-datos', '/{slug}'],
  it: ['/note-legali', '/dati-personali', '/{slug}'],
};
const SAMPLE_SLUGS = ['lacti-b-12', 'omega/3'];
const FICTIONAL_LEGACY_HOSTS = new Set(['www.vitrine-old.lu', 'vitrine-old.lu']);
const LEGACY_COUNTRIES = ['be', 'de', 'es', 'it'] as const;

/** The path a target names, `{site}` removed. */
const targetPath = (to: string) => to.replace(/^\{site\}/, '') || '/';

/** The routes a path matches in the locales of a country. */
function matches(country: Country, path: string) {
  return COUNTRY_INFO[country].locales.map((locale) => router.match(locale, path)).filter((match) => match !== null);
}

describe('legacy redirect tables', () => {
  it('exist for be, de, es and it, with 15 to 40 rules each; ch has none', () => {
    for (const country of LEGACY_COUNTRIES) {
      const count = LEGACY_REDIRECTS[country].length;
      assert.ok(count >= 15 && count <= 40, `${country}: ${count} rules`);
    }
    assert.equal(LEGACY_REDIRECTS.ch.length, 0);
  });

  it('are frozen data, every rule a 301', () => {
    assert.ok(Object.isFrozen(LEGACY_REDIRECTS));
    for (const country of COUNTRIES) {
      assert.ok(Object.isFrozen(LEGACY_REDIRECTS[country]), country);
      for (const rule of LEGACY_REDIRECTS[country]) {
        assert.ok(Object.isFrozen(rule));
        assert.equal(rule.code, 301, `${country} ${rule.from}`);
      }
    }
  });

  it('compile for production and development site URLs', () => {
    for (const country of COUNTRIES) {
      for (const siteUrl of [`https://www.vitrine-${country}.example`, `http://${country}.localhost:3000`]) {
        assert.doesNotThrow(() => compileRedirects(LEGACY_REDIRECTS[country], { siteUrl }), `${country} ${siteUrl}`);
      }
    }
  });

  it('have no duplicate source', () => {
    for (const country of COUNTRIES) {
      const keys = LEGACY_REDIRECTS[country].map((rule) => fromKey(rule.from));
      assert.equal(new Set(keys).size, keys.length, country);
    }
  });

  it('send visitors only to current pages of their country', () => {
    for (const country of COUNTRIES) {
      for (const rule of LEGACY_REDIRECTS[country]) {
        const path = targetPath(rule.to);
        for (const slug of rule.to.includes(SLUG_TOKEN) ? SAMPLE_SLUGS : ['']) {
          const kinds = matches(country, path.replace(SLUG_TOKEN, slug)).map((match) => match.kind);
          assert.ok(kinds.length > 0, `${country}: '${rule.from}' -> '${rule.to}' is no current page`);
          if (kinds.every((kind) => kind === 'cmsPage')) {
            assert.ok(
              CMS_TARGETS[country].includes(path),
              `${country}: '${rule.to}' is only a CMS page; list it if it is meant to be`,
            );
          }
        }
      }
    }
  });

  it('never shadow a current page other than a CMS page', () => {
    for (const country of COUNTRIES) {
      for (const rule of LEGACY_REDIRECTS[country]) {
        if (!rule.from.startsWith('/')) continue;
        for (const slug of rule.from.includes(SLUG_TOKEN) ? SAMPLE_SLUGS : ['']) {
          const shadowed = matches(country, rule.from.replace(SLUG_TOKEN, slug)).filter(
            (match) => match.kind !== 'cmsPage',
          );
          assert.deepEqual(
            shadowed.map((match) => match.name),
            [],
            `${country}: '${rule.from}' hides a current page`,
          );
        }
      }
    }
  });

  it('name no real host: full-URL rules use the site tokens or fictional legacy hosts', () => {
    for (const country of COUNTRIES) {
      for (const host of literalHosts(LEGACY_REDIRECTS[country]))
        assert.ok(FICTIONAL_LEGACY_HOSTS.has(host), `${country}: ${host}`);
      for (const rule of LEGACY_REDIRECTS[country])
        assert.ok(!/^https?:/.test(rule.to), `${country}: '${rule.to}' should be a site path`);
    }
  });

  it('cover each legacy kind of SPEC §2.2', () => {
    const all = (country: Country) => LEGACY_REDIRECTS[country].map((rule) => rule.from).join(' ');
    assert.match(all('be'), /\/fr-be\//);
    assert.match(all('be'), /\/nl-be\//);
    assert.match(all('be'), /\/fr-lu/);
    assert.match(all('be'), /vitrine-old\.lu/);
    assert.match(all('be'), /http:\/\/\{host\}\//);
    assert.match(all('be'), /https:\/\/\{bare\}\/nl/);
    assert.match(all('it'), /\/informazioni\/\{slug\}/);
    assert.match(all('it'), /\/menzioni-legali/);
    assert.match(all('it'), /\/dati-personali-degli-utenti/);
    assert.match(all('de'), /\/informationen\/\{slug\}/);
    assert.match(all('de'), /\/datenschutz(?!\w)/);
    assert.match(all('es'), /\/informacion\/\{slug\}/);
    assert.match(all('es'), /\/avisos-legales/);
    assert.match(all('es'), /\/datos-personales/);
  });
});
