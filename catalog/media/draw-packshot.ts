// A product packshot drawn from the product's data: the pack in the brand colour, the product
// name on a white label (legible at 140 px), the brand name and the galenic form. The pack's
// shape follows the galenic form: a box for capsules and tablets, a dropper bottle for drops, a
// sachet for powders.
import {
  CANVAS,
  darken,
  fitText,
  INK,
  inkOn,
  lighten,
  normalizeText,
  safeColor,
  svgDocument,
  textBlock,
} from './svg.ts';

export type PackShape = 'box' | 'bottle' | 'sachet';

export interface PackshotInput {
  /** Product name, wrapped on up to three lines. */
  name: string;
  brandName: string;
  /** Brand colour `#rrggbb`; anything else falls back to a neutral grey. */
  color: string;
  /** The galenic form as the visitor reads it ('Gélules', 'Gouttes'…), drawn as a small label. */
  galenicForm: string;
  /** The pack's shape; by default guessed from `galenicForm` (see `packShapeFor`). */
  shape?: PackShape;
}

// Words of the galenic forms in the site's languages (and English, for slugs and codes).
const BOTTLE_WORDS =
  /drop|goutte|tropfen|gota|goccia|gocce|druppel|liquid|liquide|flüssig|líquido|liquido|vloeib|sirop|sirup|jarabe|sciroppo|siroop|syrup|spray|flacon|fläschchen|frasco|flacone|ampoule|ampulle|ampolla|fiala|vial|bottle|huile|oil|öl|aceite|olio|olie|solution|lösung|solución|soluzione|oplossing/i;
const SACHET_WORDS =
  /powder|poudre|pulver|polvo|polvere|poeder|sachet|beutel|sobre|bustin|zakje|stick|granul|granulat|gránulo|granuli|granulaat/i;

/** The pack shape for a galenic form's label or slug, in any of the site's languages. */
export function packShapeFor(galenicForm: string): PackShape {
  if (BOTTLE_WORDS.test(galenicForm)) return 'bottle';
  if (SACHET_WORDS.test(galenicForm)) return 'sachet';
  return 'box';
}

interface Label {
  /** Centre and width of the white name label on the pack's front. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the brand name and the form pill sit. */
  brandY: number;
  formY: number;
}

function boxPack(color: string): { shape: string; label: Label } {
  const side = darken(color, 0.28);
  const top = lighten(color, 0.3);
  const shape =
    `<path d="M150 112 L192 72 H472 L430 112 Z" fill="${top}"/>` +
    `<path d="M430 112 L472 72 V500 L430 540 Z" fill="${side}"/>` +
    `<rect x="150" y="112" width="280" height="428" rx="6" fill="${color}"/>`;
  return { shape, label: { x: 290, y: 318, width: 252, height: 208, brandY: 160, formY: 490 } };
}

function bottlePack(color: string): { shape: string; label: Label } {
  const glass = darken(color, 0.12);
  const cap = darken(color, 0.6);
  const shape =
    `<ellipse cx="300" cy="92" rx="36" ry="40" fill="${cap}"/>` +
    `<rect x="256" y="108" width="88" height="70" rx="10" fill="${cap}"/>` +
    `<rect x="270" y="172" width="60" height="26" fill="${darken(color, 0.35)}"/>` +
    `<path d="M270 196 C270 226 168 232 168 286 V518 Q168 546 196 546 H404 Q432 546 432 518 V286 C432 232 330 226 330 196 Z" fill="${glass}"/>` +
    `<path d="M192 300 V512" stroke="${lighten(color, 0.45)}" stroke-width="12" stroke-linecap="round" opacity="0.55"/>`;
  return { shape, label: { x: 300, y: 400, width: 236, height: 176, brandY: 272, formY: 515 } };
}

function sachetPack(color: string): { shape: string; label: Label } {
  const crimp = darken(color, 0.22);
  const teeth = (y: number, dir: 1 | -1) => {
    let d = `M140 ${y}`;
    for (let x = 140; x < 460; x += 20) d += ` L${x + 10} ${y + dir * 12} L${x + 20} ${y}`;
    return d;
  };
  const shape =
    `<path d="M140 96 H460 L452 300 L460 508 H140 L148 300 Z" fill="${color}"/>` +
    `<rect x="140" y="84" width="320" height="40" fill="${crimp}"/>` +
    `<path d="${teeth(84, -1)} Z" fill="${crimp}"/>` +
    `<rect x="140" y="480" width="320" height="40" fill="${crimp}"/>` +
    `<path d="${teeth(520, 1)} Z" fill="${crimp}"/>` +
    `<circle cx="428" cy="104" r="7" fill="${lighten(color, 0.6)}"/>`;
  return { shape, label: { x: 300, y: 306, width: 272, height: 196, brandY: 158, formY: 452 } };
}

const PACKS: Record<PackShape, (color: string) => { shape: string; label: Label }> = {
  box: boxPack,
  bottle: bottlePack,
  sachet: sachetPack,
};

export function drawPackshot(input: PackshotInput): string {
  const color = safeColor(input.color);
  const shape = input.shape && input.shape in PACKS ? input.shape : packShapeFor(input.galenicForm);
  const { shape: pack, label } = PACKS[shape](color);
  const onPack = inkOn(color);
  const padding = 16;

  const name = fitText(input.name, { maxWidth: label.width - 2 * padding, maxLines: 3, maxSize: 50, minSize: 30 });
  const brand = fitText(input.brandName, { maxWidth: label.width + 10, maxLines: 1, maxSize: 30, minSize: 20 });
  const form = fitText(input.galenicForm, { maxWidth: label.width - 60, maxLines: 1, maxSize: 24, minSize: 18 });
  const formWidth = Math.min(
    label.width,
    Math.max(100, Math.round(form.lines.join('').length * form.fontSize * 0.62) + 40),
  );

  const body =
    `<rect width="${CANVAS}" height="${CANVAS}" fill="${lighten(color, 0.9)}"/>` +
    `<ellipse cx="300" cy="556" rx="196" ry="22" fill="${darken(color, 0.5)}" opacity="0.18"/>` +
    pack +
    `<rect x="${label.x - label.width / 2}" y="${label.y - label.height / 2}" width="${label.width}" height="${label.height}" rx="14" fill="#ffffff"/>` +
    textBlock(name, { x: label.x, centerY: label.y, maxWidth: label.width - 2 * padding, fill: INK }) +
    textBlock(brand, { x: label.x, centerY: label.brandY, maxWidth: label.width + 10, fill: onPack }) +
    (normalizeText(input.galenicForm)
      ? `<rect x="${label.x - formWidth / 2}" y="${label.formY - 19}" width="${formWidth}" height="38" rx="19" fill="${onPack}" opacity="0.92"/>` +
        textBlock(form, { x: label.x, centerY: label.formY, maxWidth: formWidth - 24, fill: color, weight: 700 })
      : '');

  return svgDocument(`${input.brandName} ${input.name}`, body);
}
