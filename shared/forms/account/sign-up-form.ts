// Signing up as a new customer (SPEC §3 'Account/customer', §5 'Spanish-block account'): the
// e-mail and password (twice, with the strength meter), civility, names, birth date, phone and
// mobile (the Spanish block's patterns on es-es), the province (es-es), the country, how the
// visitor heard of us, and the terms, which must be accepted.
import * as z from 'zod/mini';

import { COUNTRIES, type Country } from '../../../config/countries.ts';
import type { Locale } from '../../../config/locales.ts';
import { ACCOUNT_LIMITS, type SignUpPayload } from '../../schemas/account.ts';
import type { FormValues } from '../form-values.ts';
import { accountEmailField } from './account-email.ts';
import {
  birthDate,
  birthDateOf,
  CHECKED,
  choiceOf,
  civilityField,
  confirmedPassword,
  firstNameField,
  lastNameField,
  optionalText,
  originField,
  passwordField,
  phoneNumbers,
  provinceOf,
  provinceValue,
  strongPassword,
  validateWith,
  withChecks,
} from './account-fields.ts';

export const SIGN_UP_FIELDS = [
  'email',
  'password',
  'passwordConfirm',
  'civility',
  'firstname',
  'lastname',
  'birthDay',
  'birthMonth',
  'birthYear',
  'phone',
  'mobile',
  'country',
  'province',
  'origin',
  'terms',
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpValues = FormValues<SignUpField>;

/** What a person wrote of themselves elsewhere in the form: a password built on it is weak. */
export const PERSONAL_FIELDS = ['email', 'firstname', 'lastname'] as const;

function schemaOf(locale: Locale) {
  return withChecks(
    z.object({
      email: accountEmailField(),
      password: passwordField(),
      passwordConfirm: z.string(),
      civility: civilityField(),
      firstname: firstNameField(),
      lastname: lastNameField(),
      birthDay: z.string(),
      birthMonth: z.string(),
      birthYear: z.string(),
      phone: optionalText(ACCOUNT_LIMITS.phone),
      mobile: optionalText(ACCOUNT_LIMITS.phone),
      country: choiceOf(COUNTRIES, 'validation.country'),
      province: z.string(),
      origin: originField(),
      terms: z.literal(CHECKED, { error: 'validation.terms' }),
    }),
    strongPassword('password', PERSONAL_FIELDS),
    confirmedPassword(),
    birthDate,
    phoneNumbers(locale),
    provinceOf(locale),
  );
}

const schemas = new Map<Locale, ReturnType<typeof schemaOf>>();
const schemaFor = (locale: Locale) => {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = schemaOf(locale)));
  return schema;
};

export const validateSignUp = (locale: Locale, values: SignUpValues) => validateWith(schemaFor(locale), values);
export type SignUpForm = z.output<ReturnType<typeof schemaOf>>;

export function initialSignUpValues(country: Country): SignUpValues {
  const values = Object.fromEntries(SIGN_UP_FIELDS.map((field) => [field, ''])) as Record<SignUpField, string>;
  values.country = country;
  values.origin = 'none';
  return values;
}

export function signUpPayloadOf(form: SignUpForm, locale: Locale): SignUpPayload {
  return {
    email: form.email,
    password: form.password,
    civility: form.civility,
    firstname: form.firstname,
    lastname: form.lastname,
    birth_date: birthDateOf(form),
    phone: form.phone,
    mobile: form.mobile,
    province: provinceValue(locale, form.province),
    country: form.country,
    origin: form.origin === '' ? 'none' : form.origin,
    locale,
    terms: true,
  };
}
