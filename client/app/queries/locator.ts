// The pharmacy finder's answer to a search of its URL (SPEC §2.2 'Pharmacy finder', §7): the
// place is found (GET /cities for a zip code, GET /geocoding for a name, GET /reverse-geocoding
// to name a position), then the pharmacies around it, nearest first (GET /point-of-sale). When
// none lies within the chosen distance, the nearest within the API's widest one are shown, and
// the page says so.
//
// Critical data: the page's title names the place, so the loader awaits it. What the visitor
// typed is never an error: a place nobody knows, or several that match, is an answer too. Only
// the content API failing is.
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '../../../shared/api/client.ts';
import { isApiError } from '../../../shared/api/errors.ts';
import type { Geocode } from '../../../shared/api/resources/geocoding.ts';
import type { PointOfSale } from '../../../shared/schemas/store-locator.ts';
import {
  FINDER_PER_PAGE,
  type FinderSearch,
  searchKey,
  WIDEST_RADIUS_KM,
} from '../../components/locator/finder-search.ts';
import { greatCircleKm, type LatLng } from '../../components/locator/great-circle.ts';
import { choosePlace, foldPlace, zipcodeOf } from '../../components/locator/place-match.ts';
import { scope } from './scope.ts';

/** A position is said to be near the city the API names for it within this distance. */
const NEAR_CITY_KM = 15;

export type FinderOrigin =
  | ({ kind: 'place'; label: string } & LatLng)
  /** `near`: the known city nearest to the position, when it is near. */
  | ({ kind: 'position'; near: string | null } & LatLng);

export type FinderOutcome =
  | { status: 'idle' }
  | { status: 'invalid'; reason: 'placeEmpty' | 'placeTooLong' | 'position' }
  | { status: 'unknown'; text: string }
  | { status: 'ambiguous'; text: string; places: Geocode[] }
  | {
      status: 'found';
      origin: FinderOrigin;
      /** The distance searched: the visitor's, or the widest when nothing was within theirs. */
      radiusKm: number;
      widened: boolean;
      total: number;
      items: PointOfSale[];
    };

type Resolved =
  { kind: 'found'; origin: FinderOrigin } | { kind: 'unknown' } | { kind: 'ambiguous'; places: Geocode[] };

/** A 400 or 404 of the content API: what was asked names nothing it knows. */
const namesNothing = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && (error.status === 400 || error.status === 404);

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (namesNothing(error)) return null;
    throw error;
  }
}

async function resolvePlace(api: ApiClient, text: string, signal: AbortSignal): Promise<Resolved> {
  const zip = zipcodeOf(text);
  if (zip) {
    const cities = (await orNull(api.cities.byZipcode(zip.zipcode, { signal }))) ?? [];
    // The zip code decides; a name after it picks among the places that share it.
    const city = cities.find((each) => zip.name !== null && foldPlace(each.name) === foldPlace(zip.name)) ?? cities[0];
    if (city)
      return {
        kind: 'found',
        origin: { kind: 'place', label: `${city.zipcode} ${city.name}`, lat: city.lat, lng: city.lng },
      };
  }
  const choice = choosePlace(text, (await orNull(api.geocoding.search(text, { signal }))) ?? []);
  if (choice.kind === 'one')
    return {
      kind: 'found',
      origin: { kind: 'place', label: choice.label, lat: choice.place.lat, lng: choice.place.lng },
    };
  if (choice.kind === 'several') return { kind: 'ambiguous', places: choice.places };
  return { kind: 'unknown' };
}

async function positionOrigin(api: ApiClient, position: LatLng, signal: AbortSignal): Promise<FinderOrigin> {
  const city = await orNull(api.geocoding.reverse(position, { signal }));
  const near = city && greatCircleKm(position, city) <= NEAR_CITY_KM ? city.label : null;
  return { kind: 'position', near, ...position };
}

async function findPharmacies(api: ApiClient, search: FinderSearch, signal: AbortSignal): Promise<FinderOutcome> {
  const { where } = search;
  if (where.kind === 'none') return { status: 'idle' };
  if (where.kind === 'invalid') return { status: 'invalid', reason: where.reason };
  let origin: FinderOrigin;
  if (where.kind === 'position') origin = await positionOrigin(api, { lat: where.lat, lng: where.lng }, signal);
  else {
    const resolved = await resolvePlace(api, where.text, signal);
    if (resolved.kind === 'unknown') return { status: 'unknown', text: where.text };
    if (resolved.kind === 'ambiguous') return { status: 'ambiguous', text: where.text, places: resolved.places };
    origin = resolved.origin;
  }
  const around = (radiusKm: number) =>
    api.pointOfSale.search(
      {
        lat: origin.lat,
        lng: origin.lng,
        radiusKm,
        advice: search.adviceOnly,
        page: search.page,
        perPage: FINDER_PER_PAGE,
      },
      { signal },
    );
  let radiusKm = search.radiusKm;
  let list = await around(radiusKm);
  if (list.total === 0 && radiusKm < WIDEST_RADIUS_KM) {
    radiusKm = WIDEST_RADIUS_KM;
    list = await around(radiusKm);
  }
  return {
    status: 'found',
    origin,
    radiusKm,
    widened: radiusKm !== search.radiusKm,
    total: list.total,
    items: list.items,
  };
}

export const finderQuery = (api: ApiClient, search: FinderSearch) =>
  queryOptions({
    queryKey: ['store-finder', ...scope(api), searchKey(search)],
    queryFn: ({ signal }) => findPharmacies(api, search, signal),
  });

/** Places whose zip code or name starts with the text, for the search box's suggestions. */
export const placeSuggestionsQuery = (api: ApiClient, text: string) =>
  queryOptions({
    queryKey: ['place-suggestions', ...scope(api), foldPlace(text)],
    queryFn: async ({ signal }) => (await orNull(api.geocoding.search(text, { signal }))) ?? [],
  });
