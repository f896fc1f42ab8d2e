// The newsletter sign-up (SPEC §3 'Newsletter': email, city of residence, consent): the schema the
// browser and the server share, with the `forms` message keys of field-errors.ts.
import * as z from 'zod/mini';

import type { Locale } from '../../config/locales.ts';
import { type NewsletterPayload, SUBMISSION_LIMITS } from '../schemas/submissions.ts';
import { emailField, type Validation } from './contact-form.ts';
import { fieldErrorsOf } from './field-errors.ts';
import type { FormValues } from './form-values.ts';

export const NEWSLETTER_FIELDS = ['email', 'city', 'consent'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];
export type NewsletterValues = FormValues<NewsletterField>;

/** What the consent checkbox sends when it is ticked. */
export const CONSENT_VALUE = 'yes';

export const newsletterFormSchema = z.object({
  email: emailField(),
  city: z
    .string({ error: 'validation.city' })
    .check(z.trim(), z.minLength(1, { error: 'validation.city' }), z.maxLength(SUBMISSION_LIMITS.city)),
  consent: z.literal(CONSENT_VALUE, { error: 'validation.consent' }),
});

export type NewsletterForm = z.output<typeof newsletterFormSchema>;

export function validateNewsletter(values: NewsletterValues): Validation<NewsletterForm> {
  const result = newsletterFormSchema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

export const EMPTY_NEWSLETTER_VALUES: NewsletterValues = Object.freeze({ email: '', city: '', consent: '' });

export function newsletterPayloadOf(form: NewsletterForm, locale: Locale): NewsletterPayload {
  return { email: form.email, city: form.city, consent: true, locale };
}
