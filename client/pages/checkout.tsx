// The checkout's first step (issue 20): the cart's lines and totals, read-only, a link back to
// the cart, and on to the delivery. An empty cart says so; a cart whose order awaits payment
// leads to that payment.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { customerCartQuery, orNotFound } from '../app/queries/shop.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { useHref } from '../app/site.tsx';
import { CartSummary } from '../components/checkout/cart-summary.tsx';
import { CheckoutFrame } from '../components/checkout/checkout-frame.tsx';
import { checkoutHead } from '../components/checkout/checkout-head.ts';

function RecapPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('checkout');
  const href = useHref();
  const { data: cart } = useSuspenseQuery(customerCartQuery(null));
  const cartHref = href('cart');
  if (cart.lines.length === 0)
    return (
      <CheckoutFrame match={match}>
        <p className="checkout__notice" role="status">
          {t('recap.empty')}
        </p>
        <p>
          <a className="button" href={href('products') ?? '/'}>
            {t('recap.shop')}
          </a>
        </p>
      </CheckoutFrame>
    );
  const unavailable = cart.lines.some((line) => !line.available);
  return (
    <CheckoutFrame match={match} intro={t('recap.intro')}>
      {cart.pending_order && (
        <p className="checkout__notice" role="status">
          {t('recap.pending', { number: cart.pending_order })}
        </p>
      )}
      {unavailable && (
        <p className="checkout__notice checkout__notice--error" role="alert">
          {t('recap.unavailable')}
        </p>
      )}
      <CartSummary cart={cart} />
      <div className="checkout__actions">
        {cartHref && (
          <a className="checkout__back" href={cartHref}>
            {t('recap.backToCart')}
          </a>
        )}
        {!unavailable && (
          <a className="button" href={href('checkoutDelivery') ?? undefined}>
            {t('recap.continue')}
          </a>
        )}
      </div>
    </CheckoutFrame>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'checkout'],
  async load({ queryClient, account }) {
    await orNotFound(queryClient.ensureQueryData(customerCartQuery(account)));
    return null;
  },
  head: checkoutHead('recap.intro'),
  Page: RecapPage,
};
