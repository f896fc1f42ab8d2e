// The customer's favourite products (issue 19, SPEC §6): the list, each one removable.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { favouriteProductsQuery } from '../app/queries/account.ts';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { FavouriteProducts } from '../components/account/favourite-products.tsx';

function FavouriteProductsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  return (
    <AccountArea match={match} intro={t('favourites.productsIntro')}>
      <FavouriteProducts />
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, account }) {
    await queryClient.ensureQueryData(favouriteProductsQuery(account));
    return null;
  },
  head: accountHead('favourites.productsIntro'),
  Page: FavouriteProductsPage,
};
