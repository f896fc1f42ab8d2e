// What the chain knows of each form before it is handled (decisions 015, 019, 026): the pages
// that take it, the fields a refused form shows again, whether it needs the visitor's session,
// and whether the hourly form limit counts it. The handlers themselves are form-handlers.ts.
import type { RouteKind } from '../../routes/kinds.ts';
import { ACTIVATION_FIELDS } from '../../shared/forms/account/activation-form.ts';
import { ADDRESS_FIELDS } from '../../shared/forms/account/address-form.ts';
import { CHANGE_EMAIL_FIELDS } from '../../shared/forms/account/credentials-forms.ts';
import { LOGIN_FIELDS } from '../../shared/forms/account/login-form.ts';
import { RESET_REQUEST_FIELDS } from '../../shared/forms/account/password-reset-forms.ts';
import { PERSONAL_INFO_FIELDS } from '../../shared/forms/account/personal-info-form.ts';
import { SIGN_UP_FIELDS } from '../../shared/forms/account/sign-up-form.ts';
import { SUBSCRIPTION_FIELDS } from '../../shared/forms/account/subscriptions-form.ts';
import { CONTACT_FIELDS } from '../../shared/forms/contact-form.ts';
import type { FormName } from '../../shared/forms/form-protocol.ts';
import { NEWSLETTER_FIELDS } from '../../shared/forms/newsletter-form.ts';
import { DELIVERY_FIELDS, PAY_FIELDS, WITHDRAWAL_FIELDS } from '../../shared/forms/shop/checkout-forms.ts';

export interface FormDefinition {
  /** The route kinds of the form's own pages (its POSTs come there without JavaScript). */
  pages: readonly RouteKind[];
  /** Also taken on any other page: the newsletter pop-in, a favourite button, the header's logout. */
  anyPage?: true;
  /** The visitor's fields a refused form shows again; never a password. */
  echoed: readonly string[];
  /** Only for a visitor with a session; others are sent to login. */
  session?: true;
  /** Counted by the hourly limit per address (FORM_SUBMISSIONS_PER_HOUR). */
  limited?: true;
  /** The confirmation page a form posted to its own page leads to. */
  confirmation?: RouteKind;
  /**
   * Judged by its origin alone, without the CSRF token: a form of the pages a shared cache keeps
   * (add to cart on a product page or card), whose worst forgery is a box in a new cart, and
   * which a browser posts from our own site with its Origin (SameSite=Lax keeps the cart's
   * cookie from another site's POST).
   */
  originOnly?: true;
}

const without = (fields: readonly string[], ...left: string[]) => fields.filter((field) => !left.includes(field));
const PASSWORDS = ['password', 'passwordConfirm', 'currentPassword'];

export const FORMS: Readonly<Record<FormName, FormDefinition>> = Object.freeze({
  contact: { pages: ['contact'], echoed: CONTACT_FIELDS, limited: true, confirmation: 'contactConfirmation' },
  newsletter: {
    pages: ['newsletter'],
    anyPage: true,
    echoed: NEWSLETTER_FIELDS,
    limited: true,
    confirmation: 'newsletterConfirmation',
  },
  login: { pages: ['myLogin'], echoed: without(LOGIN_FIELDS, ...PASSWORDS) },
  signUp: { pages: ['mySignUp'], echoed: without(SIGN_UP_FIELDS, ...PASSWORDS), limited: true },
  activation: { pages: ['myActivation'], echoed: without(ACTIVATION_FIELDS, ...PASSWORDS), limited: true },
  resetRequest: { pages: ['myPasswordReset'], echoed: RESET_REQUEST_FIELDS, limited: true },
  newPassword: { pages: ['myNewPassword'], echoed: [] },
  personalInfo: { pages: ['myPersonalInfo'], echoed: PERSONAL_INFO_FIELDS, session: true },
  changeEmail: { pages: ['myCredentials'], echoed: without(CHANGE_EMAIL_FIELDS, ...PASSWORDS), session: true },
  changePassword: { pages: ['myCredentials'], echoed: [], session: true },
  subscriptions: { pages: ['mySubscriptions'], echoed: SUBSCRIPTION_FIELDS, session: true },
  addressAdd: { pages: ['myAddressNew'], echoed: ADDRESS_FIELDS, session: true },
  addressEdit: { pages: ['myAddressEdit'], echoed: ADDRESS_FIELDS, session: true },
  addressDelete: { pages: ['myAddresses'], echoed: ['address'], session: true },
  addressDefault: { pages: ['myAddresses'], echoed: ['address', 'use'], session: true },
  favouriteAdd: { pages: [], anyPage: true, echoed: ['kind', 'id'], session: true },
  favouriteRemove: { pages: [], anyPage: true, echoed: ['kind', 'id'], session: true },
  logout: { pages: ['myLogout'], echoed: [] },
  checkoutDelivery: { pages: ['checkoutDelivery'], echoed: DELIVERY_FIELDS, session: true },
  checkoutPay: { pages: ['checkoutPayment'], echoed: PAY_FIELDS, session: true },
  withdrawal: { pages: ['withdrawal'], echoed: WITHDRAWAL_FIELDS, session: true },
  cartAdd: { pages: ['cart'], anyPage: true, echoed: ['product', 'conditioning', 'quantity'], originOnly: true },
  cartQuantity: { pages: ['cart'], echoed: ['line', 'quantity'] },
  cartRemove: { pages: ['cart'], echoed: ['line'] },
  cartCode: { pages: ['cart'], echoed: ['code'] },
  cartCodeRemove: { pages: ['cart'], echoed: [] },
});

/** The forms whose own page a route kind is (none for most pages). */
export function formsOfPage(kind: RouteKind | undefined): FormName[] {
  if (kind === undefined) return [];
  return (Object.keys(FORMS) as FormName[]).filter((form) => FORMS[form].pages.includes(kind));
}

/** Whether a page of this kind takes the form: its own page, or any page for the forms every page offers. */
export function takesForm(kind: RouteKind, form: FormName): boolean {
  return FORMS[form].pages.includes(kind) || FORMS[form].anyPage === true;
}

/** The visitor's values of a form's echoed fields among what was posted (never the hidden ones, never a password). */
export function typedValues(form: FormName, fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    FORMS[form].echoed.filter((field) => Object.hasOwn(fields, field)).map((field) => [field, fields[field]!]),
  );
}
