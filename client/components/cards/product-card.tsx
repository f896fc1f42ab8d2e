// A product in a list: packshot, brand, name (the link), badges, price, and the favourite button
// (or what the list offers instead: the customer's favourites remove it).
// The brand's colour marks the card's top edge.
import type { ReactNode } from 'react';

import type { ProductListItem } from '../../../shared/schemas/product.ts';
import { FavouriteButton } from '../account/favourite-button.tsx';
import { BrandColor, brandColorClass } from '../brand-color.tsx';
import { AddToCart } from '../shop/add-to-cart.tsx';
import { CardImage } from './card-image.tsx';
import { type CardHeadingLevel, CardTitle } from './card-title.tsx';
import { ProductBadges } from './product-badges.tsx';
import { ProductPrice } from './product-price.tsx';
import { useSafeHref } from './use-safe-href.ts';

export interface ProductCardProps {
  product: ProductListItem;
  /** The title's heading level: one below the list's heading (3 under an h2). */
  headingLevel?: CardHeadingLevel;
  /** In place of the favourite button. */
  action?: ReactNode;
}

export function ProductCard({ product, headingLevel, action }: ProductCardProps) {
  const href = useSafeHref();
  return (
    <article className={`card card--product ${brandColorClass(product.brand)}`}>
      <BrandColor brand={product.brand} />
      <CardTitle level={headingLevel} href={href('product', { slug: product.slug })}>
        {product.name}
      </CardTitle>
      <p className="card-eyebrow">{product.brand.name}</p>
      <CardImage image={product.caracteristics.image.value} />
      <ProductBadges product={product} />
      <ProductPrice price={product.price} />
      <AddToCart productId={product.id} name={product.name} outOfStock={product.out_of_stock_label !== null} compact />
      {action ?? <FavouriteButton kind="product" id={product.id} name={product.name} className="card__favourite" />}
    </article>
  );
}
