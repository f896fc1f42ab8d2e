// The checkout's payment step (issue 20): the order as it will be placed (lines, the chosen
// delivery and its price, the addresses, the relay point, the phone), the accepted payment
// methods' logos, the terms of sale and the button that places the order (the catalog's
// checkout, in one transaction) and opens the provider's payment page.
import { useLocation } from 'react-router';

import type { RouteMatch } from '../../routes/kinds.ts';
import { formValuesOf } from '../../shared/forms/form-values.ts';
import { DELIVERY_FIELDS, validateDelivery } from '../../shared/forms/shop/checkout-forms.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { addressesQuery } from '../app/queries/account.ts';
import { customerCartQuery, orNotFound, relayPointsQuery } from '../app/queries/shop.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { useHref } from '../app/site.tsx';
import { AddressLines } from '../components/checkout/address-lines.tsx';
import { CartSummary } from '../components/checkout/cart-summary.tsx';
import { CheckoutFrame } from '../components/checkout/checkout-frame.tsx';
import { checkoutHead } from '../components/checkout/checkout-head.ts';
import { money } from '../components/checkout/money.ts';
import { PayForm } from '../components/checkout/pay-form.tsx';
import { PaymentLogos } from '../components/checkout/payment-logos.tsx';
import { RelaySchedule } from '../components/checkout/relay-schedule.tsx';

const choiceOf = (search: string | URLSearchParams) =>
  validateDelivery(formValuesOf(DELIVERY_FIELDS, Object.fromEntries(new URLSearchParams(search))));

function PaymentPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('checkout');
  const href = useHref();
  const { search } = useLocation();
  const { data: cart } = useSuspenseQuery(customerCartQuery(null));
  const { data: addresses } = useSuspenseQuery(addressesQuery(null));
  const choice = choiceOf(search);
  const relayCarrier =
    choice.ok && choice.data.relayPointId !== null
      ? (choice.data.carrier as 'chrono_relais' | 'colissimo_relais')
      : null;
  const { data: points } = useSuspenseQuery(relayPointsQuery(null, relayCarrier ?? 'chrono_relais'));
  const option = choice.ok ? cart.shipping.find((each) => each.carrier === choice.data.carrier) : undefined;
  if (!choice.ok || !option || cart.lines.length === 0)
    return (
      <CheckoutFrame match={match}>
        <p className="checkout__notice" role="status">
          {cart.lines.length === 0 ? t('recap.empty') : t('payment.missing')}
        </p>
        <p>
          <a className="button" href={href(cart.lines.length === 0 ? 'products' : 'checkoutDelivery') ?? '/'}>
            {cart.lines.length === 0 ? t('recap.shop') : t('steps.checkoutDelivery')}
          </a>
        </p>
      </CheckoutFrame>
    );
  const shipping = addresses.find((address) => address.id === choice.data.shippingAddressId);
  const invoice = addresses.find((address) => address.id === choice.data.invoiceAddressId);
  const point = relayCarrier ? points.find((each) => each.id === choice.data.relayPointId) : undefined;
  const total = money(cart.net_merchandise_cents + option.price_cents, cart.currency.code);
  return (
    <CheckoutFrame match={match} intro={t('payment.intro')}>
      <CartSummary cart={cart} shipping={option} />
      <div className="checkout-recap">
        <section className="checkout-recap__block">
          <h2>{t('payment.by')}</h2>
          <p>{t(`carriers.${option.carrier}`)}</p>
          {point && (
            <>
              <p>
                <strong>{point.name}</strong>
                <br />
                {point.address}, {point.zipcode} {point.city}
              </p>
              <RelaySchedule point={point} />
            </>
          )}
          <p>
            <span className="checkout-recap__label">{t('delivery.phone')}</span> {choice.data.phone}
          </p>
        </section>
        {shipping && (
          <section className="checkout-recap__block">
            <h2>{t('payment.deliverTo')}</h2>
            <AddressLines address={shipping} />
          </section>
        )}
        {invoice && (
          <section className="checkout-recap__block">
            <h2>{t('payment.invoiceTo')}</h2>
            <AddressLines address={invoice} />
          </section>
        )}
      </div>
      <PayForm
        total={total}
        initial={{
          shippingAddress: String(choice.data.shippingAddressId),
          invoiceAddress: String(choice.data.invoiceAddressId),
          carrier: choice.data.carrier,
          relayPoint: choice.data.relayPointId === null ? '' : String(choice.data.relayPointId),
          phone: choice.data.phone,
          terms: '',
        }}
      />
      <PaymentLogos />
    </CheckoutFrame>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'checkout'],
  async load({ queryClient, account, query }) {
    const choice = choiceOf(query);
    const carrier =
      choice.ok && choice.data.relayPointId !== null
        ? (choice.data.carrier as 'chrono_relais' | 'colissimo_relais')
        : null;
    await Promise.all([
      orNotFound(queryClient.ensureQueryData(customerCartQuery(account))),
      queryClient.ensureQueryData(addressesQuery(account)),
      queryClient.ensureQueryData(relayPointsQuery(account, carrier ?? 'chrono_relais')),
    ]);
    return null;
  },
  head: checkoutHead('payment.intro'),
  Page: PaymentPage,
};
