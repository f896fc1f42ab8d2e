// "Who can advise me" through the whole app, in the locales that have it: who helps each profile
// and how to reach them — consumers a pharmacy trained to advise (the finder, filtered), everyone
// the contact form with their profile chosen once the site has it, professionals their area.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../../catalog/seed/index.ts';
import { hasPage } from '../../../client/app/page-registry.ts';
import { COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALE_INFO, LOCALES } from '../../../config/locales.ts';
import { ALL_TABLES } from '../../../routes/all-tables.ts';
import { createRouter } from '../../../routes/compiler.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import { PROFILES } from '../../../shared/schemas/submissions.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import {
  decode,
  h1Count,
  hrefsOf,
  isNotFound,
  isRoutePath,
  mainOf,
  part,
  serve,
  textOf,
  titleOf,
} from './catalog-html.ts';

const TEXTS = { fr, nl, es } as const;
const pages = usePageApp(SEED);
const router = () => pages.deps().routing.router();
/** Read before the app exists: the route tables alone say where the screen is. */
const ADVICE_LOCALES = LOCALES.filter(
  (locale) => createRouter({ tables: ALL_TABLES }).href('whoCanAdvise', {}, locale) !== null,
);
const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language as keyof typeof TEXTS].locator.whoCanAdvise;
const GROUPS = ['consumer', 'healthProfessional', 'pharmacist', 'other'] as const;

describe('who can advise me', () => {
  it('exists in fr-be, nl-be, fr-ch and es-es only', () => {
    assert.deepEqual(ADVICE_LOCALES, ['fr-be', 'nl-be', 'fr-ch', 'es-es']);
  });

  for (const locale of ADVICE_LOCALES) {
    describe(`in ${locale}`, () => {
      it('answers with its title, one h1, the profiles to choose from and a section for each', async () => {
        const { status, html } = await serve(pages.app(), locale, router().href('whoCanAdvise', {}, locale)!);
        assert.equal(status, 200);
        const texts = textsOf(locale);
        assert.equal(h1Count(html), 1);
        assert.equal(textOf(part(html, /<h1\b/, '</h1>')), texts.title);
        assert.equal(titleOf(html), `${texts.title} - Vitrine`);
        const main = mainOf(html);
        const nav = part(main, /<nav class="who-can-advise__profiles"/, '</nav>');
        assert.deepEqual(
          hrefsOf(nav),
          GROUPS.map((group) => `#profile-${group}`),
        );
        for (const group of GROUPS) {
          const section = part(main, new RegExp(`<section id="profile-${group}"`), '</section>');
          assert.ok(section, `a section for ${group}`);
          assert.equal(textOf(part(section, /<h2\b/, '</h2>')), texts.groups[group].title);
          assert.ok(textOf(section).includes(texts.groups[group].who));
        }
      });

      it("sends consumers to the pharmacies trained to advise, and gives the laboratory's phone", async () => {
        const { html } = await serve(pages.app(), locale, router().href('whoCanAdvise', {}, locale)!);
        const consumer = part(mainOf(html), /<section id="profile-consumer"/, '</section>');
        const finder = `${router().href('storeFinder', {}, locale)}?advice=1`;
        assert.ok(hrefsOf(consumer).includes(finder), `${finder} in ${hrefsOf(consumer).join(', ')}`);
        assert.ok(textOf(consumer).includes(textsOf(locale).groups.consumer.finder));
        const { phone } = COUNTRY_INFO[countryOfLocale(locale)].contact;
        assert.ok(hrefsOf(consumer).includes(phone.href));
        assert.ok(textOf(consumer).includes(phone.display));
      });

      it('offers professionals their area, and links only pages the site has', async () => {
        const { html } = await serve(pages.app(), locale, router().href('whoCanAdvise', {}, locale)!);
        const main = mainOf(html);
        const { proUrl } = COUNTRY_INFO[countryOfLocale(locale)];
        for (const group of ['healthProfessional', 'pharmacist']) {
          assert.ok(
            hrefsOf(part(main, new RegExp(`<section id="profile-${group}"`), '</section>')).includes(proUrl),
            group,
          );
        }
        const internal = hrefsOf(main).filter((href) => href.startsWith('/'));
        assert.ok(
          internal.every((href) => isRoutePath(router(), [locale], href)),
          internal.join(', '),
        );
      });

      it('leads every profile to the contact form with that profile chosen, once the site has the contact page', async () => {
        const { html } = await serve(pages.app(), locale, router().href('whoCanAdvise', {}, locale)!);
        const contact = router().href('contact', {}, locale)!;
        const toContact = hrefsOf(mainOf(html)).filter((href) => href.split('?')[0] === contact);
        if (!hasPage('contact')) {
          assert.deepEqual(toContact, [], 'no link to a page the site does not have yet');
          return;
        }
        const profiles = toContact.map((href) => new URL(href, 'https://x.example').searchParams.get('profile'));
        assert.deepEqual([...profiles].sort(), [...PROFILES].sort());
      });
    });
  }

  it('is not a page in de-de, de-ch or it-it', async () => {
    for (const locale of ['de-de', 'de-ch', 'it-it'] as const)
      assert.equal(router().href('whoCanAdvise', {}, locale), null, locale);
    // The Spanish path on the German site matches nothing there.
    assert.ok(isNotFound(await serve(pages.app(), 'de-de', '/interlocutor')));
  });

  it('is linked from the pharmacy finder', async () => {
    const { html } = await serve(pages.app(), 'nl-be', '/nl/vind-een-apotheek');
    assert.ok(hrefsOf(decode(part(html, /<aside class="locator__more"/, '</aside>'))).includes('/nl/gesprekspartner'));
  });
});
