// How a form travels between the browser, the server and the page (decisions 015, 019): every
// form posts (urlencoded) to a page of the site, whose React Router route action takes it.
//
// - Without JavaScript the form posts to its own page; the server runs the action and answers 303
//   to the confirmation page, or renders the page again with the action's data: a FormRefusal
//   (the values typed, the field errors, a form-wide error).
// - With JavaScript the browser's action posts the same fields to the same page asking for JSON,
//   and gets a FormAnswer. The newsletter pop-in posts to the page it shows on. Both paths go
//   through the same body bounds, CSRF check, rate limit, anti-spam check and storage.
import type { ShopErrorCode } from '../schemas/shop.ts';
import type { FieldErrors } from './field-errors.ts';

export const FORM_NAMES = [
  'contact',
  'newsletter',
  // The account area (issue 19, decision 026).
  'login',
  'signUp',
  'activation',
  'resetRequest',
  'newPassword',
  'personalInfo',
  'changeEmail',
  'changePassword',
  'subscriptions',
  'addressAdd',
  'addressEdit',
  'addressDelete',
  'addressDefault',
  'favouriteAdd',
  'favouriteRemove',
  'logout',
  // The shop (issue 20).
  'checkoutDelivery',
  'checkoutPay',
  'withdrawal',
  // The shop (issue 20): add to the cart from any page, and the cart page's own forms.
  'cartAdd',
  'cartQuantity',
  'cartRemove',
  'cartCode',
  'cartCodeRemove',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** Forms the anti-spam check guards when it is configured: those anyone may send, which write or mail. */
export const ANTI_SPAM_FORMS: readonly FormName[] = ['contact', 'newsletter', 'signUp', 'activation', 'resetRequest'];

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);
}

/** Hidden fields every form sends besides its own. */
export const CSRF_FIELD = '_csrf';
/** Which form the POST carries: a page's own, or the newsletter pop-in's on any page. */
export const FORM_FIELD = '_form';
/** The anti-spam check's token (reCAPTCHA v3), when the check is configured. */
export const ANTI_SPAM_FIELD = 'antispam';
/** The media type the browser's action asks the answer of a form POST in. */
export const FORM_ANSWER_TYPE = 'application/json';
/**
 * Where a form leads once it went through (login, sign-up, a favourite added from a page): a path
 * of this site, judged by safeReturnPath on the server; anything else leads to the form's own
 * default.
 */
export const RETURN_FIELD = 'redirect';

/**
 * A problem with the whole submission, said above the form:
 * - invalid: some field is wrong (SPEC §8 'Merci de bien remplir tous les champs obligatoires.');
 * - generic: storing failed, try again (SPEC §8's default form error);
 * - antiSpam: the anti-spam check failed (SPEC §5, §8);
 * - rateLimited: too many submissions from this address (`minutes` before the next one);
 * - sessionExpired: the CSRF token was missing or stale;
 * - tooLarge, malformed: a body no form of ours sends;
 * - the account area's: SPEC §8's messages of its lookups, logins, resets, favourites and addresses
 *   (`tooManyAttempts` with `minutes`, as `rateLimited`), and `disconnected` for a session that ended.
 */
export const FORM_ERROR_CODES = [
  'invalid',
  'generic',
  'antiSpam',
  'rateLimited',
  'sessionExpired',
  'tooLarge',
  'malformed',
  // The account area (SPEC §8 'Customer lookup', 'Login and reset', 'Favourites', 'Addresses', 'Session').
  'credentials',
  'tooManyAttempts',
  'userExists',
  'customerEmailExists',
  'emailUsed',
  'customerNotFound',
  'nameMismatch',
  'customerHasUser',
  'resetExpired',
  'resetUsed',
  'wrongPassword',
  'defaultAddress',
  'addressNotFound',
  'alreadyFavourite',
  'favouriteFailed',
  'disconnected',
  // The shop (issue 20; SPEC §5 checkout messages, §8 payment errors).
  'cartEmpty',
  'cartUnavailable',
  'orderPending',
  'orderNotFound',
  'orderAlreadyPaid',
  'orderCanceled',
  'paymentWindowOver',
  'paymentInProgress',
  'paymentPrepareFailed',
  'finalValidation',
  'withdrawalNotDelivered',
  'withdrawalPeriodOver',
  'withdrawalExists',
  // The shop's refusals (issue 20, SPEC §5 and §8): `reason` says which.
  'shop',
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

export interface FormError {
  code: FormErrorCode;
  minutes?: number;
  /** The shop's refusal code (`shop`): SPEC §8's code of a cart, code or stock refusal. */
  reason?: ShopErrorCode;
}

/** A submission that did not go through: the action's data, in the page rendered again or in JSON. */
export interface FormRefusal {
  ok: false;
  form: FormName;
  /** The visitor's values as sent (the page rendered again without JavaScript shows them). */
  values: Readonly<Record<string, string>>;
  errors: FieldErrors;
  formError: FormError | null;
  /** The cities of the postal code sent, when the server knows them (the city field offers them). */
  cities: readonly string[] | null;
  /** A fresh CSRF token, after sessionExpired: the browser sends again with it, once. */
  token?: string;
}

/**
 * What a form POST answers the browser's action in JSON: where to go once stored (the form's
 * confirmation page when it was posted to its own page; null from the pop-in), or the refusal.
 */
export type FormAnswer = FormSuccess | FormRefusal;

/**
 * A form that went through. `redirect`: where to go next (null: stay). `reload`: go there as a
 * document load, because the visitor's session changed (a login, a logout) or the page is not
 * the browser router's (the cart, a payment provider's page). `state`: staying on the page, its data as the
 * server read it again after the change (dehydrated queries), so the page shows the change
 * without asking anything more.
 */
export interface FormSuccess {
  ok: true;
  redirect: string | null;
  reload?: boolean;
  state?: unknown;
  /** What the form did, when the page says so (`saved`, `added`…): keys of the page's own texts. */
  done?: string;
}

export function isFormAnswer(body: unknown): body is FormAnswer {
  return typeof body === 'object' && body !== null && typeof (body as { ok?: unknown }).ok === 'boolean';
}

/** What a side's form step gives the route action: where to go once stored, or the refusal and its status. */
export type FormResult = FormSuccess | { ok: false; status: number; refusal: FormRefusal };
