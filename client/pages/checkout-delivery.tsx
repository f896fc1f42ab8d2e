// The checkout's delivery step (issue 20): where to (the customer's addresses), how (the carriers
// with their prices and delivery estimates), the relay point of a relay carrier, the phone.
import type { RouteMatch } from '../../routes/kinds.ts';
import { SAME_ADDRESS } from '../../shared/forms/shop/checkout-forms.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { addressesQuery, profileQuery } from '../app/queries/account.ts';
import { customerCartQuery, orNotFound, relayPointsQuery } from '../app/queries/shop.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { useHref } from '../app/site.tsx';
import { CheckoutFrame } from '../components/checkout/checkout-frame.tsx';
import { checkoutHead } from '../components/checkout/checkout-head.ts';
import { DeliveryForm } from '../components/checkout/delivery-form.tsx';

function DeliveryPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('checkout');
  const href = useHref();
  const { data: cart } = useSuspenseQuery(customerCartQuery(null));
  const { data: addresses } = useSuspenseQuery(addressesQuery(null));
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const { data: chronoRelais } = useSuspenseQuery(relayPointsQuery(null, 'chrono_relais'));
  const { data: colissimoRelais } = useSuspenseQuery(relayPointsQuery(null, 'colissimo_relais'));
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
  const shipping = addresses.find((address) => address.default_shipping) ?? addresses[0];
  const invoice = addresses.find((address) => address.default_invoice);
  return (
    <CheckoutFrame match={match} intro={t('delivery.intro')}>
      <DeliveryForm
        cart={cart}
        addresses={addresses}
        relayPoints={{ chrono_relais: chronoRelais, colissimo_relais: colissimoRelais }}
        initial={{
          shippingAddress: shipping ? String(shipping.id) : '',
          invoiceAddress: !invoice || invoice.id === shipping?.id ? SAME_ADDRESS : String(invoice.id),
          carrier: '',
          relayPoint: '',
          phone: profile.mobile || profile.phone || shipping?.mobile || shipping?.phone || '',
        }}
      />
    </CheckoutFrame>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'checkout'],
  async load({ queryClient, account }) {
    await Promise.all([
      orNotFound(queryClient.ensureQueryData(customerCartQuery(account))),
      queryClient.ensureQueryData(addressesQuery(account)),
      queryClient.ensureQueryData(profileQuery(account)),
      queryClient.ensureQueryData(relayPointsQuery(account, 'chrono_relais')),
      queryClient.ensureQueryData(relayPointsQuery(account, 'colissimo_relais')),
    ]);
    return null;
  },
  head: checkoutHead('delivery.intro'),
  Page: DeliveryPage,
};
