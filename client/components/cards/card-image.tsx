// A list image at SPEC §9's 140x140, below the fold more often than not: lazy, with its size
// reserved so the grid does not jump while it loads, and its double for dense screens.
import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import type { Image } from '../../../shared/schemas/common.ts';
import { ResponsiveImage } from '../responsive-image.tsx';

/** `decorative`: the image adds nothing to the card's title (a pictogram, a page's illustration), so alt is empty. */
export function CardImage({ image, decorative = false }: { image: Image; decorative?: boolean }) {
  return (
    <ResponsiveImage
      className="card-image"
      image={image}
      alt={decorative ? '' : image.alt}
      size={IMAGE_SIZE_PX}
      widths={[IMAGE_SIZE_PX, IMAGE_SIZE_PX * 2]}
      sizes={`${IMAGE_SIZE_PX}px`}
      loading="lazy"
    />
  );
}
