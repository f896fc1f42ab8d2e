import type { ReactNode } from 'react';

import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { FavouriteButton } from '../account/favourite-button.tsx';
import { BrandColor, brandColorClass } from '../brand-color.tsx';
import { AddToCart } from '../shop/add-to-cart.tsx';
import { ProductBadges } from './product-badges.tsx';
import { ProductPackshot } from './product-packshot.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductQaLink } from './product-qa-link.tsx';
import { ProductSections } from './product-sections.tsx';
import { VolumeDiscounts } from './volume-discounts.tsx';

export interface ProductDetailProps {
  product: Product;
  /** The moment the 'new' badge is judged at; the current time unless a test fixes it. */
  now?: Date;
  /** More sections of the same product (its FAQ, related pages), shown after its own. */
  children?: ReactNode;
}

/** The product detail page's content: name, brand, badges, packshot, offer, then the texts. */
export function ProductDetail({ product, now = new Date(), children }: ProductDetailProps) {
  const { t } = useTranslation('product');
  // The brand colour accents the page; it is never used for text, whose contrast it cannot promise.
  return (
    <article className={`product-detail ${brandColorClass(product.brand)}`}>
      <BrandColor brand={product.brand} />
      <div className="product-detail__top">
        <header className="product-detail__intro">
          <h1 id="main-heading" tabIndex={-1} className="product-detail__name">
            {product.name}
          </h1>
          <p className="product-detail__brand">{product.brand.name}</p>
          <ProductBadges product={product} now={now} />
          <ProductQaLink slug={product.slug} />
          <FavouriteButton kind="product" id={product.id} name={product.name} className="product-detail__favourite" />
        </header>
        <div className="product-detail__media">
          <ProductPackshot image={product.caracteristics.large_image.value} />
        </div>
        <div className="product-detail__offer">
          <ProductPrice price={product.price} />
          <VolumeDiscounts tiers={product.volume_tiers} />
          <AddToCart
            productId={product.id}
            name={product.name}
            conditionings={product.conditionings}
            outOfStock={product.out_of_stock_label !== null}
          />
          {product.duration_days > 0 && (
            <p className="product-detail__duration">{t('courseDuration', { days: product.duration_days })}</p>
          )}
        </div>
      </div>
      <ProductSections product={product} />
      {children}
    </article>
  );
}
