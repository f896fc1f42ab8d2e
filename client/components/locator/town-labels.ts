// Which towns the map names (pure): first the searched place beside its mark, then the largest
// towns, each where its name covers no other name, no pin, no scale bar, and stays inside the map. Sizes are the phones' (the stylesheet
// draws names larger there), so one choice reads on every screen.
import type { BackdropTownLabel } from './map-backdrop.ts';
import { MAP_HEIGHT, MAP_WIDTH } from './map-projection.ts';
import { PIN_BOX, type PinPoint } from './pin-layout.ts';

/** A name's box, in viewBox units: about a phone's character width and line height. */
const CHAR_WIDTH = 10;
const LINE_HEIGHT = 22;
/** Gap between a town's dot and its name. */
export const GAP = 6;
/** Gap between the searched place's mark and its name: past the mark's circle on phones. */
export const SEARCHED_GAP = 24;
const MAX_LABELS = 10;
/** The scale bar's corner, bottom left. */
const SCALE_BOX: Box = { left: 0, top: MAP_HEIGHT - 50, right: 200, bottom: MAP_HEIGHT };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where a name is written around its dot, in the order tried. */
export const LABEL_SIDES = ['right', 'left', 'above', 'below'] as const;
export type LabelSide = (typeof LABEL_SIDES)[number];

export interface PlacedTownLabel extends BackdropTownLabel {
  side: LabelSide;
  /** The searched place's own name, written beside its mark (no dot of its own). */
  searched?: true;
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box a name takes written on `side` of its dot. */
export function labelBox({ name, x, y, side, searched }: PlacedTownLabel): Box {
  const width = name.length * CHAR_WIDTH;
  // A town's box holds its dot too; the searched place's mark has a box of its own.
  const [near, far] = searched ? [SEARCHED_GAP, SEARCHED_GAP + width] : [-GAP, GAP + width];
  switch (side) {
    case 'right':
      return { left: x + near, top: y - LINE_HEIGHT / 2, right: x + far, bottom: y + LINE_HEIGHT / 2 };
    case 'left':
      return { left: x - far, top: y - LINE_HEIGHT / 2, right: x - near, bottom: y + LINE_HEIGHT / 2 };
    case 'above':
      return {
        left: x - width / 2 - GAP,
        top: y - near - LINE_HEIGHT - GAP,
        right: x + width / 2 + GAP,
        bottom: y - near,
      };
    case 'below':
      return {
        left: x - width / 2 - GAP,
        top: y + near,
        right: x + width / 2 + GAP,
        bottom: y + near + LINE_HEIGHT + GAP,
      };
  }
}

const pinBox = ({ x, y }: PinPoint): Box => ({
  left: x - PIN_BOX.width / 2,
  top: y - PIN_BOX.height,
  right: x + PIN_BOX.width / 2,
  bottom: y + 4,
});

/** The searched place's mark, a circle of radius 14 (22 on phones). */
const originBox = ({ x, y }: PinPoint): Box => ({ left: x - 22, top: y - 22, right: x + 22, bottom: y + 22 });

export function placeTownLabels(
  towns: readonly BackdropTownLabel[],
  origin: PinPoint,
  pins: readonly PinPoint[],
  /** What the searched place is called, written beside its mark when it fits. */
  searchedName: string | null = null,
): PlacedTownLabel[] {
  const taken: Box[] = [SCALE_BOX, originBox(origin), ...pins.map(pinBox)];
  const placed: PlacedTownLabel[] = [];
  const place = (label: BackdropTownLabel & { searched?: true }) => {
    const fitting = LABEL_SIDES.map((side) => ({ ...label, side })).find((candidate) => {
      const box = labelBox(candidate);
      return (
        box.left >= 0 &&
        box.right <= MAP_WIDTH &&
        box.top >= 0 &&
        box.bottom <= MAP_HEIGHT &&
        !taken.some((other) => intersects(box, other))
      );
    });
    if (!fitting) return;
    taken.push(labelBox(fitting));
    placed.push(fitting);
  };
  if (searchedName) place({ name: searchedName, ...origin, searched: true });
  for (const town of towns) {
    if (placed.length === MAX_LABELS) break;
    place(town);
  }
  return placed;
}
