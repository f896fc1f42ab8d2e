// Relay points (SPEC §3 'Relay point: name, schedules'): where the relay carriers deliver, each
// with its opening hours, listed per country and carrier, nearest postcodes first.
import type { Country } from '../../config/countries.ts';
import type { RelayPoint } from '../../shared/schemas/shop.ts';
import type { Queries } from './store.ts';

export async function relayPoints(
  { db }: Queries,
  country: Country,
  { carrier, zipcode, ids }: { carrier?: RelayPoint['carrier']; zipcode?: string; ids?: readonly number[] } = {},
): Promise<RelayPoint[]> {
  let query = db
    .selectFrom('relay_point')
    .select(['id', 'carrier', 'name', 'address', 'zipcode', 'city'])
    .where('country', '=', country);
  if (carrier) query = query.where('carrier', '=', carrier);
  if (ids) query = ids.length === 0 ? query.where('id', '=', -1) : query.where('id', 'in', [...ids]);
  const points = await query.orderBy('id').execute();
  if (points.length === 0) return [];
  const schedules = await db
    .selectFrom('relay_point_schedule')
    .select(['relay_point_id', 'day', 'opens', 'closes'])
    .where(
      'relay_point_id',
      'in',
      points.map((point) => point.id),
    )
    .orderBy('relay_point_id')
    .orderBy('position')
    .execute();
  const answer = points.map((point) => ({
    ...point,
    schedules: schedules
      .filter((each) => each.relay_point_id === point.id)
      .map(({ day, opens, closes }) => ({ day, opens, closes })),
  }));
  // The ones whose postcode shares the most leading characters with the visitor's first.
  if (zipcode) {
    const shared = (other: string) => {
      let n = 0;
      while (n < other.length && n < zipcode.length && other[n] === zipcode[n]) n++;
      return n;
    };
    answer.sort((a, b) => shared(b.zipcode) - shared(a.zipcode) || a.id - b.id);
  }
  return answer;
}
