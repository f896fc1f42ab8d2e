// The checkout's last step (issue 20), where the payment provider sends the customer back: it
// shows the order as the provider's signed notification left it, never what the return says.
// Paid: the thanks and the order. Still pending (the notification is on its way): a page that
// reloads itself every few seconds (a meta refresh: a private page's data is the server's). Canceled: SPEC §8's outcome (refused, canceled, two-factor failed, 15 minutes over)
// in the customer's language, and the way back to the order (the cart is theirs again).
import { useLocation } from 'react-router';

import type { RouteMatch } from '../../routes/kinds.ts';
import { ORDER_NUMBER_PATTERN } from '../../shared/forms/shop/checkout-forms.ts';
import type { Order } from '../../shared/schemas/shop.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { orderQuery, orNotFound } from '../app/queries/shop.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { notFound } from '../app/route-errors.ts';
import { useHref } from '../app/site.tsx';
import { CheckoutFrame } from '../components/checkout/checkout-frame.tsx';
import { checkoutHead } from '../components/checkout/checkout-head.ts';
import { OrderDetail } from '../components/checkout/order-detail.tsx';

/** How often a pending order's page looks again. */
const POLL_SECONDS = 3;
const OUTCOMES = new Set(['refused', 'canceled', 'two_factor_failed', 'expired']);

const numberOf = (search: string | URLSearchParams) => {
  const number = new URLSearchParams(search).get('order') ?? '';
  return ORDER_NUMBER_PATTERN.test(number) ? number : null;
};

function Pending({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const { pathname, search } = useLocation();
  return (
    <>
      {/* A document load reads the order again, with or without JavaScript (its data is the server's). */}
      <meta httpEquiv="refresh" content={String(POLL_SECONDS)} />
      <p className="checkout__notice" role="status">
        {t('confirmation.pending', { number: order.number })}
      </p>
      <p>
        <a href={`${pathname}${search}`}>{t('confirmation.refresh')}</a>
      </p>
    </>
  );
}

function ConfirmationPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('checkout');
  const href = useHref();
  const { search } = useLocation();
  const number = numberOf(search);
  const { data: order } = useSuspenseQuery(orderQuery(null, number ?? ''));
  const detail = href('myOrder', { order: order.number });
  if (order.status === 'pending')
    return (
      <CheckoutFrame match={match} title={t('confirmation.pendingTitle')}>
        <Pending order={order} />
      </CheckoutFrame>
    );
  if (order.status === 'canceled') {
    const reason = order.cancel_reason && OUTCOMES.has(order.cancel_reason) ? order.cancel_reason : 'canceled';
    return (
      <CheckoutFrame match={match} title={t('confirmation.failedTitle')}>
        <p className="checkout__notice checkout__notice--error" role="alert">
          {t(`outcomes.${reason}`)}
        </p>
        <p>
          <a className="button" href={href('checkout') ?? '/'}>
            {t('confirmation.retry')}
          </a>
        </p>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame match={match} title={t('confirmation.paidTitle')}>
      <p className="checkout__notice checkout__notice--success" role="status">
        {t('confirmation.paid', { number: order.number })}
      </p>
      <OrderDetail order={order} />
      {detail && (
        <p>
          <a className="button" href={detail}>
            {t('confirmation.viewOrder')}
          </a>
        </p>
      )}
    </CheckoutFrame>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'checkout'],
  async load({ queryClient, account, query }) {
    const number = numberOf(query);
    if (!number) throw notFound();
    await orNotFound(queryClient.ensureQueryData(orderQuery(account, number)));
    return null;
  },
  head: checkoutHead('confirmation.paidTitle'),
  Page: ConfirmationPage,
};
