// A page's visual (thumbnail and vertical image): a soft diagonal gradient in a theme colour,
// a few translucent circles, and the page title set large in the lower part.
import type { PageType } from '../../shared/schemas/page.ts';
import {
  CANVAS,
  darken,
  fitText,
  hashText,
  inkOn,
  lighten,
  mix,
  round,
  safeColor,
  svgDocument,
  textBlock,
} from './svg.ts';

export interface PageVisualInput {
  title: string;
  /** Theme colour `#rrggbb` (a page type's colour, or its brand's); else a neutral grey. */
  color: string;
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

export function drawPageVisual(input: PageVisualInput): string {
  const color = safeColor(input.color);
  const light = lighten(color, 0.55);
  const deep = darken(color, 0.15);
  // The title sits where the gradient is about the theme colour itself.
  const ink = inkOn(mix(color, deep, 0.5));
  const title = fitText(input.title, { maxWidth: 500, maxLines: 4, maxSize: 64, minSize: 36 });
  const blockHeight = title.fontSize * 1.18 * title.lines.length;
  // Circles placed from the title so pages of one type do not all look the same.
  const seed = hashText(input.title);
  const circles = [0, 1, 2]
    .map((i) => {
      const r = 90 + ((seed >>> (i * 5)) % 90);
      const cx = 120 + ((seed >>> (i * 7 + 3)) % 380);
      const cy = 70 + ((seed >>> (i * 6 + 11)) % 200);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="${round(0.1 + i * 0.04)}"/>`;
    })
    .join('');
  const body =
    `<defs><linearGradient id="page-visual-gradient" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="${deep}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#page-visual-gradient)"/>` +
    circles +
    `<rect x="50" y="${round(CANVAS - 60 - blockHeight - 34)}" width="72" height="10" rx="5" fill="${ink}"/>` +
    textBlock(title, { x: 50, centerY: CANVAS - 60 - blockHeight / 2, maxWidth: 500, fill: ink, anchor: 'start' });
  return svgDocument(input.title, body);
}
