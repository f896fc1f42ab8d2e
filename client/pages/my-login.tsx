// The login page (SPEC §6, §8; issue 19): /fr/connexion, /nl/inloggen, /anmelden (de-ch
// /de/anmelden), /iniciar-sesion, /accedi. A private page or a favourite sends an anonymous
// visitor here with `redirect` (where to come back) and maybe `favourite` (what to add then);
// an ended session adds `disconnected` ('you have been disconnected'). Beside the form, the two
// ways to get an account, which keep that query.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import { useHref } from '../app/site.tsx';
import { AccountWayIn, OtherWaysIn } from '../components/account/account-way-in.tsx';
import { LoginForm } from '../components/account/login-form.tsx';
import { SignedInNotice } from '../components/account/signed-in-notice.tsx';
import { useSignedIn } from '../components/account/use-signed-in.ts';
import { wayInPage } from '../components/account/way-in-page.ts';
import { useServedRefusal } from '../components/forms/use-form-action.ts';
import { routeTitle } from '../components/route-title.ts';

function LoginPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  const href = useHref();
  // A refused form shows again even to a customer (a replayed sign-up says why it was refused).
  const refused = useServedRefusal('login') !== null;
  const signedIn = useSignedIn() && !refused;
  return (
    <AccountWayIn
      title={routeTitle(match)}
      intro={t('login.intro')}
      aside={signedIn ? undefined : <OtherWaysIn show={['signUp', 'activation']} />}
    >
      {signedIn ? <SignedInNotice /> : <LoginForm forgottenHref={href('myPasswordReset')} />}
    </AccountWayIn>
  );
}

export const page = wayInPage(LoginPage, { intro: 'login.intro' });
