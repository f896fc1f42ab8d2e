// "Who can advise me" through the whole app, in the locales that have it: who helps each profile
// and how to reach them — consumers a pharmacy trained to advise (the finder, filtered), everyone
// the contact form with their profile chosen once the site has it, professionals their area.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../../catalog/seed/index.ts';
import { hasPage } from '../../../client/app/page-registry.ts';
import { COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALES } from '../../../config/locales.ts';
import { ALL_TABLES } from '../../../routes/all-tables.ts';
import { createRouter } from '../../../routes/compiler.ts';
import { countryOfLocale } from '../../../server/routing.ts';
import { PROFILES } from '../../../shared/schemas/submissions.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import {
  h1CountIn,
  hrefsIn,
  isNotFound,
  isRoutePath,
  mainIn,
  pageOf,
  partOf,
  serve,
  textIn,
  textsOf,
  titleIn,
  viewIn,
} from './catalog-html.ts';

const pages = usePageApp(SEED);
const router = () => pages.deps().routing.router();
/** Read before the app exists: the route tables alone say where the screen is. */
const ADVICE_LOCALES = LOCALES.filter(
  (locale) => createRouter({ tables: ALL_TABLES }).href('whoCanAdvise', {}, locale) !== null,
);
const adviceTexts = (locale: Locale) => textsOf(locale).locator.whoCanAdvise;
/** The page of the locale, parsed, and its main landmark. */
async function adviceMain(locale: Locale) {
  return mainIn(pageOf(await serve(pages.app(), locale, router().href('whoCanAdvise', {}, locale)!)));
}
/** The section of a profile group, found by its heading; its id is the target of the profile links. */
function groupIn(main: ReturnType<typeof mainIn>, locale: Locale, group: (typeof GROUPS)[number]) {
  const section = partOf(main, 'region', adviceTexts(locale).groups[group].title);
  assert.equal(section.container.id, `profile-${group}`);
  return section;
}
const GROUPS = ['consumer', 'healthProfessional', 'pharmacist', 'other'] as const;

describe('who can advise me', () => {
  it('exists in fr-be, nl-be, fr-ch and es-es only', () => {
    assert.deepEqual(ADVICE_LOCALES, ['fr-be', 'nl-be', 'fr-ch', 'es-es']);
  });

  for (const locale of ADVICE_LOCALES) {
    describe(`in ${locale}`, () => {
      it('answers with its title, one h1, the profiles to choose from and a section for each', async () => {
        const served = await serve(pages.app(), locale, router().href('whoCanAdvise', {}, locale)!);
        assert.equal(served.status, 200);
        const page = pageOf(served);
        const texts = adviceTexts(locale);
        assert.equal(h1CountIn(page), 1);
        assert.equal(page.getByRole('heading', { level: 1 }).textContent, texts.title);
        assert.equal(titleIn(page), `${texts.title} - Vitrine`);
        const main = mainIn(page);
        assert.deepEqual(
          hrefsIn(partOf(main, 'navigation', texts.choose)),
          GROUPS.map((group) => `#profile-${group}`),
        );
        for (const group of GROUPS) {
          const section = groupIn(main, locale, group);
          assert.equal(section.getByRole('heading', { level: 2 }).textContent, texts.groups[group].title);
          assert.ok(textIn(section).includes(texts.groups[group].who));
        }
      });

      it("sends consumers to the pharmacies trained to advise, and gives the laboratory's phone", async () => {
        const consumer = groupIn(await adviceMain(locale), locale, 'consumer');
        const finder = `${router().href('storeFinder', {}, locale)}?advice=1`;
        assert.ok(hrefsIn(consumer).includes(finder), `${finder} in ${hrefsIn(consumer).join(', ')}`);
        assert.ok(textIn(consumer).includes(adviceTexts(locale).groups.consumer.finder));
        const { phone } = COUNTRY_INFO[countryOfLocale(locale)].contact;
        assert.ok(hrefsIn(consumer).includes(phone.href));
        assert.ok(textIn(consumer).includes(phone.display));
      });

      it('offers professionals their area, and links only pages the site has', async () => {
        const main = await adviceMain(locale);
        const { proUrl } = COUNTRY_INFO[countryOfLocale(locale)];
        for (const group of ['healthProfessional', 'pharmacist'] as const) {
          assert.ok(hrefsIn(groupIn(main, locale, group)).includes(proUrl), group);
        }
        const internal = hrefsIn(main).filter((href) => href.startsWith('/'));
        assert.ok(
          internal.every((href) => isRoutePath(router(), [locale], href)),
          internal.join(', '),
        );
      });

      it('leads every profile to the contact form with that profile chosen, once the site has the contact page', async () => {
        const main = await adviceMain(locale);
        const contact = router().href('contact', {}, locale)!;
        const toContact = hrefsIn(main).filter((href) => href.split('?')[0] === contact);
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
    const finder = mainIn(pageOf(await serve(pages.app(), 'nl-be', '/nl/vind-een-apotheek')));
    const more = viewIn(finder.getByRole('complementary'));
    assert.equal(
      more.getByRole('link', { name: textsOf('nl-be').locator.finder.adviceLink }).getAttribute('href'),
      '/nl/gesprekspartner',
    );
  });
});
