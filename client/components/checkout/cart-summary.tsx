// The cart as the checkout recaps it (issue 20): its lines, read-only, and its totals; the
// shipping line says the cheapest option, or what the chosen carrier costs.
import type { Cart, ShippingOption } from '../../../shared/schemas/shop.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { money } from './money.ts';

export function CartSummary({ cart, shipping }: { cart: Cart; shipping?: ShippingOption | null }) {
  const { t } = useTranslation('checkout');
  const currency = cart.currency.code;
  const cheapest = cart.shipping.reduce<ShippingOption | null>(
    (best, option) => (best === null || option.price_cents < best.price_cents ? option : best),
    null,
  );
  const shippingCents = shipping ? shipping.price_cents : null;
  const total = cart.net_merchandise_cents + (shippingCents ?? 0);
  return (
    <section className="checkout-summary" aria-label={t('lines.caption')}>
      <table className="checkout-lines">
        <caption className="visually-hidden">{t('lines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.product')}</th>
            <th scope="col" className="checkout-lines__number">
              {t('lines.quantity')}
            </th>
            <th scope="col" className="checkout-lines__number checkout-lines__unit">
              {t('lines.unitPrice')}
            </th>
            <th scope="col" className="checkout-lines__number">
              {t('lines.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="checkout-lines__product">
                <span className="checkout-lines__name">{line.name}</span>
                <span className="checkout-lines__variant">{line.conditioning_label}</span>
              </th>
              <td className="checkout-lines__number">{line.quantity}</td>
              <td className="checkout-lines__number checkout-lines__unit">{money(line.unit_price_cents, currency)}</td>
              <td className="checkout-lines__number">
                {line.free ? t('lines.free') : money(line.total_cents, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="checkout-totals">
        <dt>{t('totals.merchandise')}</dt>
        <dd>{money(cart.merchandise_cents, currency)}</dd>
        {cart.discount_cents > 0 && (
          <>
            <dt>{cart.code ? t('totals.code', { code: cart.code.code }) : t('totals.discount')}</dt>
            <dd>−{money(cart.discount_cents, currency)}</dd>
          </>
        )}
        <dt>{t('totals.shipping')}</dt>
        <dd>
          {shippingCents !== null
            ? shippingCents === 0
              ? t('totals.free')
              : money(shippingCents, currency)
            : cheapest
              ? cheapest.price_cents === 0
                ? t('totals.free')
                : t('totals.shippingFrom', { price: money(cheapest.price_cents, currency) })
              : '—'}
        </dd>
        <dt className="checkout-totals__total">{t('totals.total')}</dt>
        <dd className="checkout-totals__total">{money(total, currency)}</dd>
      </dl>
    </section>
  );
}
