// How a form travels between the browser, the server and the page (decision 015):
//
// - Without JavaScript the form posts (urlencoded) to its own page; the server answers 303 to the
//   confirmation page, or renders the page again with a FormState: the values typed, the field
//   errors, a form-wide error.
// - With JavaScript the form posts the same fields to `/api/forms/<form>` and gets a FormAnswer
//   in JSON. Both paths go through the same CSRF check, rate limit, anti-spam check and storage.
import type { FieldErrors } from './field-errors.ts';

export const FORM_NAMES = ['contact', 'newsletter'] as const;
export type FormName = (typeof FORM_NAMES)[number];

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);
}

/** The forms' own endpoints; never part of the content API (/api/v1), which the browser may only read. */
export const FORM_API_PREFIX = '/api/forms';
/** GET: the visitor's CSRF token (set in its cookie when missing), for forms shown without a server render. */
export const FORM_TOKEN_PATH = `${FORM_API_PREFIX}/token`;
export const formEndpoint = (form: FormName) => `${FORM_API_PREFIX}/${form}`;

/** Hidden fields every form sends besides its own. */
export const CSRF_FIELD = '_csrf';
/** The anti-spam check's token (reCAPTCHA v3), when the check is configured. */
export const ANTI_SPAM_FIELD = 'antispam';
/** The locale of a form posted to /api/forms (a page's own POST has its route's locale). */
export const LOCALE_FIELD = 'locale';

/**
 * A problem with the whole submission, said above the form:
 * - invalid: some field is wrong (SPEC §8 'Merci de bien remplir tous les champs obligatoires.');
 * - generic: storing failed, try again (SPEC §8's default form error);
 * - antiSpam: the anti-spam check failed (SPEC §5, §8);
 * - rateLimited: too many submissions from this address (`minutes` before the next one);
 * - sessionExpired: the CSRF token was missing or stale;
 * - tooLarge, malformed: a body no form of ours sends.
 */
export const FORM_ERROR_CODES = [
  'invalid',
  'generic',
  'antiSpam',
  'rateLimited',
  'sessionExpired',
  'tooLarge',
  'malformed',
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

export interface FormError {
  code: FormErrorCode;
  minutes?: number;
}

/** What the server tells a form page it renders (the query formStateQuery of client/app/queries/forms.ts). */
export interface FormState {
  form: FormName;
  /** The visitor's CSRF token; null when the page was not rendered by the server (fetched before sending). */
  token: string | null;
  /** The values the visitor sent, when the server renders the form again. */
  values: Readonly<Record<string, string>> | null;
  errors: FieldErrors;
  formError: FormError | null;
  /** The cities of the postal code sent, when the server knows them (the city field offers them). */
  cities: readonly string[] | null;
}

export function emptyFormState(form: FormName, token: string | null = null): FormState {
  return { form, token, values: null, errors: {}, formError: null, cities: null };
}

/** The JSON answer of POST /api/forms/<form>. */
export type FormAnswer =
  | { ok: true; /** The confirmation page of the visitor's locale, when it has one. */ redirect: string | null }
  | {
      ok: false;
      errors: FieldErrors;
      formError: FormError | null;
      cities: readonly string[] | null;
      /** A fresh CSRF token, after sessionExpired: the browser sends again with it, once. */
      token?: string;
    };

export interface FormTokenAnswer {
  token: string;
}
