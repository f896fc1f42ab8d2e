// The login form (SPEC §8 'missing credentials'): an e-mail and a password.
import * as z from 'zod/mini';

import type { LoginPayload } from '../../schemas/account.ts';
import type { FormValues } from '../form-values.ts';
import { accountEmailField } from './account-email.ts';
import { passwordField, validateWith } from './account-fields.ts';

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginValues = FormValues<(typeof LOGIN_FIELDS)[number]>;

const loginSchema = z.object({ email: accountEmailField(), password: passwordField() });

export const validateLogin = (values: LoginValues) => validateWith(loginSchema, values);

export const loginPayloadOf = (form: z.output<typeof loginSchema>): LoginPayload => ({
  email: form.email,
  password: form.password,
});
