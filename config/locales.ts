// The seven locales of the site (SPEC §1, §3 'Locale'). Data only.
export const LOCALES = ['fr-be', 'nl-be', 'de-ch', 'fr-ch', 'de-de', 'es-es', 'it-it'] as const;
export type Locale = (typeof LOCALES)[number];

export type Language = 'fr' | 'nl' | 'de' | 'es' | 'it';

export interface LocaleInfo {
  code: Locale;
  /** BCP 47 tag written in `<html lang>` and hreflang. */
  iso: string;
  language: Language;
  /** The language's own name, shown in the language selector. */
  label: string;
  direction: 'ltr';
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = Object.freeze({
  'fr-be': { code: 'fr-be', iso: 'fr-BE', language: 'fr', label: 'Français', direction: 'ltr' },
  'nl-be': { code: 'nl-be', iso: 'nl-BE', language: 'nl', label: 'Nederlands', direction: 'ltr' },
  'de-ch': { code: 'de-ch', iso: 'de-CH', language: 'de', label: 'Deutsch', direction: 'ltr' },
  'fr-ch': { code: 'fr-ch', iso: 'fr-CH', language: 'fr', label: 'Français', direction: 'ltr' },
  'de-de': { code: 'de-de', iso: 'de-DE', language: 'de', label: 'Deutsch', direction: 'ltr' },
  'es-es': { code: 'es-es', iso: 'es-ES', language: 'es', label: 'Español', direction: 'ltr' },
  'it-it': { code: 'it-it', iso: 'it-IT', language: 'it', label: 'Italiano', direction: 'ltr' },
});

/** Language fallback order of SPEC §1. */
export const LANGUAGE_FALLBACK: readonly Language[] = ['fr', 'es', 'de', 'it'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
