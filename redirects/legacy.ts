// The legacy 301 tables of every country, for staticRedirects({ tables }). Switzerland has no
// legacy site, so no table.
import type { Country } from '../config/countries.ts';
import type { RedirectRule } from './rule.ts';
import { BE_REDIRECTS } from './tables/be.ts';
import { DE_REDIRECTS } from './tables/de.ts';
import { ES_REDIRECTS } from './tables/es.ts';
import { IT_REDIRECTS } from './tables/it.ts';

export const LEGACY_REDIRECTS: Readonly<Record<Country, readonly RedirectRule[]>> = Object.freeze({
  be: BE_REDIRECTS,
  ch: Object.freeze([]),
  de: DE_REDIRECTS,
  es: ES_REDIRECTS,
  it: IT_REDIRECTS,
});
