// The packshots beside the hero's message: the first products of the home page's selection. Not
// links: the selection just below links each product once, from its name. The box keeps its size
// while they come (home.css), so nothing below moves.
import { IMAGE_SIZE_PX } from '../../../shared/constants.ts';
import type { ProductListItem } from '../../../shared/schemas/product.ts';
import { useApi } from '../../app/api-context.tsx';
import { homepageQuery } from '../../app/queries/home.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useImageUrl } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';

const SHOWN = 3;

export function HomeHeroProducts({ products }: { products: readonly ProductListItem[] }) {
  const imageUrl = useImageUrl();
  // No empty list for screen readers while the products have not come: the box alone.
  if (products.length === 0) return <div className="home-hero-products" />;
  return (
    <ul className="home-hero-products">
      {products.slice(0, SHOWN).map((product) => (
        <li key={product.id} className="home-hero-product">
          <img
            src={imageUrl(product.caracteristics.image.value.url)}
            alt={product.name}
            width={IMAGE_SIZE_PX}
            height={IMAGE_SIZE_PX}
            // Lazy: hidden below 1024 px (home.css), where it should cost nothing.
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * While the selections stream in: the packshots from their query once it has answered (no request
 * of its own), after hydration. The server renders the shell before the selections come, so its
 * HTML has the empty box; the browser may already hold them when it hydrates, and showing them
 * then would differ from that HTML (React error 418).
 */
export function StreamedHeroProducts() {
  const hydrated = useHydrated();
  const { data } = useQuery(homepageQuery(useApi()));
  return <HomeHeroProducts products={hydrated ? (data?.products ?? []) : []} />;
}
