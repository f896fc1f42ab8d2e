// The shop's price of a product, with the recommended public price struck through when the
// shop sells below it (SPEC §3: public price versus own price).
import { formatPrice } from '../../../shared/format/price.ts';
import type { ProductListItem } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSite } from '../../app/site.tsx';

export function ProductPrice({ price }: { price: ProductListItem['price'] }) {
  const { t } = useTranslation('common');
  const { currencySymbol } = useSite();
  const discounted = price.public > price.own;
  return (
    <p className="card-price">
      {discounted && (
        <del className="card-price-public">
          <span className="card-visually-hidden">{t('price.public')} </span>
          {formatPrice(price.public, currencySymbol)}
        </del>
      )}
      <span className="card-price-own">
        {discounted && <span className="card-visually-hidden">{t('price.yours')} </span>}
        {formatPrice(price.own, currencySymbol)}
      </span>
    </p>
  );
}
