// The badges of a product card, in a fixed order: new, new formula, promoted, special offer,
// out of stock (whose label the data gives).
import type { ProductListItem } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { isNew } from '../is-new.ts';

type BadgeTone = 'new' | 'new-formula' | 'promoted' | 'special-offer' | 'out-of-stock';

export function ProductBadges({ product }: { product: ProductListItem }) {
  const { t } = useTranslation('common');
  const badges: { tone: BadgeTone; label: string }[] = [];
  if (isNew(product, new Date())) badges.push({ tone: 'new', label: t('badges.new') });
  if (product.is_new_formulae) badges.push({ tone: 'new-formula', label: t('badges.newFormula') });
  if (product.promoted) badges.push({ tone: 'promoted', label: t('badges.promoted') });
  if (product.special_offer) badges.push({ tone: 'special-offer', label: t('badges.specialOffer') });
  if (product.out_of_stock_label) badges.push({ tone: 'out-of-stock', label: product.out_of_stock_label });
  if (badges.length === 0) return null;
  return (
    <ul className="card-badges">
      {badges.map(({ tone, label }) => (
        <li key={tone} className={`card-badge card-badge--${tone}`}>
          {label}
        </li>
      ))}
    </ul>
  );
}
