// Every locale's route table, for the server. The browser loads only its country's languages
// (routes/load-table.ts), each in its own chunk.
import { type Locale, LOCALE_INFO } from '../config/locales.ts';
import { defineTable } from './define-table.ts';
import type { LanguageRoutes, RouteTable } from './table-types.ts';
import { GERMAN } from './tables/languages/de.ts';
import { SPANISH } from './tables/languages/es.ts';
import { FRENCH } from './tables/languages/fr.ts';
import { ITALIAN } from './tables/languages/it.ts';
import { DUTCH } from './tables/languages/nl.ts';
import { TABLE_PREFIXES } from './tables/locale-tables.ts';

const LANGUAGES = { fr: FRENCH, nl: DUTCH, de: GERMAN, es: SPANISH, it: ITALIAN } as const satisfies Record<
  string,
  LanguageRoutes
>;

/** The order the server has always tried them in. */
const ORDER: readonly Locale[] = ['fr-be', 'nl-be', 'fr-ch', 'de-ch', 'de-de', 'es-es', 'it-it'];

export const ALL_TABLES: readonly RouteTable[] = Object.freeze(
  ORDER.map((locale) => defineTable(locale, TABLE_PREFIXES[locale], LANGUAGES[LOCALE_INFO[locale].language])),
);
