// A new password (SPEC §3, §5): the current one, the new one with the live strength meter (judged
// against the customer's names and e-mail, as the server judges it), and its confirmation. Once
// changed, every other session of the account ends (the catalog revokes them) and this one stays.
import { CHANGE_PASSWORD_FIELDS, validateChangePassword } from '../../../shared/forms/account/credentials-forms.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { profileQuery } from '../../app/queries/account.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { useHref } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { FormHiddenFields } from './form-hidden-fields.tsx';
import { PasswordControl } from './password-control.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const EMPTY = { currentPassword: '', password: '', passwordConfirm: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const href = useHref();
  const hydrated = useHydrated();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const { alertRef, ...form } = useAccountForm({
    form: 'changePassword',
    fields: CHANGE_PASSWORD_FIELDS,
    initial: EMPTY,
    validate: validateChangePassword,
    onDone: () => {
      form.setValues(EMPTY);
    },
  });
  const labels = {
    currentPassword: t('fields.currentPassword'),
    password: t('fields.newPassword'),
    passwordConfirm: t('fields.passwordConfirm'),
  };
  return (
    <form
      className="form form--account"
      method="post"
      action={href('myCredentials') ?? undefined}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
      aria-labelledby="change-password-title"
    >
      <h2 id="change-password-title" className="form__section-title">
        {t('credentials.passwordTitle')}
      </h2>
      <SavedNotice text={form.done ? t('credentials.passwordSaved') : null} />
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="changePassword" />
      {/* For password managers: whose password this is. */}
      <input type="hidden" name="username" autoComplete="username" value={profile.email} />
      <PasswordControl
        {...form.control('currentPassword')}
        label={labels.currentPassword}
        autoComplete="current-password"
      />
      <PasswordControl
        {...form.control('password')}
        label={labels.password}
        autoComplete="new-password"
        meter={{ personal: [profile.email, profile.firstname, profile.lastname] }}
      />
      <PasswordControl
        {...form.control('passwordConfirm')}
        label={labels.passwordConfirm}
        autoComplete="new-password"
      />
      <SubmitButton sending={form.sending} label={t('credentials.passwordSubmit')} />
    </form>
  );
}
