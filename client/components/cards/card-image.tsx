// A list image at SPEC §9's 140x140, below the fold more often than not: lazy, with its size
// reserved so the grid does not jump while it loads.
import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import type { Image } from '../../../shared/schemas/common.ts';
import { useImageUrl } from '../../app/site.tsx';

/** `decorative`: the image repeats the card's title (a pictogram, a page visual), so alt is empty. */
export function CardImage({ image, decorative = false }: { image: Image; decorative?: boolean }) {
  const imageUrl = useImageUrl();
  return (
    <img
      className="card-image"
      src={imageUrl(image.url)}
      alt={decorative ? '' : image.alt}
      width={IMAGE_SIZE_PX}
      height={IMAGE_SIZE_PX}
      loading="lazy"
      decoding="async"
    />
  );
}
