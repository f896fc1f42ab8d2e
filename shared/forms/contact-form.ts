// The contact form (SPEC §3 'Contact request', §5): one zod schema that the browser (inline, before
// sending) and the server (on every POST) run on the same values. Its messages are keys of the
// `forms` texts (field-errors.ts), said in the visitor's language. Bounds come from the API's
// payload schema (shared/schemas/submissions.ts); the postal code follows the chosen country; the
// zip-has-a-city rule needs the city lookup and runs after it (zip-cities.ts).
import * as z from 'zod/mini';

import { COUNTRIES, type Country } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import { type ContactPayload, ORIGIN_CODES, PROFILES, SUBJECTS, SUBMISSION_LIMITS } from '../schemas/submissions.ts';
import { type FieldErrors, fieldErrorsOf } from './field-errors.ts';
import type { FormValues } from './form-values.ts';
import { isPostalCodeOf, normalizePostalCode, postalCodeErrorKey } from './postal-codes.ts';

/** The fields in the order the form shows them (the error summary and focus follow it). */
export const CONTACT_FIELDS = [
  'civility',
  'firstname',
  'lastname',
  'email',
  'address1',
  'address2',
  'address3',
  'country',
  'zipcode',
  'city',
  'profile',
  'subject',
  'message',
  'newsletter',
  'origin',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = FormValues<ContactField>;

export const CIVILITIES = ['ms', 'mr'] as const;
/** The newsletter opt-in is a required yes or no (SPEC §5 'Veuillez sélectionner une option'). */
export const YES_NO = ['yes', 'no'] as const;
/** The origin select's first option, 'Sélectionnez', stores `none` (SPEC §3). */
export const NO_ORIGIN = 'none' satisfies (typeof ORIGIN_CODES)[number];

const { name, email, addressLine, city, message } = SUBMISSION_LIMITS;

/** Trimmed, required with `key`, at most `max` characters. */
const requiredText = (key: string, max: number) =>
  z.string({ error: key }).check(z.trim(), z.minLength(1, { error: key }), z.maxLength(max));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const choice = <const T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.enum(values, { error: key });

export const emailField = () =>
  z
    .string({ error: 'validation.email' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.email' }),
      z.maxLength(email),
      z.regex(z.regexes.email, { error: 'validation.email' }),
    );

const isCountry = (value: unknown): value is Country => (COUNTRIES as readonly unknown[]).includes(value);

export const contactFormSchema = z
  .object({
    civility: choice(CIVILITIES, 'validation.civility'),
    firstname: requiredText('validation.firstName', name),
    lastname: requiredText('validation.lastName', name),
    email: emailField(),
    address1: optionalText(addressLine),
    address2: optionalText(addressLine),
    address3: optionalText(addressLine),
    country: choice(COUNTRIES, 'validation.country'),
    // The country's rule, below: the message names the country.
    zipcode: z.string().check(z.trim()),
    // Required, below: the message asks for the postal code first when there is none.
    city: optionalText(city),
    profile: choice(PROFILES, 'validation.profile'),
    subject: choice(SUBJECTS, 'validation.subject'),
    message: requiredText('validation.message', message),
    newsletter: choice(YES_NO, 'validation.newsletter'),
    // Not required: left out or empty, it is `none`.
    origin: z.union([z.literal(''), choice(ORIGIN_CODES, 'validation.invalid')], { error: 'validation.invalid' }),
  })
  .check(
    // These run even when other fields failed, so every message shows at once.
    z.superRefine(
      (values, context) => {
        const zipcode = typeof values.zipcode === 'string' ? values.zipcode : '';
        const country = isCountry(values.country) ? values.country : null;
        const zipOk = country !== null && isPostalCodeOf(country, zipcode);
        if (country && !zipOk)
          context.addIssue({ code: 'custom', path: ['zipcode'], message: postalCodeErrorKey(country), input: zipcode });
        if (typeof values.city === 'string' && values.city === '') {
          context.addIssue({
            code: 'custom',
            path: ['city'],
            message: zipOk ? 'validation.city' : 'validation.cityNeedsZip',
            input: values.city,
          });
        }
      },
      { when: () => true },
    ),
  );

export type ContactForm = z.output<typeof contactFormSchema>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function validateContact(values: ContactValues): Validation<ContactForm> {
  const result = contactFormSchema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

/** The values a new contact form starts with: the site's country, the profile a link asked for. */
export function initialContactValues(country: Country, profile?: string | null): ContactValues {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as Record<ContactField, string>;
  values.country = country;
  values.origin = NO_ORIGIN;
  if (profile && (PROFILES as readonly string[]).includes(profile)) values.profile = profile;
  return values;
}

/** What the content API stores (POST /contact) for a valid form; `city` is the lookup's spelling. */
export function contactPayloadOf(
  form: ContactForm,
  { locale, city }: { locale: Locale; city: string },
): ContactPayload {
  return {
    civility: form.civility,
    firstname: form.firstname,
    lastname: form.lastname,
    email: form.email,
    address1: form.address1,
    address2: form.address2,
    address3: form.address3,
    zipcode: normalizePostalCode(form.zipcode),
    city,
    country: form.country,
    profile: form.profile,
    subject: form.subject,
    message: form.message,
    newsletter: form.newsletter === 'yes',
    origin: form.origin === '' ? NO_ORIGIN : form.origin,
    locale,
  };
}
