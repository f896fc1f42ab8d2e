// The pharmacy finder keeps its search when the visitor changes language (issue 21 item 7): the
// language selector's link to the other locale's finder carries the search (place or position,
// distance, advice), not the page number; hreflang names the finder without it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../../catalog/seed/index.ts';
import type { Locale } from '../../../config/locales.ts';
import { usePageApp } from '../../helpers/page-app.ts';
import { languageLinks, pageOf, serve } from './catalog-html.ts';

const pages = usePageApp(SEED);
const finderPath = (locale: Locale) => pages.deps().routing.router().href('storeFinder', {}, locale)!;

async function selectorLinks(locale: Locale, query: string) {
  const served = await serve(pages.app(), locale, finderPath(locale) + query);
  const page = pageOf(served);
  const hreflang = [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
  return { links: languageLinks(page, locale), hreflang };
}

describe('the pharmacy finder across languages', () => {
  for (const [from, to, query] of [
    ['fr-be', 'nl-be', '?q=Bruxelles'],
    ['nl-be', 'fr-be', '?q=1000&radius=10&advice=1'],
    ['de-ch', 'fr-ch', '?q=Z%C3%BCrich'],
    ['fr-ch', 'de-ch', '?lat=46.2&lng=6.14'],
  ] as const) {
    it(`${from} -> ${to}: the selector's link keeps ${query}`, async () => {
      const { links, hreflang } = await selectorLinks(from, query);
      assert.ok(links.includes(finderPath(to) + query), `${links.join(', ')}`);
      assert.ok(links.includes(finderPath(from) + query), 'the current language keeps it too');
      assert.ok(
        hreflang.every((href) => !href.includes('?')),
        `hreflang names the page, not the search: ${hreflang.join(', ')}`,
      );
    });
  }

  it('leaves the page number behind, and has no query without a search', async () => {
    assert.ok((await selectorLinks('fr-be', '?q=1000&page=2')).links.includes(`${finderPath('nl-be')}?q=1000`));
    assert.ok((await selectorLinks('fr-be', '')).links.includes(finderPath('nl-be')));
  });
});
