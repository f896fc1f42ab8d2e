// The authentication information (issue 19, SPEC §3): the login e-mail and the password, each in
// its own form, each confirmed with the current password.
import type { RouteMatch } from '../../routes/kinds.ts';
import type { PageModule } from '../app/page-module.ts';
import { profileQuery } from '../app/queries/account.ts';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { ChangeEmailForm } from '../components/account/change-email-form.tsx';
import { ChangePasswordForm } from '../components/account/change-password-form.tsx';

function CredentialsPage({ match }: { match: RouteMatch }) {
  return (
    <AccountArea match={match}>
      <div className="account-forms">
        <ChangeEmailForm />
        <ChangePasswordForm />
      </div>
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, account }) {
    await queryClient.ensureQueryData(profileQuery(account));
    return null;
  },
  head: accountHead('dashboard.sections.myCredentials'),
  Page: CredentialsPage,
};
