// Articles about a product (SPEC §9: up to 4 per product), as cards; nothing when there are none.
import type { Page } from '../../../shared/schemas/page.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { PageCardList } from '../cards/page-card-list.tsx';
import { ProductSection } from './product-section.tsx';

export function RelatedPages({ pages }: { pages: readonly Page[] }) {
  const { t } = useTranslation('product');
  if (pages.length === 0) return null;
  return (
    <ProductSection id="related-pages" title={t('relatedPages')}>
      <PageCardList pages={pages} />
    </ProductSection>
  );
}
