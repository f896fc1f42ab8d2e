// What the ways in (login, sign-up, activation) show a visitor who is logged in already: who they
// are logged in as, and the way to their account, instead of a form they have no use for.
import { useTranslation } from '../../app/i18n.tsx';
import { viewerQuery } from '../../app/queries/viewer.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useHref } from '../../app/site.tsx';

/** The notice for a customer with a session, or null for everyone else. */
export function SignedInNotice() {
  const { t } = useTranslation('account');
  const href = useHref();
  const { data: viewer } = useQuery(viewerQuery());
  if (!viewer) return null;
  const account = href('myAccount');
  return (
    <div className="account-done">
      <p role="status">{t('login.already', { name: viewer.first_name })}</p>
      {account && (
        <p>
          <a className="button" href={account}>
            {t('login.goToAccount')}
          </a>
        </p>
      )}
    </div>
  );
}
