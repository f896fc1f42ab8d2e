// The finder's map geometry (pure): Web Mercator, the projection map tiles use, fitted into a
// fixed viewBox around the points; the tiles that cover the view when a tile URL is configured;
// a scale bar. Coordinates leave here rounded to a tenth of a unit, so the server and the
// browser write the same attributes.
import type { LatLng } from './great-circle.ts';

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 400;
/** Room around the outermost points, in viewBox units: a pin rises 33 units above its point, 53 where a phone's stylesheet enlarges it, and must show whole. */
const PADDING = { top: 56, right: 24, bottom: 16, left: 24 };
/** Smallest width the view spans: wide enough to show the towns around (the backdrop has no streets). */
const MIN_SPAN_KM = 10;
const EQUATOR_KM = 40_075.017;
const TILE_SIZE = 256;
const MAX_ZOOM = 19;
/** Distances a scale bar may show, in km. */
const SCALE_STEPS_KM = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];

/** A point of the Mercator world square, 0 to 1 from the top left (180°W, 85°N). */
export interface WorldPoint {
  x: number;
  y: number;
}

export function mercator({ lat, lng }: LatLng): WorldPoint {
  const sin = Math.min(0.9999, Math.max(-0.9999, Math.sin((lat * Math.PI) / 180)));
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

/** Which part of the world the viewBox shows: its top-left corner and viewBox units per world unit. */
export interface MapView {
  left: number;
  top: number;
  scale: number;
  /** Latitude of the view's centre, where the scale bar measures. */
  centreLat: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function fitView(points: readonly LatLng[]): MapView {
  const projected = points.map(mercator);
  const xs = projected.map((point) => point.x);
  const ys = projected.map((point) => point.y);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  const centreLat = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const minSpan = MIN_SPAN_KM / (EQUATOR_KM * Math.cos((centreLat * Math.PI) / 180));
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), minSpan);
  const spanY = Math.max(Math.max(...ys) - Math.min(...ys), minSpan * (MAP_HEIGHT / MAP_WIDTH));
  const inner = { width: MAP_WIDTH - PADDING.left - PADDING.right, height: MAP_HEIGHT - PADDING.top - PADDING.bottom };
  const scale = Math.min(inner.width / spanX, inner.height / spanY);
  // The points' centre at the centre of the padded area.
  return {
    left: centre.x - (PADDING.left + inner.width / 2) / scale,
    top: centre.y - (PADDING.top + inner.height / 2) / scale,
    scale,
    centreLat,
  };
}

/** Where a point falls in the viewBox. */
export function toView(view: MapView, point: LatLng): { x: number; y: number } {
  const { x, y } = mercator(point);
  return { x: round((x - view.left) * view.scale), y: round((y - view.top) * view.scale) };
}

export interface Tile {
  href: string;
  x: number;
  y: number;
  size: number;
}

/**
 * The tiles of `template` (`…/{z}/{x}/{y}.png`) that cover the view, at the zoom whose tiles are
 * nearest their native size; drawn scaled to the view.
 */
export function tilesFor(view: MapView, template: string): Tile[] {
  const zoom = Math.min(MAX_ZOOM, Math.max(0, Math.round(Math.log2(view.scale / TILE_SIZE))));
  const count = 2 ** zoom;
  const size = view.scale / count;
  const first = { x: Math.floor(view.left * count), y: Math.max(0, Math.floor(view.top * count)) };
  const last = {
    x: Math.floor((view.left + MAP_WIDTH / view.scale) * count),
    y: Math.min(count - 1, Math.floor((view.top + MAP_HEIGHT / view.scale) * count)),
  };
  const tiles: Tile[] = [];
  for (let ty = first.y; ty <= last.y; ty++) {
    for (let tx = first.x; tx <= last.x; tx++) {
      const wrapped = ((tx % count) + count) % count;
      const href = template
        .replaceAll('{z}', String(zoom))
        .replaceAll('{x}', String(wrapped))
        .replaceAll('{y}', String(ty));
      // Rounded outward by half a unit so neighbouring tiles overlap rather than show a seam.
      tiles.push({
        href,
        x: round((tx / count - view.left) * view.scale) - 0.5,
        y: round((ty / count - view.top) * view.scale) - 0.5,
        size: round(size) + 1,
      });
    }
  }
  return tiles;
}

/** A round distance about a fifth of the map's width, and its length in viewBox units. */
export function scaleBar(view: MapView): { km: number; length: number } {
  const kmPerUnit = (EQUATOR_KM * Math.cos((view.centreLat * Math.PI) / 180)) / view.scale;
  const target = (MAP_WIDTH / 5) * kmPerUnit;
  const km = [...SCALE_STEPS_KM].reverse().find((step) => step <= target) ?? SCALE_STEPS_KM[0]!;
  return { km, length: round(km / kmPerUnit) };
}
