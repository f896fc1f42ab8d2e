// The account's dashboard (issue 19; /fr/mon-compte, /nl/mijn-account, /mein-konto, /mi-cuenta,
// /il-mio-account): the customer greeted by name with their customer number, what just happened
// (an account made, a new password), and each screen of the account with what it holds.
import { useLocation } from 'react-router';

import type { RouteMatch } from '../../routes/kinds.ts';
import { DONE_PARAM } from '../../shared/account-paths.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { profileQuery } from '../app/queries/account.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { useSite } from '../app/site.tsx';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { ACCOUNT_SECTIONS } from '../components/account/account-nav.tsx';
import { SavedNotice } from '../components/account/saved-notice.tsx';

/** What the dashboard says after the form that led there (`done=<form>`). */
const DONE_TEXTS: Readonly<Record<string, string>> = {
  signUp: 'dashboard.welcome',
  activation: 'dashboard.welcome',
  newPassword: 'dashboard.passwordChanged',
};

function DashboardPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  const { router, locale } = useSite();
  const { search } = useLocation();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const titles = router.table(locale).titles;
  const done = DONE_TEXTS[new URLSearchParams(search).get(DONE_PARAM) ?? ''];
  return (
    <AccountArea
      match={match}
      title={t('dashboard.greeting', { name: profile.firstname })}
      intro={t('dashboard.number', { number: profile.customer_number })}
    >
      <SavedNotice text={done ? t(done) : null} />
      <ul className="account-sections">
        {ACCOUNT_SECTIONS.filter((section) => section !== 'myAccount').map((section) => {
          const href = router.href(section, {}, locale);
          return href ? (
            <li key={section} className="account-sections__item">
              <a className="account-sections__link" href={href}>
                {titles[section]}
              </a>
              <p>{t(`dashboard.sections.${section}`)}</p>
            </li>
          ) : null;
        })}
      </ul>
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, account }) {
    await queryClient.ensureQueryData(profileQuery(account));
    return null;
  },
  head: accountHead('dashboard.intro'),
  Page: DashboardPage,
};
