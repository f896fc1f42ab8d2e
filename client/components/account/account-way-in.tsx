// The frame of the account area's public screens (login, sign-up, activation, password reset,
// new password, logout): the title and introduction, the notices the visitor's way here calls
// for (their session ended: SPEC §8 'you have been disconnected'; a favourite waits to be added
// once they are logged in), the form, and beside it the other ways in, each keeping where the
// visitor wanted to go.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { DISCONNECTED_PARAM, FAVOURITE_PARAM, favouriteIntentOf, loginQuery } from '../../../shared/account-paths.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHref } from '../../app/site.tsx';
import { PageIntro } from '../editorial/page-intro.tsx';
import { useReturnIntent } from './form-hidden-fields.tsx';

export function AccountWayIn({
  title,
  intro,
  children,
  aside,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className={`account-page${aside ? ' account-page--with-aside' : ''}`}>
      <PageIntro title={title} intro={intro} />
      <WayInNotices />
      <div className="account-page__body">
        <div className="account-page__main">{children}</div>
        {aside && <aside className="account-page__aside">{aside}</aside>}
      </div>
    </div>
  );
}

/** 'You have been disconnected' after a session ended; 'log in to add this favourite' before one is added. */
function WayInNotices() {
  const { t } = useTranslation('account');
  const query = new URLSearchParams(useLocation().search);
  const disconnected = query.get(DISCONNECTED_PARAM) === '1';
  const favourite = favouriteIntentOf(query.get(FAVOURITE_PARAM)) !== null;
  if (!disconnected && !favourite) return null;
  return (
    <div className="account-notices">
      {disconnected && (
        <p className="account-notice account-notice--disconnected" role="status">
          {t('login.disconnected')}
        </p>
      )}
      {favourite && <p className="account-notice">{t('login.favourite')}</p>}
    </div>
  );
}

/** A page of the account area with the visitor's return query (where they wanted to go, the favourite to add). */
export function useWayInHref(): (kind: 'myLogin' | 'mySignUp' | 'myActivation') => string | null {
  const href = useHref();
  const { wanted, favourite } = useReturnIntent();
  const query = loginQuery({ wanted: wanted ?? undefined, favourite: favouriteIntentOf(favourite) });
  return (kind) => {
    const path = href(kind);
    return path && `${path}${query}`;
  };
}

/** The other ways in, beside a form: create an account, or activate the one of a known customer. */
export function OtherWaysIn({ show }: { show: readonly ('login' | 'signUp' | 'activation')[] }) {
  const { t } = useTranslation('account');
  const wayIn = useWayInHref();
  const login = wayIn('myLogin');
  const signUp = wayIn('mySignUp');
  const activation = wayIn('myActivation');
  return (
    <div className="other-ways-in">
      {show.includes('signUp') && signUp && (
        <section className="other-ways-in__way">
          <h2>{t('login.newCustomer')}</h2>
          <p>
            <a className="button button--secondary" href={signUp}>
              {t('login.signUp')}
            </a>
          </p>
        </section>
      )}
      {show.includes('activation') && activation && (
        <section className="other-ways-in__way">
          <h2>{t('login.knownCustomer')}</h2>
          <p>
            <a href={activation}>{t('login.activate')}</a>
          </p>
        </section>
      )}
      {show.includes('login') && login && (
        <section className="other-ways-in__way">
          <h2>{t('signUp.haveAccount')}</h2>
          <p>
            <a className="button button--secondary" href={login}>
              {t('signUp.login')}
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
