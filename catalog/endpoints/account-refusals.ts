// SPEC §8's refusals of the account calls as HTTP answers: each code with its status and an
// English message for logs and API users (the site says them in the visitor's language).
import type { AccountErrorCode } from '../../shared/schemas/account.ts';
import { refusal } from '../http/errors.ts';
import { AccountRefusal } from '../store/customers.ts';

const ANSWERS: Readonly<Record<AccountErrorCode, { status: number; message: string }>> = {
  credentials_mismatch: { status: 401, message: 'The e-mail and the password do not match.' },
  user_exists: { status: 409, message: 'An account already exists with this e-mail.' },
  customer_email_exists: {
    status: 409,
    message: "A customer's file already has this e-mail: activate that customer's account with its number.",
  },
  email_used: { status: 409, message: 'Another account already uses this e-mail.' },
  customer_not_found: { status: 404, message: 'No customer has this number.' },
  name_mismatch: { status: 422, message: "The name does not match the customer's file." },
  customer_has_user: { status: 409, message: 'This customer already has a web account.' },
  reset_expired: { status: 410, message: 'This reset link has expired; ask for a new one.' },
  reset_used: { status: 410, message: 'This reset link was already used; ask for a new one.' },
  wrong_password: { status: 403, message: 'The current password is not right.' },
  weak_password: { status: 400, message: 'The password does not meet the rules.' },
  session_expired: { status: 401, message: 'The session has ended.' },
  session_revoked: { status: 401, message: 'The session has ended.' },
  session_invalid: { status: 401, message: 'This call needs a valid session token.' },
  default_address: {
    status: 409,
    message: 'The default invoice or shipping address cannot be deleted; make another address the default first.',
  },
  address_not_found: { status: 404, message: 'No such address in this account.' },
  already_favourite: { status: 409, message: 'Already a favourite.' },
  favourite_unknown: { status: 404, message: 'The catalog has no such product or pharmacy here.' },
};

/** Throws the HTTP refusal of a store's AccountRefusal; anything else is thrown as it is. */
export function accountRefusal(error: unknown): never {
  if (error instanceof AccountRefusal) {
    const { status, message } = ANSWERS[error.code];
    throw refusal(status, error.code, message);
  }
  throw error;
}
