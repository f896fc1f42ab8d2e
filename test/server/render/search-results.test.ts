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
import { usePageApp } from '../../helpers/page-app.ts';

const pages = usePageApp(SEED);
const FRENCH = { Host: 'be.localhost', Cookie: 'locale=fr-be' };
const ITALIAN = { Host: 'it.localhost' };
/** Crawlers get the whole document at once: the streamed results are in place. */
const WHOLE = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');
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
  return { status: response.status, headers: response.headers, html: decode(response.text), raw: response.text };
}

/** The results area (the section the page streams into). */
function resultsArea(html: string): string {
  const start = html.indexOf('<section class="search-results"');
  assert.ok(start >= 0, 'the page has a results area');
  return html.slice(start, html.indexOf('</main>', start));
}

/**
 * The results area as the visitor sees it: in place for a crawler; for a streamed document, the
 * segment React sends later to replace the area's placeholder (`<template id="B:n">` -> `S:n`).
 */
function shownResults(html: string): string {
  const area = resultsArea(html);
  const placeholder = /<template id="B:(\d+)">/.exec(area);
  if (!placeholder) return area;
  const start = html.indexOf(`<div hidden id="S:${placeholder[1]}">`);
  assert.ok(start >= 0, 'the results stream in after the shell');
  return html.slice(start, html.indexOf('</div><script', start));
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('search results: how many were found', () => {
  it('says how many in French, shows a page of product cards and the matching articles', async () => {
    const term = 'magnésium';
    const { total } = await pages
      .deps()
      .content!.client('fr-be')
      .products.list({ text: term, published: true, perPage: 1 });
    assert.ok(total > 12, 'the seed has more than one page of magnesium products');
    const { status, html } = await get(resultsPath('fr-be', term), FRENCH);
    assert.equal(status, 200);
    assert.ok(
      html.includes(`<title>Résultats pour « magnésium » - ${fr.common.appTitle}</title>`),
      'the title template',
    );
    assert.equal(count(html, /<h1[\s>]/g), 1, 'one h1');
    assert.ok(html.includes('>Résultats pour « magnésium »</h1>'));
    assert.ok(html.includes('<meta name="robots" content="noindex"/>'), 'results are never indexed');
    const area = resultsArea(html);
    const shown = Number(/<p class="search-summary__count">(\d+) résultats<\/p>/.exec(area)?.[1]);
    const articles = count(area, /class="card card--page"/g);
    assert.ok(articles > 0, 'articles about magnesium are found too');
    assert.equal(shown, total + articles, 'the count: products and articles');
    assert.equal(count(area, /class="card card--product"/g), 12, 'one page of PRODUCT_PER_PAGE products');
    assert.ok(area.includes(`>${fr.search.groups.products}</h2>`) && area.includes(`>${fr.search.groups.pages}</h2>`));
  });

  it('says one result in French and in Italian', async () => {
    for (const [locale, headers, word] of [
      ['fr-be', FRENCH, 'résultat'],
      ['it-it', ITALIAN, 'risultato'],
    ] as const) {
      const { status, html } = await get(resultsPath(locale, 'bacopa'), headers);
      assert.equal(status, 200);
      const area = resultsArea(html);
      assert.ok(area.includes(`<p class="search-summary__count">1 ${word}</p>`), `${locale}: '1 ${word}'`);
      assert.equal(count(area, /class="card card--product"/g), 1);
    }
  });

  it('says sorry with a spelling hint when nothing matches, in French and in Italian', async () => {
    for (const [locale, headers, texts] of [
      ['fr-be', FRENCH, fr],
      ['it-it', ITALIAN, itTexts],
    ] as const) {
      const { status, html } = await get(resultsPath(locale, 'xylophonique'), headers);
      assert.equal(status, 200);
      const area = resultsArea(html);
      assert.ok(area.includes(`>${decode(texts.search.noResults)}</p>`), `${locale}: ${texts.search.noResults}`);
      assert.ok(area.includes(`>${decode(texts.search.spellingHint)}</p>`));
      assert.equal(count(area, /class="card /g), 0);
    }
    assert.equal(fr.search.noResults, 'Désolé, aucun résultat pour votre recherche', 'SPEC §8 word for word');
  });
});

describe('search results: pages and filters', () => {
  it('links the pages of the results in the segment grammar, page 1 without a page segment', async () => {
    const first = resultsPath('it-it', 'magnesio');
    const { html: page2 } = await get(resultsPath('it-it', 'magnesio', { page: 2 }), ITALIAN);
    assert.ok(page2.includes(`<a href="${first}" rel="prev">`), 'previous is page 1, written without -p--1');
    assert.ok(page2.includes(`<a href="${first}/-p--3" rel="next">`));
    assert.equal(count(resultsArea(page2), /class="card card--page"/g), 0, 'articles show on the first page only');

    const { total } = await pages
      .deps()
      .content!.client('it-it')
      .products.list({ text: 'magnesio', published: true, perPage: 1 });
    const last = Math.ceil(total / 12);
    const { html: lastPage } = await get(resultsPath('it-it', 'magnesio', { page: last }), ITALIAN);
    assert.ok(
      lastPage.includes(`${itTexts.common.pagination.next}</span>`) && !lastPage.includes('rel="next"'),
      'no next page after the last',
    );
    assert.equal(count(resultsArea(lastPage), /class="card card--product"/g), total - (last - 1) * 12);

    const beyond = await get(resultsPath('it-it', 'magnesio', { page: last + 1 }), ITALIAN);
    assert.equal(beyond.status, 200);
    assert.ok(beyond.html.includes(itTexts.search.pageOutOfRange), 'a page beyond the last says so');
    assert.ok(beyond.html.includes(`<a href="${first}">${itTexts.search.firstPage}</a>`), 'and leads to the first');
  });

  it('answers 404 to a written page 1 or a term-less marker', async () => {
    for (const path of ['/results/-r--magnesio/-p--1', '/results/-r--', '/results/-p--2']) {
      assert.equal((await request(pages.app()).get(path).set(ITALIAN)).status, 404, path);
    }
  });

  it('offers facet links that lead to exactly the count they show, and a link back', async () => {
    const term = 'magnésium';
    const { html } = await get(resultsPath('fr-be', term), FRENCH);
    const symbiora = resultsPath('fr-be', term, { filters: [{ facet: 'brand', value: 'symbiora' }] });
    assert.equal(symbiora, '/fr/resultats/-r--magn%C3%A9sium/-marque--symbiora');
    const link = new RegExp(
      `<a class="search-facet__value" href="${symbiora}"><span class="search-facet__label">Symbiora</span> <span class="search-facet__count">\\((\\d+)\\)</span></a>`,
    );
    const shown = Number(link.exec(html)?.[1]);
    assert.ok(shown > 0, 'a link to the Symbiora products among the results');

    const filtered = await get(symbiora, FRENCH);
    assert.equal(filtered.status, 200);
    const area = resultsArea(filtered.html);
    assert.equal(count(area, /class="card card--product"/g), shown, 'as many products as the link said');
    assert.equal(count(area, /<p class="card-eyebrow">Symbiora<\/p>/g), shown, 'all of the brand');
    assert.ok(
      area.includes(`href="${resultsPath('fr-be', term)}" aria-label="Retirer le filtre Marque : Symbiora"`),
      'a link that takes the filter away',
    );
  });
});

describe('search results: failures and hostile input', () => {
  it("shows 'Une erreur a eu lieu' inside the results area of a 200 page when the content API fails", async () => {
    const failing = {
      fetch: async (incoming: Request) => {
        const path = new URL(incoming.url).pathname;
        return path.endsWith('/product') || path.endsWith('/search/suggest')
          ? Response.json({ message: 'down', statusCode: 503 }, { status: 503 })
          : pages.catalog.fetch(incoming);
      },
      close: () => {},
    };
    for (const [path, headers, texts] of [
      [resultsPath('fr-be', 'magnésium'), FRENCH, fr],
      [resultsPath('it-it', 'magnesio'), ITALIAN, itTexts],
    ] as const) {
      for (const agent of [WHOLE, {}]) {
        const response = await request(createApp(pages.deps({}, { catalog: failing })))
          .get(path)
          .set({ ...headers, ...agent });
        assert.equal(response.status, 200, 'not an error page');
        const html = decode(response.text);
        assert.ok(html.includes('>Résultats pour') || html.includes('>Risultati per'), 'the page itself is there');
        assert.ok(
          shownResults(html).includes(`<p class="search-failed__text">${texts.search.error}</p>`),
          `the error in the results area (${texts.search.error})`,
        );
        assert.ok(!html.includes('down'), 'nothing of the upstream error reaches the page');
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
      const html = response.text;
      assert.ok(!html.includes('<script>alert(1)'), 'never a script element of the term');
      assert.ok(
        html.includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;'),
        'escaped as text in the heading and the title',
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
    const { status, html } = await get('/fr/resultats', FRENCH);
    assert.equal(status, 200);
    assert.equal(count(html, /<h1[\s>]/g), 1);
    assert.ok(html.includes(`>${fr.search.form.title}</h1>`));
    assert.match(html, /<form class="search-form" role="search" action="\/fr\/resultats" method="get">/);
    assert.match(
      html,
      /<label class="search-form__label" for="([^"]+)">Votre recherche<\/label>[\s\S]*<input id="\1"[^>]* name="q"/,
      'a labelled text box named q',
    );
    assert.ok(!html.includes('class="search-results"'), 'no results area without a term');
  });

  it('sends ?q= to the canonical URL of the term, apostrophes removed', async () => {
    const cases = [
      ['/fr/resultats?q=l%27huile+d%E2%80%99onagre', FRENCH, '/fr/resultats/-r--lhuile%20donagre'],
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
