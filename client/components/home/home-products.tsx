// The products the laboratory puts forward (promoted first, as the catalog orders them).
import type { ProductListItem } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { ProductCardList } from '../cards/product-card-list.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { HomeSection } from './home-section.tsx';

export function HomeProducts({ products }: { products: readonly ProductListItem[] }) {
  const { t } = useTranslation('home');
  const href = useSafeHref();
  if (products.length === 0) return null;
  return (
    <HomeSection
      id="home-products"
      title={t('selection')}
      seeAll={{ href: href('products'), label: t('seeAllProducts') }}
    >
      <ProductCardList products={products} />
    </HomeSection>
  );
}
