// The pharmacy finder through the whole app, on the real seed: the page in every locale that has
// one, a search by zip code, by city and by position rendered by the server (no JavaScript),
// nearest first with distances and opening hours, the places nobody knows or several share, a
// wider search when nothing is near, pages of results, bad input that never makes a 500, and the
// favourite control's way to login, which comes back to the wanted pharmacy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { SEED } from '../../../catalog/seed/index.ts';
import { type Locale, LOCALE_INFO, LOCALES } from '../../../config/locales.ts';
import { ALL_TABLES } from '../../../routes/all-tables.ts';
import { createRouter } from '../../../routes/compiler.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as itTexts } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import { SITE_URLS, usePageApp } from '../../helpers/page-app.ts';
import { decode, h1Count, hostOf, isNotFound, mainOf, part, serve, textOf, titleOf } from './catalog-html.ts';

const TEXTS = { fr, nl, de, es, it: itTexts };
const pages = usePageApp(SEED);
const router = () => pages.deps().routing.router();
const textsOf = (locale: Locale) => TEXTS[LOCALE_INFO[locale].language].locator.finder;
const finderPath = (locale: Locale) => router().href('storeFinder', {}, locale);

interface Entry {
  id: number;
  number: number;
  name: string;
  distanceKm: number | null;
  html: string;
}

/** The pharmacies of the results list, in order. */
function entriesOf(html: string): Entry[] {
  const list = part(html, /<ol class="finder-results__list"/, '</ol>');
  return [...list.matchAll(/<li id="pharmacy-(\d+)" class="pharmacy"[\s\S]*?<\/li>/g)].map((match) => {
    const name = textOf(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(match[0])![1]!);
    const distance = /class="pharmacy__distance">([^<]*)</.exec(match[0])?.[1];
    return {
      id: Number(match[1]),
      number: Number(/class="pharmacy__number">(\d+)</.exec(match[0])![1]),
      name: name.replace(/^\d+\.\s*/, ''),
      distanceKm: distance
        ? Number(
            decode(distance)
              .replace(/[^\d,.]/g, '')
              .replace(',', '.'),
          )
        : null,
      html: match[0],
    };
  });
}

const resultsHeading = (html: string) => textOf(part(html, /<h2 id="finder-results-heading"/, '</h2>'));
const h1Of = (html: string) => textOf(part(html, /<h1\b/, '</h1>'));
const mapMarkers = (html: string) =>
  [
    ...part(html, /<svg class="pharmacy-map__svg"/, '</svg>').matchAll(
      /data-pharmacy="(\d+)"[^>]*><g class="pharmacy-map__pin"><path[^>]*><\/path><text[^>]*>(\d+)<\/text>/g,
    ),
  ].map((match) => ({ id: Number(match[1]), number: Number(match[2]) }));

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
      const { status, html } = await serve(pages.app(), locale, path);
      assert.equal(status, 200);
      const texts = textsOf(locale);
      assert.equal(h1Count(html), 1);
      assert.equal(h1Of(html), texts.title);
      assert.equal(titleOf(html), `${texts.title} - Vitrine`);
      const form = decode(part(html, /<form class="finder-form"/, '</form>'));
      assert.match(
        form,
        new RegExp(
          `^<form class="finder-form" role="search" aria-label="${texts.form.name}" action="${path}" method="get"`,
        ),
      );
      const labelFor = new RegExp(`<label class="finder-form__label" for="([^"]+)">${texts.form.label}</label>`).exec(
        form,
      )?.[1];
      assert.ok(labelFor, 'a labelled place field');
      const input = new RegExp(`<input id="${labelFor}"[^>]*>`).exec(form)?.[0] ?? '';
      assert.match(input, /type="search"/);
      assert.match(input, /name="q"/);
      assert.match(input, /required=""/);
      assert.match(form, /<select name="radius">/);
      assert.match(form, /<input type="checkbox" name="advice" value="1"/);
      assert.ok(!mainOf(html).includes('finder-results-heading'), 'no results before a search');
    });
  }

  it('has no page in it-it, where the home page does not offer it either', async () => {
    assert.equal(router().href('storeFinder', {}, 'it-it'), null);
    const { html } = await serve(pages.app(), 'it-it', '/');
    assert.doesNotMatch(html, /home-find-pharmacy/);
  });
});

describe('a search by zip code', () => {
  it('shows the pharmacies around the zip code, nearest first, each with its distance, address, phone and hours', async () => {
    const { status, html } = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000');
    assert.equal(status, 200);
    assert.equal(h1Of(html), 'Pharmacies près de 1000 Bruxelles');
    assert.equal(titleOf(html), 'Pharmacies près de 1000 Bruxelles - Vitrine');
    const expected = await pages.deps().content!.client('fr-be').pointOfSale.search({ zipcode: '1000', perPage: 10 });
    const entries = entriesOf(html);
    assert.equal(resultsHeading(html), `${expected.total} pharmacies à moins de 25 km de 1000 Bruxelles`);
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
    const first = textOf(entries[0]!.html);
    const pharmacy = expected.items[0]!;
    assert.ok(
      first.includes(pharmacy.address) && first.includes(`${pharmacy.zipcode} ${pharmacy.city}`),
      'the address',
    );
    assert.ok(entries[0]!.html.includes(`href="tel:${pharmacy.phone.replace(/[^\d+]/g, '')}"`), 'a phone link');
    assert.match(first, /Lundi – Vendredi\s*08:30–12:30, 13:30–18:30/);
    assert.match(first, /Dimanche\s*Fermé/);
  });

  it('draws the same pharmacies on the map with the numbers of the list, and needs no network for it', async () => {
    const { html } = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000');
    const map = part(html, /<svg class="pharmacy-map__svg"/, '</svg>');
    assert.match(map, /role="img"/);
    assert.match(decode(map), /<title id="[^"]+">Carte des 10 pharmacies trouvées autour de 1000 Bruxelles<\/title>/);
    assert.deepEqual(
      mapMarkers(html).sort((a, b) => a.number - b.number),
      entriesOf(html).map((entry) => ({ id: entry.id, number: entry.number })),
    );
    assert.doesNotMatch(map, /<image\b/, 'no tiles unless MAP_TILE_URL is set');
  });

  it('draws the configured tiles under the markers when MAP_TILE_URL is set', async () => {
    const app = pages.app({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    const { html } = await serve(app, 'fr-be', '/fr/trouver-une-pharmacie?q=1000');
    const tiles = [...part(html, /<svg class="pharmacy-map__svg"/, '</svg>').matchAll(/<image href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    assert.ok(
      tiles.length > 0 && tiles.every((tile) => /^https:\/\/tiles\.example\.org\/\d+\/\d+\/\d+\.png$/.test(tile)),
      tiles.join(),
    );
    assert.match(textOf(part(html, /<figcaption/, '</figcaption>')), /tiles\.example\.org/);
  });

  it('pages through many results, the numbers going on on the next page', async () => {
    const first = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000&radius=100');
    const total = Number(/^(\d+)/.exec(resultsHeading(first.html))![1]);
    assert.ok(total > 10, `${total} pharmacies within 100 km of Brussels`);
    assert.ok(
      decode(first.html).includes(
        'href="/fr/trouver-une-pharmacie?q=1000&amp;radius=100&amp;page=2"'.replace(/&amp;/g, '&'),
      ),
      'a link to page 2',
    );
    const second = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000&radius=100&page=2');
    assert.equal(second.status, 200);
    assert.equal(entriesOf(second.html)[0]!.number, 11);
    const distances = [...entriesOf(first.html), ...entriesOf(second.html)].map((entry) => entry.distanceKm!);
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    );
    const beyond = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000&radius=100&page=99');
    assert.ok(isNotFound(beyond), 'a page past the last is not found');
  });

  it('keeps only the pharmacies trained to give advice when asked', async () => {
    const { html } = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=1000&advice=1');
    const entries = entriesOf(html);
    assert.ok(entries.length > 0);
    assert.ok(entries.every((entry) => entry.html.includes('Pharmacie formée pour vous conseiller')));
    assert.match(resultsHeading(html), /pharmacies? formées? pour vous conseiller à moins de 25 km de 1000 Bruxelles$/);
    assert.match(part(html, /<form class="finder-form"/, '</form>'), /<input type="checkbox" name="advice" checked=""/);
  });

  it('keeps the search in the form and its canonical URL without it', async () => {
    const { html } = await serve(pages.app(), 'nl-be', '/nl/vind-een-apotheek?q=2000&radius=10');
    assert.match(part(html, /<form class="finder-form"/, '</form>'), /name="q"[^>]*value="2000"/);
    assert.match(part(html, /<select name="radius">/, '</select>'), /<option value="10" selected="">/);
    assert.ok(html.includes(`<link rel="canonical" href="${SITE_URLS.SITE_URL_BE}/nl/vind-een-apotheek"/>`));
  });
});

describe('a search by city', () => {
  it('finds a city of several zip codes by its name, in Dutch', async () => {
    const { status, html } = await serve(pages.app(), 'nl-be', '/nl/vind-een-apotheek?q=antwerpen');
    assert.equal(status, 200);
    assert.equal(h1Of(html), 'Apotheken in de buurt van Antwerpen');
    const entries = entriesOf(html);
    assert.ok(entries.length >= 3);
    assert.ok(
      entries.slice(0, 3).every((entry) => entry.html.includes('Antwerpen')),
      'the Antwerp pharmacies first',
    );
    const distances = entries.map((entry) => entry.distanceKm!);
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    );
  });

  it('finds a city whatever its accents and case, in Spanish and in German', async () => {
    const madrid = await serve(pages.app(), 'es-es', '/encontrar-una-farmacia?q=MADRID');
    assert.equal(h1Of(madrid.html), 'Farmacias cerca de Madrid');
    assert.ok(entriesOf(madrid.html).length > 0);
    const koeln = await serve(pages.app(), 'de-de', '/eine-apotheke-finden?q=koln');
    assert.equal(h1Of(koeln.html), 'Apotheken in der Nähe von Köln');
  });

  it('offers a choice when several places start with the text', async () => {
    const { status, html } = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=Antw&advice=1');
    assert.equal(status, 200);
    assert.match(textOf(mainOf(html)), /Plusieurs lieux correspondent à « Antw »/);
    const choices = [...part(html, /<ul class="finder-places"/, '</ul>').matchAll(/href="([^"]+)">([^<]+)</g)].map(
      (match) => [decode(match[1]!), decode(match[2]!)],
    );
    assert.deepEqual(choices, [
      ['/fr/trouver-une-pharmacie?q=2000+Antwerpen&advice=1', '2000 Antwerpen'],
      ['/fr/trouver-une-pharmacie?q=2018+Antwerpen&advice=1', '2018 Antwerpen'],
      ['/fr/trouver-une-pharmacie?q=2060+Antwerpen&advice=1', '2060 Antwerpen'],
    ]);
    const chosen = await serve(pages.app(), 'fr-be', choices[1]![0]!);
    assert.equal(h1Of(chosen.html), 'Pharmacies près de 2018 Antwerpen');
  });
});

describe('a search by position ("locate me" without its script)', () => {
  it('sorts the pharmacies by their distance from the position and names the city near it', async () => {
    const { status, html } = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?lat=50.63&lng=5.58');
    assert.equal(status, 200);
    assert.equal(h1Of(html), 'Pharmacies près de chez vous, vers 4000 Liège');
    const expected = await pages
      .deps()
      .content!.client('fr-be')
      .pointOfSale.search({ lat: 50.63, lng: 5.58, perPage: 10 });
    assert.deepEqual(
      entriesOf(html).map((entry) => entry.id),
      expected.items.map((item) => item.id),
    );
    assert.match(resultsHeading(html), /à moins de 25 km de votre position, vers 4000 Liège$/);
    // Around a position, the form carries it, so a new distance searches there again.
    const form = part(html, /<form class="finder-form"/, '</form>');
    assert.match(
      form,
      /<input type="hidden" name="lat" value="50.63"\/><input type="hidden" name="lng" value="5.58"\/>/,
    );
    assert.doesNotMatch(form, /required/);
  });
});

describe('when nothing is near', () => {
  it('shows the nearest pharmacies further away, and says so', async () => {
    const { html } = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=6700');
    assert.match(resultsHeading(html), /^\d+ pharmacies à moins de 200 km de 6700 Arlon$/);
    assert.match(textOf(mainOf(html)), /Aucune pharmacie à moins de 25 km : voici les plus proches\./);
    assert.ok(entriesOf(html)[0]!.distanceKm! > 25);
  });

  it('says when no pharmacy is within reach at all, and offers them all when only the advice filter left none', async () => {
    // A position in Madrid on the Belgian site: nothing within the widest distance.
    const { status, html } = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?lat=40.42&lng=-3.7&advice=1');
    assert.equal(status, 200);
    assert.equal(
      resultsHeading(html),
      'Aucune pharmacie formée pour vous conseiller à moins de 200 km de votre position',
    );
    assert.ok(textOf(mainOf(html)).includes('Essayez une ville voisine ou une plus grande distance.'));
    assert.ok(
      decode(mainOf(html)).includes('href="/fr/trouver-une-pharmacie?lat=40.42&lng=-3.7"'),
      'the same search without the filter',
    );
    assert.equal(entriesOf(html).length, 0);
    assert.doesNotMatch(mainOf(html), /pharmacy-map__svg/, 'no map of nothing');
  });
});

describe('what a visitor may type', () => {
  it('answers a place nobody knows with a message in the page, the text kept', async () => {
    for (const [locale, path, message] of [
      ['fr-be', '/fr/trouver-une-pharmacie?q=Atlantis', 'Nous ne connaissons ni ville ni code postal « Atlantis ».'],
      ['fr-be', '/fr/trouver-une-pharmacie?q=9999', 'Nous ne connaissons ni ville ni code postal « 9999 ».'],
      ['de-ch', '/de/eine-apotheke-finden?q=Atlantis', 'Wir kennen keinen Ort und keine Postleitzahl „Atlantis“.'],
    ] as const) {
      const { status, html } = await serve(pages.app(), locale, path);
      assert.equal(status, 200, path);
      assert.ok(textOf(mainOf(html)).includes(message), `${path}: ${textOf(mainOf(html)).slice(0, 400)}`);
      assert.match(part(html, /<form class="finder-form"/, '</form>'), /name="q"[^>]*value="(Atlantis|9999)"/);
      assert.equal(entriesOf(html).length, 0);
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
      assert.doesNotMatch(html, /\bat \S+ \(|node:internal|Error:/, `${query}: no stack trace`);
      if (status === 200) assert.equal(h1Count(html), 1, query);
    }
  });

  it('explains a text too long, an empty one and a broken position', async () => {
    const long = await serve(pages.app(), 'fr-be', `/fr/trouver-une-pharmacie?q=${'a'.repeat(101)}`);
    assert.ok(
      textOf(mainOf(long.html)).includes(
        'Ce texte est trop long : saisissez une ville ou un code postal de 100 caractères au plus.',
      ),
    );
    assert.match(
      part(long.html, /<form class="finder-form"/, '</form>'),
      new RegExp(`value="${'a'.repeat(100)}"`),
      'what was typed is kept, to the limit',
    );
    const empty = await serve(pages.app(), 'fr-be', '/fr/trouver-une-pharmacie?q=%20');
    assert.ok(textOf(mainOf(empty.html)).includes('Saisissez une ville ou un code postal.'));
    const broken = await serve(pages.app(), 'es-es', '/encontrar-una-farmacia?lat=abc&lng=4');
    assert.ok(textOf(mainOf(broken.html)).includes('Esta posición no es válida.'));
  });

  it('keeps a hostile text an inert string', async () => {
    const { html } = await serve(
      pages.app(),
      'fr-be',
      '/fr/trouver-une-pharmacie?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
    assert.doesNotMatch(mainOf(html), /<script>alert/);
    assert.ok(mainOf(html).includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  });
});

describe('adding a pharmacy to the favourites', () => {
  it('leads a visitor without a session to LOGIN_URL, coming back to the same pharmacy of the same search', async () => {
    const app = pages.app({ LOGIN_URL: 'https://account.vitrine.example/connexion' });
    const path = '/fr/trouver-une-pharmacie?q=1000&radius=10';
    const { html } = await serve(app, 'fr-be', path);
    const entries = entriesOf(html);
    assert.ok(entries.length > 1);
    for (const entry of entries) {
      const href = decode(/<a class="pharmacy__favourite" href="([^"]+)"/.exec(entry.html)![1]!);
      const login = new URL(href);
      assert.equal(`${login.origin}${login.pathname}`, 'https://account.vitrine.example/connexion');
      assert.equal(login.searchParams.get('redirect'), `${SITE_URLS.SITE_URL_BE}${path}#pharmacy-${entry.id}`);
      assert.match(
        textOf(entry.html),
        new RegExp(`Ajouter à mes pharmacies favorites – ${entry.name.replace(/[()]/g, '\\$&')}`),
      );
    }
    assert.ok(textOf(mainOf(html)).includes('Connectez-vous pour ajouter des pharmacies à vos favorites.'));
  });

  it("uses the country's default login page when LOGIN_URL is not set", async () => {
    const { html } = await serve(pages.app(), 'es-es', '/encontrar-una-farmacia?q=28001');
    const href = decode(/<a class="pharmacy__favourite" href="([^"]+)"/.exec(html)![1]!);
    assert.ok(href.startsWith('https://pro.vitrine.example/login?redirect='), href);
    assert.ok(
      new URL(href).searchParams
        .get('redirect')!
        .startsWith(`${SITE_URLS.SITE_URL_ES}/encontrar-una-farmacia?q=28001#pharmacy-`),
    );
  });

  it('tells a visitor with a session that favourites cannot be saved yet, instead of pretending', async () => {
    const response = await request(pages.app())
      .get('/fr/trouver-une-pharmacie?q=1000')
      .set({ Host: hostOf('fr-be'), Cookie: 'locale=fr-be; jwt_token=a-session', 'User-Agent': 'Googlebot/2.1' });
    assert.equal(response.status, 200);
    assert.doesNotMatch(response.text, /class="pharmacy__favourite"/);
    assert.ok(
      textOf(mainOf(response.text)).includes(
        'L’enregistrement de pharmacies favorites dans votre compte n’est pas encore ouvert sur ce site.',
      ),
    );
  });
});
