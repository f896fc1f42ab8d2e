// Products as a grid of cards (a brand's products, a need's, the products list, search results).
import type { ProductListItem } from '../../../shared/schemas/product.ts';
import { ProductCard } from './product-card.tsx';

export function ProductCardList({ products }: { products: readonly ProductListItem[] }) {
  return (
    <ul className="card-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
