// Logging out (issue 19): /fr/deconnexion and its translations. A customer confirms with a POST
// (the header's button posts the same form from any page); once the session is revoked and its
// cookie cleared, the route action leads back here with `?done=logout`, which says so and offers
// to log in again. Anyone else is offered login.
import { useLocation } from 'react-router';

import type { RouteMatch } from '../../routes/kinds.ts';
import { DONE_PARAM } from '../../shared/account-paths.ts';
import { useTranslation } from '../app/i18n.tsx';
import { useHref } from '../app/site.tsx';
import { AccountWayIn } from '../components/account/account-way-in.tsx';
import { LogoutForm } from '../components/account/logout-form.tsx';
import { useSignedIn } from '../components/account/use-signed-in.ts';
import { wayInPage } from '../components/account/way-in-page.ts';
import { routeTitle } from '../components/route-title.ts';

function LogoutPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  const href = useHref();
  const signedIn = useSignedIn();
  const done = new URLSearchParams(useLocation().search).get(DONE_PARAM) === 'logout';
  const action = href('myLogout');
  if (signedIn && action)
    return (
      <AccountWayIn title={routeTitle(match)}>
        <LogoutForm action={action} />
      </AccountWayIn>
    );
  const login = href('myLogin');
  const home = href('home');
  return (
    <AccountWayIn title={routeTitle(match)}>
      <div className="account-done">
        {done && (
          <p className="form__done" role="status">
            {t('logout.done')}
          </p>
        )}
        <p className="account-done__links">
          {login && (
            <a className="button" href={login}>
              {t(done ? 'logout.loginAgain' : 'signUp.login')}
            </a>
          )}
          {home && <a href={home}>{t('logout.backHome')}</a>}
        </p>
      </div>
    </AccountWayIn>
  );
}

export const page = wayInPage(LogoutPage, { intro: null });
