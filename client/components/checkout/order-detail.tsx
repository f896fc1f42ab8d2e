// One order as the customer sees it (issue 20; SPEC §3 'Order'): number, date, channel, status,
// articles, totals, carrier and tracking number, relay point, addresses, payment method and
// transaction id.
import type { Order } from '../../../shared/schemas/shop.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useSite } from '../../app/site.tsx';
import { AddressLines } from './address-lines.tsx';
import { longDay, money } from './money.ts';

export function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const { locale } = useSite();
  const none = t('orders.none');
  const estimate =
    order.estimate.earliest === order.estimate.latest
      ? longDay(order.estimate.earliest, locale)
      : `${longDay(order.estimate.earliest, locale)} – ${longDay(order.estimate.latest, locale)}`;
  const channel = t(`orders.channels.${order.channel}`, { defaultValue: order.channel });
  return (
    <div className="order-detail">
      <dl className="order-facts">
        <div>
          <dt>{t('orders.number')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>{longDay(order.created_at, locale)}</dd>
        </div>
        <div>
          <dt>{t('orders.status')}</dt>
          <dd>
            <span className={`order-status order-status--${order.status}`}>{t(`orders.statuses.${order.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('orders.channel')}</dt>
          <dd>{channel}</dd>
        </div>
        <div>
          <dt>{t('orders.carrier')}</dt>
          <dd>{t(`carriers.${order.carrier}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.estimate')}</dt>
          <dd>{estimate}</dd>
        </div>
        <div>
          <dt>{t('orders.tracking')}</dt>
          <dd>{order.tracking_number ?? none}</dd>
        </div>
        <div>
          <dt>{t('orders.paymentMethod')}</dt>
          <dd>
            {order.payment_method ? t(`methods.${order.payment_method}`, { defaultValue: order.payment_method }) : none}
          </dd>
        </div>
        <div>
          <dt>{t('orders.transactionId')}</dt>
          <dd className="order-facts__code">{order.transaction_id ?? none}</dd>
        </div>
        <div>
          <dt>{t('orders.articles')}</dt>
          <dd>{order.article_count}</dd>
        </div>
      </dl>
      <table className="checkout-lines">
        <caption className="visually-hidden">{t('orders.articles')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.product')}</th>
            <th scope="col" className="checkout-lines__number">
              {t('lines.quantity')}
            </th>
            <th scope="col" className="checkout-lines__number">
              {t('lines.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.product_id}-${line.conditioning_id}-${line.free}`}>
              <th scope="row" className="checkout-lines__product">
                <span className="checkout-lines__name">{line.name}</span>
                <span className="checkout-lines__variant">{line.conditioning_label}</span>
              </th>
              <td className="checkout-lines__number">{line.quantity}</td>
              <td className="checkout-lines__number">
                {line.free ? t('lines.free') : money(line.total_cents, order.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="checkout-totals">
        <dt>{t('totals.merchandise')}</dt>
        <dd>{money(order.merchandise_cents, order.currency)}</dd>
        {order.discount_cents > 0 && (
          <>
            <dt>{order.code ? t('totals.code', { code: order.code }) : t('totals.discount')}</dt>
            <dd>−{money(order.discount_cents, order.currency)}</dd>
          </>
        )}
        <dt>{t('totals.shipping')}</dt>
        <dd>{order.shipping_cents === 0 ? t('totals.free') : money(order.shipping_cents, order.currency)}</dd>
        <dt className="checkout-totals__total">{t('totals.total')}</dt>
        <dd className="checkout-totals__total">{money(order.total_cents, order.currency)}</dd>
      </dl>
      <div className="checkout-recap">
        {order.relay_point && (
          <section className="checkout-recap__block">
            <h2>{t('orders.relayPoint')}</h2>
            <p>
              <strong>{order.relay_point.name}</strong>
              <br />
              {order.relay_point.address}, {order.relay_point.zipcode} {order.relay_point.city}
            </p>
          </section>
        )}
        <section className="checkout-recap__block">
          <h2>{t('orders.shippingAddress')}</h2>
          <AddressLines address={order.shipping_address} />
        </section>
        <section className="checkout-recap__block">
          <h2>{t('orders.invoiceAddress')}</h2>
          <AddressLines address={order.invoice_address} />
        </section>
      </div>
    </div>
  );
}
