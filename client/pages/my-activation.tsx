// Activating the web account of a known customer (SPEC §6; issue 19): /fr/activer-mon-compte and
// its translations. The customer number and name, then the e-mail and password; beside the form,
// login and sign-up, keeping where the visitor wanted to go.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import { AccountWayIn, OtherWaysIn } from '../components/account/account-way-in.tsx';
import { ActivationForm } from '../components/account/activation-form.tsx';
import { SignedInNotice } from '../components/account/signed-in-notice.tsx';
import { useSignedIn } from '../components/account/use-signed-in.ts';
import { wayInPage } from '../components/account/way-in-page.ts';
import { useServedRefusal } from '../components/forms/use-form-action.ts';
import { routeTitle } from '../components/route-title.ts';

function ActivationPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  // A refused form shows again even to a customer (a replayed sign-up says why it was refused).
  const refused = useServedRefusal('activation') !== null;
  const signedIn = useSignedIn() && !refused;
  return (
    <AccountWayIn
      title={routeTitle(match)}
      intro={t('activation.intro')}
      aside={signedIn ? undefined : <OtherWaysIn show={['login', 'signUp']} />}
    >
      {signedIn ? <SignedInNotice /> : <ActivationForm />}
    </AccountWayIn>
  );
}

export const page = wayInPage(ActivationPage, { intro: 'activation.intro' });
