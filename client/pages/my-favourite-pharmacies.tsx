// The customer's favourite pharmacies (issue 19, SPEC §6): the list, each one removable.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { favouritePharmaciesQuery } from '../app/queries/account.ts';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { FavouritePharmacies } from '../components/account/favourite-pharmacies.tsx';

function FavouritePharmaciesPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  return (
    <AccountArea match={match} intro={t('favourites.pharmaciesIntro')}>
      <FavouritePharmacies />
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, account }) {
    await queryClient.ensureQueryData(favouritePharmaciesQuery(account));
    return null;
  },
  head: accountHead('favourites.pharmaciesIntro'),
  Page: FavouritePharmaciesPage,
};
