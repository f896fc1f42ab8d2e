// SPEC §5: a postal code is valid only when the city lookup (GET /cities) knows at least one city
// for it, and the city is then one of those. The lookup is asked in the chosen country's shop
// (a Belgian visitor may write from Germany), in the visitor's language when that shop speaks it.
import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import type { FieldErrors } from './field-errors.ts';
import { normalizePostalCode, postalCodeErrorKey } from './postal-codes.ts';

/** The names of the cities of a postal code in a country (GET /cities of that country's shop). */
export type CityLookup = (country: Country, zipcode: string) => Promise<readonly string[]>;

export type ZipCitiesOutcome =
  /** `city`: the lookup's spelling of the city typed; `cities`: every city of the postal code, which the city field offers. */
  { ok: true; city: string; cities: string[] } | { ok: false; errors: FieldErrors; cities: string[] };

/** The locale whose shop answers the lookup for `country`: the visitor's language when the country has it. */
export function lookupLocaleOf(country: Country, visitorLocale: Locale): Locale {
  const { locales, defaultLocale } = COUNTRY_INFO[country];
  const language = LOCALE_INFO[visitorLocale].language;
  return locales.find((locale) => LOCALE_INFO[locale].language === language) ?? defaultLocale;
}

/** Compares city names as a visitor types them: case, accents, dashes and spaces aside. */
export function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, ' ')
    .trim();
}

/** Each name once, in the lookup's order. */
export function uniqueCityNames(names: readonly string[]): string[] {
  return [...new Set(names)];
}

export async function checkZipCities(
  { country, zipcode, city }: { country: Country; zipcode: string; city: string },
  lookup: CityLookup,
): Promise<ZipCitiesOutcome> {
  const cities = uniqueCityNames(await lookup(country, normalizePostalCode(zipcode)));
  if (cities.length === 0) return { ok: false, errors: { zipcode: { key: postalCodeErrorKey(country) } }, cities };
  const wanted = cityKey(city);
  const match = cities.find((name) => cityKey(name) === wanted);
  return match
    ? { ok: true, city: match, cities }
    : { ok: false, errors: { city: { key: 'validation.cityOfZip' } }, cities };
}
