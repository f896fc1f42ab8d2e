// Asking for a new password (SPEC §8; issue 19): /fr/mot-de-passe-oublie and its translations.
// The e-mail of the account; the answer is always 'if an account exists, an e-mail is on its
// way' (`?done=resetRequest` without JavaScript).
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import { useHref } from '../app/site.tsx';
import { AccountWayIn } from '../components/account/account-way-in.tsx';
import { ResetRequestForm } from '../components/account/reset-request-form.tsx';
import { wayInPage } from '../components/account/way-in-page.ts';
import { routeTitle } from '../components/route-title.ts';

function PasswordResetPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  const href = useHref();
  return (
    <AccountWayIn title={routeTitle(match)} intro={t('reset.intro')}>
      <ResetRequestForm loginHref={href('myLogin')} />
    </AccountWayIn>
  );
}

export const page = wayInPage(PasswordResetPage, { intro: 'reset.intro' });
