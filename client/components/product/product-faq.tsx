import type { FaqEntry } from '../../../shared/schemas/brand.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { FaqList } from '../faq-list.tsx';
import { ProductSection } from './product-section.tsx';

/** The product's questions, each answer folded under its question; nothing when there are none. */
export function ProductFaq({ faqs }: { faqs: FaqEntry[] }) {
  const { t } = useTranslation('product');
  if (faqs.length === 0) return null;
  return (
    <ProductSection id="product-faq" title={t('sections.faq')}>
      <FaqList entries={faqs} />
    </ProductSection>
  );
}
