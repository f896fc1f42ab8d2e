// GET /cities, /geocoding, /reverse-geocoding, /point-of-sale on the fixture seed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { z } from 'zod';

import { apiErrorBodySchema, paginated, wrapped } from '../../../shared/schemas/common.ts';
import { citySchema, geocodeSchema, pointOfSaleSchema } from '../../../shared/schemas/store-locator.ts';
import { SHOP } from '../../fixtures/catalog-seed.ts';
import { type Params, useFixtureCatalog } from '../../helpers/fixture-catalog.ts';

const { get, ok } = useFixtureCatalog();

async function fails(code: number, path: string, params: Params) {
  const { status, body } = await get(path, params);
  assert.equal(status, code, JSON.stringify(params));
  return apiErrorBodySchema.parse(body);
}

const points = paginated(pointOfSaleSchema);

describe('GET /cities', () => {
  it("answers the cities of a zip code in the shop's country", async () => {
    assert.deepEqual((await ok(wrapped(z.array(citySchema)), '/cities', { zipcode: '4000' })).data, [
      { zipcode: '4000', name: 'Liège', lat: 50.6326, lng: 5.5797 },
    ]);
    assert.deepEqual(
      (await ok(wrapped(z.array(citySchema)), '/cities', { zipcode: '4000', shop_id: SHOP.de, lang: 'de' })).data,
      [],
    );
  });

  it('answers 400 for something that is not a zip code', async () => {
    await fails(400, '/cities', { zipcode: "1000' OR 1=1" });
    await fails(400, '/cities', {});
  });
});

describe('GET /geocoding and /reverse-geocoding', () => {
  it('finds cities by the start of their name or zip code, accents aside', async () => {
    assert.deepEqual((await ok(wrapped(z.array(geocodeSchema)), '/geocoding', { q: 'liege' })).data, [
      { lat: 50.6326, lng: 5.5797, label: '4000 Liège', zipcode: '4000' },
    ]);
    assert.deepEqual(
      (await ok(wrapped(z.array(geocodeSchema)), '/geocoding', { q: '90' })).data.map((city) => city.label),
      ['9000 Gent'],
    );
    assert.deepEqual((await ok(wrapped(z.array(geocodeSchema)), '/geocoding', { q: '%' })).data, []);
  });

  it('answers the nearest known city of the country to a point', async () => {
    assert.equal(
      (await ok(wrapped(geocodeSchema), '/reverse-geocoding', { lat: 51.0, lng: 3.8 })).data.label,
      '9000 Gent',
    );
    await fails(400, '/reverse-geocoding', { lat: 91, lng: 3.8 });
  });
});

describe('GET /point-of-sale', () => {
  it('answers the points of sale around a point, nearest first, with distances and schedules', async () => {
    const answer = await ok(points, '/point-of-sale', { lat: 50.8467, lng: 4.3525 });
    assert.deepEqual(
      answer.items.map((pos) => [pos.id, pos.distance_km]),
      [
        [1, 0],
        [2, 1.2],
      ],
    );
    assert.equal(answer.total, 2);
    assert.deepEqual(answer.items[0]!.schedules, [
      { day: 1, opens: '09:00', closes: '12:30' },
      { day: 1, opens: '13:30', closes: '18:00' },
    ]);
  });

  it('widens to radius_km and keeps those that give advice on request', async () => {
    assert.deepEqual(
      (await ok(points, '/point-of-sale', { lat: 50.8467, lng: 4.3525, radius_km: 100 })).items.map((pos) => pos.id),
      [1, 2, 3],
    );
    assert.deepEqual(
      (await ok(points, '/point-of-sale', { lat: 50.8467, lng: 4.3525, radius_km: 100, advice: 1 })).items.map(
        (pos) => pos.id,
      ),
      [1, 3],
    );
    assert.deepEqual(
      (
        await ok(points, '/point-of-sale', { lat: 50.8467, lng: 4.3525, radius_km: 100, perPage: 1, page: 2 })
      ).items.map((pos) => pos.id),
      [2],
    );
  });

  it('searches around the city of a zip code or a city name', async () => {
    assert.deepEqual(
      (await ok(points, '/point-of-sale', { zipcode: '4000' })).items.map((pos) => pos.id),
      [3],
    );
    assert.deepEqual(
      (await ok(points, '/point-of-sale', { city: 'LIEGE' })).items.map((pos) => pos.id),
      [3],
    );
    assert.deepEqual(
      (await ok(points, '/point-of-sale', { city: 'Genève', shop_id: SHOP.ch })).items.map((pos) => pos.id),
      [4],
    );
  });

  it('lists every point of sale of the country by name without a place', async () => {
    const answer = await ok(points, '/point-of-sale', { shop_id: SHOP.it, lang: 'it' });
    assert.deepEqual(
      answer.items.map((pos) => [pos.name, pos.distance_km]),
      [
        ['Farmacia Duomo', null],
        ['Farmacia Termini', null],
      ],
    );
  });

  it('answers 404 for an unknown zip code or city, 400 for a point without both coordinates or a radius out of bounds', async () => {
    await fails(404, '/point-of-sale', { zipcode: '9999' });
    await fails(404, '/point-of-sale', { city: 'Atlantis' });
    assert.deepEqual((await fails(400, '/point-of-sale', { lat: 50.8 })).issues, [
      { path: 'lng', message: 'lat and lng go together' },
    ]);
    await fails(400, '/point-of-sale', { lat: 50.8, lng: 4.3, radius_km: 500 });
    await fails(400, '/point-of-sale', { lat: 'NaN', lng: 4.3 });
  });
});
