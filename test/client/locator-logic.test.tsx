// The pharmacy finder's pure parts: what a query string asks for, the URL a search makes, how a
// typed text names a place, the rounding of "locate me", the week's opening lines, the map's
// geometry; and who-can-advise's groups, which must reach the contact form with every profile.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ADVICE_GROUPS, contactWithProfile } from '../../client/components/locator/advice-profiles.ts';
import { submittedWhere } from '../../client/components/locator/finder-form.tsx';
import {
  DEFAULT_RADIUS_KM,
  finderQueryString,
  finderSearchOf,
  searchKey,
} from '../../client/components/locator/finder-search.ts';
import { greatCircleKm } from '../../client/components/locator/great-circle.ts';
import {
  fitView,
  MAP_HEIGHT,
  MAP_WIDTH,
  mercator,
  scaleBar,
  tilesFor,
  toView,
} from '../../client/components/locator/map-projection.ts';
import { openingLines } from '../../client/components/locator/opening-hours.ts';
import { choosePlace, placeName, zipcodeOf } from '../../client/components/locator/place-match.ts';
import { roundPosition } from '../../client/components/locator/round-position.ts';
import { formatKm } from '../../client/components/locator/use-format-km.ts';
import { PROFILES } from '../../shared/schemas/submissions.ts';

const searchOf = (query: string) => finderSearchOf(new URLSearchParams(query));

describe('the finder search in the query string', () => {
  it('reads a zip code or a city, trimmed, with the default distance, no filter and the first page', () => {
    assert.deepEqual(searchOf('q=%201000%20'), {
      where: { kind: 'place', text: '1000' },
      radiusKm: DEFAULT_RADIUS_KM,
      adviceOnly: false,
      page: 1,
    });
    assert.deepEqual(searchOf('q=Li%C3%A8ge&radius=10&advice=1&page=2'), {
      where: { kind: 'place', text: 'Liège' },
      radiusKm: 10,
      adviceOnly: true,
      page: 2,
    });
  });

  it('reads a position, and says a position off the globe or half given is not valid', () => {
    assert.deepEqual(searchOf('lat=50.85&lng=4.35').where, { kind: 'position', lat: 50.85, lng: 4.35 });
    assert.equal(searchOf('lat=91&lng=4').where.kind, 'invalid');
    assert.equal(searchOf('lat=50.85').where.kind, 'invalid');
    assert.equal(searchOf('lat=1e3&lng=4').where.kind, 'invalid');
    assert.equal(searchOf('lat=abc&lng=4').where.kind, 'invalid');
  });

  it('lets a typed place win over the position the form still carries after "locate me"', () => {
    assert.deepEqual(searchOf('q=Namur&lat=50.85&lng=4.35').where, { kind: 'place', text: 'Namur' });
    assert.deepEqual(searchOf('q=&lat=50.85&lng=4.35').where, { kind: 'position', lat: 50.85, lng: 4.35 });
  });

  it('says an empty or too long text is not valid, and ignores a distance or page it cannot read', () => {
    assert.equal(searchOf('q=%20%20').where.kind, 'invalid');
    assert.deepEqual(searchOf('q=' + 'é'.repeat(101)).where, {
      kind: 'invalid',
      reason: 'placeTooLong',
      text: 'é'.repeat(100),
    });
    assert.equal(searchOf('q=' + 'é'.repeat(100)).where.kind, 'place');
    assert.deepEqual(searchOf('q=1000&radius=7&page=0').radiusKm, DEFAULT_RADIUS_KM);
    assert.equal(searchOf('q=1000&page=-3').page, 1);
    assert.equal(searchOf('q=1000&page=2e3').page, 1);
    assert.deepEqual(searchOf('').where, { kind: 'none' });
  });

  it('writes the URL of a search, defaults left out, so the same search has one URL', () => {
    assert.equal(
      finderQueryString({ where: { kind: 'place', text: '1000 Bruxelles' }, radiusKm: 25, adviceOnly: false, page: 1 }),
      '?q=1000+Bruxelles',
    );
    assert.equal(
      finderQueryString({
        where: { kind: 'position', lat: 50.85, lng: 4.35 },
        radiusKm: 10,
        adviceOnly: true,
        page: 3,
      }),
      '?lat=50.85&lng=4.35&radius=10&advice=1&page=3',
    );
    assert.equal(finderQueryString({ where: { kind: 'none' }, adviceOnly: true }), '?advice=1');
    assert.equal(finderQueryString({ where: { kind: 'none' } }), '');
    const search = searchOf('q=Gent&radius=50&advice=1&page=2');
    assert.deepEqual(searchOf(finderQueryString(search).slice(1)), search);
  });

  it('names a search the same whatever the case of the place', () => {
    assert.equal(searchKey(searchOf('q=gent')), searchKey(searchOf('q=GENT')));
    assert.notEqual(searchKey(searchOf('q=gent')), searchKey(searchOf('q=gent&advice=1')));
  });

  it('submits the typed place, else the position searched around, else nothing', () => {
    const position = { kind: 'position', lat: 1, lng: 2 } as const;
    assert.deepEqual(submittedWhere('  Gent ', position), { kind: 'place', text: 'Gent' });
    assert.deepEqual(submittedWhere(' ', position), position);
    assert.equal(submittedWhere('', { kind: 'none' }), null);
  });
});

describe('"locate me"', () => {
  it('rounds the position to two decimals (about a kilometre) before it goes into the URL', () => {
    assert.deepEqual(roundPosition({ latitude: 50.846712, longitude: 4.352498 }), { lat: 50.85, lng: 4.35 });
    assert.deepEqual(roundPosition({ latitude: -0.001, longitude: 179.999 }), { lat: 0, lng: 180 });
    assert.ok(!Object.is(roundPosition({ latitude: -0.001, longitude: 0 }).lat, -0), 'never lat=-0 in a URL');
  });
});

describe('a typed place', () => {
  const brussels = { label: '1000 Bruxelles', zipcode: '1000', lat: 50.8467, lng: 4.3525 };
  const antwerp = [
    { label: '2000 Antwerpen', zipcode: '2000', lat: 51.2194, lng: 4.4025 },
    { label: '2018 Antwerpen', zipcode: '2018', lat: 51.205, lng: 4.417 },
  ];

  it('starts with a zip code of four or five digits, maybe followed by its name', () => {
    assert.deepEqual(zipcodeOf('1000'), { zipcode: '1000', name: null });
    assert.deepEqual(zipcodeOf('28001 Madrid'), { zipcode: '28001', name: 'Madrid' });
    assert.equal(zipcodeOf('Bruxelles'), null);
    assert.equal(zipcodeOf('123'), null);
    assert.equal(placeName(brussels), 'Bruxelles');
  });

  it('is the city of that name, accents and case aside, even when the name has several zip codes', () => {
    assert.deepEqual(choosePlace('antwerpen', antwerp), { kind: 'one', place: antwerp[0], label: 'Antwerpen' });
    assert.deepEqual(
      choosePlace('liege', [{ label: '4000 Liège', zipcode: '4000', lat: 50.63, lng: 5.58 }]).kind,
      'one',
    );
  });

  it('is the only candidate, or a choice between several, or nothing', () => {
    assert.deepEqual(choosePlace('brux', [brussels]), { kind: 'one', place: brussels, label: '1000 Bruxelles' });
    assert.deepEqual(choosePlace('antw', antwerp), { kind: 'several', places: antwerp });
    assert.deepEqual(choosePlace('atlantis', []), { kind: 'none' });
  });
});

describe('opening hours', () => {
  it('groups following days with the same times and shows the days without any as closed', () => {
    const split = (day: number) => [
      { day, opens: '13:30', closes: '18:30' },
      { day, opens: '08:30', closes: '12:30' },
    ];
    const schedules = [...[1, 2, 3, 4, 5].flatMap(split), { day: 6, opens: '09:00', closes: '12:30' }];
    assert.deepEqual(openingLines(schedules), [
      { from: 1, to: 5, slots: ['08:30–12:30', '13:30–18:30'] },
      { from: 6, to: 6, slots: ['09:00–12:30'] },
      { from: 7, to: 7, slots: [] },
    ]);
    assert.deepEqual(openingLines([]), [{ from: 1, to: 7, slots: [] }]);
  });

  it('does not join days that are not next to each other', () => {
    const lines = openingLines([
      { day: 1, opens: '09:00', closes: '18:00' },
      { day: 3, opens: '09:00', closes: '18:00' },
    ]);
    assert.deepEqual(
      lines.map((line) => [line.from, line.to]),
      [
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 7],
      ],
    );
  });
});

describe('the map geometry', () => {
  const brussels = { lat: 50.8467, lng: 4.3525 };
  const points = [
    brussels,
    { lat: 50.8694, lng: 4.3775 },
    { lat: 50.7988, lng: 4.3441 },
    { lat: 50.8385, lng: 4.3057 },
  ];

  it('projects with Web Mercator: north is up, east is right', () => {
    assert.deepEqual(mercator({ lat: 0, lng: 0 }), { x: 0.5, y: 0.5 });
    assert.ok(mercator({ lat: 51, lng: 4 }).y < mercator({ lat: 50, lng: 4 }).y);
    assert.ok(mercator({ lat: 50, lng: 5 }).x > mercator({ lat: 50, lng: 4 }).x);
  });

  it('fits every point inside the view with room for its pin, which rises 33 units above it', () => {
    const view = fitView(points);
    for (const point of points) {
      const { x, y } = toView(view, point);
      assert.ok(
        x >= 13 && x <= MAP_WIDTH - 13 && y - 33 >= 0 && y <= MAP_HEIGHT,
        `${JSON.stringify(point)} at ${x},${y}`,
      );
    }
    const ys = points.map((point) => toView(view, point).y);
    assert.ok(Math.min(...ys) - 33 < 20 || Math.max(...ys) > MAP_HEIGHT - 30, 'the points fill the view');
  });

  it('keeps distances true in both directions (no stretching)', () => {
    const view = fitView(points);
    const [a, b] = [toView(view, brussels), toView(view, { lat: brussels.lat, lng: brussels.lng + 0.1 })];
    const [c, d] = [toView(view, brussels), toView(view, { lat: brussels.lat + 0.1, lng: brussels.lng })];
    const eastKm = greatCircleKm(brussels, { lat: brussels.lat, lng: brussels.lng + 0.1 });
    const northKm = greatCircleKm(brussels, { lat: brussels.lat + 0.1, lng: brussels.lng });
    const ratio = (b.x - a.x) / eastKm / ((c.y - d.y) / northKm);
    assert.ok(Math.abs(ratio - 1) < 0.01, `east and north scales differ by ${ratio}`);
  });

  it('shows a single point at a readable scale, not at street level', () => {
    const { km } = scaleBar(fitView([brussels]));
    assert.ok(km >= 0.2 && km <= 2, `scale bar of ${km} km`);
  });

  it('gives a scale bar whose length matches its distance', () => {
    const view = fitView(points);
    const { km, length } = scaleBar(view);
    const east = toView(view, { lat: view.centreLat, lng: 4.3 });
    const kmPerUnit =
      greatCircleKm({ lat: view.centreLat, lng: 4.3 }, { lat: view.centreLat, lng: 4.4 }) /
      (toView(view, { lat: view.centreLat, lng: 4.4 }).x - east.x);
    assert.ok(Math.abs(length * kmPerUnit - km) / km < 0.02);
  });

  it('covers the whole view with tiles of the template, at a zoom near their native size', () => {
    const view = fitView(points);
    const tiles = tilesFor(view, 'https://tiles.example.com/{z}/{x}/{y}.png');
    assert.ok(tiles.length >= 2 && tiles.length <= 16, `${tiles.length} tiles`);
    assert.ok(tiles.every((tile) => /^https:\/\/tiles\.example\.com\/\d+\/\d+\/\d+\.png$/.test(tile.href)));
    const size = tiles[0]!.size;
    assert.ok(size > 180 && size < 365, `tiles drawn at ${size}`);
    const left = Math.min(...tiles.map((tile) => tile.x));
    const top = Math.min(...tiles.map((tile) => tile.y));
    const right = Math.max(...tiles.map((tile) => tile.x + tile.size));
    const bottom = Math.max(...tiles.map((tile) => tile.y + tile.size));
    assert.ok(left <= 0 && top <= 0 && right >= MAP_WIDTH && bottom >= MAP_HEIGHT, 'no uncovered edge');
    const { z, x, y } = /\/(?<z>\d+)\/(?<x>\d+)\/(?<y>\d+)\.png$/.exec(tiles[0]!.href)!.groups!;
    // The tile under Brussels at that zoom, computed independently.
    const n = 2 ** Number(z);
    const under = tiles.find((tile) => {
      const at = toView(view, brussels);
      return at.x >= tile.x && at.x < tile.x + tile.size && at.y >= tile.y && at.y < tile.y + tile.size;
    })!;
    const expected = { x: Math.floor(((brussels.lng + 180) / 360) * n), y: Math.floor(mercator(brussels).y * n) };
    assert.ok(
      under.href.endsWith(`/${z}/${expected.x}/${expected.y}.png`),
      `${under.href} vs ${JSON.stringify(expected)} (first ${x},${y})`,
    );
  });
});

describe('distances', () => {
  it('are written as the locale writes numbers, one decimal below 10 km', () => {
    assert.equal(formatKm(1.25, 'fr-BE'), '1,3');
    assert.equal(formatKm(0.4, 'es-ES'), '0,4');
    assert.equal(formatKm(12.6, 'nl-BE'), '13');
    assert.equal(formatKm(1.5, 'de-CH'), '1.5');
  });
});

describe('who can advise me', () => {
  it('puts every profile of the contact form in exactly one group', () => {
    const grouped = ADVICE_GROUPS.flatMap((group) => group.profiles);
    assert.deepEqual([...grouped].sort(), [...PROFILES].sort());
  });

  it('sends consumers to a pharmacy first', () => {
    assert.deepEqual(
      ADVICE_GROUPS.filter((group) => group.pharmacy).map((group) => group.key),
      ['consumer'],
    );
  });

  it('chooses the profile in the contact form through ?profile=', () => {
    assert.equal(contactWithProfile('/fr/contactez-nous', 'family_doctor'), '/fr/contactez-nous?profile=family_doctor');
  });
});
