import { formatPrice } from '../../../shared/format/price.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSite } from '../../app/site.tsx';

/** 'From 2 boxes: 18,90 € a box', one line per tier; nothing without tiers. */
export function VolumeDiscounts({ tiers }: { tiers: Product['volume_tiers'] }) {
  const { t } = useTranslation('product');
  const { currencySymbol } = useSite();
  if (tiers.length === 0) return null;
  return (
    <ul className="product-volume-discounts">
      {tiers.map((tier) => (
        <li key={tier.quantity} className="product-volume-discounts__tier">
          {t('volumeDiscount', { quantity: tier.quantity, price: formatPrice(tier.price, currencySymbol) })}
        </li>
      ))}
    </ul>
  );
}
