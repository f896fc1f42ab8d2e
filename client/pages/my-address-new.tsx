// A new address of the customer's book (issue 19, SPEC §3 'Address'): the address form, empty but
// for the site's country; the customer's first address becomes both defaults.

import type { RouteMatch } from '../../routes/kinds.ts';
import { emptyAddressValues } from '../../shared/forms/account/address-form.ts';
import { spanishBlock } from '../../shared/forms/account/phone-numbers.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { provincesQuery } from '../app/queries/provinces.ts';
import { useSite } from '../app/site.tsx';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { AddressForm } from '../components/account/address-form.tsx';

function AddressNewPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  const { country } = useSite();
  return (
    <AccountArea match={match} intro={t('addresses.intro')}>
      <AddressForm id={null} initial={emptyAddressValues(country)} />
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, api, locale }) {
    if (spanishBlock(locale)) await queryClient.ensureQueryData(provincesQuery(api));
    return null;
  },
  head: accountHead('addresses.intro'),
  Page: AddressNewPage,
};
