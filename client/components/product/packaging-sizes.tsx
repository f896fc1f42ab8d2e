import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { ProductPrice } from './product-price.tsx';

/** The sizes the product comes in, then each conditioning with its own price. */
export function PackagingSizes({
  sizes,
  conditionings,
}: {
  sizes: Product['packaging_sizes'];
  conditionings: Product['conditionings'];
}) {
  const { t } = useTranslation('product');
  return (
    <>
      {sizes.length > 0 && (
        <ul className="product-packaging__sizes">
          {sizes.map((size) => (
            <li key={size} className="product-packaging__size">
              {size}
            </li>
          ))}
        </ul>
      )}
      {conditionings.length > 0 && (
        <>
          <h3 className="product-packaging__title">{t('sections.conditionings')}</h3>
          <ul className="product-packaging__conditionings">
            {conditionings.map((conditioning) => (
              <li key={conditioning.id} className="product-packaging__conditioning">
                <span className="product-packaging__label">{conditioning.label}</span>
                <ProductPrice price={conditioning.price} compact />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
