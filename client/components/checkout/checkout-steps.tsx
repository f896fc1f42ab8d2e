// The checkout's four steps (issue 20), the current one marked: recap, delivery, payment,
// confirmation. Steps already done link back; later ones are only named.
import { CHECKOUT_KINDS, type RouteKind } from '../../../routes/kinds.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHref } from '../../app/site.tsx';

export function CheckoutSteps({ current }: { current: RouteKind }) {
  const { t } = useTranslation('checkout');
  const href = useHref();
  const at = (CHECKOUT_KINDS as readonly RouteKind[]).indexOf(current);
  return (
    <nav className="checkout-steps" aria-label={t('steps.label')}>
      <ol className="checkout-steps__list">
        {CHECKOUT_KINDS.map((kind, index) => {
          const label = t(`steps.${kind}`);
          const link = index < at && index < 2 ? href(kind) : null;
          return (
            <li
              key={kind}
              className={`checkout-steps__step${index === at ? ' checkout-steps__step--current' : ''}${index < at ? ' checkout-steps__step--done' : ''}`}
              aria-current={index === at ? 'step' : undefined}
            >
              <span className="checkout-steps__number">{index + 1}</span>
              {link ? <a href={link}>{label}</a> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
