// The customer's personal information (SPEC §3 'Account/customer'): civility, names, birth date,
// landline, mobile and fax (the Spanish block's patterns in es-es), the province there, and how
// they heard of us. A POST form to its own page that works without JavaScript; with it, each field
// is checked as the customer goes and the form is saved without a reload.
import { useSuspenseQuery } from '@tanstack/react-query';

import {
  PERSONAL_INFO_FIELDS,
  type PersonalInfoField,
  personalInfoValuesOf,
  validatePersonalInfo,
} from '../../../shared/forms/account/personal-info-form.ts';
import { spanishBlock } from '../../../shared/forms/account/phone-numbers.ts';
import { CSRF_FIELD, FORM_FIELD } from '../../../shared/forms/form-protocol.ts';
import { ACCOUNT_CIVILITIES } from '../../../shared/schemas/account.ts';
import { ORIGIN_CODES } from '../../../shared/schemas/submissions.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { profileQuery } from '../../app/queries/account.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useHref, useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { RadioGroup, SelectControl, TextControl } from '../forms/controls.tsx';
import { fieldErrorText } from '../forms/field-error-text.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { BirthDateField } from './birth-date-field.tsx';
import { ProvinceField } from './province-field.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

const idOf = (field: PersonalInfoField) => `personal-${field}`;

/** The label of each field: `forms` keys for those the contact form shares, `account` keys for the others. */
const LABELS: Record<PersonalInfoField, string> = {
  civility: 'forms:fields.civility',
  firstname: 'forms:fields.firstName',
  lastname: 'forms:fields.lastName',
  birthDay: 'account:fields.birthDay',
  birthMonth: 'account:fields.birthMonth',
  birthYear: 'account:fields.birthYear',
  phone: 'account:fields.phone',
  mobile: 'account:fields.mobile',
  fax: 'account:fields.fax',
  province: 'account:fields.province',
  origin: 'forms:fields.origin',
};

export function PersonalInfoForm() {
  const { t } = useTranslation('forms');
  const { locale } = useSite();
  const href = useHref();
  const hydrated = useHydrated();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const { data: token } = useSuspenseQuery(formTokenQuery());
  const validate = (values: Parameters<typeof validatePersonalInfo>[1]) => validatePersonalInfo(locale, values);
  const { fields, formError, saved, sending, alertRef, onSubmit } = useAccountForm({
    form: 'personalInfo',
    fieldNames: PERSONAL_INFO_FIELDS,
    initial: personalInfoValuesOf(profile),
    validate,
  });
  const { values, errors } = fields;
  const spanish = spanishBlock(locale);
  const text = (field: PersonalInfoField) => fieldErrorText(t, errors[field]);
  const control = (field: PersonalInfoField) => ({
    id: idOf(field),
    name: field,
    label: t(LABELS[field]),
    value: values[field],
    error: text(field),
    onChange: (value: string) => fields.setValue(field, value),
    onBlur: () => fields.blur(field),
  });
  const shownFields = PERSONAL_INFO_FIELDS.filter((field) => spanish || field !== 'province');
  const alertFields = shownFields.map((field) => ({ name: field, id: idOf(field), label: t(LABELS[field]) }));

  return (
    <form
      className="form form--account"
      method="post"
      action={href('myPersonalInfo') ?? undefined}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
    >
      <p className="form__notice">{t('requiredNotice')}</p>
      <SavedNotice text={saved ? t('account:personalInfo.saved') : null} />
      <FormAlert ref={alertRef} formError={formError} errors={errors} fields={alertFields} />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={FORM_FIELD} value="personalInfo" />

      <RadioGroup
        {...control('civility')}
        required
        options={ACCOUNT_CIVILITIES.map((value) => ({ value, label: t(`civilities.${value}`) }))}
      />
      <div className="form__row">
        <TextControl {...control('firstname')} required autoComplete="given-name" />
        <TextControl {...control('lastname')} required autoComplete="family-name" />
      </div>
      <BirthDateField
        idPrefix="personal"
        values={values}
        errors={{ birthDay: text('birthDay'), birthMonth: text('birthMonth'), birthYear: text('birthYear') }}
        onChange={(field, value) => fields.setValue(field, value)}
        onBlur={(field) => fields.blur(field)}
      />
      <div className="form__row">
        <TextControl
          {...control('phone')}
          type="tel"
          autoComplete="tel"
          hint={spanish ? t('account:hints.phoneSpain') : null}
        />
        <TextControl
          {...control('mobile')}
          type="tel"
          autoComplete="tel"
          hint={spanish ? t('account:hints.mobileSpain') : null}
        />
      </div>
      <TextControl {...control('fax')} type="tel" />
      {spanish && <ProvinceField {...control('province')} />}
      <SelectControl
        {...control('origin')}
        options={ORIGIN_CODES.map((value) => ({ value, label: t(`origins.${value}`) }))}
      />
      <SubmitButton sending={sending} label={t('account:save')} />
    </form>
  );
}
