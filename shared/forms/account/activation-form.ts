// Activating a web account for an existing customer (SPEC §6: from the customer number and name;
// §8 'Customer lookup'): the number and last name on the customer's file, then the e-mail and the
// password (twice) the account will log in with.
import * as z from 'zod/mini';

import type { Locale } from '../../../config/locales.ts';
import { ACCOUNT_LIMITS, type ActivationPayload } from '../../schemas/account.ts';
import type { FormValues } from '../form-values.ts';
import { accountEmailField } from './account-email.ts';
import {
  confirmedPassword,
  lastNameField,
  passwordField,
  requiredText,
  strongPassword,
  validateWith,
  withChecks,
} from './account-fields.ts';

export const ACTIVATION_FIELDS = ['customerNumber', 'lastname', 'email', 'password', 'passwordConfirm'] as const;
export type ActivationValues = FormValues<(typeof ACTIVATION_FIELDS)[number]>;

const activationSchema = withChecks(
  z.object({
    customerNumber: requiredText('validation.customerNumber', ACCOUNT_LIMITS.customerNumber),
    lastname: lastNameField(),
    email: accountEmailField(),
    password: passwordField(),
    passwordConfirm: z.string(),
  }),
  strongPassword('password', ['email', 'lastname']),
  confirmedPassword(),
);

export const validateActivation = (values: ActivationValues) => validateWith(activationSchema, values);

export function activationPayloadOf(form: z.output<typeof activationSchema>, locale: Locale): ActivationPayload {
  return {
    customer_number: form.customerNumber.toUpperCase().replace(/\s+/g, ''),
    lastname: form.lastname,
    email: form.email,
    password: form.password,
    locale,
  };
}
