// What the contact and newsletter POSTs store (SPEC §3). These are the API's payload bounds;
// the forms' own validation, with localised messages, is built on top of them.
import { z } from 'zod';

export const PROFILES = ['consumer', 'family_doctor', 'other_health_professional', 'pharmacist', 'gastroenterologist', 'fertility_professional', 'outside_mainland_france', 'other'] as const;
export const SUBJECTS = ['product_information', 'documentation', 'account_or_order', 'professional_access', 'company_contact', 'other'] as const;
/** SPEC §3: stored codes of "how did you hear of us"; `none` is the 'select' label. */
export const ORIGIN_CODES = ['none', 'MED', 'PHA', 'AMI', 'PRE', 'INT', 'AUT'] as const;

export const contactPayloadSchema = z.object({
  civility: z.enum(['ms', 'mr']),
  firstname: z.string().trim().min(1).max(80),
  lastname: z.string().trim().min(1).max(80),
  email: z.email().max(254),
  address1: z.string().trim().max(35).default(''),
  address2: z.string().trim().max(35).default(''),
  address3: z.string().trim().max(35).default(''),
  zipcode: z.string().trim().min(1).max(10),
  city: z.string().trim().min(1).max(80),
  country: z.string().trim().length(2),
  profile: z.enum(PROFILES),
  subject: z.enum(SUBJECTS),
  message: z.string().trim().min(1).max(5000),
  newsletter: z.boolean(),
  origin: z.enum(ORIGIN_CODES).default('none'),
  locale: z.string().regex(/^[a-z]{2}-[a-z]{2}$/),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

export const newsletterPayloadSchema = z.object({
  email: z.email().max(254),
  city: z.string().trim().min(1).max(80),
  consent: z.literal(true),
  locale: z.string().regex(/^[a-z]{2}-[a-z]{2}$/),
});
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

export const submissionReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
