// The home and maintenance paths of each locale (SPEC §2.2). The maintenance step needs them
// before anything else of the route tables.
import type { Locale } from '../config/locales.ts';

export const HOME_PATH: Readonly<Record<Locale, string>> = Object.freeze({
  'fr-be': '/fr',
  'nl-be': '/nl',
  'de-ch': '/de',
  'fr-ch': '/fr',
  'de-de': '/',
  'es-es': '/',
  'it-it': '/',
});

export const MAINTENANCE_PATH: Readonly<Record<Locale, string>> = Object.freeze({
  'fr-be': '/fr/maintenance',
  'nl-be': '/nl/onderhoud',
  'de-ch': '/de/wartung',
  'fr-ch': '/fr/maintenance',
  'de-de': '/wartung',
  'es-es': '/mantenimiento',
  'it-it': '/manutenzione',
});

/** The locale whose maintenance page this path is, among the given locales; null if none. */
export function maintenancePageLocale(path: string, locales: readonly Locale[]): Locale | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return locales.find((locale) => MAINTENANCE_PATH[locale] === trimmed) ?? null;
}
