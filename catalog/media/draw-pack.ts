// The pack of a product as a laboratory photographs it, drawn in SVG: a shape per galenic form
// (capsule pot, tablet box, chewable tube, sachet, dropper bottle, drinkable vials, gummy jar,
// soft-gel amber pot), shaded like a lit cylinder or box, with a white label carrying the brand
// name, the need's pictogram and the number of units. No word of any language is drawn: the
// product name and form are the page's text (its heading and the image's alt).
import { escapeXml } from '../../shared/format/escape-markup.ts';
import { needIconMarkup } from './draw-need-pictogram.ts';
import { darken, fitText, FONT_FAMILY, INK, inkOn, lighten, mix, safeColor, textBlock } from './svg.ts';

export const PACK_SHAPES = ['pot', 'softgel', 'box', 'tube', 'sachet', 'dropper', 'vials', 'jar'] as const;
export type PackShape = (typeof PACK_SHAPES)[number];

/** What a unit of the product looks like when a few lie in front of the pack. */
type UnitKind = 'capsule' | 'softgel' | 'tablet' | 'powder' | 'drop' | 'gummy' | 'none';

const UNIT_OF: Readonly<Record<PackShape, UnitKind>> = {
  pot: 'capsule',
  softgel: 'softgel',
  box: 'tablet',
  tube: 'tablet',
  sachet: 'powder',
  dropper: 'drop',
  vials: 'none',
  jar: 'gummy',
};

export interface PackInput {
  brandName: string;
  /** Brand colour `#rrggbb`; anything else falls back to a neutral grey. */
  color: string;
  shape: PackShape;
  /** Second colour of the label (a need's colour); a shade of the brand's by default. */
  accent?: string | undefined;
  /** A need picto key drawn on the label (see draw-need-pictogram.ts); none when unknown. */
  picto?: string | null | undefined;
  /** Units in the pack (capsules, tablets…), printed as a number; none when not given. */
  units?: number | null | undefined;
  /** Horizontal centre of the pack; it stands on y = 520. */
  cx?: number;
  /** Scale around the pack's foot, for packs drawn small in another picture. */
  scale?: number;
  /** A prefix that keeps gradient ids unique when several packs share a document. */
  id?: string;
}

/** Stops of a lit cylinder or box front: dark edges, a highlight left of the centre. */
function shadeGradient(id: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.32"/>` +
    `<stop offset="0.18" stop-color="#000" stop-opacity="0.06"/>` +
    `<stop offset="0.34" stop-color="#fff" stop-opacity="0.34"/>` +
    `<stop offset="0.46" stop-color="#fff" stop-opacity="0.04"/>` +
    `<stop offset="0.82" stop-color="#000" stop-opacity="0.1"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.36"/>` +
    `</linearGradient>`
  );
}

/** A path filled flat, then shaded by the shared gradient. */
function shaded(d: string, fill: string, shade: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/><path d="${d}" fill="url(#${shade})"/>`;
}

function rectPath(x: number, y: number, w: number, h: number, r = 0): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${x + rr} ${y} H${x + w - rr} Q${x + w} ${y} ${x + w} ${y + rr} V${y + h - rr} Q${x + w} ${y + h} ${x + w - rr} ${y + h}` +
    ` H${x + rr} Q${x} ${y + h} ${x} ${y + h - rr} V${y + rr} Q${x} ${y} ${x + rr} ${y} Z`
  );
}

/** Horizontal ridges of a screw cap. */
function ridges(x: number, y: number, w: number, h: number, ink: string): string {
  let d = '';
  for (let at = x + 8; at < x + w - 4; at += 9) d += `M${at} ${y + 4} V${y + h - 4} `;
  return `<path d="${d}" stroke="${ink}" stroke-width="2" opacity="0.25"/>`;
}

interface LabelArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The white label: the brand name on a band of the brand colour, the need pictogram in the
 * accent colour and the number of units, each only when it fits the label's height.
 */
function label(area: LabelArea, input: Required<Pick<PackInput, 'brandName' | 'color'>> & PackInput, shade: string) {
  const { x, y, w, h } = area;
  const color = safeColor(input.color);
  const accent = safeColor(input.accent, lighten(color, 0.35));
  const band = Math.min(70, Math.round(h * 0.34));
  const brand = fitText(input.brandName, { maxWidth: w - 24, maxLines: 1, maxSize: 40, minSize: 14 });
  let out =
    `<path d="${rectPath(x, y, w, h, 4)}" fill="#fbfbf8"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${band}" fill="${color}"/>` +
    `<rect x="${x}" y="${y + band}" width="${w}" height="6" fill="${accent}"/>` +
    textBlock(brand, { x: x + w / 2, centerY: y + band / 2, maxWidth: w - 24, fill: inkOn(color) });
  const rest = h - band - 6;
  const icon = input.picto ? needIconMarkup(input.picto) : null;
  const iconRadius = Math.min(34, rest / 2 - 10, w / 5);
  if (icon && iconRadius >= 14) {
    const cy = y + band + 6 + Math.min(rest / 2, iconRadius + 14);
    const cx = input.units ? x + w * 0.32 : x + w / 2;
    out += `<g transform="translate(${cx} ${cy}) scale(${(iconRadius / 276).toFixed(4)}) translate(-300 -300)" color="${accent}"><circle cx="300" cy="300" r="276" fill="${accent}"/>${icon}</g>`;
  }
  if (input.units && rest >= 40) {
    const size = Math.round(Math.min(40, rest * 0.42, w / 5));
    const cx = icon && iconRadius >= 14 ? x + w * 0.68 : x + w / 2;
    const cy = y + band + 6 + Math.min(rest / 2, iconRadius + 14) + size * 0.36;
    out += `<text x="${cx}" y="${cy.toFixed(1)}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" fill="${INK}" text-anchor="middle">${escapeXml(String(Math.round(input.units)))}</text>`;
  }
  // Thin lines of small print, unreadable by design, like a real label's composition.
  const printY = y + h - 22;
  if (rest >= 90)
    out += `<path d="M${x + 18} ${printY} H${x + w - 18} M${x + 18} ${printY + 9} H${x + w * 0.7}" stroke="${mix(INK, '#ffffff', 0.7)}" stroke-width="3" stroke-linecap="round"/>`;
  return out + `<path d="${rectPath(x, y, w, h, 4)}" fill="url(#${shade})"/>`;
}

function unitShape(kind: UnitKind, color: string, x: number, y: number, angle: number): string {
  const at = `transform="translate(${x} ${y}) rotate(${angle})"`;
  switch (kind) {
    case 'capsule':
      return (
        `<g ${at}><rect x="-30" y="-12" width="60" height="24" rx="12" fill="${lighten(color, 0.85)}"/>` +
        `<path d="M0 -12 H-18 A12 12 0 0 0 -18 12 H0 Z" fill="${color}"/>` +
        `<rect x="-24" y="-8" width="40" height="5" rx="2.5" fill="#fff" opacity="0.55"/></g>`
      );
    case 'softgel':
      return (
        `<g ${at}><ellipse rx="30" ry="15" fill="#d99a21"/><ellipse rx="30" ry="15" fill="#8a4b12" opacity="0.25"/>` +
        `<ellipse cx="-8" cy="-6" rx="14" ry="4" fill="#fff6cf" opacity="0.8"/></g>`
      );
    case 'tablet':
      return (
        `<g ${at}><ellipse cy="5" rx="26" ry="14" fill="#d8d8d0"/><ellipse rx="26" ry="14" fill="#f7f7f2"/>` +
        `<path d="M-14 0 H14" stroke="#c9c9c0" stroke-width="3" stroke-linecap="round"/></g>`
      );
    case 'powder':
      return `<g ${at}><path d="M-44 10 C-30 -14 -10 -20 0 -20 C12 -20 30 -12 44 10 Z" fill="${lighten(color, 0.82)}"/><path d="M-20 -2 C-10 -12 6 -12 16 -4" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/></g>`;
    case 'drop':
      return `<g ${at}><path d="M0 -22 C0 -22 -16 -2 -16 8 C-16 17 -9 24 0 24 C9 24 16 17 16 8 C16 -2 0 -22 0 -22 Z" fill="#e0a33a" opacity="0.9"/><ellipse cx="-5" cy="8" rx="3" ry="6" fill="#fff" opacity="0.7"/></g>`;
    case 'gummy':
      return (
        `<g ${at}><path d="M-16 -18 A9 9 0 1 1 -4 -24 H4 A9 9 0 1 1 16 -18 C24 -4 22 22 0 24 C-22 22 -24 -4 -16 -18 Z" fill="${color}" opacity="0.85"/>` +
        `<ellipse cx="-6" cy="-6" rx="5" ry="8" fill="#fff" opacity="0.45"/></g>`
      );
    default:
      return '';
  }
}

/** A few units lying in front of the pack, on the side `side` (−1 left, 1 right). */
export function spilledUnits(shape: PackShape, color: string, cx: number, side: -1 | 1): string {
  const kind = UNIT_OF[shape];
  if (kind === 'none') return '';
  const base = cx + side * 150;
  return [
    unitShape(kind, color, base, 540, side * 18),
    unitShape(kind, color, base + side * 62, 548, side * -30),
    unitShape(kind, color, base + side * 26, 512, side * 62),
  ].join('');
}

type Drawer = (input: PackInput & { brandName: string; color: string }, cx: number, ids: Ids) => string;
interface Ids {
  shade: string;
}

const SHAPES: Readonly<Record<PackShape, Drawer>> = {
  // A capsule pot: a wide screw cap, a short neck, a cylindrical body with a wrap-around label.
  pot(input, cx, { shade }) {
    const color = safeColor(input.color);
    const cap = darken(color, 0.35);
    return (
      shaded(rectPath(cx - 118, 208, 236, 312, 30), '#f4f4f1', shade) +
      shaded(rectPath(cx - 90, 190, 180, 26, 6), '#e6e6e1', shade) +
      shaded(rectPath(cx - 100, 124, 200, 76, 12), cap, shade) +
      ridges(cx - 100, 124, 200, 76, '#000') +
      label({ x: cx - 118, y: 262, w: 236, h: 208 }, input, shade)
    );
  },
  // A soft-gel pot: amber glass, a white cap.
  softgel(input, cx, { shade }) {
    return (
      shaded(rectPath(cx - 112, 214, 224, 306, 34), '#7a3f0e', shade) +
      shaded(rectPath(cx - 84, 194, 168, 28, 6), '#5e300a', shade) +
      shaded(rectPath(cx - 96, 132, 192, 70, 12), '#f1f1ee', shade) +
      ridges(cx - 96, 132, 192, 70, '#000') +
      label({ x: cx - 112, y: 268, w: 224, h: 196 }, input, shade)
    );
  },
  // A tablet box in three-quarter view: front, side and top faces, the label on the front.
  box(input, cx, { shade }) {
    const color = safeColor(input.color);
    const x = cx - 130;
    return (
      `<path d="M${x} 168 L${x + 44} 132 H${x + 284} L${x + 240} 168 Z" fill="${lighten(color, 0.35)}"/>` +
      `<path d="M${x + 240} 168 L${x + 284} 132 V484 L${x + 240} 520 Z" fill="${darken(color, 0.3)}"/>` +
      shaded(`M${x} 168 H${x + 240} V520 H${x} Z`, color, shade) +
      `<path d="M${x} 420 L${x + 240} 330 V380 L${x} 470 Z" fill="${safeColor(input.accent, lighten(color, 0.3))}" opacity="0.85"/>` +
      label({ x: x + 24, y: 196, w: 192, h: 176 }, input, shade)
    );
  },
  // A tube of chewable or effervescent tablets: tall, narrow, a coloured stopper.
  tube(input, cx, { shade }) {
    const color = safeColor(input.color);
    return (
      shaded(rectPath(cx - 80, 170, 160, 350, 16), '#eef0f0', shade) +
      shaded(rectPath(cx - 86, 118, 172, 64, 14), color, shade) +
      ridges(cx - 86, 118, 172, 64, '#000') +
      label({ x: cx - 80, y: 212, w: 160, h: 250 }, input, shade)
    );
  },
  // A sachet: crimped top and bottom seals, a soft pillow shading, a tear notch.
  sachet(input, cx, { shade }) {
    const color = safeColor(input.color);
    const crimp = darken(color, 0.18);
    const x = cx - 140;
    let teeth = '';
    for (let at = x; at < x + 280; at += 14) teeth += `M${at + 3} 130 V156 M${at + 3} 492 V516 `;
    return (
      shaded(`M${x} 124 H${x + 280} L${x + 272} 320 L${x + 280} 520 H${x} L${x + 8} 320 Z`, color, shade) +
      `<rect x="${x}" y="124" width="280" height="36" fill="${crimp}"/><rect x="${x}" y="486" width="280" height="34" fill="${crimp}"/>` +
      `<path d="${teeth}" stroke="#000" stroke-width="2" opacity="0.18"/>` +
      `<path d="M${x + 280} 170 l-10 8 l10 8 Z" fill="#fff"/>` +
      label({ x: x + 36, y: 192, w: 208, h: 262 }, input, shade)
    );
  },
  // A dropper bottle: amber glass with shoulders, a collar and a rubber bulb.
  dropper(input, cx, { shade }) {
    const body = `M${cx - 30} 218 C${cx - 30} 244 ${cx - 96} 248 ${cx - 96} 290 V504 Q${cx - 96} 520 ${cx - 80} 520 H${cx + 80} Q${cx + 96} 520 ${cx + 96} 504 V290 C${cx + 96} 248 ${cx + 30} 244 ${cx + 30} 218 Z`;
    return (
      shaded(body, '#6b3510', shade) +
      shaded(rectPath(cx - 42, 172, 84, 56, 8), darken(safeColor(input.color), 0.2), shade) +
      shaded(`M${cx - 24} 176 V120 C${cx - 24} 84 ${cx + 24} 84 ${cx + 24} 120 V176 Z`, '#2b2b2b', shade) +
      label({ x: cx - 96, y: 316, w: 192, h: 172 }, input, shade)
    );
  },
  // Drinkable vials: their box behind, two glass vials standing in front of it.
  vials(input, cx, ids) {
    const vial = (x: number) =>
      shaded(rectPath(x - 22, 330, 44, 190, 20), '#c98a2b', ids.shade, ' opacity="0.92"') +
      shaded(rectPath(x - 22, 330, 44, 26, 8), '#e8e8e3', ids.shade) +
      `<rect x="${x - 12}" y="372" width="6" height="120" rx="3" fill="#fff" opacity="0.45"/>`;
    return SHAPES.box(input, cx + 20, ids) + vial(cx - 150) + vial(cx - 96);
  },
  // A gummy jar: wide and short, a broad lid, gummies seen through the glass above the label.
  jar(input, cx, { shade }) {
    const color = safeColor(input.color);
    const gummies = [-70, -10, 50, 100]
      .map((dx, i) =>
        unitShape('gummy', i % 2 ? lighten(color, 0.2) : darken(color, 0.1), cx + dx - 10, 262, i * 25 - 30),
      )
      .join('');
    return (
      shaded(rectPath(cx - 140, 222, 280, 298, 40), '#e9eef0', shade) +
      gummies +
      shaded(rectPath(cx - 132, 168, 264, 64, 14), color, shade) +
      ridges(cx - 132, 168, 264, 64, '#000') +
      label({ x: cx - 140, y: 306, w: 280, h: 176 }, input, shade)
    );
  },
};

/** The pack alone: gradient definitions and shapes, for a document of the 600 canvas. */
export function drawPack(input: PackInput): string {
  const id = (input.id ?? 'pack').replace(/[^a-z0-9-]/gi, '');
  const ids = { shade: `${id}-shade` };
  const shape = (PACK_SHAPES as readonly string[]).includes(input.shape) ? input.shape : 'pot';
  const cx = input.cx ?? 300;
  const body = SHAPES[shape]({ ...input, brandName: input.brandName ?? '', color: safeColor(input.color) }, cx, ids);
  const scale = input.scale ?? 1;
  const group =
    scale === 1 ? body : `<g transform="translate(${cx} 520) scale(${scale}) translate(${-cx} -520)">${body}</g>`;
  return `<defs>${shadeGradient(ids.shade)}</defs>${group}`;
}
