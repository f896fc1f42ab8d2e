import type { Image } from '../../../shared/schemas/common.ts';
import { useImageUrl } from '../../app/site.tsx';

/** Size of the detail image the catalog serves (`…-600.png`). */
const PACKSHOT_SIZE = 600;

/** The large product image: the page's main picture, so it is fetched first, not lazily. */
export function ProductPackshot({ image }: { image: Image }) {
  const url = useImageUrl();
  return (
    <img
      className="product-packshot"
      src={url(image.url)}
      alt={image.alt}
      width={PACKSHOT_SIZE}
      height={PACKSHOT_SIZE}
      fetchPriority="high"
    />
  );
}
