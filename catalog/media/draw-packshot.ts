// A product packshot as a laboratory's catalogue shows it: the pack (draw-pack.ts) on a softly lit
// table, its shadow, a few units in front of it, and in some compositions its outer carton or a
// sprig behind it, or a second pack, so a list of products does not repeat one tile. The
// composition is picked from the product's id, so a product always looks the same. No language is drawn (decision 007).
import { drawPack, type PackShape, spilledUnits } from './draw-pack.ts';
import { CANVAS, darken, lighten, mix, safeColor, svgDocument, variantIndex } from './svg.ts';

export { PACK_SHAPES, type PackShape } from './draw-pack.ts';

export interface PackshotInput {
  brandName: string;
  /** Brand colour `#rrggbb`; anything else falls back to a neutral grey. */
  color: string;
  /** The pack's shape; see `packShapeFor`. */
  shape: PackShape;
  /** The product's id or name: picks the composition. */
  variantKey: string;
  accent?: string | undefined;
  picto?: string | null | undefined;
  units?: number | null | undefined;
}

// The galenic forms' words in the site's languages (and English, for slugs and codes); the
// first pattern that matches wins, so the narrower forms come first.
const SHAPE_WORDS: readonly [PackShape, RegExp][] = [
  ['softgel', /molle|weich|zacht|perla|perle|softgel|soft/i],
  ['vials', /ampoule|ampul|ampolla|flaconcino|fiala|vial/i],
  ['dropper', /drop|goutte|tropfen|gota|goccia|gocce|druppel|huile|oil|öl|aceite|olio|olie/i],
  ['jar', /gomme|gummi|gummy|gum|gominola|gommos|fruitgom/i],
  ['tube', /croquer|kauw|kau|mastica|chew|efferv|brause|brui/i],
  ['sachet', /powder|poudre|pulver|polvo|polvere|poeder|sachet|beutel|sobre|bustin|zakje|stick|granul/i],
  ['box', /compri|tablet|tablette|compress|pastille/i],
  [
    'dropper',
    /liquid|liquide|flüssig|líquido|liquido|vloeib|sirop|sirup|jarabe|sciroppo|siroop|syrup|flacon|bottle|frasco|solution|lösung/i,
  ],
];

/** The pack shape for a galenic form's labels or slugs, in any of the site's languages; a capsule pot otherwise. */
export function packShapeFor(galenicForm: string): PackShape {
  return SHAPE_WORDS.find(([, words]) => words.test(galenicForm))?.[0] ?? 'pot';
}

/** A sprig of two leaves, standing at (x, 520), behind the pack. */
function sprig(x: number, color: string): string {
  const leaf = mix(color, '#4f8a2b', 0.7);
  return (
    `<path d="M${x} 520 C${x - 6} 420 ${x + 10} 330 ${x + 30} 250" stroke="${darken(leaf, 0.25)}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M${x + 4} 400 C${x - 70} 396 ${x - 96} 340 ${x - 86} 300 C${x - 30} 306 ${x + 4} 350 ${x + 4} 400 Z" fill="${leaf}"/>` +
    `<path d="M${x + 16} 320 C${x + 84} 310 ${x + 104} 250 ${x + 92} 214 C${x + 40} 222 ${x + 14} 270 ${x + 16} 320 Z" fill="${lighten(leaf, 0.15)}"/>`
  );
}

/** The pack's outer carton, behind and to the right. */
function carton(x: number, color: string): string {
  return (
    `<path d="M${x} 236 L${x + 30} 210 H${x + 190} L${x + 160} 236 Z" fill="${lighten(color, 0.45)}"/>` +
    `<path d="M${x + 160} 236 L${x + 190} 210 V494 L${x + 160} 520 Z" fill="${darken(color, 0.2)}"/>` +
    `<rect x="${x}" y="236" width="160" height="284" fill="${lighten(color, 0.15)}"/>` +
    `<rect x="${x}" y="236" width="160" height="60" fill="${color}"/>` +
    `<path d="M${x} 470 L${x + 160} 400 V430 L${x} 500 Z" fill="#fff" opacity="0.5"/>`
  );
}

/** A second, smaller pack of the same product behind and to the left (a duo offer). */
function secondPack(input: PackshotInput): string {
  return `<g opacity="0.96">${drawPack({ ...input, cx: 178, scale: 0.78, id: 'packshot-back' })}</g>`;
}

/** The compositions: where the pack stands, what stands behind it, where its units lie. */
const COMPOSITIONS: readonly { cx: number; side: -1 | 1; behind: (input: PackshotInput, color: string) => string }[] = [
  { cx: 300, side: 1, behind: () => '' },
  { cx: 262, side: 1, behind: (_input, color) => carton(330, color) },
  { cx: 300, side: -1, behind: (_input, color) => sprig(420, color) },
  { cx: 340, side: 1, behind: (input) => secondPack(input) },
  { cx: 262, side: -1, behind: (_input, color) => carton(330, color) + sprig(470, color) },
];

export function drawPackshot(input: PackshotInput): string {
  const color = safeColor(input.color);
  const { cx, side, behind: drawBehind } = COMPOSITIONS[variantIndex(input.variantKey, COMPOSITIONS.length)]!;
  const behind = drawBehind(input, color);
  const body =
    `<defs><radialGradient id="packshot-light" cx="0.5" cy="0.38" r="0.75">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${lighten(color, 0.82)}"/></radialGradient>` +
    `<linearGradient id="packshot-table" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${lighten(color, 0.86)}"/><stop offset="1" stop-color="${lighten(color, 0.74)}"/></linearGradient>` +
    `<radialGradient id="packshot-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#packshot-light)"/>` +
    `<rect y="470" width="${CANVAS}" height="130" fill="url(#packshot-table)"/>` +
    `<ellipse cx="${cx + 20}" cy="522" rx="200" ry="30" fill="url(#packshot-shadow)"/>` +
    behind +
    drawPack({ ...input, cx, id: 'packshot' }) +
    spilledUnits(input.shape, color, cx, side);
  return svgDocument(input.brandName, body);
}
