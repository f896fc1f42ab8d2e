// SPEC §7 'Images', decision 007: answers name images as `…/images/{kind}/{name}-{size}.png`;
// the same image is served as WebP at `…/media/{kind}/{name}-{size}.webp`. Components call
// imageUrl with the site's webp flag (known on the server from the Accept header, see
// server/render/render-page.tsx).

const PNG_IMAGE = /^(.*\/)?images\/([^/?#]+)\/([^/?#]+-\d+)\.png([?#].*)?$/;

/**
 * `/api/v1/images/product/abc-80.png` -> `/api/v1/media/product/abc-80.webp` when `webp`;
 * absolute URLs keep their origin, a query or fragment is kept. Any other URL, or `webp`
 * false, is returned unchanged.
 */
export function imageUrl(url: string, { webp }: { webp: boolean }): string {
  if (!webp) return url;
  const match = PNG_IMAGE.exec(url);
  if (!match) return url;
  const [, before = '', kind, name, rest = ''] = match;
  return `${before}media/${kind}/${name}.webp${rest}`;
}
