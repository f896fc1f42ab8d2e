import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { CITIES } from '../../catalog/seed/cities.ts';
import { CIVILITIES } from '../../catalog/seed/civilities.ts';
import { POINTS_OF_SALE } from '../../catalog/seed/points-of-sale.ts';
import { PROVINCES } from '../../catalog/seed/provinces.ts';
import { REDIRECTIONS } from '../../catalog/seed/redirections.ts';
import { SHOPS } from '../../catalog/seed/shops.ts';
import type { SeedCity, SeedPointOfSale } from '../../catalog/seed/types.ts';
import { COUNTRIES, type Country, COUNTRY_INFO, DEFAULT_COUNTRY_HOSTS } from '../../config/countries.ts';
import type { Language, Locale } from '../../config/locales.ts';
import { compileRedirects } from '../../redirects/engine.ts';
import { LEGACY_REDIRECTS } from '../../redirects/legacy.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import type { RouteKind } from '../../routes/kinds.ts';

const LANGUAGES: readonly Language[] = ['fr', 'nl', 'de', 'es', 'it'];

const ZIPCODE: Record<Country, RegExp> = {
  be: /^[1-9]\d{3}$/,
  ch: /^[1-9]\d{3}$/,
  de: /^\d{5}$/,
  es: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  it: /^\d{5}$/,
};

/** Latitude and longitude ranges of each country (Spain with the Canary Islands). */
const BOUNDS: Record<Country, { lat: [number, number]; lng: [number, number] }> = {
  be: { lat: [49.49, 51.51], lng: [2.54, 6.41] },
  ch: { lat: [45.81, 47.81], lng: [5.95, 10.5] },
  de: { lat: [47.27, 55.06], lng: [5.86, 15.05] },
  es: { lat: [27.6, 43.8], lng: [-18.2, 4.33] },
  it: { lat: [35.49, 47.1], lng: [6.62, 18.53] },
};

const PHONE: Record<Country, RegExp> = {
  be: /^\+32 (\d \d{3}|\d{2} \d{2}) \d{2} \d{2}$/,
  ch: /^\+41 \d{2} \d{3} \d{2} \d{2}$/,
  de: /^\+49 [1-9]\d{1,3} \d{7}$/,
  es: /^\+34 9\d{2} \d{2} \d{2} \d{2}$/,
  it: /^\+39 0\d{1,3} \d{3} \d{4}$/,
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function inBounds(country: Country, lat: number, lng: number): boolean {
  const {
    lat: [south, north],
    lng: [west, east],
  } = BOUNDS[country];
  return lat >= south && lat <= north && lng >= west && lng <= east;
}

/** Great-circle distance in metres. */
function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

const citiesOf = (country: Country) => CITIES.filter((city) => city.country === country);
const pointsOf = (country: Country) => POINTS_OF_SALE.filter((pos) => pos.country === country);
const cityOf = (pos: SeedPointOfSale): SeedCity | undefined =>
  CITIES.find((city) => city.country === pos.country && city.zipcode === pos.zipcode && city.name === pos.city);

describe('seed cities', () => {
  it('hold 50 entries per country and nothing else', () => {
    for (const country of COUNTRIES) assert.equal(citiesOf(country).length, 50, country);
    assert.equal(CITIES.length, 50 * COUNTRIES.length);
    assert.ok(Object.isFrozen(CITIES));
  });

  it('write zip codes in each country’s format', () => {
    for (const city of CITIES)
      assert.match(city.zipcode, ZIPCODE[city.country], `${city.country} ${city.zipcode} ${city.name}`);
  });

  it('list each zip code and place name once', () => {
    const keys = CITIES.map((city) => `${city.country} ${city.zipcode} ${city.name}`);
    assert.equal(new Set(keys).size, keys.length);
  });

  it('let a zip code carry several place names and a city several zip codes', () => {
    const namesByZip = new Map<string, Set<string>>();
    const zipsByName = new Map<string, Set<string>>();
    for (const city of CITIES) {
      const zip = `${city.country} ${city.zipcode}`;
      const name = `${city.country} ${city.name}`;
      namesByZip.set(zip, (namesByZip.get(zip) ?? new Set()).add(city.name));
      zipsByName.set(name, (zipsByName.get(name) ?? new Set()).add(city.zipcode));
    }
    assert.ok(
      [...namesByZip].some(([zip, names]) => zip.startsWith('be ') && names.size > 1),
      'a Belgian zip code with two places',
    );
    assert.ok(
      [...zipsByName.values()].some((zips) => zips.size > 1),
      'a city with two zip codes',
    );
  });

  it('lie inside their country', () => {
    for (const city of CITIES) {
      assert.ok(
        inBounds(city.country, city.lat, city.lng),
        `${city.country} ${city.zipcode} ${city.name} at ${city.lat}, ${city.lng}`,
      );
    }
  });

  it('give Spanish zip codes the code of an existing province', () => {
    const codes = new Set(PROVINCES.map((province) => province.code));
    for (const city of citiesOf('es')) assert.ok(codes.has(city.zipcode.slice(0, 2)), `${city.zipcode} ${city.name}`);
  });
});

describe('seed points of sale', () => {
  it('hold 30 per country with unique ids', () => {
    for (const country of COUNTRIES) assert.equal(pointsOf(country).length, 30, country);
    assert.equal(POINTS_OF_SALE.length, 30 * COUNTRIES.length);
    const ids = POINTS_OF_SALE.map((pos) => pos.id);
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(ids.every((id) => Number.isInteger(id) && id > 0));
    assert.ok(Object.isFrozen(POINTS_OF_SALE));
  });

  it('each sit in a city of its country, a few hundred metres from the city’s point', () => {
    for (const pos of POINTS_OF_SALE) {
      const city = cityOf(pos);
      assert.ok(city, `#${pos.id}: ${pos.country} ${pos.zipcode} ${pos.city} is not in CITIES`);
      const metres = distanceM(city, pos);
      assert.ok(metres >= 100 && metres <= 1_000, `#${pos.id} is ${Math.round(metres)} m from ${pos.city}`);
      assert.ok(inBounds(pos.country, pos.lat, pos.lng), `#${pos.id}`);
    }
  });

  it('have a name, an address and a phone number in the country’s format, names unique in a country', () => {
    for (const pos of POINTS_OF_SALE) {
      assert.ok(pos.name.trim().length > 0 && pos.address.trim().length > 0, `#${pos.id}`);
      assert.match(pos.address, /\d/, `#${pos.id} address has a house number`);
      assert.match(pos.phone, PHONE[pos.country], `#${pos.id}`);
    }
    for (const country of COUNTRIES) {
      const names = pointsOf(country).map((pos) => pos.name);
      assert.equal(new Set(names).size, names.length, country);
    }
  });

  it('give advice in about half of the pharmacies of each country', () => {
    for (const country of COUNTRIES) {
      const advising = pointsOf(country).filter((pos) => pos.givesAdvice).length;
      assert.ok(advising >= 12 && advising <= 18, `${country}: ${advising} of 30`);
    }
  });

  it('have well-formed schedules: ISO days, opening before closing, no overlapping slots', () => {
    for (const pos of POINTS_OF_SALE) {
      assert.ok(pos.schedules.length > 0, `#${pos.id} has no schedule`);
      for (const slot of pos.schedules) {
        assert.ok(Number.isInteger(slot.day) && slot.day >= 1 && slot.day <= 7, `#${pos.id} day ${slot.day}`);
        assert.match(slot.opens, TIME, `#${pos.id}`);
        assert.match(slot.closes, TIME, `#${pos.id}`);
        assert.ok(slot.opens < slot.closes, `#${pos.id} day ${slot.day}: ${slot.opens}-${slot.closes}`);
      }
      for (let day = 1; day <= 7; day++) {
        const slots = pos.schedules.filter((slot) => slot.day === day).sort((a, b) => a.opens.localeCompare(b.opens));
        for (let i = 1; i < slots.length; i++) {
          assert.ok(slots[i - 1]!.closes <= slots[i]!.opens, `#${pos.id} day ${day}: slots overlap`);
        }
      }
    }
  });

  it('open Monday to Friday, Saturday mornings for most, never on Sunday, some with a lunch break', () => {
    for (const country of COUNTRIES) {
      const points = pointsOf(country);
      for (const pos of points) {
        for (let day = 1; day <= 5; day++)
          assert.ok(
            pos.schedules.some((slot) => slot.day === day),
            `#${pos.id} closed on day ${day}`,
          );
        assert.ok(!pos.schedules.some((slot) => slot.day === 7), `#${pos.id} opens on Sunday`);
        for (const slot of pos.schedules.filter((s) => s.day === 6))
          assert.ok(slot.closes <= '14:00', `#${pos.id} Saturday ${slot.closes}`);
      }
      const saturday = points.filter((pos) => pos.schedules.some((slot) => slot.day === 6)).length;
      assert.ok(saturday > points.length / 2 && saturday < points.length, `${country}: ${saturday} open on Saturday`);
      const withBreak = points.filter((pos) => pos.schedules.filter((slot) => slot.day === 1).length === 2).length;
      assert.ok(withBreak > 0 && withBreak < points.length, `${country}: ${withBreak} with a lunch break`);
    }
  });
});

describe('seed provinces', () => {
  it('are the 52 Spanish provinces with their INE codes 01 to 52 as codes and ids', () => {
    assert.equal(PROVINCES.length, 52);
    assert.ok(Object.isFrozen(PROVINCES));
    PROVINCES.forEach((province, index) => {
      assert.equal(province.id, index + 1);
      assert.equal(province.code, String(index + 1).padStart(2, '0'));
      assert.ok(province.name.trim().length > 0, province.code);
    });
    assert.equal(new Set(PROVINCES.map((province) => province.name)).size, 52);
  });

  it('end with the autonomous cities and use the official bilingual names', () => {
    const byCode = new Map(PROVINCES.map((province) => [province.code, province.name]));
    assert.equal(byCode.get('51'), 'Ceuta');
    assert.equal(byCode.get('52'), 'Melilla');
    assert.equal(byCode.get('01'), 'Araba/Álava');
    assert.equal(byCode.get('03'), 'Alicante/Alacant');
    assert.equal(byCode.get('46'), 'València/Valencia');
    assert.equal(byCode.get('28'), 'Madrid');
  });
});

describe('seed civilities', () => {
  it('are ms and mr, with unique ids and a distinct label in every language', () => {
    assert.deepEqual(CIVILITIES.map((civility) => civility.code).sort(), ['mr', 'ms']);
    assert.equal(new Set(CIVILITIES.map((civility) => civility.id)).size, CIVILITIES.length);
    const [first, second] = CIVILITIES;
    for (const language of LANGUAGES) {
      assert.ok(first!.label[language].length > 0 && second!.label[language].length > 0, language);
      assert.notEqual(first!.label[language], second!.label[language], language);
    }
    const ms = CIVILITIES.find((civility) => civility.code === 'ms')!;
    assert.equal(ms.label.fr, 'Madame');
    assert.equal(ms.label.it, 'Signora');
  });
});

describe('seed shops', () => {
  it('give each country its shop id and a development host without scheme', () => {
    const expected: Record<Country, number> = { be: 1, ch: 2, de: 4, es: 3, it: 5 };
    assert.equal(SHOPS.length, COUNTRIES.length);
    for (const country of COUNTRIES) {
      const shops = SHOPS.filter((shop) => shop.country === country);
      assert.equal(shops.length, 1, country);
      assert.equal(shops[0]!.id, expected[country], country);
      assert.ok(DEFAULT_COUNTRY_HOSTS[country].includes(shops[0]!.url), `${country}: ${shops[0]!.url}`);
      assert.doesNotMatch(shops[0]!.url, /[:/]/);
    }
  });
});

describe('seed redirections', () => {
  const router = createRouter({ tables: ALL_TABLES });
  /** Kinds whose page always exists: a URL matching one never reaches the redirection endpoint. */
  const ALWAYS_THERE = new Set<RouteKind>([
    'home',
    'brands',
    'products',
    'needs',
    'adviceHome',
    'innovations',
    'expertises',
    'about',
    'storeFinder',
    'whoCanAdvise',
    'contact',
    'contactConfirmation',
    'newsletter',
    'newsletterConfirmation',
    'results',
    'faq',
    'maintenance',
    'notFound',
  ]);
  /** Kinds a target may not be: the catch-all routes match any path, so they prove nothing. */
  const CATCH_ALL = new Set<RouteKind>(['cmsPage', 'brandCorner', 'preview', 'notFound', 'maintenance']);

  /** The locale of a site path of a country: the one whose prefix starts it, else the unprefixed one. */
  function localeOf(country: Country, path: string): Locale | undefined {
    const locales = COUNTRY_INFO[country].locales;
    const prefixed = locales.find((locale) => {
      const prefix = router.prefix(locale);
      return prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
    });
    return prefixed ?? locales.find((locale) => router.prefix(locale) === '');
  }
  const pathOf = (url: string) => url.split('?')[0]!;

  it('hold 5 to 10 rules per country, each once, with a redirect status', () => {
    for (const country of COUNTRIES) {
      const count = REDIRECTIONS.filter((rule) => rule.country === country).length;
      assert.ok(count >= 5 && count <= 10, `${country}: ${count}`);
    }
    const keys = REDIRECTIONS.map((rule) => `${rule.country} ${rule.from}`);
    assert.equal(new Set(keys).size, keys.length);
    for (const rule of REDIRECTIONS) assert.ok(rule.status === 301 || rule.status === 302, rule.from);
    assert.ok(Object.isFrozen(REDIRECTIONS));
  });

  it('send site paths to site paths, never to themselves', () => {
    for (const rule of REDIRECTIONS) {
      for (const url of [rule.from, rule.to]) assert.match(url, /^\/(?!\/)[^\s\\#]*$/, `${rule.country} ${url}`);
      assert.notEqual(rule.from, rule.to);
      assert.notEqual(pathOf(rule.from), pathOf(rule.to), `${rule.country} ${rule.from}`);
    }
  });

  it('target pages the site’s router matches in the country', () => {
    for (const rule of REDIRECTIONS) {
      const locale = localeOf(rule.country, rule.to);
      assert.ok(locale, `${rule.country} ${rule.to}: no locale`);
      const match = router.match(locale, pathOf(rule.to));
      assert.ok(match, `${rule.country} ${rule.to} matches no route of ${locale}`);
      assert.ok(!CATCH_ALL.has(match.kind), `${rule.country} ${rule.to} only matches ${match.kind}`);
    }
  });

  it('start from URLs that find no page and that the legacy tables leave alone', () => {
    for (const country of COUNTRIES) {
      const origin = `http://${country}.localhost:3000`;
      const legacy = compileRedirects(LEGACY_REDIRECTS[country], { siteUrl: origin });
      for (const rule of REDIRECTIONS.filter((r) => r.country === country)) {
        const path = pathOf(rule.from);
        const search = rule.from.slice(path.length);
        const locale = localeOf(country, path);
        assert.ok(locale, `${country} ${rule.from}: no locale`);
        const match = router.match(locale, path);
        assert.ok(!match || !ALWAYS_THERE.has(match.kind), `${country} ${rule.from} is the ${match?.kind} page`);
        const found = legacy.findRedirect({ origin, host: `${country}.localhost:3000`, path, search });
        assert.equal(found, null, `${country} ${rule.from} is caught by the legacy table`);
      }
    }
  });
});
