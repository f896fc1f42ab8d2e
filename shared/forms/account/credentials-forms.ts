// The authentication information (SPEC §3): a new e-mail, or a new password (twice, with the
// strength meter), each confirmed with the current password.
import * as z from 'zod/mini';

import type { FormValues } from '../form-values.ts';
import { accountEmailField } from './account-email.ts';
import { confirmedPassword, passwordField, strongPassword, validateWith, withChecks } from './account-fields.ts';

export const CHANGE_EMAIL_FIELDS = ['email', 'currentPassword'] as const;
export type ChangeEmailValues = FormValues<(typeof CHANGE_EMAIL_FIELDS)[number]>;

const changeEmailSchema = z.object({
  email: accountEmailField(),
  currentPassword: passwordField('validation.currentPassword'),
});
export const validateChangeEmail = (values: ChangeEmailValues) => validateWith(changeEmailSchema, values);

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'password', 'passwordConfirm'] as const;
export type ChangePasswordValues = FormValues<(typeof CHANGE_PASSWORD_FIELDS)[number]>;

const changePasswordSchema = withChecks(
  z.object({
    currentPassword: passwordField('validation.currentPassword'),
    password: passwordField(),
    passwordConfirm: z.string(),
  }),
  strongPassword(),
  confirmedPassword(),
);
export const validateChangePassword = (values: ChangePasswordValues) => validateWith(changePasswordSchema, values);
