// The customer's personal information (SPEC §3 'Account/customer'): civility, names, birth date,
// landline, mobile and fax (the Spanish block's patterns in es-es), the province there, and how
// they heard of us. A POST form to its own page that works without JavaScript; with it, each field
// is checked as the customer goes and the form is saved without a reload.
import {
  PERSONAL_INFO_FIELDS,
  type PersonalInfoField,
  type PersonalInfoValues,
  personalInfoValuesOf,
  validatePersonalInfo,
} from '../../../shared/forms/account/personal-info-form.ts';
import { spanishBlock } from '../../../shared/forms/account/phone-numbers.ts';
import { ACCOUNT_CIVILITIES } from '../../../shared/schemas/account.ts';
import { ORIGIN_CODES } from '../../../shared/schemas/submissions.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { profileQuery } from '../../app/queries/account.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { useHref, useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { RadioGroup, SelectControl, TextControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { BirthDateControl } from './birth-date-control.tsx';
import { FormHiddenFields } from './form-hidden-fields.tsx';
import { ProvinceField } from './province-field.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

export function PersonalInfoForm() {
  const { t } = useTranslation('account');
  const { t: tForms } = useTranslation('forms');
  const { locale } = useSite();
  const href = useHref();
  const hydrated = useHydrated();
  const { data: profile } = useSuspenseQuery(profileQuery(null));
  const spanish = spanishBlock(locale);
  const { alertRef, ...form } = useAccountForm({
    form: 'personalInfo',
    fields: spanish ? PERSONAL_INFO_FIELDS : PERSONAL_INFO_FIELDS.filter((field) => field !== 'province'),
    initial: personalInfoValuesOf(profile),
    validate: (values) => validatePersonalInfo(locale, values as PersonalInfoValues),
  });
  const labels: Record<PersonalInfoField, string> = {
    civility: tForms('fields.civility'),
    firstname: tForms('fields.firstName'),
    lastname: tForms('fields.lastName'),
    birthDay: t('fields.birthDay'),
    birthMonth: t('fields.birthMonth'),
    birthYear: t('fields.birthYear'),
    phone: t('fields.phone'),
    mobile: t('fields.mobile'),
    fax: t('fields.fax'),
    province: t('fields.province'),
    origin: tForms('fields.origin'),
  };
  const control = (field: PersonalInfoField) => ({ ...form.control(field), label: labels[field] });

  return (
    <form
      className="form form--account"
      method="post"
      action={href('myPersonalInfo') ?? undefined}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <p className="form__notice">{tForms('requiredNotice')}</p>
      <SavedNotice text={form.done ? t('personalInfo.saved') : null} />
      <FormAlert ref={alertRef} formError={form.formError} errors={form.errors} fields={form.alertFields(labels)} />
      <FormHiddenFields form="personalInfo" />

      <RadioGroup
        {...control('civility')}
        required
        options={ACCOUNT_CIVILITIES.map((value) => ({ value, label: tForms(`civilities.${value}`) }))}
      />
      <div className="form__row">
        <TextControl {...control('firstname')} required autoComplete="given-name" />
        <TextControl {...control('lastname')} required autoComplete="family-name" />
      </div>
      <BirthDateControl
        day={form.control('birthDay')}
        month={form.control('birthMonth')}
        year={form.control('birthYear')}
      />
      <div className="form__row">
        <TextControl
          {...control('phone')}
          type="tel"
          autoComplete="tel"
          hint={spanish ? t('hints.phoneSpain') : null}
        />
        <TextControl
          {...control('mobile')}
          type="tel"
          autoComplete="tel"
          hint={spanish ? t('hints.mobileSpain') : null}
        />
      </div>
      <TextControl {...control('fax')} type="tel" />
      {spanish && <ProvinceField {...control('province')} />}
      <SelectControl
        {...control('origin')}
        options={ORIGIN_CODES.map((value) => ({ value, label: tForms(`origins.${value}`) }))}
      />
      <SubmitButton sending={form.sending} label={t('save')} />
    </form>
  );
}
