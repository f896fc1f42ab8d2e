// Loads one locale's route table on demand, so the browser fetches only its own (SPEC §2.1): the
// language's paths come in their own chunk, one per language (fr-be and fr-ch share French's),
// and the table is built here.
import { type Language, type Locale, LOCALE_INFO } from '../config/locales.ts';
import { defineTable } from './define-table.ts';
import type { LanguageRoutes, RouteTable } from './table-types.ts';
import { TABLE_PREFIXES } from './tables/locale-tables.ts';

// Literal specifiers: the bundler must see every path to split it into its own chunk.
const LANGUAGE_ROUTES: Readonly<Record<Language, () => Promise<LanguageRoutes>>> = {
  fr: async () => (await import('./tables/languages/fr.ts')).FRENCH,
  nl: async () => (await import('./tables/languages/nl.ts')).DUTCH,
  de: async () => (await import('./tables/languages/de.ts')).GERMAN,
  es: async () => (await import('./tables/languages/es.ts')).SPANISH,
  it: async () => (await import('./tables/languages/it.ts')).ITALIAN,
};

export async function loadTable(locale: Locale): Promise<RouteTable> {
  return defineTable(locale, TABLE_PREFIXES[locale], await LANGUAGE_ROUTES[LOCALE_INFO[locale].language]());
}

/** The module of a language's paths, as the build manifest names it (the server preloads it). */
export function languageRoutesModule(language: Language): string {
  return `routes/tables/languages/${language}.ts`;
}
