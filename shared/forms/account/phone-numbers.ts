// Telephone numbers of the account and address forms. Everywhere: digits, spaces, dots, dashes,
// slashes, brackets and one leading +, with 6 to 15 digits. In the Spanish block (SPEC §5, the
// es-es site), the patterns of its texts on top: a mobile starts with 06, 07, +33 or 0033, and a
// landline does not start with 6 or 7.
import type { Locale } from '../../../config/locales.ts';

/** Writing a visitor may use around the digits. */
const PHONE_SHAPE = /^\+?[0-9 .\-/()]+$/;

/** The number with only its digits and a leading +. */
export const compactPhone = (value: string) => value.replace(/[^\d+]/g, '');

export function isPhoneShape(value: string): boolean {
  if (!PHONE_SHAPE.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** Whether the locale's forms follow the Spanish block's patterns. */
export const spanishBlock = (locale: Locale) => locale === 'es-es';

export function isMobileOf(locale: Locale, value: string): boolean {
  if (!isPhoneShape(value)) return false;
  return !spanishBlock(locale) || /^(0[67]|\+33|0033)/.test(compactPhone(value));
}

export function isLandlineOf(locale: Locale, value: string): boolean {
  if (!isPhoneShape(value)) return false;
  return !spanishBlock(locale) || !/^[67]/.test(compactPhone(value));
}
