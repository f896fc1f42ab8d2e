// A product's questions and answers (SPEC §2.2 'Product Q&A'): the product's name and packshot,
// the way back to its page, its FAQ, and the way to ask what it does not answer.
import type { FaqEntry } from '../../../shared/schemas/brand.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { CardImage } from '../cards/card-image.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { FaqList } from '../faq-list.tsx';
import { CatalogHeading } from './catalog-heading.tsx';

export function ProductQaView({ product, faqs }: { product: Product; faqs: readonly FaqEntry[] }) {
  const { t } = useTranslation('catalog');
  const href = useSafeHref();
  const productHref = href('product', { slug: product.slug });
  const contactHref = href('contact');
  return (
    <div className="product-qa">
      <CatalogHeading
        title={t('product:questions.pageTitle', { product: product.name })}
        lead={t('qa.intro', { product: product.name })}
      />
      <div className="product-qa__product">
        <CardImage image={product.caracteristics.image.value} decorative />
        <p className="product-qa__brand">{product.brand.name}</p>
        {productHref && (
          <p>
            <a href={productHref}>{t('qa.backToProduct', { product: product.name })}</a>
          </p>
        )}
      </div>
      <section className="product-qa__questions" aria-labelledby="product-qa-questions">
        <h2 id="product-qa-questions">{t('product:questions.title')}</h2>
        {faqs.length > 0 ? <FaqList entries={faqs} /> : <p className="catalog-empty">{t('qa.empty')}</p>}
      </section>
      <aside className="product-qa__contact" aria-labelledby="product-qa-contact">
        <p id="product-qa-contact">{t('qa.contactPrompt')}</p>
        {contactHref && (
          <a className="button button--secondary" href={contactHref}>
            {t('qa.contactLink')}
          </a>
        )}
      </aside>
    </div>
  );
}
