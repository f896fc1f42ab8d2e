// The finder map's offline backdrop (decision 031): for each country the site serves, the
// outlines of that country, its neighbours and their regions, and the towns around, extracted
// from Natural Earth and GeoNames by scripts/map/extract-backdrop.ts into client/public/.

/** The countries with a backdrop file, as the files name them. */
export const BACKDROP_COUNTRIES = ['BE', 'CH', 'DE', 'ES', 'IT'] as const;
export type BackdropCountry = (typeof BACKDROP_COUNTRIES)[number];

/** A file's version: part of its name, so a new extraction is never served from a stale cache. */
export const BACKDROP_VERSION = 1;

/** What each file covers (west, south, east, north); the extraction script checks them. */
export const BACKDROP_BOUNDS: Record<BackdropCountry, readonly [number, number, number, number]> = {
  BE: [1.8218, 48.7952, 7.0745, 52.1962],
  CH: [5.2548, 45.1207, 11.1666, 48.5012],
  DE: [5.1525, 46.5711, 15.7221, 55.7653],
  ES: [-18.8672, 26.9422, 5.0371, 44.4934],
  IT: [5.9027, 34.7892, 19.2174, 47.7852],
};

export const backdropFileName = (country: BackdropCountry) =>
  `map-backdrop-${country.toLowerCase()}-${BACKDROP_VERSION}.json`;

/** Longitude, latitude, longitude, latitude… of a closed ring (its last point is not repeated). */
export type FlatRing = number[];

export interface BackdropShape {
  /** ISO 3166 code: a country's (`BE`) or a region's (`BE-BU`). */
  code: string;
  rings: FlatRing[];
}

/** A town: name, longitude, latitude, population. */
export type BackdropTown = [name: string, lng: number, lat: number, population: number];

export interface Backdrop {
  /** West, south, east, north: what the file covers. */
  bounds: [number, number, number, number];
  countries: BackdropShape[];
  regions: BackdropShape[];
  /** Largest first. */
  towns: BackdropTown[];
}
