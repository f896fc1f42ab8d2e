// The app's router: every locale's table in the configured prefix reading. Brand codes of the
// brand-corner routes arrive from the content API at run time; setting them rebuilds the router.
import { type Country, COUNTRY_INFO } from '../config/countries.ts';
import type { Config } from '../config/env.ts';
import type { Locale } from '../config/locales.ts';
import { ALL_TABLES } from '../routes/all-tables.ts';
import { createRouter, type Router } from '../routes/compiler.ts';

export interface Routing {
  router(): Router;
  setBrandCodes(codes: Partial<Record<Locale, readonly string[]>>): void;
  /** The locale's brand-corner codes, for the browser's router. */
  brandCodes(locale: Locale): readonly string[];
}

export const countryOfLocale = (locale: Locale) => locale.slice(3) as Country;

export function createRouting(config: Pick<Config, 'routePrefixMode'>): Routing {
  const build = (brandCodes: Partial<Record<Locale, readonly string[]>>) =>
    createRouter({
      tables: ALL_TABLES,
      prefixMode: config.routePrefixMode,
      defaultLocaleOf: (locale) => COUNTRY_INFO[countryOfLocale(locale)].defaultLocale,
      brandCodes,
    });
  let codes: Partial<Record<Locale, readonly string[]>> = {};
  let current = build(codes);
  return {
    router: () => current,
    setBrandCodes(next) {
      codes = next;
      current = build(codes);
    },
    brandCodes: (locale) => codes[locale] ?? [],
  };
}
