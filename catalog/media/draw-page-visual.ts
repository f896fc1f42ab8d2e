// A page's visual (thumbnail and vertical image), drawn like a laboratory's editorial photograph:
// on a soft gradient in the page's theme colour, one of four still lifes (the page's product
// with leaves, laboratory glassware, a molecule, scattered capsules), with the pictogram of the
// page's need. The still life is picked from the page's key, so neighbouring tiles differ. No
// word of any language is drawn: the title is the page's text (decision 007).
import type { PageType } from '../../shared/schemas/page.ts';
import { needIconMarkup } from './draw-need-pictogram.ts';
import { drawPack, type PackShape } from './draw-pack.ts';
import { CANVAS, darken, lighten, mix, round, safeColor, spreadHash, svgDocument, variantIndex } from './svg.ts';

export interface PageVisualInput {
  /** The page's id or slug: picks the still life and its details. */
  key: string;
  /** Theme colour `#rrggbb` (a page type's colour, or its brand's); else a neutral grey. */
  color: string;
  /** The picto key of the page's first need, drawn on a disc; none when unknown. */
  picto?: string | null | undefined;
  /** The page's first product, drawn in the still life that holds a pack. */
  product?:
    | { brandName: string; color: string; shape: PackShape; units?: number | null; picto?: string | null }
    | null
    | undefined;
  /** The image's title, never drawn. */
  title?: string;
}

/** Theme colour per page type, used when the page belongs to no brand. */
export const PAGE_TYPE_COLORS: Readonly<Record<PageType, string>> = {
  advice: '#2f8f6b',
  innovation: '#2c6fb7',
  expertise: '#4b4f9c',
  about: '#7a5b3a',
  news: '#c2414b',
  standard: '#5b6770',
  corpo: '#37474f',
  brand_corner: '#8a4fb5',
  need: '#1f8fb0',
};

function leaf(x: number, y: number, size: number, angle: number, fill: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${size / 100})">` +
    `<path d="M0 0 C-40 -30 -40 -90 0 -120 C40 -90 40 -30 0 0 Z" fill="${fill}"/>` +
    `<path d="M0 -6 V-108" stroke="#fff" stroke-width="4" opacity="0.5"/></g>`
  );
}

function capsule(x: number, y: number, angle: number, color: string, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">` +
    `<rect x="-44" y="-18" width="88" height="36" rx="18" fill="#ffffff"/>` +
    `<path d="M0 -18 H-26 A18 18 0 0 0 -26 18 H0 Z" fill="${color}"/>` +
    `<rect x="-34" y="-12" width="60" height="7" rx="3.5" fill="#fff" opacity="0.6"/></g>`
  );
}

function hexagon(x: number, y: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${round(x + r * Math.cos(a))},${round(y + r * Math.sin(a))}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

type StillLife = (input: PageVisualInput, color: string, seed: number) => string;

const STILL_LIFES: readonly StillLife[] = [
  // The page's product (or a capsule pot in the theme colour) between two leaves.
  (input, color, seed) => {
    const product = input.product ?? { brandName: '', color, shape: 'pot' as const };
    const green = mix(color, '#3f7f2b', 0.6);
    return (
      // A pale disc behind the pack, so a pack of the page's own colour still stands out.
      `<circle cx="310" cy="330" r="210" fill="#ffffff" opacity="0.38"/>` +
      leaf(170, 540, 170, -32, green) +
      leaf(440, 540, 150, 28 + (seed % 12), lighten(green, 0.15)) +
      `<ellipse cx="310" cy="524" rx="170" ry="22" fill="#000" opacity="0.16"/>` +
      drawPack({ ...product, cx: 310, scale: 0.9, id: 'page' })
    );
  },
  // Laboratory glassware: an Erlenmeyer flask with liquid, a test tube, a drop above.
  (_input, color, seed) => {
    const liquid = lighten(color, 0.2);
    const tilt = (seed % 9) - 4;
    return (
      `<g transform="rotate(${tilt} 300 420)">` +
      `<path d="M250 230 V330 L150 520 Q140 548 170 548 H430 Q460 548 450 520 L350 330 V230 Z" fill="#ffffff" opacity="0.35" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>` +
      `<path d="M201 430 H399 L450 520 Q460 548 430 548 H170 Q140 548 150 520 Z" fill="${liquid}"/>` +
      `<rect x="238" y="214" width="124" height="24" rx="10" fill="#fff"/>` +
      `<path d="M190 500 L222 444" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.6"/></g>` +
      `<g transform="rotate(14 490 380)"><rect x="466" y="230" width="48" height="260" rx="24" fill="#fff" opacity="0.35" stroke="#fff" stroke-width="6"/>` +
      `<rect x="472" y="380" width="36" height="104" rx="18" fill="${darken(color, 0.1)}"/></g>` +
      `<path d="M300 96 C300 96 262 140 262 166 C262 188 280 204 300 204 C320 204 338 188 338 166 C338 140 300 96 300 96 Z" fill="#fff" opacity="0.85"/>`
    );
  },
  // A molecule: linked hexagons in white strokes across the picture.
  (_input, _color, seed) => {
    const cells: [number, number][] = [
      [190, 260],
      [268, 305],
      [346, 260],
      [346, 350],
      [424, 395],
      [268, 395],
    ];
    const offset = seed % 40;
    const rings = cells.map(([x, y]) => hexagon(x + offset, y + 60, 52)).join('');
    const atoms = cells
      .map(([x, y], i) => `<circle cx="${x + offset + 45}" cy="${y + 86}" r="${i % 2 ? 10 : 14}" fill="#fff"/>`)
      .join('');
    return `<g fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round" opacity="0.9">${rings}</g>${atoms}`;
  },
  // Capsules scattered on the diagonal, with a leaf.
  (_input, color, seed) => {
    const spots: [number, number, number][] = [
      [150, 420, -30],
      [260, 500, 20],
      [380, 430, 60],
      [470, 520, -10],
      [230, 330, 75],
      [420, 320, -45],
    ];
    return (
      leaf(110, 560, 180, 40, mix(color, '#3f7f2b', 0.55)) +
      spots
        .map(([x, y, a], i) => capsule(x, y, a + (seed % 20), i % 2 ? darken(color, 0.2) : lighten(color, 0.3), 1.3))
        .join('')
    );
  },
];

export function drawPageVisual(input: PageVisualInput): string {
  const color = safeColor(input.color);
  const seed = spreadHash(input.key);
  // A page about products shows one of them every other time; the others show the laboratory.
  const turn = variantIndex(input.key, 2 * (STILL_LIFES.length - 1));
  const stillLife = input.product && turn % 2 === 0 ? STILL_LIFES[0]! : STILL_LIFES[1 + Math.floor(turn / 2)]!;
  const icon = input.picto ? needIconMarkup(input.picto) : null;
  const light = lighten(color, 0.6);
  const deep = darken(color, 0.1);
  const disc = icon
    ? `<g transform="translate(96 96) scale(0.22) translate(-300 -300)" color="${color}"><circle cx="300" cy="300" r="276" fill="#ffffff" opacity="0.95"/><g color="#ffffff">${icon.replaceAll('#ffffff', color)}</g></g>`
    : '';
  const body =
    `<defs><linearGradient id="page-visual-gradient" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="0.6" stop-color="${color}"/><stop offset="1" stop-color="${deep}"/>` +
    `</linearGradient><radialGradient id="page-visual-light" cx="0.7" cy="0.2" r="0.7">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#page-visual-gradient)"/>` +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#page-visual-light)"/>` +
    stillLife(input, color, seed) +
    disc;
  return svgDocument(input.title ?? '', body);
}
