// The address book (issue 19, SPEC §3 'Address'): the customer's addresses, their default invoice
// and shipping address, and the link to add one.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { addressesQuery } from '../app/queries/account.ts';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { AddressBook } from '../components/account/address-book.tsx';

function AddressesPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  return (
    <AccountArea match={match} intro={t('addresses.intro')}>
      <AddressBook />
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, account }) {
    await queryClient.ensureQueryData(addressesQuery(account));
    return null;
  },
  head: accountHead('addresses.intro'),
  Page: AddressesPage,
};
