// The sign-up page (issue 19): /fr/inscription, /nl/registreren, /registrieren, /registro,
// /registrazione. A new customer's form, and beside it the other ways in (a known customer
// activates their account instead; someone with an account logs in). On es-es the provinces of
// /provincials are loaded with the page, so the form renders with them.
import type { RouteMatch } from '../../routes/kinds.ts';
import { spanishBlock } from '../../shared/forms/account/phone-numbers.ts';
import { useTranslation } from '../app/i18n.tsx';
import { provincesQuery } from '../app/queries/provinces.ts';
import { AccountWayIn, OtherWaysIn } from '../components/account/account-way-in.tsx';
import { SignUpForm } from '../components/account/sign-up-form.tsx';
import { SignedInNotice } from '../components/account/signed-in-notice.tsx';
import { useSignedIn } from '../components/account/use-signed-in.ts';
import { wayInPage } from '../components/account/way-in-page.ts';
import { useServedRefusal } from '../components/forms/use-form-action.ts';
import { routeTitle } from '../components/route-title.ts';

function SignUpPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  // A refused form shows again even to a customer (a replayed sign-up says why it was refused).
  const refused = useServedRefusal('signUp') !== null;
  const signedIn = useSignedIn() && !refused;
  return (
    <AccountWayIn
      title={routeTitle(match)}
      intro={t('signUp.intro')}
      aside={signedIn ? undefined : <OtherWaysIn show={['login', 'activation']} />}
    >
      {signedIn ? <SignedInNotice /> : <SignUpForm />}
    </AccountWayIn>
  );
}

export const page = wayInPage(SignUpPage, {
  intro: 'signUp.intro',
  alsoLoad: ({ queryClient, api, locale }) =>
    spanishBlock(locale) ? queryClient.ensureQueryData(provincesQuery(api)) : null,
});
