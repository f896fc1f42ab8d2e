// A ring cut to a rectangle (Sutherland–Hodgman), in whatever plane its coordinates are: the
// parts outside are replaced by the rectangle's edges, so an outline drawn from the result keeps
// its shape inside and runs along the rectangle outside it.
import type { FlatRing } from './backdrop.ts';

/** West, south, east, north (or left, top, right, bottom: only the order of each pair matters). */
export type Rectangle = readonly [number, number, number, number];

type Inside = (x: number, y: number) => boolean;
type Crossing = (ax: number, ay: number, bx: number, by: number) => [number, number];

function clipEdge(ring: FlatRing, inside: Inside, crossing: Crossing): FlatRing {
  const out: FlatRing = [];
  const count = ring.length / 2;
  for (let index = 0; index < count; index++) {
    const [ax, ay] = [ring[index * 2]!, ring[index * 2 + 1]!];
    const next = (index + 1) % count;
    const [bx, by] = [ring[next * 2]!, ring[next * 2 + 1]!];
    const [aIn, bIn] = [inside(ax, ay), inside(bx, by)];
    if (aIn) out.push(ax, ay);
    if (aIn !== bIn) out.push(...crossing(ax, ay, bx, by));
  }
  return out;
}

const atX =
  (x: number): Crossing =>
  (ax, ay, bx, by) => [x, ay + ((by - ay) * (x - ax)) / (bx - ax)];
const atY =
  (y: number): Crossing =>
  (ax, ay, bx, by) => [ax + ((bx - ax) * (y - ay)) / (by - ay), y];

export function clipRing(ring: FlatRing, [minX, minY, maxX, maxY]: Rectangle): FlatRing {
  let clipped = ring;
  clipped = clipEdge(clipped, (x) => x >= minX, atX(minX));
  clipped = clipEdge(clipped, (x) => x <= maxX, atX(maxX));
  clipped = clipEdge(clipped, (_x, y) => y >= minY, atY(minY));
  clipped = clipEdge(clipped, (_x, y) => y <= maxY, atY(maxY));
  return clipped.length >= 6 ? clipped : [];
}
