// Each locale's route table is its language's paths (languages/<language>.ts, SPEC §2.2) under
// the locale's prefix (SPEC §2.1): Switzerland's languages mirror Belgium's, fr-ch the French
// paths under /fr, de-ch the German ones under /de (decision 001).
import type { Locale } from '../../config/locales.ts';

export const TABLE_PREFIXES: Readonly<Record<Locale, string>> = Object.freeze({
  'fr-be': '/fr',
  'nl-be': '/nl',
  'de-ch': '/de',
  'fr-ch': '/fr',
  'de-de': '',
  'es-es': '',
  'it-it': '',
});
