// The customer's orders (issue 20; SPEC §3 'Order'): number, date, channel, articles, total and
// status of each, newest first, each leading to its detail.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { ordersQuery } from '../app/queries/shop.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { useHref, useSite } from '../app/site.tsx';
import { AccountArea } from '../components/account/account-area.tsx';
import { checkoutHead } from '../components/checkout/checkout-head.ts';
import { longDay, money } from '../components/checkout/money.ts';

function OrdersPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('checkout');
  const { locale } = useSite();
  const href = useHref();
  const { data: orders } = useSuspenseQuery(ordersQuery(null));
  return (
    <AccountArea match={match} intro={t('orders.intro')}>
      {orders.length === 0 ? (
        <p className="account-empty">{t('orders.empty')}</p>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.number} className="order-card">
              <p className="order-card__head">
                <a className="order-card__number" href={href('myOrder', { order: order.number }) ?? undefined}>
                  <span className="visually-hidden">{t('orders.detail', { number: order.number })}</span>
                  <span aria-hidden="true">{order.number}</span>
                </a>
                <span className={`order-status order-status--${order.status}`}>
                  {t(`orders.statuses.${order.status}`)}
                </span>
              </p>
              <dl className="order-card__facts">
                <div>
                  <dt>{t('orders.date')}</dt>
                  <dd>{longDay(order.created_at, locale)}</dd>
                </div>
                <div>
                  <dt>{t('orders.channel')}</dt>
                  <dd>{t(`orders.channels.${order.channel}`, { defaultValue: order.channel })}</dd>
                </div>
                <div>
                  <dt>{t('orders.articles')}</dt>
                  <dd>{order.article_count}</dd>
                </div>
                <div>
                  <dt>{t('orders.total')}</dt>
                  <dd>{money(order.total_cents, order.currency)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account', 'checkout'],
  async load({ queryClient, account }) {
    await queryClient.ensureQueryData(ordersQuery(account));
    return null;
  },
  head: checkoutHead('orders.intro'),
  Page: OrdersPage,
};
