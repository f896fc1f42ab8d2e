// The header's panel and the results page count the same results (issue 21 item 6): for texts a
// visitor types in every locale, elided, accented and finding nothing, the count the panel shows
// (from its real GET /api/v1/search/suggest answer, for the term the box sends) equals the count
// the rendered results page of that text says, and an elided text finds what its word finds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { suggestedResultsCount } from '../../../client/components/search/results-count.ts';
import { SUGGESTIONS_PER_GROUP, suggestText } from '../../../client/components/search-box/suggest-query.ts';
import { type Country, COUNTRY_INFO } from '../../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../../config/locales.ts';
import { suggestionsSchema } from '../../../shared/schemas/search.ts';
import { searchTextToTerm } from '../../../shared/search-text.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { documentOf } from '../../helpers/render-view.tsx';
import { partOf } from './catalog-html.ts';

const pages = usePageApp(SEED);
/** Crawlers get the whole document at once: the streamed results are in place. */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** What a visitor types, and whether the seed has results for it. */
type Typed = readonly [text: string, finds: boolean];
const NOTHING: Typed = ['xqzvwk', false];
const TYPED: Readonly<Record<Locale, readonly Typed[]>> = {
  'fr-be': [["l'intestin", true], ['d’intestin', true], ['magnésium', true], ['immunité', true], NOTHING],
  'fr-ch': [['l’intestin', true], ["qu'est-ce que l'intestin", true], ['fatigue', true], ['Mélatonine', true], NOTHING],
  'nl-be': [['darm', true], ["'s avonds magnesium", true], ['vermoeidheid', true], ['weerstand', true], NOTHING],
  'de-ch': [['Darm', true], ['Müdigkeit', true], ['Magnesium', true], ["Kinder's Vitamine", true], NOTHING],
  'de-de': [['Verdauung', true], ['Müdigkeit', true], ['Magnesium', true], ['Immunsystem', true], NOTHING],
  'es-es': [['intestino', true], ['digestión', true], ['magnesio', true], ['fatiga', true], NOTHING],
  'it-it': [["dell'intestino", true], ['l’intestino', true], ['digestione', true], ['magnesio', true], NOTHING],
};

const HOST: Readonly<Record<Country, string>> = {
  be: 'be.localhost',
  ch: 'ch.localhost',
  de: 'de.localhost',
  es: 'es.localhost',
  it: 'it.localhost',
};
const countryOf = (locale: Locale) => locale.slice(3) as Country;

/** The count the panel shows: its own API call, through the site, for the term the box sends. */
async function panelCount(locale: Locale, typed: string): Promise<number> {
  const query = new URLSearchParams({
    shop_id: String(COUNTRY_INFO[countryOf(locale)].shopId),
    lang: LOCALE_INFO[locale].language,
    text: suggestText(searchTextToTerm(typed)),
    per_group: String(SUGGESTIONS_PER_GROUP),
  });
  const response = await request(pages.app())
    .get(`/api/v1/search/suggest?${query}`)
    .set('Host', HOST[countryOf(locale)]);
  assert.equal(response.status, 200, response.text);
  return suggestedResultsCount(suggestionsSchema.parse(response.body.data));
}

/** The count the results page of the same text says, in its status, 0 when it says none were found. */
async function pageCount(locale: Locale, typed: string): Promise<number> {
  const path = pages
    .deps()
    .routing.router()
    .href('results', { search: { term: searchTextToTerm(typed), filters: [] } }, locale)!;
  const response = await request(pages.app())
    .get(path)
    .set({ Host: HOST[countryOf(locale)], Cookie: `locale=${locale}`, 'User-Agent': CRAWLER });
  assert.equal(response.status, 200, path);
  const page = documentOf(response.text);
  assert.equal(page.container.ownerDocument.documentElement.lang, LOCALE_INFO[locale].iso, path);
  const texts = await import(`../../../shared/i18n/resources/${LOCALE_INFO[locale].language}.ts`);
  const area = partOf(page, 'region', texts[LOCALE_INFO[locale].language].search.resultsLabel);
  const status = area.getAllByRole('status').find((each) => !each.classList.contains('buy__status'));
  const digits = /\d[\d\s.'’,\u202f]*/u.exec(status?.textContent ?? '')?.[0];
  return digits ? Number(digits.replace(/\D/g, '')) : 0;
}

describe('the panel and the results page count the same results', () => {
  for (const [locale, texts] of Object.entries(TYPED) as [Locale, readonly Typed[]][]) {
    for (const [typed, finds] of texts) {
      it(`${locale}: ${JSON.stringify(typed)}`, async () => {
        const [panel, shown] = await Promise.all([panelCount(locale, typed), pageCount(locale, typed)]);
        assert.equal(shown, panel, 'the results page says the count the panel showed');
        assert.equal(panel > 0, finds, `${panel} results`);
      });
    }
  }

  it('an elided text finds what its word alone finds', async () => {
    assert.equal(await panelCount('fr-be', "l'intestin"), await panelCount('fr-be', 'intestin'));
    assert.equal(await pageCount('it-it', 'dell’intestino'), await pageCount('it-it', 'intestino'));
  });
});
