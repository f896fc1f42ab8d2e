import type { Image } from '../../../shared/schemas/common.ts';
import { ResponsiveImage } from '../responsive-image.tsx';

/** Size of the detail image the catalog serves (`…-600.png`). */
const PACKSHOT_SIZE = 600;

/** The large product image: the page's main picture, so it is fetched first, not lazily. */
export function ProductPackshot({ image }: { image: Image }) {
  return (
    <ResponsiveImage
      className="product-packshot"
      image={image}
      alt={image.alt}
      size={PACKSHOT_SIZE}
      widths={[280, PACKSHOT_SIZE]}
      // product.css: the full column width, at most 22rem.
      sizes="(max-width: 24rem) 100vw, 22rem"
      fetchPriority="high"
    />
  );
}
