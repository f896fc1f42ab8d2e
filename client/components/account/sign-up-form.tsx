// Signing up as a new customer (SPEC §3 'Account/customer', §5): the e-mail and the password,
// twice, with the live strength meter; civility, names, birth date; phone and mobile (the Spanish
// block's patterns on es-es, said in a hint); the province there (from /provincials); the
// country; how the visitor heard of us; and the terms, to accept. The shared schema checks it in
// the browser and again on the server, which also judges the password; the catalog refuses an
// e-mail that has an account or a customer's file already (SPEC §8), which the form then says.
import { useState } from 'react';
import { useLocation } from 'react-router';

import { COUNTRIES } from '../../../config/countries.ts';
import { CHECKED } from '../../../shared/forms/account/account-fields.ts';
import { spanishBlock } from '../../../shared/forms/account/phone-numbers.ts';
import {
  initialSignUpValues,
  PERSONAL_FIELDS,
  SIGN_UP_FIELDS,
  type SignUpField,
  type SignUpValues,
  validateSignUp,
} from '../../../shared/forms/account/sign-up-form.ts';
import { ACCOUNT_CIVILITIES } from '../../../shared/schemas/account.ts';
import { ORIGIN_CODES } from '../../../shared/schemas/submissions.ts';
import { useApi } from '../../app/api-context.tsx';
import { useTranslation } from '../../app/i18n.tsx';
import { provincesQuery } from '../../app/queries/provinces.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { CheckboxControl, RadioGroup, SelectControl, TextControl } from '../forms/controls.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { BirthDateControl } from './birth-date-control.tsx';
import { FormHiddenFields, ReturnFields } from './form-hidden-fields.tsx';
import { PasswordControl } from './password-control.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAccountForm } from './use-account-form.ts';

export function SignUpForm() {
  const { t } = useTranslation('account');
  const { t: tForms } = useTranslation('forms');
  const { locale, country } = useSite();
  const api = useApi();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const spain = spanishBlock(locale);
  // The page loaded them (es-es): here they are read from the cache.
  const provinces = useQuery({ ...provincesQuery(api), enabled: spain }).data ?? [];
  const [initial] = useState(() => initialSignUpValues(country));
  const [validate] = useState(() => (values: SignUpValues) => validateSignUp(locale, values));
  const { alertRef, ...form } = useAccountForm({ form: 'signUp', fields: SIGN_UP_FIELDS, initial, validate });
  const { values } = form;

  const labels: Record<SignUpField, string> = {
    email: tForms('fields.email'),
    password: t('fields.password'),
    passwordConfirm: t('fields.passwordConfirm'),
    civility: tForms('fields.civility'),
    firstname: tForms('fields.firstName'),
    lastname: tForms('fields.lastName'),
    birthDay: `${t('fields.birthDate')} (${t('fields.birthDay')})`,
    birthMonth: `${t('fields.birthDate')} (${t('fields.birthMonth')})`,
    birthYear: `${t('fields.birthDate')} (${t('fields.birthYear')})`,
    phone: t('fields.phone'),
    mobile: t('fields.mobile'),
    country: tForms('fields.country'),
    province: t('fields.province'),
    origin: tForms('fields.origin'),
    terms: t('fields.terms'),
  };
  const shownFields: readonly SignUpField[] = spain
    ? SIGN_UP_FIELDS
    : SIGN_UP_FIELDS.filter((field) => field !== 'province');
  const personal = PERSONAL_FIELDS.map((field) => values[field]);

  return (
    <form
      className="form form--account form--sign-up"
      method="post"
      action={`${pathname}${search}`}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={form.sending || undefined}
    >
      <p className="form__notice">{tForms('requiredNotice')}</p>
      <FormAlert
        ref={alertRef}
        formError={form.formError}
        errors={form.errors}
        fields={form.alertFields(labels).filter((field) => shownFields.includes(field.name as SignUpField))}
      />
      <FormHiddenFields form="signUp" />
      <ReturnFields />

      <fieldset className="form__section">
        <legend className="form__section-title">{t('signUp.access')}</legend>
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
          meter={{ personal }}
        />
        <PasswordControl
          {...form.control('passwordConfirm')}
          label={labels.passwordConfirm}
          autoComplete="new-password"
        />
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__section-title">{t('signUp.aboutYou')}</legend>
        <RadioGroup
          {...form.control('civility')}
          label={labels.civility}
          required
          options={ACCOUNT_CIVILITIES.map((value) => ({ value, label: tForms(`civilities.${value}`) }))}
        />
        <div className="form__row">
          <TextControl {...form.control('firstname')} label={labels.firstname} required autoComplete="given-name" />
          <TextControl {...form.control('lastname')} label={labels.lastname} required autoComplete="family-name" />
        </div>
        <BirthDateControl
          day={form.control('birthDay')}
          month={form.control('birthMonth')}
          year={form.control('birthYear')}
        />
        <div className="form__row">
          <TextControl
            {...form.control('phone')}
            label={labels.phone}
            type="tel"
            autoComplete="tel"
            hint={spain ? t('hints.phoneSpain') : null}
          />
          <TextControl
            {...form.control('mobile')}
            label={labels.mobile}
            type="tel"
            autoComplete="tel"
            hint={spain ? t('hints.mobileSpain') : null}
          />
        </div>
        <SelectControl
          {...form.control('country')}
          label={labels.country}
          required
          autoComplete="country"
          options={COUNTRIES.map((value) => ({ value, label: tForms(`countries.${value}`) }))}
        />
        {spain && (
          <SelectControl
            {...form.control('province')}
            label={labels.province}
            required
            placeholder={tForms('select')}
            options={provinces.map((province) => ({ value: province.code, label: province.name }))}
          />
        )}
        <SelectControl
          {...form.control('origin')}
          label={labels.origin}
          options={ORIGIN_CODES.map((value) => ({ value, label: tForms(`origins.${value}`) }))}
        />
        <CheckboxControl
          {...form.control('terms')}
          label={labels.terms}
          required
          value={CHECKED}
          checked={values.terms === CHECKED}
          onChange={(checked) => form.setValue('terms', checked ? CHECKED : '')}
        />
      </fieldset>
      <SubmitButton sending={form.sending} label={t('signUp.submit')} />
    </form>
  );
}
