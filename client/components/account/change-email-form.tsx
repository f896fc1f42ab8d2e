// A new login e-mail (SPEC §3 'username'), confirmed with the current password; SPEC §8 'email
// already used by another account' and a wrong password are said above the form and beside the
// field at fault. The current address is the account's as the server last read it.
import { useSuspenseQuery } from '@tanstack/react-query';

import {
  CHANGE_EMAIL_FIELDS,
  type ChangeEmailValues,
  validateChangeEmail,
} from '../../../shared/forms/account/credentials-forms.ts';
import { CSRF_FIELD, FORM_FIELD } from '../../../shared/forms/form-protocol.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { profileQuery } from '../../app/queries/account.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useHref } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { TextControl } from '../forms/controls.tsx';
import { fieldErrorText } from '../forms/field-error-text.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const EMPTY: ChangeEmailValues = { email: '', currentPassword: '' };

export function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const { t: tf } = useTranslation('forms');
  const href = useHref();
  const hydrated = useHydrated();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const { data: token } = useSuspenseQuery(formTokenQuery());
  const { fields, formError, saved, sending, alertRef, onSubmit } = useAccountForm({
    form: 'changeEmail',
    fieldNames: CHANGE_EMAIL_FIELDS,
    initial: EMPTY,
    validate: validateChangeEmail,
    onSaved: (saved) => saved.setValues(EMPTY),
  });
  const { values, errors } = fields;
  const labels = { email: t('fields.newEmail'), currentPassword: t('fields.currentPassword') };
  return (
    <form
      className="form form--account"
      method="post"
      action={href('myCredentials') ?? undefined}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
      aria-labelledby="credentials-email-title"
    >
      <h2 id="credentials-email-title" className="form__section-title">
        {t('credentials.emailTitle')}
      </h2>
      <p className="form__notice">{t('credentials.currentEmail', { email: profile.email })}</p>
      <SavedNotice text={saved ? t('credentials.emailSaved') : null} />
      <FormAlert
        ref={alertRef}
        formError={formError}
        errors={errors}
        fields={CHANGE_EMAIL_FIELDS.map((name) => ({ name, id: `new-email-${name}`, label: labels[name] }))}
      />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={FORM_FIELD} value="changeEmail" />
      <TextControl
        id="new-email-email"
        name="email"
        label={labels.email}
        value={values.email}
        error={fieldErrorText(tf, errors.email)}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        onChange={(value) => fields.setValue('email', value)}
        onBlur={() => fields.blur('email')}
      />
      <PasswordField
        id="new-email-currentPassword"
        name="currentPassword"
        label={labels.currentPassword}
        value={values.currentPassword}
        error={fieldErrorText(tf, errors.currentPassword)}
        autoComplete="current-password"
        onChange={(value) => fields.setValue('currentPassword', value)}
        onBlur={() => fields.blur('currentPassword')}
      />
      <SubmitButton sending={sending} label={t('credentials.emailSubmit')} />
    </form>
  );
}
