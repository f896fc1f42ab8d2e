// The app's router: every locale's table in the configured prefix reading. Brand codes of the
// brand-corner routes arrive from the content API at run time (server/content.ts keeps them);
// the router is built again when they change.
import { type Country, COUNTRY_INFO } from '../config/countries.ts';
import type { Config } from '../config/env.ts';
import type { Locale } from '../config/locales.ts';
import { ALL_TABLES } from '../routes/all-tables.ts';
import { createRouter, type Router } from '../routes/compiler.ts';

/** Each locale's brand-corner codes (a locale whose codes could not be fetched has none). */
export type BrandCodes = Partial<Record<Locale, readonly string[]>>;

export interface Routing {
  router(): Router;
  /** Where the brand codes are read, on every call of router(): a cheap, synchronous read; undefined while there are none. */
  readBrandCodesFrom(source: () => BrandCodes | undefined): void;
  /** The locale's brand-corner codes, for the browser's router. */
  brandCodes(locale: Locale): readonly string[];
}

export const countryOfLocale = (locale: Locale) => locale.slice(3) as Country;

export function createRouting(config: Pick<Config, 'routePrefixMode'>): Routing {
  const build = (brandCodes: BrandCodes) =>
    createRouter({
      tables: ALL_TABLES,
      prefixMode: config.routePrefixMode,
      defaultLocaleOf: (locale) => COUNTRY_INFO[countryOfLocale(locale)].defaultLocale,
      brandCodes,
    });
  let source: () => BrandCodes | undefined = () => undefined;
  let built: { codes: BrandCodes | undefined; router: Router } = { codes: undefined, router: build({}) };
  const router = () => {
    const codes = source();
    if (codes !== built.codes) built = { codes, router: build(codes ?? {}) };
    return built.router;
  };
  return {
    router,
    readBrandCodesFrom(next) {
      source = next;
    },
    brandCodes: (locale) => source()?.[locale] ?? [],
  };
}
