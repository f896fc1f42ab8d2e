// "Log out" when the visitor has a session (SPEC §2.3; decision 026): a POST form to the logout
// page, whose route action revokes the session and clears its cookie, so no prefetch, crawler or
// other site can end a session. The customer's pages carry the CSRF token it sends.
import { CSRF_FIELD, FORM_FIELD } from '../../../shared/forms/form-protocol.ts';
import { useTranslation } from '../i18n.tsx';
import { usePublicConfig } from '../public-config-context.tsx';
import { formTokenQuery } from '../queries/forms.ts';
import { useQuery } from '../query-hooks.ts';
import { useHref } from '../site.tsx';

export function LogoutButton({ className = 'logout' }: { className?: string }) {
  const { t } = useTranslation();
  const href = useHref();
  const { user, previewer } = usePublicConfig();
  const { data: token } = useQuery(formTokenQuery());
  const action = href('myLogout');
  if ((!user && !previewer) || !action) return null;
  return (
    <form className={className} method="post" action={action}>
      <input type="hidden" name={FORM_FIELD} value="logout" />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <button type="submit" className="link-button">
        {t('header.logout')}
      </button>
    </form>
  );
}
