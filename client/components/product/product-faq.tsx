import { useTranslation } from '../../app/i18n.tsx';
import type { FaqEntry } from '../../../shared/schemas/brand.ts';
import { ProductSection } from './product-section.tsx';
import { TextParagraphs } from './text-paragraphs.tsx';

/** The product's questions, each answer folded under its question; nothing when there are none. */
export function ProductFaq({ faqs }: { faqs: FaqEntry[] }) {
  const { t } = useTranslation('product');
  if (faqs.length === 0) return null;
  return (
    <ProductSection id="product-faq" title={t('sections.faq')}>
      <div className="product-faq">
        {faqs.map((entry) => (
          <details key={entry.id} className="product-faq__entry">
            <summary className="product-faq__question">{entry.question}</summary>
            <div className="product-faq__answer">
              <TextParagraphs text={entry.answer} />
            </div>
          </details>
        ))}
      </div>
    </ProductSection>
  );
}
