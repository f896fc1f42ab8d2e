// SPEC §7 'Images', decision 007: answers name images as `…/images/{kind}/{name}-{size}.png`;
// the same image is served as WebP (and AVIF) at `…/media/{kind}/{name}-{size}.webp`, and at
// other sizes by changing `{size}`. Components call imageUrl with the site's webp flag (known
// on the server from the Accept header, see server/render/render-page.tsx), and imageSrcSet
// for the `srcset` of a `<picture>`'s sources.

const PNG_IMAGE = /^(.*\/)?images\/([^/?#]+)\/([^/?#]+)-(\d+)\.png([?#].*)?$/;

export type ImageFormat = 'png' | 'webp' | 'avif';

/** The sizes the catalog draws (catalog/media/media-urls.ts MEDIA_SIZES). */
export const IMAGE_SIZES = [80, 140, 280, 600] as const;

/**
 * The URL of the same image in `format` and, when given, `size`; null when `url` is not one of
 * the catalog's PNG image URLs. Absolute URLs keep their origin, a query or fragment is kept.
 */
export function imageVariant(url: string, { format, size }: { format: ImageFormat; size?: number }): string | null {
  const match = PNG_IMAGE.exec(url);
  return match && variantOf(match, format, size);
}

function variantOf(match: RegExpExecArray, format: ImageFormat, size: number | undefined): string {
  const [, before = '', kind, name, ownSize, rest = ''] = match;
  const folder = format === 'png' ? 'images' : 'media';
  return `${before}${folder}/${kind}/${name}-${size ?? ownSize}.${format}${rest}`;
}

/**
 * `/api/v1/images/product/abc-80.png` -> `/api/v1/media/product/abc-80.webp` when `webp`;
 * absolute URLs keep their origin, a query or fragment is kept. Any other URL, or `webp`
 * false, is returned unchanged.
 */
export function imageUrl(url: string, { webp }: { webp: boolean }): string {
  if (!webp) return url;
  return imageVariant(url, { format: 'webp' }) ?? url;
}

/**
 * `srcset` of the image in `format` at each of `sizes` (widths in pixels), or null when `url`
 * is not a catalog image (an upstream's own URL has no other sizes).
 */
export function imageSrcSet(url: string, format: ImageFormat, sizes: readonly number[]): string | null {
  // Read once for every size: a page's cards ask for a dozen sets.
  const match = PNG_IMAGE.exec(url);
  return match && sizes.map((size) => `${variantOf(match, format, size)} ${size}w`).join(', ');
}
