import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { isNew } from '../is-new.ts';

type BadgeKind = 'new' | 'new-formula' | 'promoted' | 'special-offer' | 'out-of-stock';

/** The product's flags as badges; nothing when it has none. */
export function ProductBadges({ product, now }: { product: Product; now: Date }) {
  const { t } = useTranslation('common');
  const badges: { kind: BadgeKind; text: string }[] = [];
  if (isNew(product, now)) badges.push({ kind: 'new', text: t('badges.new') });
  if (product.is_new_formulae) badges.push({ kind: 'new-formula', text: t('badges.newFormula') });
  if (product.promoted) badges.push({ kind: 'promoted', text: t('badges.promoted') });
  if (product.special_offer) badges.push({ kind: 'special-offer', text: t('badges.specialOffer') });
  if (product.out_of_stock_label !== null)
    badges.push({ kind: 'out-of-stock', text: product.out_of_stock_label || t('badges.outOfStock') });
  if (badges.length === 0) return null;
  return (
    <ul className="product-badges">
      {badges.map((badge) => (
        <li key={badge.kind} className={`product-badge product-badge--${badge.kind}`}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
