// The server's check of a form's values before anything is stored (decision 015): the shared
// schema (shared/forms/*-form.ts), then, for the contact form, the postal code's cities (SPEC §5:
// the zip code is valid only when the lookup knows a city for it). Every message is gathered, so a
// form rendered again shows them all at once.
import { COUNTRIES, type Country } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { CONTACT_FIELDS, contactPayloadOf, validateContact } from '../../shared/forms/contact-form.ts';
import type { FieldErrors } from '../../shared/forms/field-errors.ts';
import type { FormName } from '../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../shared/forms/form-values.ts';
import { NEWSLETTER_FIELDS, newsletterPayloadOf, validateNewsletter } from '../../shared/forms/newsletter-form.ts';
import { isPostalCodeOf } from '../../shared/forms/postal-codes.ts';
import { checkZipCities, type CityLookup } from '../../shared/forms/zip-cities.ts';
import { withoutUnstorableCharacters } from '../../shared/schemas/control-characters.ts';

export type CheckedSubmission =
  /** `send` stores the submission with the locale's client of the content API. */
  | { ok: true; send: (api: ApiClient) => Promise<{ id: number }> }
  | { ok: false; errors: FieldErrors; cities: readonly string[] | null };

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/**
 * The fields without the characters no submission stores (control characters, lone surrogates):
 * removed rather than refused, since the visitor cannot see them to take them out, and a text
 * pasted from elsewhere often carries some. Tab, line feed and carriage return stay.
 */
function storableFields(fields: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' ? withoutUnstorableCharacters(value) : value,
    ]),
  );
}

/** Throws what the city lookup throws (the content API unreachable): the caller answers a failure. */
export async function checkSubmission(
  form: FormName,
  fields: Readonly<Record<string, string>>,
  { locale, lookup }: { locale: Locale; lookup: CityLookup },
): Promise<CheckedSubmission> {
  fields = storableFields(fields);
  if (form === 'newsletter') {
    const checked = validateNewsletter(formValuesOf(NEWSLETTER_FIELDS, fields));
    if (!checked.ok) return { ok: false, errors: checked.errors, cities: null };
    const payload = newsletterPayloadOf(checked.data, locale);
    return { ok: true, send: (api) => api.newsletter.subscribe(payload) };
  }

  const values = formValuesOf(CONTACT_FIELDS, fields);
  const checked = validateContact(values);
  const country = values.country;
  // The lookup only for a postal code of the country's shape; the schema has said the rest.
  const zip =
    isCountry(country) && isPostalCodeOf(country, values.zipcode)
      ? await checkZipCities({ country, zipcode: values.zipcode, city: values.city.trim() }, lookup)
      : null;
  const schemaErrors = checked.ok ? {} : checked.errors;
  const errors: FieldErrors = { ...(zip && !zip.ok ? zip.errors : {}), ...schemaErrors };
  if (!checked.ok || !zip?.ok) return { ok: false, errors, cities: zip?.cities ?? null };
  const payload = contactPayloadOf(checked.data, { locale, city: zip.city });
  return { ok: true, send: (api) => api.contact.send(payload) };
}
