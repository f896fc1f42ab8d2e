// The pharmacy finder through the whole app, on the real seed: the page in every locale that has
// one, a search by zip code, by city and by position rendered by the server (no JavaScript),
// nearest first with distances and opening hours, the places nobody knows or several share, a
// wider search when nothing is near, pages of results, bad input that never makes a 500, and the
// favourite control's way to login, which comes back to the wanted pharmacy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SEED } from '../../../catalog/seed/index.ts';
import { type Locale, LOCALES } from '../../../config/locales.ts';
import { ALL_TABLES } from '../../../routes/all-tables.ts';
import { createRouter } from '../../../routes/compiler.ts';
import { SITE_URLS, usePageApp } from '../../helpers/page-app.ts';
import type { View } from '../../helpers/render-view.tsx';
import {
  h1CountIn,
  hrefsIn,
  isNotFound,
  mainIn,
  type Page,
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
const finderTexts = (locale: Locale) => textsOf(locale).locator.finder;
const finderPath = (locale: Locale) => router().href('storeFinder', {}, locale);
/** The finder page of a path, parsed. */
const finderPage = async (locale: Locale, path: string, app = pages.app()) => pageOf(await serve(app, locale, path));

interface Entry {
  id: number;
  number: number;
  name: string;
  distanceKm: number | null;
  /** The entry's list item. */
  view: View;
}

/** The pharmacies of the results list, in order: each an article named by its heading. */
function entriesOf(page: Page): Entry[] {
  return mainIn(page)
    .queryAllByRole('article', { hidden: true })
    .map((article) => {
      const item = article.closest('li')!;
      const distance = item.querySelector('.pharmacy__distance')?.textContent;
      return {
        id: Number(/^pharmacy-(\d+)$/.exec(item.id)![1]),
        number: Number(item.querySelector('.pharmacy__number')!.textContent),
        name: viewIn(article)
          .getByRole('heading', { level: 3 })
          .textContent.replace(/^\d+\.\s*/, ''),
        distanceKm: distance ? Number(distance.replace(/[^\d,.]/g, '').replace(',', '.')) : null,
        view: viewIn(item),
      };
    });
}

/** The heading of the results, which names their region ('' before a search). */
const resultsHeading = (page: Page) => page.document.getElementById('finder-results-heading')?.textContent ?? '';
const h1Of = (page: Page) => page.getByRole('heading', { level: 1 }).textContent;
/** The search form, by its role and name. */
const formOf = (page: Page, locale: Locale) => partOf(mainIn(page), 'search', finderTexts(locale).form.name);
/** The field of the place searched for, by its label. */
const placeField = (page: Page, locale: Locale) => formOf(page, locale).getByLabelText(finderTexts(locale).form.label);
/** The map of the results: an image named by its title. */
const mapOf = (page: Page) => mainIn(page).getByRole('img', { name: /^Carte des \d+ pharmacies/, hidden: true });
const mapMarkers = (page: Page) =>
  [...mapOf(page).querySelectorAll('[data-pharmacy]')].map((marker) => ({
    id: Number(marker.getAttribute('data-pharmacy')),
    number: Number(marker.querySelector('text')!.textContent),
  }));
/** The link of an entry that adds the pharmacy to the favourites. */
const favouriteOf = (entry: Entry) =>
  entry.view.getByRole('link', { name: `Ajouter à mes pharmacies favorites – ${entry.name}` });

/** Read before the app exists: the route tables alone say where the screen is. */
const FINDER_LOCALES = LOCALES.filter(
  (locale) => createRouter({ tables: ALL_TABLES }).href('storeFinder', {}, locale) !== null,
);

describe('the pharmacy finder page', () => {
  it('exists in every locale but it-it', () => {
    assert.deepEqual(FINDER_LOCALES, ['fr-be', 'nl-be', 'de-ch', 'fr-ch', 'de-de', 'es-es']);
  });

  for (const locale of FINDER_LOCALES) {
    it(`answers in ${locale} with its title, one h1 and a search form that works without JavaScript`, async () => {
      const path = finderPath(locale)!;
      const served = await serve(pages.app(), locale, path);
      assert.equal(served.status, 200);
      const page = pageOf(served);
      const texts = finderTexts(locale);
      assert.equal(h1CountIn(page), 1);
      assert.equal(h1Of(page), texts.title);
      assert.equal(titleIn(page), `${texts.title} - Vitrine`);
      const form = formOf(page, locale);
      assert.deepEqual(
        ['action', 'method'].map((name) => form.container.getAttribute(name)),
        [path, 'get'],
      );
      const input = placeField(page, locale);
      assert.deepEqual(
        ['type', 'name', 'required'].map((name) => input.getAttribute(name)),
        ['search', 'q', ''],
        'a labelled place field',
      );
      const radius = form.getByRole('combobox', { name: new RegExp(`^${texts.form.radius}`) });
      assert.deepEqual([radius.tagName, radius.getAttribute('name')], ['SELECT', 'radius']);
      const advice = form.getByRole('checkbox', { name: texts.form.adviceOnly });
      assert.deepEqual(
        ['name', 'value'].map((name) => advice.getAttribute(name)),
        ['advice', '1'],
      );
      assert.ok(page.document.getElementById('finder-results-heading') === null, 'no results before a search');
    });
  }

  it('has no page in it-it, where the home page does not offer it either', async () => {
    assert.equal(router().href('storeFinder', {}, 'it-it'), null);
    const home = await finderPage('it-it', '/');
    assert.equal(home.container.querySelectorAll('#home-find-pharmacy, .home-find-pharmacy').length, 0);
  });
});

describe('a search by zip code', () => {
  it('shows the pharmacies around the zip code, nearest first, each with its distance, address, phone and hours', async () => {
    const served = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000');
    assert.equal(served.status, 200);
    const page = pageOf(served);
    assert.equal(h1Of(page), 'Pharmacies près de 1000 Bruxelles');
    assert.equal(titleIn(page), 'Pharmacies près de 1000 Bruxelles - Vitrine');
    const expected = await pages.deps().content!.client('fr-be').pointOfSale.search({ zipcode: '1000', perPage: 10 });
    const entries = entriesOf(page);
    assert.equal(resultsHeading(page), `${expected.total} pharmacies à moins de 25 km de 1000 Bruxelles`);
    assert.deepEqual(
      entries.map((entry) => entry.name),
      expected.items.map((item) => item.name),
    );
    assert.deepEqual(
      entries.map((entry) => entry.number),
      expected.items.map((_, index) => index + 1),
    );
    const distances = entries.map((entry) => entry.distanceKm!);
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
      'nearest first',
    );
    assert.deepEqual(
      distances,
      expected.items.map(({ distance_km: km }) => (km! < 10 ? Math.round(km! * 10) / 10 : Math.round(km!))),
      'the distance in km, one decimal below 10',
    );
    const first = textIn(entries[0]!.view);
    const pharmacy = expected.items[0]!;
    assert.ok(
      first.includes(pharmacy.address) && first.includes(`${pharmacy.zipcode} ${pharmacy.city}`),
      'the address',
    );
    assert.ok(hrefsIn(entries[0]!.view).includes(`tel:${pharmacy.phone.replace(/[^\d+]/g, '')}`), 'a phone link');
    assert.match(first, /Lundi – Vendredi\s*08:30–12:30, 13:30–18:30/);
    assert.match(first, /Dimanche\s*Fermé/);
  });

  it('draws the same pharmacies on the map with the numbers of the list, and needs no network for it', async () => {
    const page = await finderPage('fr-be', '/fr/trouver-une-pharmacie?q=1000');
    const map = mapOf(page);
    assert.equal(map.getAttribute('role'), 'img');
    assert.equal(map.querySelector('title')?.textContent, 'Carte des 10 pharmacies trouvées autour de 1000 Bruxelles');
    assert.deepEqual(
      mapMarkers(page).sort((a, b) => a.number - b.number),
      entriesOf(page).map((entry) => ({ id: entry.id, number: entry.number })),
    );
    assert.equal(map.querySelectorAll('image').length, 0, 'no tiles unless MAP_TILE_URL is set');
  });

  it('draws the configured tiles under the markers when MAP_TILE_URL is set', async () => {
    const app = pages.app({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    const page = await finderPage('fr-be', '/fr/trouver-une-pharmacie?q=1000', app);
    const map = mapOf(page);
    const tiles = [...map.querySelectorAll('image')].map((tile) => tile.getAttribute('href')!);
    assert.ok(
      tiles.length > 0 && tiles.every((tile) => /^https:\/\/tiles\.example\.org\/\d+\/\d+\/\d+\.png$/.test(tile)),
      tiles.join(),
    );
    assert.match(map.closest('figure')?.querySelector('figcaption')?.textContent ?? '', /tiles\.example\.org/);
  });

  it('pages through many results, the numbers going on on the next page', async () => {
    const first = await finderPage('fr-be', '/fr/trouver-une-pharmacie?q=1000&radius=100');
    const total = Number(/^(\d+)/.exec(resultsHeading(first))![1]);
    assert.ok(total > 10, `${total} pharmacies within 100 km of Brussels`);
    assert.ok(
      hrefsIn(mainIn(first)).includes('/fr/trouver-une-pharmacie?q=1000&radius=100&page=2'),
      'a link to page 2',
    );
    const served = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000&radius=100&page=2');
    assert.equal(served.status, 200);
    const second = pageOf(served);
    assert.equal(entriesOf(second)[0]!.number, 11);
    const distances = [...entriesOf(first), ...entriesOf(second)].map((entry) => entry.distanceKm!);
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    );
    const beyond = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000&radius=100&page=99');
    assert.ok(isNotFound(beyond), 'a page past the last is not found');
  });

  it('keeps only the pharmacies trained to give advice when asked', async () => {
    const page = await finderPage('fr-be', '/fr/trouver-une-pharmacie?q=1000&advice=1');
    const entries = entriesOf(page);
    assert.ok(entries.length > 0);
    assert.ok(entries.every((entry) => textIn(entry.view).includes('Pharmacie formée pour vous conseiller')));
    assert.match(resultsHeading(page), /pharmacies? formées? pour vous conseiller à moins de 25 km de 1000 Bruxelles$/);
    const advice = formOf(page, 'fr-be').getByRole('checkbox', { name: finderTexts('fr-be').form.adviceOnly });
    assert.equal(advice.hasAttribute('checked'), true);
  });

  it('keeps the search in the form and its canonical URL without it', async () => {
    const page = await finderPage('nl-be', '/nl/vind-een-apotheek?q=2000&radius=10');
    assert.equal(placeField(page, 'nl-be').getAttribute('value'), '2000');
    const radius = formOf(page, 'nl-be').getByRole('combobox', {
      name: new RegExp(`^${finderTexts('nl-be').form.radius}`),
    });
    // happy-dom's select.value can be wrong: read the selected attribute the server wrote.
    assert.deepEqual(
      [...radius.querySelectorAll('option[selected]')].map((option) => option.getAttribute('value')),
      ['10'],
    );
    assert.equal(
      page.document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      `${SITE_URLS.SITE_URL_BE}/nl/vind-een-apotheek`,
    );
  });
});

describe('a search by city', () => {
  it('finds a city of several zip codes by its name, in Dutch', async () => {
    const served = await serve(pages.app(), 'nl-be', '/nl/vind-een-apotheek?q=antwerpen');
    assert.equal(served.status, 200);
    const page = pageOf(served);
    assert.equal(h1Of(page), 'Apotheken in de buurt van Antwerpen');
    const entries = entriesOf(page);
    assert.ok(entries.length >= 3);
    assert.ok(
      entries.slice(0, 3).every((entry) => textIn(entry.view).includes('Antwerpen')),
      'the Antwerp pharmacies first',
    );
    const distances = entries.map((entry) => entry.distanceKm!);
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    );
  });

  it('finds a city whatever its accents and case, in Spanish and in German', async () => {
    const madrid = await finderPage('es-es', '/encontrar-una-farmacia?q=MADRID');
    assert.equal(h1Of(madrid), 'Farmacias cerca de Madrid');
    assert.ok(entriesOf(madrid).length > 0);
    const koeln = await finderPage('de-de', '/eine-apotheke-finden?q=koln');
    assert.equal(h1Of(koeln), 'Apotheken in der Nähe von Köln');
  });

  it('offers a choice when several places start with the text', async () => {
    const served = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=Antw&advice=1');
    assert.equal(served.status, 200);
    const main = mainIn(pageOf(served));
    assert.match(textIn(main), /Plusieurs lieux correspondent à «\u00a0Antw\u00a0»/);
    const choices = partOf(main, 'list', /^Plusieurs lieux correspondent à «\u00a0Antw\u00a0»/)
      .queryAllByRole('link')
      .map((link) => [link.getAttribute('href'), link.textContent]);
    assert.deepEqual(choices, [
      ['/fr/trouver-une-pharmacie?q=2000+Antwerpen&advice=1', '2000 Antwerpen'],
      ['/fr/trouver-une-pharmacie?q=2018+Antwerpen&advice=1', '2018 Antwerpen'],
      ['/fr/trouver-une-pharmacie?q=2060+Antwerpen&advice=1', '2060 Antwerpen'],
    ]);
    const chosen = await finderPage('fr-be', choices[1]![0]!);
    assert.equal(h1Of(chosen), 'Pharmacies près de 2018 Antwerpen');
  });
});

describe('a search by position ("locate me" without its script)', () => {
  it('sorts the pharmacies by their distance from the position and names the city near it', async () => {
    const served = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?lat=50.63&lng=5.58');
    assert.equal(served.status, 200);
    const page = pageOf(served);
    assert.equal(h1Of(page), 'Pharmacies près de chez vous, vers 4000 Liège');
    const expected = await pages
      .deps()
      .content!.client('fr-be')
      .pointOfSale.search({ lat: 50.63, lng: 5.58, perPage: 10 });
    assert.deepEqual(
      entriesOf(page).map((entry) => entry.id),
      expected.items.map((item) => item.id),
    );
    assert.match(resultsHeading(page), /à moins de 25 km de votre position, vers 4000 Liège$/);
    // Around a position, the form carries it, so a new distance searches there again.
    const form = formOf(page, 'fr-be').container;
    assert.deepEqual(
      [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
      [
        ['lat', '50.63'],
        ['lng', '5.58'],
      ],
    );
    assert.equal(form.querySelectorAll('[required]').length, 0);
  });
});

describe('when nothing is near', () => {
  it('shows the nearest pharmacies further away, and says so', async () => {
    const page = await finderPage('fr-be', '/fr/trouver-une-pharmacie?q=6700');
    assert.match(resultsHeading(page), /^\d+ pharmacies à moins de 200 km de 6700 Arlon$/);
    assert.match(textIn(mainIn(page)), /Aucune pharmacie à moins de 25 km\u00a0: voici les plus proches\./);
    assert.ok(entriesOf(page)[0]!.distanceKm! > 25);
  });

  it('says when no pharmacy is within reach at all, and offers them all when only the advice filter left none', async () => {
    // A position in Madrid on the Belgian site: nothing within the widest distance.
    const served = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?lat=40.42&lng=-3.7&advice=1');
    assert.equal(served.status, 200);
    const page = pageOf(served);
    assert.equal(
      resultsHeading(page),
      'Aucune pharmacie formée pour vous conseiller à moins de 200 km de votre position',
    );
    const main = mainIn(page);
    assert.ok(textIn(main).includes('Essayez une ville voisine ou une plus grande distance.'));
    assert.ok(
      hrefsIn(main).includes('/fr/trouver-une-pharmacie?lat=40.42&lng=-3.7'),
      'the same search without the filter',
    );
    assert.equal(entriesOf(page).length, 0);
    assert.equal(main.queryAllByRole('img', { hidden: true }).length, 0, 'no map of nothing');
  });
});

describe('what a visitor may type', () => {
  it('answers a place nobody knows with a message in the page, the text kept', async () => {
    for (const [locale, path, message] of [
      [
        'fr-be',
        '/fr/trouver-une-pharmacie?q=Atlantis',
        'Nous ne connaissons ni ville ni code postal «\u00a0Atlantis\u00a0».',
      ],
      ['fr-be', '/fr/trouver-une-pharmacie?q=9999', 'Nous ne connaissons ni ville ni code postal «\u00a09999\u00a0».'],
      ['de-ch', '/de/eine-apotheke-finden?q=Atlantis', 'Wir kennen keinen Ort und keine Postleitzahl „Atlantis“.'],
    ] as const) {
      const served = await serve(pages.app(), locale, path);
      assert.equal(served.status, 200, path);
      const page = pageOf(served);
      const text = textIn(mainIn(page));
      assert.ok(text.includes(message), `${path}: ${text.slice(0, 400)}`);
      assert.match(placeField(page, locale).getAttribute('value') ?? '', /^(Atlantis|9999)$/);
      assert.equal(entriesOf(page).length, 0);
    }
  });

  it('never answers a 500 nor shows a stack, whatever the query string holds', async () => {
    const hostile = [
      'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `q=${'a'.repeat(5000)}`,
      'q=%00%01',
      'q=%25%5F%5C',
      'q=%22%20OR%20*',
      'q=1000&q=2000',
      'q[]=1000',
      'q=1000&radius=-1',
      'q=1000&radius=1e9',
      'q=1000&page=abc',
      'q=1000&page=99999999999999999999',
      'q=1000&advice=maybe',
      'lat=abc&lng=4',
      'lat=91&lng=4',
      'lat=50.85',
      'lat=50.85&lng=400',
      'lat=-0&lng=-0',
      'lat=0&lng=0',
      'lat=1e2&lng=1',
      'q=',
      'q=%20',
    ];
    for (const query of hostile) {
      const { status, html } = await serve(pages.app(), 'fr-be', `/fr/trouver-une-pharmacie?${query}`);
      assert.ok(status < 500, `${query}: ${status}`);
      // Over the bytes served, not the parsed page: a stack must not hide in a script or a comment either.
      assert.doesNotMatch(html, /\bat \S+ \(|node:internal|Error:/, `${query}: no stack trace`);
      if (status === 200) assert.equal(h1CountIn(pageOf({ status, html })), 1, query);
    }
  });

  it('explains a text too long, an empty one and a broken position', async () => {
    const long = await finderPage('fr-be', `/fr/trouver-une-pharmacie?q=${'a'.repeat(101)}`);
    assert.ok(
      textIn(mainIn(long)).includes(
        'Ce texte est trop long\u00a0: saisissez une ville ou un code postal de 100 caractères au plus.',
      ),
    );
    assert.equal(
      placeField(long, 'fr-be').getAttribute('value'),
      'a'.repeat(100),
      'what was typed is kept, to the limit',
    );
    const empty = await finderPage('fr-be', '/fr/trouver-une-pharmacie?q=%20');
    assert.ok(textIn(mainIn(empty)).includes('Saisissez une ville ou un code postal.'));
    const broken = await finderPage('es-es', '/encontrar-una-farmacia?lat=abc&lng=4');
    assert.ok(textIn(mainIn(broken)).includes('Esta posición no es válida.'));
  });

  it('keeps a hostile text an inert string', async () => {
    const main = mainIn(await finderPage('fr-be', '/fr/trouver-une-pharmacie?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E'));
    assert.equal(main.container.querySelectorAll('script').length, 0, 'no script element of the text');
    assert.ok(textIn(main).includes('<script>alert(1)</script>'), 'the text shown as it was typed');
  });
});

describe('adding a pharmacy to the favourites', () => {
  it('leads a visitor without a session to login, which comes back to the same pharmacy of the same search with it added', async () => {
    const path = '/fr/trouver-une-pharmacie?q=1000&radius=10';
    const page = await finderPage('fr-be', path);
    const entries = entriesOf(page);
    assert.ok(entries.length > 1);
    for (const entry of entries) {
      // Named after its pharmacy, for whoever hears the link alone.
      const login = new URL(favouriteOf(entry).getAttribute('href')!, SITE_URLS.SITE_URL_BE);
      assert.equal(login.pathname, '/fr/connexion');
      assert.equal(login.searchParams.get('redirect'), `${path}#pharmacy-${entry.id}`);
      assert.equal(login.searchParams.get('favourite'), `pharmacy-${entry.id}`);
    }
    assert.ok(textIn(mainIn(page)).includes('Connectez-vous pour ajouter des pharmacies à vos favorites.'));
  });
});
