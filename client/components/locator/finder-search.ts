// The pharmacy finder's search, read from and written to the finder's query string, so a search
// is a plain GET: shareable, kept in history, rendered by the server without JavaScript.
//
//   ?q=1000              a zip code          ?q=Bruxelles        a city name
//   ?q=1000%20Bruxelles  a suggestion        ?lat=50.85&lng=4.35 "locate me" (rounded, see round-position.ts)
//   &radius=10           km around the place (FINDER_RADII_KM, default 25)
//   &advice=1            only pharmacies trained to give advice
//   &page=2              the next results
//
// Nothing in a query string throws: an unreadable radius or page is the default; an empty or
// too long text, or a position off the globe, is an `invalid` search the page explains.

/** The distances a visitor may search within, in km; the content API takes 1 to 200. */
export const FINDER_RADII_KM = [5, 10, 25, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 25;
/** Where the finder looks when nothing lies within the visitor's distance: the API's widest. */
export const WIDEST_RADIUS_KM = 200;
/** Results per page (list and map). */
export const FINDER_PER_PAGE = 10;
/** Longest place text the content API's geocoding takes. */
export const MAX_PLACE_LENGTH = 100;

export const FINDER_PARAMS = {
  place: 'q',
  lat: 'lat',
  lng: 'lng',
  radius: 'radius',
  advice: 'advice',
  page: 'page',
} as const;

export type FinderWhere =
  | { kind: 'none' }
  | { kind: 'place'; text: string }
  | { kind: 'position'; lat: number; lng: number }
  | { kind: 'invalid'; reason: 'placeEmpty' | 'placeTooLong' | 'position'; text: string };

export interface FinderSearch {
  where: FinderWhere;
  radiusKm: number;
  adviceOnly: boolean;
  page: number;
}

const DECIMAL = /^-?\d{1,3}(?:\.\d{1,12})?$/;
const PAGE = /^[1-9]\d{0,3}$/;

/** A coordinate written as a plain decimal within ±limit, or null. */
function coordinate(value: string | null, limit: number): number | null {
  if (value === null || !DECIMAL.test(value.trim())) return null;
  const number = Number(value.trim());
  return Math.abs(number) <= limit ? number : null;
}

/** Spaces collapsed and trimmed: what the visitor meant, whatever the form or a link added. */
export const tidyPlace = (text: string) => text.replace(/\s+/g, ' ').trim();

export function finderSearchOf(params: URLSearchParams): FinderSearch {
  const radius = Number(params.get(FINDER_PARAMS.radius));
  const page = params.get(FINDER_PARAMS.page) ?? '';
  const advice = params.get(FINDER_PARAMS.advice);
  return {
    where: whereOf(params),
    radiusKm: (FINDER_RADII_KM as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS_KM,
    adviceOnly: advice === '1' || advice === 'true' || advice === 'on',
    page: PAGE.test(page) ? Number(page) : 1,
  };
}

/**
 * A place the visitor typed wins over a position: after "locate me" the form still carries the
 * position (hidden), so a new distance searches around it again, and a typed city replaces it.
 */
function whereOf(params: URLSearchParams): FinderWhere {
  const text = tidyPlace(params.get(FINDER_PARAMS.place) ?? '');
  // Characters, not UTF-16 units: an accented name is not longer than it looks.
  if ([...text].length > MAX_PLACE_LENGTH)
    return { kind: 'invalid', reason: 'placeTooLong', text: [...text].slice(0, MAX_PLACE_LENGTH).join('') };
  if (text !== '') return { kind: 'place', text };
  const lat = params.get(FINDER_PARAMS.lat);
  const lng = params.get(FINDER_PARAMS.lng);
  if (lat !== null || lng !== null) {
    const latitude = coordinate(lat, 90);
    const longitude = coordinate(lng, 180);
    if (latitude === null || longitude === null) return { kind: 'invalid', reason: 'position', text: '' };
    return { kind: 'position', lat: latitude, lng: longitude };
  }
  // The form sent nothing to look for (a browser that does not check `required`).
  if (params.has(FINDER_PARAMS.place)) return { kind: 'invalid', reason: 'placeEmpty', text: '' };
  return { kind: 'none' };
}

/** The query string of a search (with its `?`, or '' for none): defaults are left out. */
export function finderQueryString(search: Partial<FinderSearch> & { where: FinderWhere }): string {
  const params = new URLSearchParams();
  const { where } = search;
  if (where.kind === 'place') params.set(FINDER_PARAMS.place, where.text);
  if (where.kind === 'position') {
    params.set(FINDER_PARAMS.lat, String(where.lat));
    params.set(FINDER_PARAMS.lng, String(where.lng));
  }
  if (search.radiusKm !== undefined && search.radiusKm !== DEFAULT_RADIUS_KM)
    params.set(FINDER_PARAMS.radius, String(search.radiusKm));
  if (search.adviceOnly) params.set(FINDER_PARAMS.advice, '1');
  if (search.page !== undefined && search.page > 1) params.set(FINDER_PARAMS.page, String(search.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** A stable name of the search for query keys. */
export function searchKey({ where, radiusKm, adviceOnly, page }: FinderSearch): string {
  const place =
    where.kind === 'place'
      ? `place:${where.text.toLowerCase()}`
      : where.kind === 'position'
        ? `position:${where.lat},${where.lng}`
        : where.kind;
  return `${place}|${radiusKm}|${adviceOnly ? 1 : 0}|${page}`;
}
