// The quiz's recommendation: the needs the visitor ticked (links to their pages), the products
// that suit the answers with the reasons each is there, a link to share the result and one to
// start again.
import type { Need } from '../../../shared/schemas/need.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSite } from '../../app/site.tsx';
import { ProductCard } from '../cards/product-card.tsx';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { CatalogSection } from '../catalog-section.tsx';
import { MaybeLink } from '../maybe-link.tsx';
import type { QuizReason, QuizResult } from './quiz-recommend.ts';

function reasonText(reason: QuizReason, t: ReturnType<typeof useTranslation>['t']): string {
  switch (reason.kind) {
    case 'needs':
      return t('reasons.needs', { needs: reason.titles.join(', ') });
    case 'form':
      return t('reasons.form', { form: reason.label });
    case 'age':
      return t('reasons.age', { age: reason.minAge });
    default:
      return t(`reasons.${reason.kind}`);
  }
}

export function QuizNeeds({ needs }: { needs: readonly Need[] }) {
  const { t } = useTranslation('quiz');
  const href = useSafeHref();
  return (
    <CatalogSection id="quiz-needs" title={t('needs.title')}>
      <p>{t('needs.lead')}</p>
      <ul className="quiz-needs">
        {needs.map((need) => (
          <li key={need.id} className="quiz-needs__need">
            <MaybeLink href={href('need', { slug: need.slug })}>{need.title}</MaybeLink>
            <p className="quiz-needs__description">{need.description}</p>
          </li>
        ))}
      </ul>
    </CatalogSection>
  );
}

export function QuizProducts({ result }: { result: QuizResult }) {
  const { t } = useTranslation('quiz');
  const { recommended, excluded, formMissing } = result;
  return (
    <CatalogSection id="quiz-products" title={t('products.title')}>
      {excluded > 0 && <p className="quiz-products__note">{t('products.excluded', { count: excluded })}</p>}
      {formMissing && <p className="quiz-products__note">{t('products.formMissing')}</p>}
      {recommended.length === 0 ? (
        <p className="catalog-empty">{t('products.none')}</p>
      ) : (
        <ul className="card-grid quiz-products">
          {recommended.map(({ product, reasons }) => (
            <li key={product.id} className="quiz-products__item">
              <ProductCard product={product} />
              <div className="quiz-products__why">
                <p className="quiz-products__why-title" id={`quiz-why-${product.id}`}>
                  {t('products.why')}
                </p>
                <ul aria-labelledby={`quiz-why-${product.id}`}>
                  {reasons.map((reason) => (
                    <li key={reason.kind}>{reasonText(reason, t)}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="quiz-products__disclaimer">{t('disclaimer')}</p>
    </CatalogSection>
  );
}

/** The result's own address, to copy, and the way back to an empty quiz. */
export function QuizShare({ path, restart }: { path: string; restart: string }) {
  const { t } = useTranslation('quiz');
  const { siteUrl } = useSite();
  const url = `${siteUrl.replace(/\/$/, '')}${path}`;
  return (
    <section className="quiz-share" aria-labelledby="quiz-share-heading">
      <h2 id="quiz-share-heading" className="catalog-section__title">
        {t('share.title')}
      </h2>
      <label className="quiz-share__label" htmlFor="quiz-share-url">
        {t('share.label')}
      </label>
      <input
        id="quiz-share-url"
        className="pill-input quiz-share__url"
        type="url"
        readOnly
        value={url}
        aria-describedby="quiz-share-hint"
      />
      <p id="quiz-share-hint" className="input-hint">
        {t('share.hint')} <a href={path}>{t('share.label')}</a>
      </p>
      <p className="quiz-share__restart">
        <a className="button button--secondary" href={restart}>
          {t('restart')}
        </a>
      </p>
    </section>
  );
}
