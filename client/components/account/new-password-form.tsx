// The new password a reset link leads to (SPEC §8 'Login and reset'): the link's single-use token
// travels in a hidden field; the password, twice, with the live strength meter. The catalog ends
// every session of the account and opens a new one. A link that expired or already served says
// so ('reset link expired, restart') with the way to ask for a new one; a link cut short asks
// for the whole address or a new link, without a form.
import { useLocation } from 'react-router';

import {
  NEW_PASSWORD_FIELDS,
  type NewPasswordValues,
  RESET_TOKEN_FIELD,
  RESET_TOKEN_PARAM,
  validateNewPassword,
} from '../../../shared/forms/account/password-reset-forms.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { FormHiddenFields } from './form-hidden-fields.tsx';
import { PasswordControl } from './password-control.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const INITIAL: NewPasswordValues = { password: '', passwordConfirm: '' };
/** A token as the catalog makes them (base64url); anything else is a link cut short. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

export function NewPasswordForm({ restartHref }: { restartHref: string | null }) {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const token = new URLSearchParams(search).get(RESET_TOKEN_PARAM) ?? '';
  const { alertRef, ...form } = useAccountForm({
    form: 'newPassword',
    fields: NEW_PASSWORD_FIELDS,
    initial: INITIAL,
    validate: validateNewPassword,
  });
  const restart = restartHref && (
    <p className="form__aside">
      <a href={restartHref}>{t('newPassword.restart')}</a>
    </p>
  );
  if (!TOKEN_SHAPE.test(token))
    return (
      <div className="account-done account-done--problem">
        <p role="alert">{t('newPassword.noToken')}</p>
        {restart}
      </div>
    );
  const linkSpent = form.formError?.code === 'resetExpired' || form.formError?.code === 'resetUsed';
  const labels = { password: t('fields.newPassword'), passwordConfirm: t('fields.passwordConfirm') };
  return (
    <form
      className="form form--account form--new-password"
      method="post"
      action={`${pathname}${search}`}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      {linkSpent && restart}
      <FormHiddenFields form="newPassword" />
      <input type="hidden" name={RESET_TOKEN_FIELD} value={token} />
      <PasswordControl
        {...form.control('password')}
        label={labels.password}
        autoComplete="new-password"
        meter={{ personal: [] }}
      />
      <PasswordControl
        {...form.control('passwordConfirm')}
        label={labels.passwordConfirm}
        autoComplete="new-password"
      />
      <SubmitButton sending={form.sending} label={t('newPassword.submit')} />
    </form>
  );
}
