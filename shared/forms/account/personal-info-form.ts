// The customer's personal information (SPEC §3 'Account/customer'): civility, names, birth date,
// phone, mobile and fax (the locale's patterns), the province in the Spanish block, and how they
// heard of us.
import * as z from 'zod/mini';

import type { Locale } from '../../../config/locales.ts';
import { ACCOUNT_LIMITS, type PersonalInfoPayload, type Profile } from '../../schemas/account.ts';
import type { FormValues } from '../form-values.ts';
import {
  birthDate,
  birthDateOf,
  birthDateParts,
  civilityField,
  firstNameField,
  lastNameField,
  optionalText,
  originField,
  phoneNumbers,
  provinceOf,
  provinceValue,
  validateWith,
  withChecks,
} from './account-fields.ts';
import { isPhoneShape } from './phone-numbers.ts';

export const PERSONAL_INFO_FIELDS = [
  'civility',
  'firstname',
  'lastname',
  'birthDay',
  'birthMonth',
  'birthYear',
  'phone',
  'mobile',
  'fax',
  'province',
  'origin',
] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];
export type PersonalInfoValues = FormValues<PersonalInfoField>;

function schemaOf(locale: Locale) {
  return withChecks(
    z.object({
      civility: civilityField(),
      firstname: firstNameField(),
      lastname: lastNameField(),
      birthDay: z.string(),
      birthMonth: z.string(),
      birthYear: z.string(),
      phone: optionalText(ACCOUNT_LIMITS.phone),
      mobile: optionalText(ACCOUNT_LIMITS.phone),
      fax: optionalText(ACCOUNT_LIMITS.phone),
      province: z.string(),
      origin: originField(),
    }),
    birthDate,
    phoneNumbers(locale),
    provinceOf(locale),
    (values, add) => {
      const fax = (values.fax ?? '').trim();
      if (fax !== '' && !isPhoneShape(fax)) add({ path: 'fax', message: 'validation.phone' });
    },
  );
}

const schemas = new Map<Locale, ReturnType<typeof schemaOf>>();
export function validatePersonalInfo(locale: Locale, values: PersonalInfoValues) {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = schemaOf(locale)));
  return validateWith(schema, values);
}
export type PersonalInfoForm = z.output<ReturnType<typeof schemaOf>>;

/** The form filled with what the customer's file holds. */
export function personalInfoValuesOf(profile: Profile): PersonalInfoValues {
  return {
    civility: profile.civility,
    firstname: profile.firstname,
    lastname: profile.lastname,
    ...birthDateParts(profile.birth_date),
    phone: profile.phone,
    mobile: profile.mobile,
    fax: profile.fax,
    province: profile.province ?? '',
    origin: profile.origin,
  };
}

export function personalInfoPayloadOf(form: PersonalInfoForm, locale: Locale): PersonalInfoPayload {
  return {
    civility: form.civility,
    firstname: form.firstname,
    lastname: form.lastname,
    birth_date: birthDateOf(form),
    phone: form.phone,
    mobile: form.mobile,
    fax: form.fax,
    province: provinceValue(locale, form.province),
    origin: form.origin === '' ? 'none' : form.origin,
  };
}
