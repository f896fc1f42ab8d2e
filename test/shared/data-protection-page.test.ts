// The newsletter's consent points to the data-protection page by a slug of its own
// (shared/data-protection-page.ts): it must be the slug the catalog's seed gives that page, in
// every language, and the one the legacy personal-data redirects lead to.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { MENUS } from '../../catalog/seed/menus.ts';
import { LEGAL_PAGES } from '../../catalog/seed/pages/legal.ts';
import type { Language } from '../../config/locales.ts';
import { LEGACY_REDIRECTS } from '../../redirects/legacy.ts';
import { DATA_PROTECTION_SLUGS } from '../../shared/data-protection-page.ts';

const LANGUAGES: readonly Language[] = ['fr', 'nl', 'de', 'es', 'it'];

describe('the data-protection page the newsletter links to', () => {
  const page = LEGAL_PAGES.find((candidate) =>
    LANGUAGES.every((language) => candidate.slug[language] === DATA_PROTECTION_SLUGS[language]),
  );

  it('is one page of the seed in every language, and the legal menu links to it', () => {
    assert.ok(page, 'a legal page has these slugs in every language');
    assert.match(page.title.fr, /protection des données/i);
    assert.match(page.title.de, /datenschutz/i);
    assert.ok(
      MENUS.legal.some((link) => link.slug?.fr === DATA_PROTECTION_SLUGS.fr),
      'the footer’s legal menu has it too',
    );
  });

  it('is where the legacy personal-data addresses of Germany, Spain and Italy lead', () => {
    for (const [country, language, legacy] of [
      ['de', 'de', '/datenschutz'],
      ['es', 'es', '/datos-personales'],
      ['it', 'it', '/privacy'],
    ] as const) {
      const rule = LEGACY_REDIRECTS[country].find((candidate) => candidate.from === legacy);
      assert.equal(rule?.to, `/${DATA_PROTECTION_SLUGS[language]}`, country);
    }
  });
});
