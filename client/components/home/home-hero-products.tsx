// The packshots beside the hero's message: the first products of the home page's selection, each
// a link to its page. Read from the query the selections stream in (no request of its own); the
// box keeps its size while they come, so nothing below moves.
import { useQuery } from '@tanstack/react-query';

import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import { useApi } from '../../app/api-context.tsx';
import { homepageQuery } from '../../app/queries/home.ts';
import { useImageUrl } from '../../app/site.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';

const SHOWN = 3;

export function HomeHeroProducts() {
  const { data } = useQuery(homepageQuery(useApi()));
  const imageUrl = useImageUrl();
  const href = useSafeHref();
  const products = (data?.products ?? []).slice(0, SHOWN);
  return (
    <ul className="home-hero-products">
      {products.map((product) => {
        const link = href('product', { slug: product.slug });
        const image = product.caracteristics.image.value;
        const picture = (
          <img
            src={imageUrl(image.url)}
            alt={product.name}
            width={IMAGE_SIZE_PX}
            height={IMAGE_SIZE_PX}
            decoding="async"
          />
        );
        return (
          <li key={product.id} className="home-hero-product">
            {link ? <a href={link}>{picture}</a> : picture}
          </li>
        );
      })}
    </ul>
  );
}
