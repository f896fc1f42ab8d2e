// The first products of a brand or a need, with a link to all of them in the products list when
// there are more than shown, or a sentence when there are none.
import type { ProductList } from '../../../shared/api/resources/products.ts';
import { ProductCardList } from '../cards/product-card-list.tsx';
import { CatalogSection } from '../catalog-section.tsx';

export interface ListedProductsProps {
  id: string;
  title: string;
  list: ProductList;
  /** The products list filtered the same way, and its link text. */
  all: { href: string | null; label: string };
  empty: string;
}

export function ListedProducts({ id, title, list, all, empty }: ListedProductsProps) {
  return (
    <CatalogSection id={id} title={title} more={list.total > list.items.length ? all : undefined}>
      {list.items.length > 0 ? <ProductCardList products={list.items} /> : <p className="catalog-empty">{empty}</p>}
    </CatalogSection>
  );
}
