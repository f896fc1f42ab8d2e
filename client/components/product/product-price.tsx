import { formatPrice } from '../../../shared/format/price.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSite } from '../../app/site.tsx';

/** The shop's own price; the recommended public price beside it when the two differ. */
export function ProductPrice({ price, compact = false }: { price: Product['price']; compact?: boolean }) {
  const { t } = useTranslation('common');
  const { currencySymbol } = useSite();
  const own = formatPrice(price.own, currencySymbol);
  const className = compact ? 'product-price product-price--compact' : 'product-price';
  if (price.public === price.own) {
    return (
      <p className={className}>
        <span className="product-price__own">{own}</span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="product-price__label">{t('price.yours')}</span> <span className="product-price__own">{own}</span>{' '}
      <span className="product-price__public">
        <span className="product-price__label">{t('price.public')}</span>{' '}
        <s>{formatPrice(price.public, currencySymbol)}</s>
      </span>
    </p>
  );
}
