// A page of a products list as schema.org ItemList structured data: each product's position in
// the whole list, its name and its page.
import type { ProductListItem } from '../../../shared/schemas/product.ts';

export function itemListJsonLd(
  products: readonly ProductListItem[],
  { firstPosition, urlOf }: { firstPosition: number; urlOf: (product: ProductListItem) => string | null },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.flatMap((product, index) => {
      const url = urlOf(product);
      return url ? [{ '@type': 'ListItem', position: firstPosition + index, name: product.name, url }] : [];
    }),
  };
}
