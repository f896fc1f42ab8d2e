// Profile and subscriptions (issue 19, SPEC §3): the five opt-ins of the account.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { profileQuery } from '../app/queries/account.ts';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { SubscriptionsForm } from '../components/account/subscriptions-form.tsx';

function SubscriptionsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  return (
    <AccountArea match={match} intro={t('subscriptions.intro')}>
      <SubscriptionsForm />
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, account }) {
    await queryClient.ensureQueryData(profileQuery(account));
    return null;
  },
  head: accountHead('subscriptions.intro'),
  Page: SubscriptionsPage,
};
