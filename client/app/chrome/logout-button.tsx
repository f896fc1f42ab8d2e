// "Log out" when the visitor has a session (SPEC §2.3; decision 010): a POST form, so no
// prefetch or crawler can end a session. The server clears the session cookie and answers with
// the home page of the visitor's language (server/middleware/logout.ts).
import { LOGOUT_PATH } from '../../../shared/site-paths.ts';
import { useTranslation } from '../i18n.tsx';
import { usePublicConfig } from '../public-config-context.tsx';

export function LogoutButton({ className = 'logout' }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = usePublicConfig();
  if (!user) return null;
  return (
    <form className={className} method="post" action={LOGOUT_PATH}>
      <button type="submit" className="link-button">
        {t('header.logout')}
      </button>
    </form>
  );
}
