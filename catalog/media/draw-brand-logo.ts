// A brand logo drawn from the brand's data: its name in a rounded badge of its colour, under a
// simple mark. The mark is one of a few geometric figures, picked from the name so a brand always
// gets the same one and neighbouring brands usually differ.
import { escapeXml } from '../../shared/format/escape-markup.ts';
import {
  CANVAS,
  darken,
  fitText,
  FONT_FAMILY,
  hashText,
  initialOf,
  inkOn,
  safeColor,
  svgDocument,
  textBlock,
} from './svg.ts';

export interface BrandLogoInput {
  name: string;
  /** Brand colour `#rrggbb`; anything else falls back to a neutral grey. */
  color: string;
}

/** Marks drawn around (300, 218), about 180 px across, in the ink colour. */
const MARKS: readonly ((ink: string, badge: string, initial: string) => string)[] = [
  // A ring holding the initial.
  (ink, badge, initial) =>
    `<circle cx="300" cy="218" r="84" fill="none" stroke="${ink}" stroke-width="16"/>` +
    `<text x="300" y="250" font-family="${FONT_FAMILY}" font-size="92" font-weight="700" fill="${ink}" text-anchor="middle">${escapeXml(initial)}</text>` +
    `<circle cx="366" cy="160" r="14" fill="${badge}" stroke="${ink}" stroke-width="8"/>`,
  // Two leaves on a stem.
  (ink) =>
    `<path d="M300 310 V150" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M300 236 C240 236 212 188 222 138 C272 142 300 182 300 236 Z" fill="${ink}"/>` +
    `<path d="M300 206 C360 206 388 158 378 108 C328 112 300 152 300 206 Z" fill="${ink}" opacity="0.75"/>`,
  // Three rising waves.
  (ink) =>
    [150, 200, 250]
      .map(
        (y, i) =>
          `<path d="M206 ${y + 40} C240 ${y} 270 ${y} 300 ${y + 30} S360 ${y + 60} 394 ${y + 20}" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round" opacity="${1 - i * 0.2}"/>`,
      )
      .join(''),
  // A capsule, half filled.
  (ink, badge) =>
    `<g transform="rotate(-35 300 218)"><rect x="200" y="172" width="200" height="92" rx="46" fill="none" stroke="${ink}" stroke-width="14"/>` +
    `<path d="M246 179 A39 39 0 0 0 246 257 H300 V179 Z" fill="${ink}"/><path d="M300 176 V260" stroke="${ink}" stroke-width="10"/></g>` +
    `<circle cx="300" cy="218" r="4" fill="${badge}"/>`,
  // A sun: a disc and its rays.
  (ink) =>
    `<circle cx="300" cy="218" r="46" fill="${ink}"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M300 142 V112" stroke="${ink}" stroke-width="14" stroke-linecap="round" transform="rotate(${i * 45} 300 218)"/>`,
    ).join(''),
];

/** Index of the mark a brand name gets. */
export function brandMarkIndex(name: string): number {
  return hashText(name.trim().toLowerCase()) % MARKS.length;
}

export function drawBrandLogo(input: BrandLogoInput): string {
  const color = safeColor(input.color);
  const ink = inkOn(color);
  const mark = MARKS[brandMarkIndex(input.name)]!(ink, color, initialOf(input.name));
  const name = fitText(input.name, { maxWidth: 460, maxLines: 2, maxSize: 88, minSize: 40 });
  const body =
    `<rect x="24" y="24" width="552" height="552" rx="120" fill="${color}"/>` +
    `<rect x="24" y="24" width="552" height="552" rx="120" fill="none" stroke="${darken(color, 0.14)}" stroke-width="6" opacity="0.7"/>` +
    mark +
    textBlock(name, {
      x: CANVAS / 2,
      centerY: name.lines.length > 1 ? 420 : 410,
      maxWidth: 460,
      fill: ink,
      lineHeight: 1.1,
    });
  return svgDocument(input.name, body);
}
