// The e-mail of a web account: the identity a visitor logs in with, so two accounts must never
// look alike. The address is read as the visitor's keyboard may write it (NFKC: full-width and
// compatibility letters become plain ones), trimmed and lower-cased; what is left must be plain
// ASCII. A letter of another script that looks Latin (Cyrillic а, Greek ο) is refused with a
// message that says so, rather than stored as an address that reads like someone else's.
import * as z from 'zod/mini';

import { ACCOUNT_LIMITS } from '../../schemas/account.ts';

const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

/** The address as stored and compared, or null when it is not one an account may use. */
export function accountEmailKey(value: string): string | null {
  const result = accountEmailField().safeParse(value);
  return result.success ? result.data : null;
}

/** The account e-mail field of every account form (`forms` message keys). */
export const accountEmailField = () =>
  z.string({ error: 'validation.email' }).check(
    z.normalize('NFKC'),
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: 'validation.email' }),
    z.refine((text) => PRINTABLE_ASCII.test(text), { error: 'validation.emailLatin' }),
    z.maxLength(ACCOUNT_LIMITS.email),
    z.regex(z.regexes.email, { error: 'validation.email' }),
  );
