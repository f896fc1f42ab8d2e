// The login form (SPEC §8 'Login and reset'): an e-mail and a password, posted to the login page's
// route action, which opens the session in the jwt_token cookie and sends the visitor on to the
// page they wanted (the `redirect` of the page's query, kept in a hidden field and in the form's
// own action, so a refusal without JavaScript still knows it). A wrong pair only says that they
// do not match; too many attempts say when to try again.
import { useLocation } from 'react-router';

import { LOGIN_FIELDS, validateLogin } from '../../../shared/forms/account/login-form.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { TextControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { FormHiddenFields, ReturnFields } from './form-hidden-fields.tsx';
import { PasswordControl } from './password-control.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const INITIAL = { email: '', password: '' };

export function LoginForm({ forgottenHref }: { forgottenHref: string | null }) {
  const { t } = useTranslation('account');
  const { t: tForms } = useTranslation('forms');
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const { alertRef, ...form } = useAccountForm({
    form: 'login',
    fields: LOGIN_FIELDS,
    initial: INITIAL,
    validate: validateLogin,
  });
  const labels = { email: tForms('fields.email'), password: t('fields.password') };
  return (
    <form
      className="form form--account form--login"
      method="post"
      action={`${pathname}${search}`}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="login" />
      <ReturnFields />
      <TextControl
        {...form.control('email')}
        label={labels.email}
        required
        type="email"
        inputMode="email"
        autoComplete="username"
      />
      <PasswordControl {...form.control('password')} label={labels.password} autoComplete="current-password" />
      {forgottenHref && (
        <p className="form__aside">
          <a href={forgottenHref}>{t('login.forgotten')}</a>
        </p>
      )}
      <SubmitButton sending={form.sending} label={t('login.submit')} />
    </form>
  );
}
