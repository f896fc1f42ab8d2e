// SVG → WebP, AVIF, PNG or JPEG at an exact square size, with sharp (librsvg). The SVG is rendered at
// the density that makes it the target size, so text and edges are drawn at that size rather
// than scaled down from a larger bitmap.
//
// sharp is loaded on the first image to draw, not with the server: libvips costs a process about
// 22 MiB of RSS, and a process whose media directory is already filled never draws one.
import type sharpModule from 'sharp';

import type { MediaFormat, MediaSize } from './media-urls.ts';

let sharpLoaded: Promise<typeof sharpModule> | undefined;
const loadSharp = () => (sharpLoaded ??= import('sharp').then((module) => module.default));

/** Density (DPI) librsvg renders an SVG at by default: one user unit per pixel. */
const BASE_DENSITY = 72;

export async function rasterizeSvg(
  svg: string,
  size: MediaSize,
  format: MediaFormat,
): Promise<Uint8Array<ArrayBuffer>> {
  const sharp = await loadSharp();
  const input = Buffer.from(svg, 'utf8');
  const { width = size, height = size } = await sharp(input).metadata();
  const density = Math.min(2400, Math.max(1, (BASE_DENSITY * size) / Math.max(width, height, 1)));
  // JPEG has no alpha: transparent parts go on white.
  const background = format === 'jpg' ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 255, g: 255, b: 255, alpha: 0 };
  let image = sharp(input, { density }).resize(size, size, { fit: 'contain', background });
  if (format === 'webp') image = image.webp({ quality: 86, effort: 4 });
  // Effort 2: AVIF's higher efforts cost seconds per image for a few percent of size.
  else if (format === 'avif') image = image.avif({ quality: 60, effort: 2 });
  else if (format === 'png') image = image.png({ compressionLevel: 9, adaptiveFiltering: true });
  else image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 86, mozjpeg: true });
  const output = await image.toBuffer();
  return new Uint8Array(output);
}
