// The content API's account calls (SPEC §3 'Account/customer', 'Address'; §7: account calls carry
// the visitor's session token as the bearer): what they take and what they answer. These are the
// API's bounds; the site's forms (shared/forms/account/) add the localised messages and the rules
// a visitor is told about, and the catalog checks every payload again with these schemas.
import * as z from 'zod/mini';

import { hasUnstorableCharacters } from './control-characters.ts';
import { ORIGIN_CODES } from './submissions.ts';

/** The longest value of each stored field (the store's CHECK constraints repeat them). */
export const ACCOUNT_LIMITS = Object.freeze({
  name: 80,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  phone: 25,
  customerNumber: 20,
  addressLine: 35,
  addressLabel: 35,
  deliveryInfo: 140,
  zipcode: 10,
  city: 80,
  company: 80,
  companyNumber: 30,
  province: 2,
  resetToken: 100,
});

/** SPEC §3: the five newsletter opt-ins of an account, in the order the form shows them. */
export const OPT_INS = ['information', 'product_sms', 'advice_email', 'diet_newsletter', 'foundation'] as const;
export type OptIn = (typeof OPT_INS)[number];

export const ACCOUNT_CIVILITIES = ['ms', 'mr'] as const;

/**
 * Why an account call was refused (`code` of the error body), SPEC §8 'Customer lookup', 'Login
 * and reset', 'Favourites', 'Addresses', 'Session'.
 */
export const ACCOUNT_ERROR_CODES = [
  'credentials_mismatch',
  'user_exists',
  'customer_email_exists',
  'email_used',
  'customer_not_found',
  'name_mismatch',
  'customer_has_user',
  'reset_expired',
  'reset_used',
  'wrong_password',
  'weak_password',
  'session_expired',
  'session_revoked',
  'session_invalid',
  'default_address',
  'address_not_found',
  'already_favourite',
  'favourite_unknown',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export function isAccountErrorCode(value: unknown): value is AccountErrorCode {
  return typeof value === 'string' && (ACCOUNT_ERROR_CODES as readonly string[]).includes(value);
}

const storable = () =>
  z.refine<string>((text) => !hasUnstorableCharacters(text), { error: 'must not contain control characters' });
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), storable());
const optional = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max), storable()), '');
const isoDay = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const email = () => z.email().check(z.maxLength(ACCOUNT_LIMITS.email), z.regex(/^[\x21-\x7e]+$/));
const password = () => z.string().check(z.minLength(1), z.maxLength(ACCOUNT_LIMITS.passwordMax));
const locale = () => z.string().check(z.regex(/^[a-z]{2}-[a-z]{2}$/));
const country = () => z.string().check(z.regex(/^[a-z]{2}$/));
const province = () => z.nullable(z.string().check(z.regex(/^\d{2}$/)));

/** What a person is, shared by sign-up and the personal-information form. */
const personShape = {
  civility: z.enum(ACCOUNT_CIVILITIES),
  firstname: required(ACCOUNT_LIMITS.name),
  lastname: required(ACCOUNT_LIMITS.name),
  birth_date: isoDay(),
  phone: optional(ACCOUNT_LIMITS.phone),
  mobile: optional(ACCOUNT_LIMITS.phone),
  province: z._default(province(), null),
  origin: z._default(z.enum(ORIGIN_CODES), 'none'),
};

export const loginPayloadSchema = z.object({ email: email(), password: password() });
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const signUpPayloadSchema = z.object({
  ...personShape,
  email: email(),
  password: password(),
  country: country(),
  locale: locale(),
  terms: z.literal(true),
});
export type SignUpPayload = z.infer<typeof signUpPayloadSchema>;

export const activationPayloadSchema = z.object({
  customer_number: required(ACCOUNT_LIMITS.customerNumber),
  lastname: required(ACCOUNT_LIMITS.name),
  email: email(),
  password: password(),
  locale: locale(),
});
export type ActivationPayload = z.infer<typeof activationPayloadSchema>;

export const resetRequestPayloadSchema = z.object({ email: email(), locale: locale() });
export type ResetRequestPayload = z.infer<typeof resetRequestPayloadSchema>;

export const resetConfirmPayloadSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(ACCOUNT_LIMITS.resetToken)),
  password: password(),
});
export type ResetConfirmPayload = z.infer<typeof resetConfirmPayloadSchema>;

export const personalInfoPayloadSchema = z.object({ ...personShape, fax: optional(ACCOUNT_LIMITS.phone) });
export type PersonalInfoPayload = z.infer<typeof personalInfoPayloadSchema>;

export const credentialsPayloadSchema = z.object({
  current_password: password(),
  email: z.optional(email()),
  password: z.optional(password()),
});
export type CredentialsPayload = z.infer<typeof credentialsPayloadSchema>;

export const optInsSchema = z.object({
  information: z.boolean(),
  product_sms: z.boolean(),
  advice_email: z.boolean(),
  diet_newsletter: z.boolean(),
  foundation: z.boolean(),
});
export type OptIns = z.infer<typeof optInsSchema>;

export const addressPayloadSchema = z.object({
  label: optional(ACCOUNT_LIMITS.addressLabel),
  civility: z.enum(ACCOUNT_CIVILITIES),
  firstname: required(ACCOUNT_LIMITS.name),
  lastname: required(ACCOUNT_LIMITS.name),
  line1: required(ACCOUNT_LIMITS.addressLine),
  line2: optional(ACCOUNT_LIMITS.addressLine),
  line3: optional(ACCOUNT_LIMITS.addressLine),
  delivery_info: optional(ACCOUNT_LIMITS.deliveryInfo),
  zipcode: required(ACCOUNT_LIMITS.zipcode),
  city: required(ACCOUNT_LIMITS.city),
  country: country(),
  phone: optional(ACCOUNT_LIMITS.phone),
  mobile: optional(ACCOUNT_LIMITS.phone),
  province: z._default(province(), null),
  company: optional(ACCOUNT_LIMITS.company),
  company_number: optional(ACCOUNT_LIMITS.companyNumber),
  default_invoice: z._default(z.boolean(), false),
  default_shipping: z._default(z.boolean(), false),
});
export type AddressPayload = z.infer<typeof addressPayloadSchema>;

export const defaultAddressPayloadSchema = z.object({ use: z.enum(['invoice', 'shipping']) });

export const favouriteProductPayloadSchema = z.object({ product_id: z.int().check(z.positive()) });
export const favouritePharmacyPayloadSchema = z.object({ point_of_sale_id: z.int().check(z.positive()) });

// ---- answers --------------------------------------------------------------------------------

/** Who the session belongs to, as the header and the favourite buttons need it. */
export const viewerSchema = z.object({
  account_id: z.int(),
  customer_number: z.string(),
  first_name: z.string(),
  favourites: z.object({ products: z.array(z.int()), pharmacies: z.array(z.int()) }),
});
export type Viewer = z.infer<typeof viewerSchema>;

/** A session just opened: the token the site keeps in the jwt_token cookie until `expires_at`. */
export const sessionGrantSchema = z.object({ token: z.string(), expires_at: z.string(), viewer: viewerSchema });
export type SessionGrant = z.infer<typeof sessionGrantSchema>;

export const profileSchema = z.object({
  customer_number: z.string(),
  email: z.string(),
  civility: z.enum(ACCOUNT_CIVILITIES),
  firstname: z.string(),
  lastname: z.string(),
  birth_date: z.nullable(z.string()),
  phone: z.string(),
  mobile: z.string(),
  fax: z.string(),
  province: z.nullable(z.string()),
  country: z.string(),
  origin: z.string(),
  opt_ins: optInsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const addressSchema = z.object({
  id: z.int(),
  label: z.string(),
  civility: z.enum(ACCOUNT_CIVILITIES),
  firstname: z.string(),
  lastname: z.string(),
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  delivery_info: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  mobile: z.string(),
  province: z.nullable(z.string()),
  company: z.string(),
  company_number: z.string(),
  default_invoice: z.boolean(),
  default_shipping: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A password reset made for an e-mail: the single-use token the site mails, and whom to write to.
 * Null when no account has that e-mail (the site says the same to the visitor either way).
 */
export const resetGrantSchema = z.nullable(
  z.object({
    token: z.string(),
    expires_at: z.string(),
    email: z.string(),
    first_name: z.string(),
  }),
);
export type ResetGrant = z.infer<typeof resetGrantSchema>;

/** An account just made (sign-up, activation): its session, and what the welcome e-mail says. */
export const welcomeSchema = z.object({ session: sessionGrantSchema, email: z.string(), customer_number: z.string() });
export type Welcome = z.infer<typeof welcomeSchema>;
