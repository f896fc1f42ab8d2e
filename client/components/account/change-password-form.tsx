// A new password (SPEC §3, §5): the current one, the new one with the live strength meter (judged
// against the customer's names and e-mail, as the server judges it), and its confirmation. Once
// changed, every other session of the account ends (the catalog revokes them) and this one stays.
import { useSuspenseQuery } from '@tanstack/react-query';

import {
  CHANGE_PASSWORD_FIELDS,
  type ChangePasswordValues,
  validateChangePassword,
} from '../../../shared/forms/account/credentials-forms.ts';
import { CSRF_FIELD, FORM_FIELD } from '../../../shared/forms/form-protocol.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { profileQuery } from '../../app/queries/account.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useHref } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { fieldErrorText } from '../forms/field-error-text.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', passwordConfirm: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { t: tf } = useTranslation('forms');
  const href = useHref();
  const hydrated = useHydrated();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const { data: token } = useSuspenseQuery(formTokenQuery());
  const { fields, formError, saved, sending, alertRef, onSubmit } = useAccountForm({
    form: 'changePassword',
    fieldNames: CHANGE_PASSWORD_FIELDS,
    initial: EMPTY,
    validate: validateChangePassword,
    onSaved: (saved) => saved.setValues(EMPTY),
  });
  const { values, errors } = fields;
  const labels = {
    currentPassword: t('fields.currentPassword'),
    password: t('fields.newPassword'),
    passwordConfirm: t('fields.passwordConfirm'),
  };
  const field = (name: keyof ChangePasswordValues) => ({
    id: `new-password-${name}`,
    name,
    label: labels[name],
    value: values[name],
    error: fieldErrorText(tf, errors[name]),
    onChange: (value: string) => fields.setValue(name, value),
    onBlur: () => fields.blur(name),
  });
  return (
    <form
      className="form form--account"
      method="post"
      action={href('myCredentials') ?? undefined}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
      aria-labelledby="credentials-password-title"
    >
      <h2 id="credentials-password-title" className="form__section-title">
        {t('credentials.passwordTitle')}
      </h2>
      <SavedNotice text={saved ? t('credentials.passwordSaved') : null} />
      <FormAlert
        ref={alertRef}
        formError={formError}
        errors={errors}
        fields={CHANGE_PASSWORD_FIELDS.map((name) => ({ name, id: `new-password-${name}`, label: labels[name] }))}
      />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={FORM_FIELD} value="changePassword" />
      <PasswordField {...field('currentPassword')} autoComplete="current-password" />
      <PasswordField
        {...field('password')}
        autoComplete="new-password"
        meter={{ personal: [profile.email, profile.firstname, profile.lastname] }}
      />
      <PasswordField {...field('passwordConfirm')} autoComplete="new-password" />
      <SubmitButton sending={sending} label={t('credentials.passwordSubmit')} />
    </form>
  );
}
