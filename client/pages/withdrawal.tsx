// The withdrawal form (issue 20; SPEC §3 'Withdrawal request'): a public page whose form is sent
// by a logged-in customer (the catalog checks the order is theirs and the 14 days); a visitor is
// asked to log in first and comes back here. From an order's page, the form starts filled in.
import { useLocation } from 'react-router';

import type { RouteMatch } from '../../routes/kinds.ts';
import { loginPath } from '../../shared/account-paths.ts';
import { ORDER_NUMBER_PATTERN } from '../../shared/forms/shop/checkout-forms.ts';
import type { Order } from '../../shared/schemas/shop.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { orderQuery } from '../app/queries/shop.ts';
import { useQuery } from '../app/query-hooks.ts';
import { useSite } from '../app/site.tsx';
import { useSignedIn } from '../components/account/use-signed-in.ts';
import { checkoutHead } from '../components/checkout/checkout-head.ts';
import { WithdrawalForm } from '../components/checkout/withdrawal-form.tsx';
import { MAIN_HEADING_ID } from '../components/editorial/main-heading.ts';
import { routeTitle } from '../components/route-title.ts';

const numberOf = (search: string | URLSearchParams) => {
  const number = new URLSearchParams(search).get('order') ?? '';
  return ORDER_NUMBER_PATTERN.test(number) ? number : null;
};

const addressText = (order: Order) =>
  [
    `${order.shipping_address.firstname} ${order.shipping_address.lastname}`,
    order.shipping_address.line1,
    order.shipping_address.line2,
    `${order.shipping_address.zipcode} ${order.shipping_address.city}`,
  ]
    .filter((line) => line.trim() !== '')
    .join('\n');

function WithdrawalPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('checkout');
  const { router, locale } = useSite();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const number = numberOf(search);
  const { data: order } = useQuery({ ...orderQuery(null, number ?? ''), enabled: false });
  return (
    <div className="checkout checkout--withdrawal">
      <header className="checkout__header">
        <h1 id={MAIN_HEADING_ID} tabIndex={-1}>
          {routeTitle(match)}
        </h1>
        <p className="checkout__intro">{t('withdrawal.intro')}</p>
      </header>
      {signedIn ? (
        <WithdrawalForm
          initial={{
            orderNumber: order?.number ?? number ?? '',
            orderDate: order ? order.created_at.slice(0, 10) : '',
            deliveryDate: order?.delivered_on ?? '',
            address: order ? addressText(order) : '',
            content: order
              ? order.lines.map((line) => `${line.quantity} × ${line.name} (${line.conditioning_label})`).join('\n')
              : '',
          }}
        />
      ) : (
        <p className="checkout__notice">
          {t('withdrawal.login')}{' '}
          <a className="button" href={loginPath(router, locale, { wanted: `${pathname}${search}` })}>
            {t('withdrawal.loginAction')}
          </a>
        </p>
      )}
    </div>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'checkout'],
  async load({ queryClient, account, query }) {
    const number = numberOf(query);
    // The customer's own order fills the form in; anything else leaves it empty.
    if (account && number) await queryClient.prefetchQuery(orderQuery(account, number));
    return null;
  },
  head: checkoutHead('withdrawal.intro'),
  Page: WithdrawalPage,
};
