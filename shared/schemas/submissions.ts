// What the contact and newsletter POSTs store (SPEC §3). These are the API's payload bounds;
// the forms' own validation, with localised messages, is built on top of them.
import * as z from 'zod/mini';

import { hasUnstorableCharacters } from './control-characters.ts';

export const PROFILES = [
  'consumer',
  'family_doctor',
  'other_health_professional',
  'pharmacist',
  'gastroenterologist',
  'fertility_professional',
  'outside_mainland_france',
  'other',
] as const;
export const SUBJECTS = [
  'product_information',
  'documentation',
  'account_or_order',
  'professional_access',
  'company_contact',
  'other',
] as const;
/**
 * SPEC §3: stored codes of "how did you hear of us"; `none` is the 'select' label. SPEC names no
 * code for the foundation: FON is ours (decision 034), before 'other', which stays last.
 */
export const ORIGIN_CODES = ['none', 'MED', 'PHA', 'AMI', 'PRE', 'INT', 'FON', 'AUT'] as const;

/** The longest value of each stored field (the store's CHECK constraints repeat them). */
export const SUBMISSION_LIMITS = Object.freeze({
  name: 80,
  email: 254,
  addressLine: 35,
  zipcode: 10,
  city: 80,
  message: 5000,
});

/** Refused rather than cleaned: the site's forms clean what visitors paste, so only a faulty client sends them. */
const storable = () =>
  z.refine<string>((text) => !hasUnstorableCharacters(text), { error: 'must not contain control characters' });
/** Trimmed, then 1 to `max` characters long. */
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), storable());
/** Trimmed, at most 35 characters, '' when absent: an address line. */
const addressLine = () =>
  z._default(z.string().check(z.trim(), z.maxLength(SUBMISSION_LIMITS.addressLine), storable()), '');
const email = () => z.email().check(z.maxLength(SUBMISSION_LIMITS.email), storable());
const locale = () => z.string().check(z.regex(/^[a-z]{2}-[a-z]{2}$/));

export const contactPayloadSchema = z.object({
  civility: z.enum(['ms', 'mr']),
  firstname: required(SUBMISSION_LIMITS.name),
  lastname: required(SUBMISSION_LIMITS.name),
  email: email(),
  address1: addressLine(),
  address2: addressLine(),
  address3: addressLine(),
  zipcode: required(SUBMISSION_LIMITS.zipcode),
  city: required(SUBMISSION_LIMITS.city),
  country: z.string().check(z.trim(), z.length(2), storable()),
  profile: z.enum(PROFILES),
  subject: z.enum(SUBJECTS),
  message: required(SUBMISSION_LIMITS.message),
  newsletter: z.boolean(),
  origin: z._default(z.enum(ORIGIN_CODES), 'none'),
  locale: locale(),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

export const newsletterPayloadSchema = z.object({
  email: email(),
  city: required(SUBMISSION_LIMITS.city),
  consent: z.literal(true),
  locale: locale(),
});
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

export const submissionReceiptSchema = z.object({ id: z.int(), created_at: z.string() });
