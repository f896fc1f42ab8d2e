// The new password a reset e-mail links to (SPEC §8; issue 19): /fr/nouveau-mot-de-passe?token=…
// and its translations. Its URL holds the single-use token, so nobody keeps the page
// (page-cache.ts: no-store), and it is never indexed.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { formTokenQuery } from '../app/queries/forms.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { useHref } from '../app/site.tsx';
import { AccountWayIn } from '../components/account/account-way-in.tsx';
import { NewPasswordForm } from '../components/account/new-password-form.tsx';
import { routeTitle } from '../components/route-title.ts';

function NewPasswordPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  const href = useHref();
  return (
    <AccountWayIn title={routeTitle(match)} intro={t('newPassword.intro')}>
      <NewPasswordForm restartHref={href('myPasswordReset')} />
    </AccountWayIn>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient }) {
    await queryClient.ensureQueryData(formTokenQuery());
    return null;
  },
  head(_data, context) {
    return {
      title: routeTitle(context.match),
      description: context.t('account:newPassword.intro'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: NewPasswordPage,
};
