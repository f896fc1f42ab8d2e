// Asking for a new password (SPEC §8 'Login and reset'): the e-mail of the account. Whether an
// account has that e-mail or not, the answer is the same: 'if an account exists, an e-mail is on
// its way' (in place with JavaScript; on the page the server leads to, `?done=resetRequest`,
// without), so the form tells nobody which e-mails have an account. A development site, which
// writes its e-mails to the outbox instead of sending them, says where to read them.
import { useState } from 'react';
import { useLocation } from 'react-router';

import { DEV_OUTBOX_PATH, DONE_PARAM } from '../../../shared/account-paths.ts';
import {
  RESET_REQUEST_FIELDS,
  type ResetRequestValues,
  validateResetRequest,
} from '../../../shared/forms/account/password-reset-forms.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { usePublicConfig } from '../../app/public-config-context.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { TextControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { FormHiddenFields } from './form-hidden-fields.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const INITIAL: ResetRequestValues = { email: '' };

export function ResetRequestForm({ loginHref }: { loginHref: string | null }) {
  const { t } = useTranslation('account');
  const { t: tForms } = useTranslation('forms');
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const { devOutbox } = usePublicConfig();
  const [sent, setSent] = useState(() => new URLSearchParams(search).get(DONE_PARAM) === 'resetRequest');
  const { alertRef, ...form } = useAccountForm({
    form: 'resetRequest',
    fields: RESET_REQUEST_FIELDS,
    initial: INITIAL,
    validate: validateResetRequest,
    onDone: () => setSent(true),
  });
  if (sent)
    return (
      <div className="account-done">
        <p className="form__done" role="status">
          {t('reset.sent')}
        </p>
        {devOutbox && (
          <p className="account-done__dev">
            {t('reset.devOutbox')} <a href={DEV_OUTBOX_PATH}>{DEV_OUTBOX_PATH}</a>
          </p>
        )}
        {loginHref && (
          <p>
            <a href={loginHref}>{t('reset.backToLogin')}</a>
          </p>
        )}
      </div>
    );
  const labels = { email: tForms('fields.email') };
  return (
    <form
      className="form form--account form--reset-request"
      method="post"
      action={pathname}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="resetRequest" />
      <TextControl
        {...form.control('email')}
        label={labels.email}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SubmitButton sending={form.sending} label={t('reset.submit')} />
      {loginHref && (
        <p className="form__aside">
          <a href={loginHref}>{t('reset.backToLogin')}</a>
        </p>
      )}
    </form>
  );
}
