// Which of the country's locales a request is in (SPEC §1): the path prefix, then the locale
// cookie, then Accept-Language, then the first language of the fallback order the country has.
// Pure functions; hostile input falls through to the next source, never throws.
import { LANGUAGE_FALLBACK, type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { acceptedLanguageRanges } from '../http/content-negotiation.ts';

const LANGUAGE_RANGE = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/;

export interface LocalePrefix {
  locale: Locale;
  /** '/fr', '/nl-be', or '' for a locale served without prefix. */
  prefix: string;
}

/** The locale whose prefix starts the path; the unprefixed locale if the country has one. */
export function localeFromPath(path: string, prefixes: readonly LocalePrefix[]): Locale | null {
  const prefixed = prefixes.find(({ prefix }) => prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`)));
  if (prefixed) return prefixed.locale;
  return prefixes.find(({ prefix }) => prefix === '')?.locale ?? null;
}

/** The country's locale a tag names exactly ('fr-BE'), or by its language ('fr', 'fr-FR'). */
export function localeForTag(tag: string, locales: readonly Locale[]): Locale | null {
  const normalized = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!LANGUAGE_RANGE.test(normalized)) return null;
  const exact = locales.find((locale) => locale === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0];
  return locales.find((locale) => LOCALE_INFO[locale].language === language) ?? null;
}

/** The best of the country's locales by Accept-Language weights (q), ties in header order. */
export function localeFromAcceptLanguage(header: string | undefined, locales: readonly Locale[]): Locale | null {
  for (const range of acceptedLanguageRanges(header)) {
    const locale = localeForTag(range, locales);
    if (locale) return locale;
  }
  return null;
}

/** First language of the fallback order (fr, es, de, it) the country has, else its first locale. */
export function fallbackLocale(locales: readonly Locale[]): Locale {
  for (const language of LANGUAGE_FALLBACK) {
    const locale = locales.find((candidate) => LOCALE_INFO[candidate].language === language);
    if (locale) return locale;
  }
  return locales[0]!;
}
