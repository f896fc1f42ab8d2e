// Each form's fields and the page a successful submission leads to.
import type { RouteKind } from '../../routes/kinds.ts';
import { CONTACT_FIELDS } from '../../shared/forms/contact-form.ts';
import type { FormName } from '../../shared/forms/form-protocol.ts';
import { NEWSLETTER_FIELDS } from '../../shared/forms/newsletter-form.ts';

export interface FormDefinition {
  /** The fields a visitor fills in: what is validated, and what a page rendered again shows. */
  fields: readonly string[];
  /** The route kind of the form's page (its POSTs come there without JavaScript). */
  page: RouteKind;
  confirmation: RouteKind;
}

export const FORMS: Readonly<Record<FormName, FormDefinition>> = Object.freeze({
  contact: { fields: CONTACT_FIELDS, page: 'contact', confirmation: 'contactConfirmation' },
  newsletter: { fields: NEWSLETTER_FIELDS, page: 'newsletter', confirmation: 'newsletterConfirmation' },
});

/** The form whose page a route kind is, or null. */
export function formOfPage(kind: RouteKind | undefined): FormName | null {
  if (kind === 'contact') return 'contact';
  if (kind === 'newsletter') return 'newsletter';
  return null;
}

/** The visitor's values of a form's fields among what was posted (never the hidden fields). */
export function typedValues(form: FormName, fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    FORMS[form].fields.filter((field) => Object.hasOwn(fields, field)).map((field) => [field, fields[field]!]),
  );
}
