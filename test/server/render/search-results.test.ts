// The search results page through the whole chain (SPEC §2.2, §5, §8): the none/one/many
// wordings in two locales, pagination and filter links in the segment grammar, the failure
// inside the results area of a 200 page, hostile terms kept inert, and the form's `?q=` step.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { createApp } from '../../../server/app.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { catalogFailingOn, usePageApp } from '../../helpers/page-app.ts';
import { documentOf, type View } from '../../helpers/render-view.tsx';
import { h1CountIn, mainIn, metaIn, type Page, partOf, textIn, titleIn, viewIn } from './catalog-html.ts';

const pages = usePageApp(SEED);
const FRENCH = { Host: 'be.localhost', Cookie: 'locale=fr-be' };
const ITALIAN = { Host: 'it.localhost' };
/** Crawlers get the whole document at once: the streamed results are in place. */
const WHOLE = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const router = () => pages.deps().routing.router();
const resultsPath = (
  locale: 'fr-be' | 'it-it',
  term: string,
  more: { page?: number; filters?: { facet: 'brand'; value: string }[] } = {},
) =>
  router().href(
    'results',
    { search: { term, filters: more.filters ?? [], ...(more.page && { page: more.page }) } },
    locale,
  )!;

async function get(path: string, headers: Record<string, string>) {
  const response = await request(pages.app())
    .get(path)
    .set({ ...headers, ...WHOLE });
  return { status: response.status, headers: response.headers, page: documentOf(response.text) };
}

/** The results area (the region the page streams into), named in the page's language. */
const resultsArea = (page: Page, texts: Texts) => partOf(mainIn(page), 'region', texts.search.resultsLabel);

/** The results area as the visitor sees it (documentOf puts a streamed segment in its place). */
const shownResults = (page: Page, texts: Texts): View => partOf(page, 'region', texts.search.resultsLabel);

type Texts = typeof fr | typeof itTexts;
/** The cards of a group of results (products, articles), found by the group's name: none without the group. */
const cardsIn = (area: View, group: string) =>
  area
    .queryAllByRole('region', { name: group, hidden: true })
    .flatMap((region) => viewIn(region).queryAllByRole('article', { hidden: true }));
/** The pagination of the results. */
const paginationOf = (page: Page, texts: Texts) => partOf(mainIn(page), 'navigation', texts.common.pagination.label);

/** The results' count: the area's status, not the cards' add-to-cart messages (each card has its own). */
const countOf = (area: View) =>
  area.getAllByRole('status').find((status) => !status.classList.contains('buy__status'))?.textContent ?? '';

describe('search results: how many were found', () => {
  it('says how many in French, shows a page of product cards and the matching articles', async () => {
    const term = 'magnésium';
    const { total } = await pages
      .deps()
      .content!.client('fr-be')
      .products.list({ text: term, published: true, perPage: 1 });
    assert.ok(total > 12, 'the seed has more than one page of magnesium products');
    const { status, page } = await get(resultsPath('fr-be', term), FRENCH);
    assert.equal(status, 200);
    assert.equal(titleIn(page), `Résultats pour «\u00a0magnésium\u00a0» - ${fr.common.appTitle}`, 'the title template');
    assert.equal(h1CountIn(page), 1, 'one h1');
    assert.equal(page.getByRole('heading', { level: 1 }).textContent, 'Résultats pour «\u00a0magnésium\u00a0»');
    assert.equal(metaIn(page, 'robots'), 'noindex', 'results are never indexed');
    const area = resultsArea(page, fr);
    const shown = Number(/^(\d+) résultats$/.exec(countOf(area))?.[1]);
    const articles = cardsIn(area, fr.search.groups.pages).length;
    assert.ok(articles > 0, 'articles about magnesium are found too');
    assert.equal(shown, total + articles, 'the count: products and articles');
    assert.equal(cardsIn(area, fr.search.groups.products).length, 12, 'one page of PRODUCT_PER_PAGE products');
    assert.deepEqual(
      area.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      [fr.search.filters.title, fr.search.groups.products, fr.search.groups.pages],
    );
  });

  it('says one result in French and in Italian', async () => {
    for (const [locale, headers, word, texts] of [
      ['fr-be', FRENCH, 'résultat', fr],
      ['it-it', ITALIAN, 'risultato', itTexts],
    ] as const) {
      const { status, page } = await get(resultsPath(locale, 'bacopa'), headers);
      assert.equal(status, 200);
      const area = resultsArea(page, texts);
      assert.equal(countOf(area), `1 ${word}`, `${locale}: '1 ${word}'`);
      assert.equal(cardsIn(area, texts.search.groups.products).length, 1);
    }
  });

  it('says sorry with a spelling hint when nothing matches, in French and in Italian', async () => {
    for (const [locale, headers, texts] of [
      ['fr-be', FRENCH, fr],
      ['it-it', ITALIAN, itTexts],
    ] as const) {
      const { status, page } = await get(resultsPath(locale, 'xylophonique'), headers);
      assert.equal(status, 200);
      const area = resultsArea(page, texts);
      assert.equal(
        area.queryAllByText(texts.search.noResults, { selector: 'p' }).length,
        1,
        `${locale}: ${texts.search.noResults}`,
      );
      assert.equal(area.queryAllByText(texts.search.spellingHint, { selector: 'p' }).length, 1);
      assert.equal(area.queryAllByRole('article', { hidden: true }).length, 0);
    }
    assert.equal(fr.search.noResults, 'Désolé, aucun résultat pour votre recherche', 'SPEC §8 word for word');
  });
});

describe('search results: pages and filters', () => {
  it('links the pages of the results in the segment grammar, page 1 without a page segment', async () => {
    const first = resultsPath('it-it', 'magnesio');
    const { page: page2 } = await get(resultsPath('it-it', 'magnesio', { page: 2 }), ITALIAN);
    const steps = paginationOf(page2, itTexts);
    const step = (name: string) =>
      ['href', 'rel'].map((attribute) => steps.getByRole('link', { name }).getAttribute(attribute));
    const { previous, next } = itTexts.common.pagination;
    assert.deepEqual(step(previous), [first, 'prev'], 'previous is page 1, written without -p--1');
    assert.deepEqual(step(next), [`${first}/-p--3`, 'next']);
    assert.equal(
      cardsIn(resultsArea(page2, itTexts), itTexts.search.groups.pages).length,
      0,
      'articles show on the first page only',
    );

    const { total } = await pages
      .deps()
      .content!.client('it-it')
      .products.list({ text: 'magnesio', published: true, perPage: 1 });
    const last = Math.ceil(total / 12);
    const { page: lastPage } = await get(resultsPath('it-it', 'magnesio', { page: last }), ITALIAN);
    const lastSteps = paginationOf(lastPage, itTexts);
    assert.ok(
      lastSteps.queryAllByText(next, { selector: 'span' }).length === 1 &&
        lastSteps.queryAllByRole('link', { name: next }).length === 0 &&
        lastPage.container.querySelectorAll('a[rel="next"]').length === 0,
      'no next page after the last',
    );
    assert.equal(
      cardsIn(resultsArea(lastPage, itTexts), itTexts.search.groups.products).length,
      total - (last - 1) * 12,
    );

    const beyond = await get(resultsPath('it-it', 'magnesio', { page: last + 1 }), ITALIAN);
    assert.equal(beyond.status, 200);
    const beyondMain = mainIn(beyond.page);
    assert.ok(textIn(beyondMain).includes(itTexts.search.pageOutOfRange), 'a page beyond the last says so');
    assert.equal(
      beyondMain.getByRole('link', { name: itTexts.search.firstPage }).getAttribute('href'),
      first,
      'and leads to the first',
    );
  });

  it('answers 404 to a written page 1 or a term-less marker', async () => {
    for (const path of ['/results/-r--magnesio/-p--1', '/results/-r--', '/results/-p--2']) {
      assert.equal((await request(pages.app()).get(path).set(ITALIAN)).status, 404, path);
    }
  });

  it('offers facet links that lead to exactly the count they show, and a link back', async () => {
    const term = 'magnésium';
    const { page } = await get(resultsPath('fr-be', term), FRENCH);
    const symbiora = resultsPath('fr-be', term, { filters: [{ facet: 'brand', value: 'symbiora' }] });
    assert.equal(symbiora, '/fr/resultats/-r--magn%C3%A9sium/-marque--symbiora');
    const link = partOf(resultsArea(page, fr), 'navigation', fr.search.filters.title).getByRole('link', {
      name: /^Symbiora \(\d+\)$/,
    });
    assert.equal(link.getAttribute('href'), symbiora);
    const shown = Number(/\((\d+)\)/.exec(link.textContent)?.[1]);
    assert.ok(shown > 0, 'a link to the Symbiora products among the results');

    const filtered = await get(symbiora, FRENCH);
    assert.equal(filtered.status, 200);
    const area = resultsArea(filtered.page, fr);
    const cards = cardsIn(area, fr.search.groups.products);
    assert.equal(cards.length, shown, 'as many products as the link said');
    assert.equal(
      cards.filter((card) => viewIn(card).queryAllByText('Symbiora', { selector: 'p' }).length === 1).length,
      shown,
      'all of the brand',
    );
    const removals = area.getAllByRole('link', { name: 'Retirer le filtre Marque\u00a0: Symbiora' });
    assert.deepEqual(
      [...new Set(removals.map((removal) => removal.getAttribute('href')))],
      [resultsPath('fr-be', term)],
      'a link that takes the filter away',
    );
  });
});

describe('search results: failures and hostile input', () => {
  it("shows 'Une erreur a eu lieu' inside the results area of a 200 page when the content API fails", async () => {
    const failing = catalogFailingOn(pages.catalog, '/product', '/search/suggest');
    for (const [path, headers, texts] of [
      [resultsPath('fr-be', 'magnésium'), FRENCH, fr],
      [resultsPath('it-it', 'magnesio'), ITALIAN, itTexts],
    ] as const) {
      for (const agent of [WHOLE, {}]) {
        const response = await request(createApp(pages.deps({}, { catalog: failing })))
          .get(path)
          .set({ ...headers, ...agent });
        assert.equal(response.status, 200, 'not an error page');
        const page = documentOf(response.text);
        assert.match(
          page.getByRole('heading', { level: 1 }).textContent,
          /^(Résultats pour|Risultati per)/,
          'the page itself is there',
        );
        assert.equal(
          shownResults(page, texts).queryAllByText(texts.search.error, { selector: 'p' }).length,
          1,
          `the error in the results area (${texts.search.error})`,
        );
        // Over the bytes served: the upstream message must not hide in the page's state either.
        assert.ok(!response.text.includes('down'), 'nothing of the upstream error reaches the page');
      }
    }
    assert.equal(fr.search.error, 'Une erreur a eu lieu', 'SPEC §8 word for word');
  });

  it('keeps a term that tries to close a script, or holds U+2028, inert everywhere it is written', async () => {
    const term = '</script><script>alert(1)</script>\u2028<!--';
    const path = resultsPath('fr-be', term);
    for (const agent of [WHOLE, {}]) {
      const response = await request(pages.app())
        .get(path)
        .set({ ...FRENCH, ...agent });
      assert.equal(response.status, 200);
      // The bytes served, before any parser repairs them: what a browser would read as markup.
      const html = response.text;
      assert.ok(!html.includes('<script>alert(1)'), 'never a script element of the term');
      const page = documentOf(html);
      assert.ok(
        page.getByRole('heading', { level: 1 }).textContent.includes('</script><script>alert(1)</script>') &&
          titleIn(page).includes('</script><script>alert(1)</script>'),
        'text in the heading and the title',
      );
      for (const script of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
        const body = script.replace(/^<script\b[^>]*>/, '').replace(/<\/script>$/, '');
        assert.ok(!/<\/?script|<!--|[\u2028\u2029]/i.test(body), `a script body stays data: ${body.slice(0, 120)}`);
      }
    }
  });
});

describe('the search form', () => {
  it('is a GET form on the bare results path, which is a page of its own', async () => {
    const { status, page } = await get('/fr/resultats', FRENCH);
    assert.equal(status, 200);
    assert.equal(h1CountIn(page), 1);
    assert.equal(page.getByRole('heading', { level: 1 }).textContent, fr.search.form.title);
    const main = mainIn(page);
    const form = viewIn(main.getByRole('search'));
    assert.deepEqual(
      ['action', 'method'].map((name) => form.container.getAttribute(name)),
      ['/fr/resultats', 'get'],
    );
    assert.equal(form.getByLabelText('Votre recherche').getAttribute('name'), 'q', 'a labelled text box named q');
    assert.equal(
      main.queryAllByRole('region', { name: fr.search.resultsLabel }).length,
      0,
      'no results area without a term',
    );
  });

  it('sends ?q= to the canonical URL of the term, elisions dropped', async () => {
    const cases = [
      ['/fr/resultats?q=l%27huile+d%E2%80%99onagre', FRENCH, '/fr/resultats/-r--huile%20onagre'],
      ['/results?q=++Magn%C3%A9sio++marino', ITALIAN, '/results/-r--Magn%C3%A9sio%20marino'],
      ['/nl/resultaten?q=slaap&x=1', { Host: 'be.localhost' }, '/nl/resultaten/-r--slaap'],
    ] as const;
    for (const [from, headers, to] of cases) {
      const response = await request(pages.app()).get(from).set(headers);
      assert.equal(response.status, 302, from);
      assert.equal(response.headers.location, to);
    }
    const blank = await request(pages.app()).get('/fr/resultats?q=%27+%27').set(FRENCH);
    assert.equal(blank.status, 200, 'text that leaves no term shows the form again');
  });
});
