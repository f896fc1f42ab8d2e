// SPEC §8's refusals of the account calls (their ApiError `code`) as the form's answer: the status,
// the message above the form and, where one field is at fault, its message beside it. Any other
// failure is the handler's to throw (the content API down: 503 with the form kept).
import { isApiError } from '../../../shared/api/errors.ts';
import type { FieldErrors } from '../../../shared/forms/field-errors.ts';
import type { FormErrorCode } from '../../../shared/forms/form-protocol.ts';
import { type AccountErrorCode, isAccountErrorCode } from '../../../shared/schemas/account.ts';
import type { FormReply } from '../form-reply.ts';

const REPLIES: Readonly<Record<AccountErrorCode, { formError: FormErrorCode; errors?: FieldErrors }>> = {
  credentials_mismatch: { formError: 'credentials' },
  user_exists: { formError: 'userExists', errors: { email: { key: 'validation.email' } } },
  customer_email_exists: { formError: 'customerEmailExists', errors: { email: { key: 'validation.email' } } },
  email_used: { formError: 'emailUsed', errors: { email: { key: 'validation.email' } } },
  customer_not_found: { formError: 'customerNotFound', errors: { customerNumber: { key: 'validation.invalid' } } },
  name_mismatch: { formError: 'nameMismatch', errors: { lastname: { key: 'validation.invalid' } } },
  customer_has_user: { formError: 'customerHasUser' },
  reset_expired: { formError: 'resetExpired' },
  reset_used: { formError: 'resetUsed' },
  wrong_password: { formError: 'wrongPassword', errors: { currentPassword: { key: 'validation.currentPassword' } } },
  weak_password: { formError: 'invalid', errors: { password: { key: 'validation.passwordWeak' } } },
  session_expired: { formError: 'disconnected' },
  session_revoked: { formError: 'disconnected' },
  session_invalid: { formError: 'disconnected' },
  default_address: { formError: 'defaultAddress' },
  address_not_found: { formError: 'addressNotFound' },
  already_favourite: { formError: 'alreadyFavourite' },
  favourite_unknown: { formError: 'favouriteFailed' },
};

/** The form's refusal of an account call's refusal, or null when the error is something else. */
export function replyOfApiRefusal(error: unknown): FormReply | null {
  if (!isApiError(error) || error.kind !== 'http' || !isAccountErrorCode(error.code)) return null;
  const { formError, errors } = REPLIES[error.code];
  return { status: error.status, formError: { code: formError }, ...(errors && { errors }) };
}

/** Runs an account call: its answer, or SPEC §8's refusal; anything else is thrown. */
export async function orRefusal<T>(
  call: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reply: FormReply }> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    const reply = replyOfApiRefusal(error);
    if (reply) return { ok: false, reply };
    throw error;
  }
}
