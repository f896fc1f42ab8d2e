// The map's backdrop in the view (pure): land, country borders and region borders as SVG path
// data, cut to the view, and the towns within it, largest first. The server computes it for the
// page, which carries it to the browser with the page's data.
import {
  type Backdrop,
  BACKDROP_BOUNDS,
  BACKDROP_COUNTRIES,
  type BackdropCountry,
  type BackdropShape,
} from '../../../shared/map/backdrop.ts';
import { clipRing, type Rectangle } from '../../../shared/map/clip-ring.ts';
import { MAP_HEIGHT, MAP_WIDTH, type MapView, toView } from './map-projection.ts';

/** Outlines run this far past the view's edges, so the cut's own edges are never seen. */
const OUTSIDE = 8;
/** Points closer than this to the last one drawn add nothing visible. */
const MIN_STEP = 1;
/** Towns offered for labels: more than ever fit, so that those hidden by pins can be replaced. */
const MAX_TOWNS = 40;

export interface BackdropTownLabel {
  name: string;
  x: number;
  y: number;
}

export interface DrawnBackdrop {
  /** Every country's outline: filled as land, stroked as borders (and coasts). */
  land: string;
  regions: string;
  towns: BackdropTownLabel[];
}

/** The view's centre, in degrees. */
export function viewCentre(view: MapView): { lat: number; lng: number } {
  const x = view.left + MAP_WIDTH / 2 / view.scale;
  const y = view.top + MAP_HEIGHT / 2 / view.scale;
  return { lng: x * 360 - 180, lat: (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI };
}

/** The backdrop file that covers the view's centre, if any does. */
export function backdropCountryFor(view: MapView): BackdropCountry | null {
  const { lat, lng } = viewCentre(view);
  return (
    BACKDROP_COUNTRIES.find((country) => {
      const [west, south, east, north] = BACKDROP_BOUNDS[country];
      return lng >= west && lng <= east && lat >= south && lat <= north;
    }) ?? null
  );
}

const VIEW_AREA: Rectangle = [-OUTSIDE, -OUTSIDE, MAP_WIDTH + OUTSIDE, MAP_HEIGHT + OUTSIDE];

function ringPath(ring: number[], view: MapView): string {
  const projected: number[] = [];
  for (let index = 0; index < ring.length; index += 2) {
    const { x, y } = toView(view, { lng: ring[index]!, lat: ring[index + 1]! });
    const length = projected.length;
    if (
      length >= 2 &&
      Math.abs(projected[length - 2]! - x) < MIN_STEP &&
      Math.abs(projected[length - 1]! - y) < MIN_STEP
    )
      continue;
    projected.push(x, y);
  }
  const clipped = clipRing(projected, VIEW_AREA);
  if (clipped.length < 6) return '';
  const points: string[] = [];
  for (let index = 0; index < clipped.length; index += 2)
    points.push(`${Math.round(clipped[index]!)} ${Math.round(clipped[index + 1]!)}`);
  return `M${points.join('L')}Z`;
}

const shapesPath = (shapes: readonly BackdropShape[], view: MapView) =>
  shapes.flatMap((shape) => shape.rings.map((ring) => ringPath(ring, view))).join('');

export function drawBackdrop(backdrop: Backdrop, view: MapView): DrawnBackdrop {
  const land = shapesPath(backdrop.countries, view);
  const towns: BackdropTownLabel[] = [];
  for (const [name, lng, lat] of backdrop.towns) {
    const { x, y } = toView(view, { lng, lat });
    if (x < 0 || x > MAP_WIDTH || y < 0 || y > MAP_HEIGHT) continue;
    towns.push({ name, x, y });
    if (towns.length === MAX_TOWNS) break;
  }
  return { land, regions: shapesPath(backdrop.regions, view), towns };
}
