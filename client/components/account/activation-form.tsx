// Activating the web account of a known customer (SPEC §6, §8 'Customer lookup'): the customer
// number and last name on their file, then the e-mail and password (twice, with the live
// strength meter) they will log in with. The catalog looks the customer up: a number it does not
// know, a name that is not the file's, or a customer who has a web account already are each
// said above the form, the field at fault marked.
import { useLocation } from 'react-router';

import {
  ACTIVATION_FIELDS,
  type ActivationValues,
  validateActivation,
} from '../../../shared/forms/account/activation-form.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { TextControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { FormHiddenFields, ReturnFields } from './form-hidden-fields.tsx';
import { PasswordControl } from './password-control.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const INITIAL: ActivationValues = { customerNumber: '', lastname: '', email: '', password: '', passwordConfirm: '' };

export function ActivationForm() {
  const { t } = useTranslation('account');
  const { t: tForms } = useTranslation('forms');
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const { alertRef, ...form } = useAccountForm({
    form: 'activation',
    fields: ACTIVATION_FIELDS,
    initial: INITIAL,
    validate: validateActivation,
  });
  const labels = {
    customerNumber: t('fields.customerNumber'),
    lastname: tForms('fields.lastName'),
    email: tForms('fields.email'),
    password: t('fields.password'),
    passwordConfirm: t('fields.passwordConfirm'),
  };
  return (
    <form
      className="form form--account form--activation"
      method="post"
      action={`${pathname}${search}`}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <p className="form__notice">{tForms('requiredNotice')}</p>
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="activation" />
      <ReturnFields />
      <fieldset className="form__section">
        <legend className="form__section-title">{t('activation.customer')}</legend>
        <div className="form__row">
          <TextControl
            {...form.control('customerNumber')}
            label={labels.customerNumber}
            required
            autoComplete="off"
            hint={t('hints.customerNumber')}
          />
          <TextControl {...form.control('lastname')} label={labels.lastname} required autoComplete="family-name" />
        </div>
      </fieldset>
      <fieldset className="form__section">
        <legend className="form__section-title">{t('activation.access')}</legend>
        <TextControl
          {...form.control('email')}
          label={labels.email}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('hints.email')}
        />
        <PasswordControl
          {...form.control('password')}
          label={labels.password}
          autoComplete="new-password"
          meter={{ personal: [form.values.email, form.values.lastname] }}
        />
        <PasswordControl
          {...form.control('passwordConfirm')}
          label={labels.passwordConfirm}
          autoComplete="new-password"
        />
      </fieldset>
      <SubmitButton sending={form.sending} label={t('activation.submit')} />
    </form>
  );
}
