// One address of the customer's book, to change (issue 19, SPEC §3 'Address'): the address form
// filled with it; an id the book does not hold is the 404 page.
import type { RouteMatch } from '../../routes/kinds.ts';
import { addressValuesOf } from '../../shared/forms/account/address-form.ts';
import { spanishBlock } from '../../shared/forms/account/phone-numbers.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { addressesQuery } from '../app/queries/account.ts';
import { provincesQuery } from '../app/queries/provinces.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { notFound } from '../app/route-errors.ts';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { AddressForm } from '../components/account/address-form.tsx';

/** The address the path names: digits only, as the form handlers read them. */
const addressIdOf = (match: Pick<RouteMatch, 'params'>) =>
  /^[1-9]\d{0,8}$/.test(match.params.id ?? '') ? Number(match.params.id) : null;

function AddressEditPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  const { data: addresses } = useSuspenseQuery(addressesQuery(null));
  const id = addressIdOf(match);
  const address = addresses.find((each) => each.id === id);
  if (!address) throw notFound();
  return (
    <AccountArea match={match} intro={t('addresses.intro')}>
      <AddressForm id={address.id} initial={addressValuesOf(address)} />
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, account, api, locale, match }) {
    const id = addressIdOf(match);
    if (id === null) throw notFound();
    const [addresses] = await Promise.all([
      queryClient.ensureQueryData(addressesQuery(account)),
      spanishBlock(locale) && queryClient.ensureQueryData(provincesQuery(api)),
    ]);
    if (!addresses.some((address) => address.id === id)) throw notFound();
    return null;
  },
  head: accountHead('addresses.intro'),
  Page: AddressEditPage,
};
