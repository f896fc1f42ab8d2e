// GET /cities, /geocoding, /reverse-geocoding, /provincials, /point-of-sale
import { z } from 'zod';

import { badRequest, notFound } from '../http/errors.ts';
import { decimal, flag } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import {
  citiesByName,
  citiesByZipcode,
  nearestCity,
  type Point,
  searchCities,
  searchPointsOfSale,
} from '../store/locator.ts';
import { provinces } from '../store/site.ts';
import { type EndpointDeps, pageParams, scoped, scopedQuery, SHOP_QUERY } from './context.ts';

const zipcode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/, 'must be a postal code');
const cityName = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');
const GEOCODING_LIMIT = 10;

const CITIES_QUERY = scopedQuery({ zipcode });
const GEOCODING_QUERY = scopedQuery({
  q: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
});
const REVERSE_GEOCODING_QUERY = scopedQuery({ lat: decimal(-90, 90), lng: decimal(-180, 180) });
const POINT_OF_SALE_QUERY = scopedQuery({
  lat: decimal(-90, 90).optional(),
  lng: decimal(-180, 180).optional(),
  zipcode: zipcode.optional(),
  city: cityName.optional(),
  radius_km: decimal(1, 200).default(25),
  advice: flag.default(false),
  ...pageParams,
});

const toGeocode = (city: { zipcode: string; name: string; lat: number; lng: number }) => ({
  lat: city.lat,
  lng: city.lng,
  label: `${city.zipcode} ${city.name}`,
  zipcode: city.zipcode,
});

export function storeLocatorRoutes(router: Router, deps: EndpointDeps): void {
  const { store } = deps;

  router.get('/cities', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, CITIES_QUERY);
    return json({ data: await citiesByZipcode(store, scope.country, query.zipcode) });
  });

  /** Cities of the shop's country whose zip code or name starts with q. */
  router.get('/geocoding', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, GEOCODING_QUERY);
    return json({ data: (await searchCities(store, scope.country, query.q, GEOCODING_LIMIT)).map(toGeocode) });
  });

  /** The known city of the shop's country nearest to the point. */
  router.get('/reverse-geocoding', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, REVERSE_GEOCODING_QUERY);
    const city = await nearestCity(store, scope.country, query);
    if (!city) throw notFound(`No city is known in ${scope.country}`);
    return json({ data: toGeocode(city) });
  });

  router.get('/provincials', async ({ url }) => {
    await scoped(deps, url, SHOP_QUERY);
    return json({ data: await provinces(store) });
  });

  /**
   * Around lat+lng, else around the zip code's city, else around the named city; without any,
   * every point of sale of the country by name (distance_km null).
   */
  router.get('/point-of-sale', async ({ url }) => {
    const { query, scope } = await scoped(deps, url, POINT_OF_SALE_QUERY);
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      const missing = query.lat === undefined ? 'lat' : 'lng';
      throw badRequest(`Bad query parameter ${missing}: lat and lng go together`, [
        { path: missing, message: 'lat and lng go together' },
      ]);
    }
    let origin: Point | null = null;
    if (query.lat !== undefined && query.lng !== undefined) origin = { lat: query.lat, lng: query.lng };
    else if (query.zipcode !== undefined) {
      const city = (await citiesByZipcode(store, scope.country, query.zipcode))[0];
      if (!city) throw notFound(`No city with zip code ${query.zipcode} in ${scope.country}`);
      origin = city;
    } else if (query.city !== undefined) {
      const city = (await citiesByName(store, scope.country, query.city))[0];
      if (!city) throw notFound(`No city named ${query.city} in ${scope.country}`);
      origin = city;
    }
    const { items, total } = await searchPointsOfSale(store, scope.country, {
      origin,
      radiusKm: query.radius_km,
      adviceOnly: query.advice,
      page: query.page,
      perPage: query.perPage,
    });
    return json({ items, total, page: query.page, perPage: query.perPage });
  });
}
