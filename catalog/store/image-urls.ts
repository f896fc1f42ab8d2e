// Where the images of an entity are: `/api/v1/images/{kind}/{id}-{size}.png`, written by the
// media vocabulary of catalog/media/media-urls.ts (the media routes serve these paths and their
// `/media/…webp` twins). The key is the entity's numeric id for every kind.
// Sizes: products 80 (small_image), 140 (image), 600 (large_image); brand logos and need
// pictograms 140; page thumbnail 140 and vertical_image 600. The alt text is the entity's name
// or title in the answer's language.
import type { Image } from '../../shared/schemas/common.ts';
import { type MediaKind, mediaPath, type MediaSize } from '../media/media-urls.ts';

export function imageUrl(kind: MediaKind, id: number, size: MediaSize): string {
  return mediaPath({ kind, key: String(id), size, format: 'png' });
}

export function image(kind: MediaKind, id: number, size: MediaSize, alt: string): Image {
  return { url: imageUrl(kind, id, size), alt };
}
