// The logout page's form (issue 19): a customer confirms, the route action revokes the session in
// the catalog (every process refuses its token from then on) and clears the jwt_token cookie; the
// page then says they are logged out. A POST, never a link, so no prefetch, crawler or other site
// ends a session.
import { useTranslation } from '../../app/i18n.tsx';
import { FormHiddenFields } from './form-hidden-fields.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const NONE = [] as const;
const valid = () => ({ ok: true }) as const;

export function LogoutForm({ action }: { action: string }) {
  const { t } = useTranslation('account');
  const form = useAccountForm({ form: 'logout', fields: NONE, initial: {}, validate: valid });
  return (
    <form
      className="form form--account form--logout"
      method="post"
      action={action}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <p>{t('logout.intro')}</p>
      <FormHiddenFields form="logout" />
      <SubmitButton sending={form.sending} label={t('logout.submit')} />
    </form>
  );
}
