// The new password a reset e-mail links to (SPEC §8; issue 19): /fr/nouveau-mot-de-passe?token=…
// and its translations. Its URL holds the single-use token, so nobody keeps the page
// (page-cache.ts: no-store), and it is never indexed.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import { useHref } from '../app/site.tsx';
import { AccountWayIn } from '../components/account/account-way-in.tsx';
import { NewPasswordForm } from '../components/account/new-password-form.tsx';
import { wayInPage } from '../components/account/way-in-page.ts';
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

export const page = wayInPage(NewPasswordPage, { intro: 'newPassword.intro' });
