// A catalog image offered at several widths and formats: AVIF for the browsers that take it,
// else WebP or PNG (the site's webp flag), each at `widths` so a dense screen gets the larger
// file and a small one the smaller. Width and height are always written, so the space is
// reserved before the file arrives. A URL the catalog did not write (no other sizes) is shown
// as a plain image.
import { imageSrcSet } from '../../shared/api/image-url.ts';
import type { Image } from '../../shared/schemas/common.ts';
import { useImageUrl, useSite } from '../app/site.tsx';

export interface ResponsiveImageProps {
  image: Image;
  /** '' when the image repeats nearby text or only decorates. */
  alt: string;
  /** Intrinsic size written on the element (the drawings are square). */
  size: number;
  /** Widths offered in `srcset`, among the catalog's (80, 140, 280, 600). */
  widths: readonly number[];
  /** The `sizes` attribute: the width the image takes in the layout. */
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function ResponsiveImage({
  image,
  alt,
  size,
  widths,
  sizes,
  className,
  loading,
  fetchPriority,
}: ResponsiveImageProps) {
  const imageUrl = useImageUrl();
  const { webp } = useSite();
  const avif = imageSrcSet(image.url, 'avif', widths);
  const fallback = imageSrcSet(image.url, webp ? 'webp' : 'png', widths);
  const img = (
    <img
      className={className}
      src={imageUrl(image.url)}
      srcSet={fallback ?? undefined}
      sizes={fallback ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
  if (!avif) return img;
  return (
    <picture className="responsive-image">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
