// One of the customer's orders (issue 20; SPEC §3 'Order'), with the way to the withdrawal form
// once it is shipped; an order the account does not hold is the 404 page.
import type { RouteMatch } from '../../routes/kinds.ts';
import { ORDER_NUMBER_PATTERN } from '../../shared/forms/shop/checkout-forms.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { orderQuery, orNotFound } from '../app/queries/shop.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { notFound } from '../app/route-errors.ts';
import { useHref, useSite } from '../app/site.tsx';
import { AccountArea } from '../components/account/account-area.tsx';
import { checkoutHead } from '../components/checkout/checkout-head.ts';
import { longDay } from '../components/checkout/money.ts';
import { OrderDetail } from '../components/checkout/order-detail.tsx';

const numberOf = (match: Pick<RouteMatch, 'params'>) =>
  ORDER_NUMBER_PATTERN.test(match.params.order ?? '') ? match.params.order! : null;

function OrderPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('checkout');
  const { locale } = useSite();
  const href = useHref();
  const { data: order } = useSuspenseQuery(orderQuery(null, numberOf(match) ?? ''));
  const withdrawal = href('withdrawal');
  return (
    <AccountArea match={match} title={t('orders.title', { number: order.number })}>
      <OrderDetail order={order} />
      <p className="order-detail__actions">
        <a href={href('myOrders') ?? undefined}>{t('orders.back')}</a>
        {order.withdrawal ? (
          <span>{t('orders.withdrawn', { date: longDay(order.withdrawal.created_at, locale) })}</span>
        ) : (
          order.status === 'shipped' &&
          withdrawal && <a href={`${withdrawal}?order=${encodeURIComponent(order.number)}`}>{t('orders.withdraw')}</a>
        )}
      </p>
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account', 'checkout'],
  async load({ queryClient, account, match }) {
    const number = numberOf(match);
    if (!number) throw notFound();
    await orNotFound(queryClient.ensureQueryData(orderQuery(account, number)));
    return null;
  },
  head: checkoutHead('orders.intro'),
  Page: OrderPage,
};
