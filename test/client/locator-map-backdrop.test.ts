// The finder map's offline backdrop and pins: rings cut to a rectangle, the backdrop file chosen
// and drawn for a view (against the committed Belgian file), crowded pins spread apart so that
// none covers another, and town names that cover neither each other nor a pin.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { backdropCountryFor, drawBackdrop } from '../../client/components/locator/map-backdrop.ts';
import { fitView, MAP_HEIGHT, MAP_WIDTH, toView } from '../../client/components/locator/map-projection.ts';
import { layOutPins, type PinPoint, pinsOverlap } from '../../client/components/locator/pin-layout.ts';
import { labelBox, placeTownLabels } from '../../client/components/locator/town-labels.ts';
import { type Backdrop, BACKDROP_BOUNDS, backdropFileName } from '../../shared/map/backdrop.ts';
import { clipRing } from '../../shared/map/clip-ring.ts';

const brussels = { lat: 50.8467, lng: 4.3525 };
const readBackdrop = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../client/public/${file}`, import.meta.url), 'utf8')) as Backdrop;

/** Points around `centre`, `step` viewBox units apart on a line: crowded when `step` is small. */
const line = (count: number, step: number, centre: PinPoint = { x: 320, y: 200 }): PinPoint[] =>
  Array.from({ length: count }, (_, index) => ({ x: centre.x + (index - count / 2) * step, y: centre.y }));

function assertNoOverlap(pins: readonly PinPoint[]) {
  for (let a = 0; a < pins.length; a++)
    for (let b = a + 1; b < pins.length; b++)
      assert.ok(!pinsOverlap(pins[a]!, pins[b]!), `pins ${a} and ${b} overlap: ${JSON.stringify([pins[a], pins[b]])}`);
}

describe('a ring cut to a rectangle', () => {
  it('keeps a ring inside whole and drops one outside', () => {
    const square = [1, 1, 3, 1, 3, 3, 1, 3];
    assert.deepEqual(clipRing(square, [0, 0, 10, 10]), square);
    assert.deepEqual(clipRing(square, [5, 5, 10, 10]), []);
  });

  it('replaces what lies outside by the rectangle edge', () => {
    const clipped = clipRing([-5, 2, 5, 2, 5, 8, -5, 8], [0, 0, 10, 10]);
    const xs = clipped.filter((_value, index) => index % 2 === 0);
    assert.equal(Math.min(...xs), 0);
    assert.equal(Math.max(...xs), 5);
    assert.equal(clipped.length, 8);
  });
});

describe('the backdrop of a view', () => {
  it('takes the file of the country whose bounds hold the view centre', () => {
    assert.equal(backdropCountryFor(fitView([brussels])), 'BE');
    assert.equal(backdropCountryFor(fitView([{ lat: 40.4168, lng: -3.7038 }])), 'ES');
    assert.equal(backdropCountryFor(fitView([{ lat: 59.33, lng: 18.06 }])), null, 'Stockholm is served by none');
  });

  it('the committed files cover what shared/map/backdrop.ts says', () => {
    for (const [country, bounds] of Object.entries(BACKDROP_BOUNDS))
      assert.deepEqual(readBackdrop(backdropFileName(country as 'BE')).bounds, bounds, country);
  });

  it('draws around Brussels its region border and names towns inside the view, largest first', () => {
    const backdrop = readBackdrop(backdropFileName('BE'));
    const view = fitView([brussels, { lat: 50.9, lng: 4.45 }, { lat: 50.8, lng: 4.25 }]);
    const drawn = drawBackdrop(backdrop, view);
    assert.match(drawn.land, /^M[\d -]+(L[\d -]+)+Z/, 'Belgium is land here');
    assert.ok(drawn.regions.split('M').length - 1 >= 2, 'Brussels-Capital and Flemish Brabant outlines');
    const numbers = [...drawn.land.matchAll(/-?\d+/g), ...drawn.regions.matchAll(/-?\d+/g)].map(Number);
    assert.ok(
      numbers.every((value) => value >= -8 && value <= MAP_WIDTH + 8),
      'outlines are cut just outside the view',
    );
    assert.equal(drawn.towns[0]?.name, 'Brussels');
    for (const town of drawn.towns) {
      assert.ok(town.x >= 0 && town.x <= MAP_WIDTH && town.y >= 0 && town.y <= MAP_HEIGHT, town.name);
    }
    const nearest = toView(view, brussels);
    assert.ok(Math.hypot(drawn.towns[0]!.x - nearest.x, drawn.towns[0]!.y - nearest.y) < 20);
  });
});

describe('the pins', () => {
  it('leave pins that do not touch where they are', () => {
    const points = line(4, 100);
    assert.deepEqual(
      layOutPins(points).map(({ pin }) => pin),
      points,
    );
  });

  it('spread crowded pins so that none covers another, each with its own pharmacy', () => {
    for (const count of [2, 3, 5, 10]) {
      const points = line(count, 3);
      const placed = layOutPins(points);
      assertNoOverlap(placed.map(({ pin }) => pin));
      assert.deepEqual(
        placed.map(({ at }) => at),
        points,
      );
      for (const { pin } of placed)
        assert.ok(pin.x >= 0 && pin.x <= MAP_WIDTH && pin.y >= 0 && pin.y <= MAP_HEIGHT, `${count}: inside`);
    }
  });

  it('merge groups that a spread makes collide, and keep a crowd at the edge inside the view', () => {
    const points = [
      ...line(3, 2, { x: 300, y: 200 }),
      ...line(3, 2, { x: 360, y: 200 }),
      ...line(3, 1, { x: 5, y: 10 }),
    ];
    const pins = layOutPins(points).map(({ pin }) => pin);
    assertNoOverlap(pins);
    for (const pin of pins) assert.ok(pin.x >= 22 && pin.y >= 56 && pin.x <= MAP_WIDTH - 22, JSON.stringify(pin));
  });

  it('is the same for the same points, so the server and the browser draw the same', () => {
    const points = line(6, 4);
    assert.deepEqual(layOutPins(points), layOutPins(points));
  });
});

describe('town names', () => {
  it('cover neither one another nor a pin, and the largest comes first', () => {
    const towns = [
      { name: 'Grande', x: 320, y: 200 },
      { name: 'Voisine', x: 330, y: 205 },
      { name: 'Sous la pin', x: 100, y: 90 },
      { name: 'Lointaine', x: 500, y: 300 },
    ];
    const placed = placeTownLabels(towns, { x: 600, y: 60 }, [{ x: 110, y: 100 }]);
    assert.deepEqual(
      placed.map((town) => town.name),
      ['Grande', 'Lointaine'],
    );
    const [a, b] = placed.map(labelBox);
    assert.ok(a!.right <= b!.left || b!.right <= a!.left || a!.bottom <= b!.top || b!.bottom <= a!.top);
  });

  it('name the searched place first, beside its mark and clear of it, then the towns', () => {
    const origin = { x: 320, y: 200 };
    const placed = placeTownLabels(
      [{ name: 'Grande', x: 320, y: 200 }],
      origin,
      [{ x: 345, y: 200 }],
      '1000 Bruxelles',
    );
    assert.equal(placed[0]?.name, '1000 Bruxelles');
    assert.equal(placed[0]?.searched, true);
    const box = labelBox(placed[0]!);
    assert.ok(
      box.right <= origin.x - 22 ||
        box.left >= origin.x + 22 ||
        box.bottom <= origin.y - 22 ||
        box.top >= origin.y + 22,
    );
  });

  it('write a name at the map edge on the side that keeps it inside', () => {
    const [placed] = placeTownLabels([{ name: 'Bordure', x: 630, y: 200 }], { x: 0, y: 0 }, []);
    assert.equal(placed?.side, 'left');
  });
});
