// The pharmacy finder: cities by zip code or name, the nearest city to a point, and points of
// sale around a point by great-circle (haversine) distance.
import { sql } from 'kysely';

import type { Country } from '../../config/countries.ts';
import type { City, PointOfSale } from '../../shared/schemas/store-locator.ts';
import { all, inList, type Queries } from './store.ts';
import { foldText } from './text.ts';

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.2;

export interface Point {
  lat: number;
  lng: number;
}

export function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function citiesByZipcode(store: Queries, country: Country, zipcode: string): Promise<City[]> {
  return all(
    store,
    sql<City>`SELECT zipcode, name, lat, lng FROM city WHERE country = ${country} AND zipcode = ${zipcode} ORDER BY name, id`,
  );
}

/** Cities whose name is `name`, accents and case aside. */
export function citiesByName(store: Queries, country: Country, name: string): Promise<City[]> {
  return all(
    store,
    sql<City>`SELECT zipcode, name, lat, lng FROM city WHERE country = ${country} AND name_key = ${foldText(name)} ORDER BY zipcode, id`,
  );
}

/** Cities whose zip code or name starts with `q` (accents and case aside). */
export function searchCities(store: Queries, country: Country, q: string, limit: number): Promise<City[]> {
  const key = foldText(q).replace(/[\\%_]/g, (char) => `\\${char}`);
  return all(
    store,
    sql<City>`SELECT zipcode, name, lat, lng FROM city WHERE country = ${country} AND (zipcode LIKE ${`${key}%`} ESCAPE '\\' OR name_key LIKE ${`${key}%`} ESCAPE '\\')
     ORDER BY CASE WHEN name_key = ${foldText(q)} THEN 0 ELSE 1 END, name_key, zipcode, id LIMIT ${limit}`,
  );
}

export async function nearestCity(store: Queries, country: Country, point: Point): Promise<City | null> {
  let best: City | null = null;
  let bestKm = Infinity;
  for (const city of await all(store, sql<City>`SELECT zipcode, name, lat, lng FROM city WHERE country = ${country}`)) {
    const km = haversineKm(point, city);
    if (km < bestKm) [best, bestKm] = [city, km];
  }
  return best;
}

interface PosRow {
  id: number;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  phone: string;
  lat: number;
  lng: number;
  gives_advice: number;
}

export interface PosSearch {
  /** Null: every point of sale of the country, by name, without distance. */
  origin: Point | null;
  radiusKm: number;
  adviceOnly: boolean;
  page: number;
  perPage: number;
}

export async function searchPointsOfSale(
  store: Queries,
  country: Country,
  search: PosSearch,
): Promise<{ items: PointOfSale[]; total: number }> {
  const advice = search.adviceOnly ? sql`AND gives_advice = 1` : sql``;
  let found: { row: PosRow; km: number | null }[];
  if (search.origin) {
    // A box around the origin narrows the rows; the distance then decides.
    const { lat, lng } = search.origin;
    const dLat = search.radiusKm / KM_PER_DEGREE;
    const dLng = search.radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    const rows = await all(
      store,
      sql<PosRow>`SELECT * FROM point_of_sale WHERE country = ${country} AND lat BETWEEN ${lat - dLat} AND ${lat + dLat} AND lng BETWEEN ${lng - dLng} AND ${lng + dLng} ${advice}`,
    );
    found = rows
      .map((row) => ({ row, km: Math.round(haversineKm(search.origin!, row) * 10) / 10 }))
      .filter((entry) => entry.km <= search.radiusKm)
      .sort((a, b) => a.km - b.km || a.row.id - b.row.id);
  } else {
    found = (
      await all(store, sql<PosRow>`SELECT * FROM point_of_sale WHERE country = ${country} ${advice} ORDER BY name, id`)
    ).map((row) => ({ row, km: null }));
  }
  const pageRows = found.slice((search.page - 1) * search.perPage, search.page * search.perPage);
  return { total: found.length, items: await withSchedules(store, pageRows) };
}

/** Points of sale with their week's opening hours, in the order given. */
async function withSchedules(store: Queries, entries: readonly { row: PosRow; km: number | null }[]) {
  const schedules = new Map<number, PointOfSale['schedules']>();
  if (entries.length > 0) {
    const slots = await all(
      store,
      sql<{
        point_of_sale_id: number;
        day: number;
        opens: string;
        closes: string;
      }>`SELECT point_of_sale_id, day, opens, closes FROM point_of_sale_schedule
       WHERE point_of_sale_id ${inList(
         store,
         entries.map((entry) => entry.row.id),
       )} ORDER BY point_of_sale_id, position`,
    );
    for (const slot of slots)
      schedules.set(slot.point_of_sale_id, [
        ...(schedules.get(slot.point_of_sale_id) ?? []),
        { day: slot.day, opens: slot.opens, closes: slot.closes },
      ]);
  }
  return entries.map(({ row, km }): PointOfSale => ({
    id: row.id,
    name: row.name,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    gives_advice: row.gives_advice === 1,
    schedules: schedules.get(row.id) ?? [],
    distance_km: km,
  }));
}

/** The points of sale of `ids` that exist, in the order of `ids` (a customer's favourites). */
export async function pointsOfSaleByIds(store: Queries, ids: readonly number[]): Promise<PointOfSale[]> {
  if (ids.length === 0) return [];
  const rows = await all(store, sql<PosRow>`SELECT * FROM point_of_sale WHERE id ${inList(store, ids)}`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.flatMap((id) => (byId.has(id) ? [{ row: byId.get(id)!, km: null }] : []));
  return withSchedules(store, found);
}
