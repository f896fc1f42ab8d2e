// A forgotten password (SPEC §8 'Login and reset'): the request (an e-mail, always answered 'if an
// account exists, an e-mail is on its way'), and the new password the e-mailed link leads to.
import * as z from 'zod/mini';

import type { FormValues } from '../form-values.ts';
import { accountEmailField } from './account-email.ts';
import { confirmedPassword, passwordField, strongPassword, validateWith, withChecks } from './account-fields.ts';

export const RESET_REQUEST_FIELDS = ['email'] as const;
export type ResetRequestValues = FormValues<(typeof RESET_REQUEST_FIELDS)[number]>;

const resetRequestSchema = z.object({ email: accountEmailField() });
export const validateResetRequest = (values: ResetRequestValues) => validateWith(resetRequestSchema, values);

export const NEW_PASSWORD_FIELDS = ['password', 'passwordConfirm'] as const;
export type NewPasswordValues = FormValues<(typeof NEW_PASSWORD_FIELDS)[number]>;
/** The reset link's token travels in this hidden field of the new-password form. */
export const RESET_TOKEN_FIELD = 'token';
/** The query parameter of the reset link. */
export const RESET_TOKEN_PARAM = 'token';

const newPasswordSchema = withChecks(
  z.object({ password: passwordField(), passwordConfirm: z.string() }),
  strongPassword(),
  confirmedPassword(),
);
export const validateNewPassword = (values: NewPasswordValues) => validateWith(newPasswordSchema, values);
