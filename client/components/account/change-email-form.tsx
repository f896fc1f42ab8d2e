// A new login e-mail (SPEC §3 'username'), confirmed with the current password; SPEC §8 'email
// already used by another account' and a wrong password are said above the form and beside the
// field at fault. The current address is the account's as the server last read it.
import { CHANGE_EMAIL_FIELDS, validateChangeEmail } from '../../../shared/forms/account/credentials-forms.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { profileQuery } from '../../app/queries/account.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { useHref } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { TextControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { FormHiddenFields } from './form-hidden-fields.tsx';
import { PasswordControl } from './password-control.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const EMPTY = { email: '', currentPassword: '' };

export function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const href = useHref();
  const hydrated = useHydrated();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const { alertRef, ...form } = useAccountForm({
    form: 'changeEmail',
    fields: CHANGE_EMAIL_FIELDS,
    initial: EMPTY,
    validate: validateChangeEmail,
    onDone: () => {
      form.setValues(EMPTY);
    },
  });
  const labels = { email: t('fields.newEmail'), currentPassword: t('fields.currentPassword') };
  return (
    <form
      className="form form--account"
      method="post"
      action={href('myCredentials') ?? undefined}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
      aria-labelledby="change-email-title"
    >
      <h2 id="change-email-title" className="form__section-title">
        {t('credentials.emailTitle')}
      </h2>
      <p className="form__notice">{t('credentials.currentEmail', { email: profile.email })}</p>
      <SavedNotice text={form.done ? t('credentials.emailSaved') : null} />
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="changeEmail" />
      <TextControl
        {...form.control('email')}
        label={labels.email}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <PasswordControl
        {...form.control('currentPassword')}
        label={labels.currentPassword}
        autoComplete="current-password"
      />
      <SubmitButton sending={form.sending} label={t('credentials.emailSubmit')} />
    </form>
  );
}
