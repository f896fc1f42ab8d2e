// Where the map's pins stand (pure): each on its pharmacy, unless pins would cover one another;
// then the crowded ones are spread on a ring around their group's centre, each with a line to
// its pharmacy, so every number stays readable and every pin can still be highlighted.
import { MAP_HEIGHT, MAP_WIDTH } from './map-projection.ts';

export interface PinPoint {
  x: number;
  y: number;
}

export interface PlacedPin {
  /** Where the pharmacy is. */
  at: PinPoint;
  /** Where its pin's tip stands: `at`, or away from it when spread. */
  pin: PinPoint;
}

/**
 * A pin's box around its tip, in viewBox units, at its largest: phones' stylesheet draws pins 1.6
 * times as large (26 × 33 units), and the same layout serves every screen.
 */
export const PIN_BOX = { width: 44, height: 56 };

const round = (value: number) => Math.round(value * 10) / 10;

export const pinsOverlap = (a: PinPoint, b: PinPoint) =>
  Math.abs(a.x - b.x) < PIN_BOX.width && Math.abs(a.y - b.y) < PIN_BOX.height;

/** Tips on an ellipse scaled to the pin's box: neighbours a box apart at least, however many. */
function ring(points: readonly PinPoint[], members: readonly number[]): Map<number, PinPoint> {
  const placed = new Map<number, PinPoint>();
  if (members.length === 1) {
    placed.set(members[0]!, points[members[0]!]!);
    return placed;
  }
  const centre = {
    x: members.reduce((sum, index) => sum + points[index]!.x, 0) / members.length,
    y: members.reduce((sum, index) => sum + points[index]!.y, 0) / members.length,
  };
  // In units of the box, neighbours √2 apart are a box apart on one axis at least.
  const radius = Math.SQRT2 / (2 * Math.sin(Math.PI / members.length)) + 0.05;
  const spread = { x: radius * PIN_BOX.width, y: radius * PIN_BOX.height };
  // The whole ring inside the view, pins' heads included, where the view is large enough.
  const clamp = (value: number, low: number, high: number) =>
    low > high ? (low + high) / 2 : Math.min(high, Math.max(low, value));
  const cx = clamp(centre.x, spread.x + PIN_BOX.width / 2, MAP_WIDTH - spread.x - PIN_BOX.width / 2);
  const cy = clamp(centre.y, spread.y + PIN_BOX.height, MAP_HEIGHT - spread.y);
  // Each pin on the side of the ring its pharmacy lies on, so lines from pharmacies to pins do not cross.
  const angleOf = (index: number) => Math.atan2(points[index]!.y - centre.y, points[index]!.x - centre.x);
  const around = [...members].sort((a, b) => angleOf(a) - angleOf(b) || a - b);
  const start = angleOf(around[0]!);
  around.forEach((index, rank) => {
    const angle = start + (2 * Math.PI * rank) / members.length;
    placed.set(index, { x: round(cx + spread.x * Math.cos(angle)), y: round(cy + spread.y * Math.sin(angle)) });
  });
  return placed;
}

export function layOutPins(points: readonly PinPoint[]): PlacedPin[] {
  // Each pin its own group; groups whose pins collide are merged and laid out again, until none do.
  const groupOf = points.map((_point, index) => index);
  let placed = new Map<number, PinPoint>();
  for (let round = 0; round < points.length; round++) {
    const groups = new Map<number, number[]>();
    groupOf.forEach((group, index) => groups.set(group, [...(groups.get(group) ?? []), index]));
    placed = new Map([...groups.values()].flatMap((members) => [...ring(points, members)]));
    let merged = false;
    for (let a = 0; a < points.length; a++)
      for (let b = a + 1; b < points.length; b++)
        if (groupOf[a] !== groupOf[b] && pinsOverlap(placed.get(a)!, placed.get(b)!)) {
          const [keep, drop] = [groupOf[a]!, groupOf[b]!];
          groupOf.forEach((group, index) => {
            if (group === drop) groupOf[index] = keep;
          });
          merged = true;
        }
    if (!merged) break;
  }
  return points.map((at, index) => ({ at, pin: placed.get(index)! }));
}
