// The pieces every account form's schema is made of (SPEC §5), with the `forms` message keys of
// field-errors.ts: names and choices, the password and its confirmation, the birth date of three
// selects, telephone numbers of the locale's patterns, the Spanish province. The forms under this
// folder assemble them; the browser checks inline and the server checks every POST with them.
import * as z from 'zod/mini';

import type { Locale } from '../../../config/locales.ts';
import { ACCOUNT_CIVILITIES, ACCOUNT_LIMITS } from '../../schemas/account.ts';
import { ORIGIN_CODES } from '../../schemas/submissions.ts';
import type { FieldErrors } from '../field-errors.ts';
import { fieldErrorsOf } from '../field-errors.ts';
import { birthDateParts, isBirthDate, isoBirthDate } from './birth-date.ts';
import { checkPassword } from './password-strength.ts';
import { isLandlineOf, isMobileOf, spanishBlock } from './phone-numbers.ts';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a form's schema: its data, or each field's first message. */
export function validateWith<T>(schema: z.ZodMiniType<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

/** Trimmed, required with `key`, at most `max` characters. */
export const requiredText = (key: string, max: number) =>
  z.string({ error: key }).check(z.trim(), z.minLength(1, { error: key }), z.maxLength(max));
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
export const choiceOf = <const T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.enum(values, { error: key });

export const civilityField = () => choiceOf(ACCOUNT_CIVILITIES, 'validation.civility');
export const firstNameField = () => requiredText('validation.firstName', ACCOUNT_LIMITS.name);
export const lastNameField = () => requiredText('validation.lastName', ACCOUNT_LIMITS.name);
export const originField = () =>
  z.union([z.literal(''), choiceOf(ORIGIN_CODES, 'validation.invalid')], { error: 'validation.invalid' });

/** A password as typed: never trimmed (a space is a character of it). */
export const passwordField = (key = 'validation.password') =>
  z.string({ error: key }).check(z.minLength(1, { error: key }), z.maxLength(ACCOUNT_LIMITS.passwordMax));

/** What a checkbox sends when ticked. */
export const CHECKED = 'yes';
/** What the three birth-date selects send. */
export const BIRTH_FIELDS = ['birthDay', 'birthMonth', 'birthYear'] as const;

type Issue = { path: string; message: string };
type Check = (values: Record<string, string>, add: (issue: Issue) => void) => void;

/** Adds checks that read several fields; they run even when other fields failed, so every message shows at once. */
export function withChecks<S extends z.ZodMiniObject>(schema: S, ...checks: Check[]) {
  return schema.check(
    z.superRefine(
      (values, context) => {
        const record = values as unknown as Record<string, string>;
        for (const check of checks)
          check(record, ({ path, message }) =>
            context.addIssue({ code: 'custom', path: [path], message, input: record[path] }),
          );
      },
      { when: () => true },
    ),
  );
}

const text = (values: Record<string, string>, field: string) =>
  typeof values[field] === 'string' ? values[field] : '';

/** The password meets SPEC §5's rules and strength, judged against what the form says of the visitor. */
export const strongPassword =
  (field = 'password', personalFields: readonly string[] = []): Check =>
  (values, add) => {
    const password = text(values, field);
    if (password === '') return;
    const personal = personalFields.map((name) => text(values, name));
    if (!checkPassword(password, personal).acceptable) add({ path: field, message: 'validation.passwordWeak' });
  };

/** SPEC §5: the two passwords must match. */
export const confirmedPassword =
  (field = 'password', confirmation = 'passwordConfirm'): Check =>
  (values, add) => {
    const typed = text(values, confirmation);
    if (typed === '') add({ path: confirmation, message: 'validation.passwordConfirm' });
    else if (typed !== text(values, field)) add({ path: confirmation, message: 'validation.passwordMismatch' });
  };

/** SPEC §5: birth day, month and year, each required, making a real day in the past. */
export const birthDate: Check = (values, add) => {
  const parts = BIRTH_FIELDS.map((field) => text(values, field));
  const missing = BIRTH_FIELDS.find((_field, index) => parts[index] === '');
  if (missing) return add({ path: missing, message: 'validation.birthDate' });
  if (!isBirthDate(isoBirthDate(parts[0]!, parts[1]!, parts[2]!)))
    add({ path: 'birthDay', message: 'validation.birthDateInvalid' });
};

/** The locale's patterns for the phone and mobile fields, when filled. */
export const phoneNumbers =
  (locale: Locale, phone = 'phone', mobile = 'mobile'): Check =>
  (values, add) => {
    const landline = text(values, phone).trim();
    const cell = text(values, mobile).trim();
    if (landline !== '' && !isLandlineOf(locale, landline))
      add({ path: phone, message: spanishBlock(locale) ? 'validation.phoneSpain' : 'validation.phone' });
    if (cell !== '' && !isMobileOf(locale, cell))
      add({ path: mobile, message: spanishBlock(locale) ? 'validation.mobileSpain' : 'validation.phone' });
  };

/** SPEC §5 'select a province': required in the Spanish block, one of the /provincials codes (two digits). */
export const provinceOf =
  (locale: Locale, field = 'province'): Check =>
  (values, add) => {
    const value = text(values, field);
    if (spanishBlock(locale) && !/^\d{2}$/.test(value)) add({ path: field, message: 'validation.province' });
  };

/** The birth date of three select values, as the API stores it. */
export function birthDateOf(values: Readonly<Record<(typeof BIRTH_FIELDS)[number], string>>): string {
  return isoBirthDate(values.birthDay, values.birthMonth, values.birthYear) ?? '';
}

export { birthDateParts };

/** The province the API stores: the code in the Spanish block, nothing elsewhere. */
export const provinceValue = (locale: Locale, value: string) => (spanishBlock(locale) && value !== '' ? value : null);
