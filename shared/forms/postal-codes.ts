// SPEC §5 'Postal code': the shape of a postal code in each country of the site. Belgium and
// Switzerland write 4 digits, Germany, Spain and Italy 5. The shape is only the first test: a
// code is valid once the city lookup (GET /cities) knows at least one city for it (zip-cities.ts).
import type { Country } from '../../config/countries.ts';

export const POSTAL_CODE_PATTERNS: Readonly<Record<Country, RegExp>> = Object.freeze({
  be: /^\d{4}$/,
  ch: /^\d{4}$/,
  de: /^\d{5}$/,
  es: /^\d{5}$/,
  it: /^\d{5}$/,
});

/** The postal code as typed, spaces removed ("10 00" is 1000). */
export function normalizePostalCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isPostalCodeOf(country: Country, value: string): boolean {
  return POSTAL_CODE_PATTERNS[country].test(normalizePostalCode(value));
}

/** The message key of an invalid postal code: the country's own ('Merci d'indiquer un code postal de Belgique valide'). */
export const postalCodeErrorKey = (country: Country) => `validation.zipCode.${country}`;
