// The header's account entry, in every country (issue 19): an anonymous visitor gets a link to
// login that brings them back to the page they are on (from home, to their dashboard); a
// customer, their first name, linking to their account's dashboard. Who the visitor is comes with
// the page's state (decision 026): a page a shared cache keeps is always an anonymous one.
import { useLocation } from 'react-router';

import { isAccountKind } from '../../../routes/kinds.ts';
import { loginPath } from '../../../shared/account-paths.ts';
import { useTranslation } from '../i18n.tsx';
import { viewerQuery } from '../queries/viewer.ts';
import { useQuery } from '../query-hooks.ts';
import { useSite } from '../site.tsx';

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function AccountEntry() {
  const { t } = useTranslation();
  const { router, locale } = useSite();
  const { pathname, search } = useLocation();
  const { data: viewer } = useQuery(viewerQuery());
  if (viewer) {
    const dashboard = router.href('myAccount', {}, locale);
    if (!dashboard) return null;
    return (
      <a
        className="account-entry account-entry--customer"
        href={dashboard}
        // The name holds the visible first name as words of its own ('My account – Marie'): in
        // parentheses, label-in-name checks (WCAG 2.5.3) leave it out.
        aria-label={t('header.accountOf', { name: viewer.first_name })}
      >
        <PersonIcon />
        <span className="account-entry__text">{viewer.first_name}</span>
      </a>
    );
  }
  // Coming back makes no sense to a page of the account area itself (login, sign-up…), and from
  // home the visitor is better served by their account's dashboard (login's default).
  const here = router.match(locale, pathname);
  const comesBack = here !== null && here.kind !== 'home' && !isAccountKind(here.kind);
  const wanted = comesBack ? `${pathname}${search}` : undefined;
  return (
    <a className="account-entry account-entry--login" href={loginPath(router, locale, { wanted })}>
      <PersonIcon />
      <span className="account-entry__text">{t('header.login')}</span>
    </a>
  );
}
