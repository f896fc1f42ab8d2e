// Small pure helpers shared by the drawings: colour sanitising and contrast, and text wrapping by
// estimated width (SVG has no text layout, and the rasteriser's fonts are not known here, so
// widths are estimated and a line that may overflow is squeezed by textLength). Text is escaped
// by shared/format/escape-markup.ts.
import { escapeXml, withoutForbiddenXml } from '../../shared/format/escape-markup.ts';

/** Side of every drawing's view box; the rasteriser scales it to 80, 140 or 600 px. */
export const CANVAS = 600;

/** Fonts librsvg finds on usual Linux images (DejaVu, Liberation) before the generic family. */
export const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** Average advance of a bold sans-serif glyph, in em; generous so estimates rarely fall short. */
const BOLD_ADVANCE_EM = 0.64;

/** Collapses white space (new lines included) so a name draws on the lines we choose. */
export function normalizeText(text: string): string {
  return withoutForbiddenXml(text).replace(/\s+/gu, ' ').trim();
}

export const NEUTRAL_COLOR = '#5b6770';

/**
 * A colour that is safe to write into an attribute: `#rgb` or `#rrggbb` (lower-cased, expanded),
 * else the fallback. Entity colours come from data and must never reach the SVG unchecked.
 */
export function safeColor(color: string | null | undefined, fallback = NEUTRAL_COLOR): string {
  const value = typeof color === 'string' ? color.trim().toLowerCase() : '';
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return fallback;
}

function channels(color: string): [number, number, number] {
  const hex = safeColor(color);
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `color` with `other` (weight 0 → color, 1 → other). */
export function mix(color: string, other: string, weight: number): string {
  const a = channels(color);
  const b = channels(other);
  return toHex(a.map((c, i) => c + (b[i]! - c) * weight));
}

export const lighten = (color: string, weight: number) => mix(color, '#ffffff', weight);
export const darken = (color: string, weight: number) => mix(color, '#000000', weight);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const INK = '#1d2327';

/** White or near-black, whichever reads better on `background`. */
export function inkOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onInk = (l + 0.05) / (luminance(INK) + 0.05);
  return onWhite >= onInk ? '#ffffff' : INK;
}

/** Estimated width of `text` in bold at `fontSize`. */
export function estimateWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) {
    if (/[iljI.,;:!'|\s]/.test(char)) ems += 0.34;
    else if (/[mwMW@]/.test(char)) ems += 0.95;
    else if (/[A-Z0-9]/.test(char)) ems += 0.72;
    else ems += BOLD_ADVANCE_EM;
  }
  return ems * fontSize;
}

function splitLongWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of word) {
    if (current && !fits(current + char + '-')) {
      pieces.push(current + '-');
      current = char;
    } else current += char;
  }
  if (current) pieces.push(current);
  return pieces;
}

export interface WrappedText {
  lines: string[];
  fontSize: number;
  /** True when the text did not fit and the last line ends with an ellipsis. */
  truncated: boolean;
}

/** Breaks `text` on spaces (hard-breaking words longer than a line) into at most `maxLines`. */
export function wrapLines(text: string, maxWidth: number, fontSize: number, maxLines: number): WrappedText {
  const fits = (line: string) => estimateWidth(line, fontSize) <= maxWidth;
  const words = normalizeText(text)
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (fits(word) ? [word] : splitLongWord(word, fits)));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && !last.endsWith('-') && fits(`${last} ${word}`))
      lines[lines.length - 1] = `${last} ${word}`;
    else if (last !== undefined && last.endsWith('-') && fits(last.slice(0, -1) + word))
      lines[lines.length - 1] = last.slice(0, -1) + word;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return { lines, fontSize, truncated: false };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!.replace(/-$/, '');
  while (last && !fits(`${last}…`)) last = Array.from(last).slice(0, -1).join('').trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return { lines: kept, fontSize, truncated: true };
}

/** The largest font size in [min, max] at which `text` fits `maxLines` lines of `maxWidth`. */
export function fitText(
  text: string,
  { maxWidth, maxLines, maxSize, minSize }: { maxWidth: number; maxLines: number; maxSize: number; minSize: number },
): WrappedText {
  for (let size = maxSize; size > minSize; size -= 2) {
    const wrapped = wrapLines(text, maxWidth, size, maxLines);
    if (!wrapped.truncated && wrapped.lines.every((line) => !line.endsWith('-'))) return wrapped;
  }
  return wrapLines(text, maxWidth, minSize, maxLines);
}

/**
 * `<text>` lines centred on `x`, vertically centred on `centerY`. A line whose estimate exceeds
 * `maxWidth` is squeezed to it with textLength, so a wide font never spills out of its panel.
 */
export function textBlock(
  wrapped: WrappedText,
  {
    x,
    centerY,
    maxWidth,
    fill,
    weight = 700,
    anchor = 'middle',
    lineHeight = 1.18,
  }: {
    x: number;
    centerY: number;
    maxWidth: number;
    fill: string;
    weight?: number;
    anchor?: 'middle' | 'start';
    lineHeight?: number;
  },
): string {
  const { lines, fontSize } = wrapped;
  const step = fontSize * lineHeight;
  // Baseline of the first line: the block's centre minus half its height, plus the cap height.
  const first = centerY - (step * (lines.length - 1)) / 2 + fontSize * 0.36;
  return lines
    .map((line, index) => {
      const squeeze =
        estimateWidth(line, fontSize) > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${x}" y="${round(first + index * step)}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${squeeze}>${escapeXml(line)}</text>`;
    })
    .join('');
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A complete standalone SVG document on the square canvas. */
export function svgDocument(title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}" role="img">` +
    (normalizeText(title) ? `<title>${escapeXml(normalizeText(title))}</title>` : '') +
    `${body}</svg>`
  );
}

/** A small deterministic hash (FNV-1a) so a name always picks the same variant. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * hashText with a final avalanche (MurmurHash3's finaliser): short keys such as ids '1', '2',
 * '3' differ in one byte, and FNV alone leaves them in few classes modulo a small number.
 */
export function spreadHash(text: string): number {
  let hash = hashText(text);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The first letter or digit of `text`, upper-cased, or '?' when there is none. */
export function initialOf(text: string): string {
  const match = /[\p{L}\p{N}]/u.exec(normalizeText(text));
  return match ? match[0].toLocaleUpperCase() : '?';
}

/**
 * The variant `key` picks among `count`: an entity id picks by turn, so entities listed by id
 * next to each other never look alike; any other key by its hash.
 */
export function variantIndex(key: string, count: number): number {
  return /^\d{1,9}$/.test(key) ? Number(key) % count : spreadHash(key) % count;
}
