// The data-protection page (SPEC §2.3: 'data protection'), which the newsletter's consent points
// to: a CMS page, by its slug in each language. These are the slugs the catalog's seed gives it
// (catalog/seed/pages/legal.ts) and the legacy redirects lead to (redirects/tables/*.ts);
// test/shared/data-protection-page.test.ts holds the three together.
import type { Language } from '../config/locales.ts';

export const DATA_PROTECTION_SLUGS: Readonly<Record<Language, string>> = Object.freeze({
  fr: 'donnees-personnelles',
  nl: 'persoonsgegevens',
  de: 'datenschutzerklarung',
  es: 'proteccion-de-datos',
  it: 'dati-personali',
});
