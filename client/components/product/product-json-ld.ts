// The schema.org Product of a product page, for search engines; the page writes it in a
// <script type="application/ld+json">. Pure data, no React.
import type { Product } from '../../../shared/schemas/product.ts';

const SCHEMA_ORG = 'https://schema.org';

export interface ProductJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'Product';
  name: string;
  description: string;
  image: string;
  sku: string;
  productID: string;
  url: string;
  brand: { '@type': 'Brand'; name: string };
  offers: {
    '@type': 'Offer';
    price: number;
    priceCurrency: string;
    availability: `${typeof SCHEMA_ORG}/InStock` | `${typeof SCHEMA_ORG}/OutOfStock`;
    url: string;
  };
}

/** `url` and `image` are absolute: the page's canonical URL and the packshot's. */
export function productJsonLd({
  product,
  url,
  image,
}: {
  product: Product;
  url: string;
  image: string;
}): ProductJsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    description: product.description || product.meta_description,
    image,
    sku: String(product.id),
    productID: String(product.id),
    url,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      price: product.price.own,
      priceCurrency: product.price.currency.code,
      availability: product.out_of_stock_label === null ? `${SCHEMA_ORG}/InStock` : `${SCHEMA_ORG}/OutOfStock`,
      url,
    },
  };
}
