// The way from a product to its questions and answers page (SPEC §2.2 'Product Q&A'); nothing
// when the product's slug has no such page (a slug with a slash, which the Q&A route refuses).
import { useTranslation } from '../../app/i18n.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';

export function ProductQaLink({ slug }: { slug: string }) {
  const { t } = useTranslation('product');
  const href = useSafeHref()('productQa', { slug });
  if (!href) return null;
  return (
    <p className="product-detail__qa">
      <a href={href}>{t('questions.title')}</a>
    </p>
  );
}
