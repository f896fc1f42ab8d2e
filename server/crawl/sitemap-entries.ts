// The sitemap of one country: every public page of each of its locales (public-pages.ts), as an
// absolute URL on SITE_URL_<COUNTRY>, with hreflang alternates for the page's versions in the
// country's locales when it has more than one (and x-default, the country's default locale, as
// the pages' own heads say).
import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { absolute } from '../render/head.ts';
import { publicPages } from './public-pages.ts';

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface SitemapEntry {
  loc: string;
  /** Empty when the page exists in one locale only. */
  alternates: Alternate[];
}

export interface SitemapSources {
  country: Country;
  siteUrl: string;
  router: Router;
  client: (locale: Locale) => ApiClient;
  onSkip?: (reason: string) => void;
}

export async function sitemapEntries({
  country,
  siteUrl,
  router,
  client,
  onSkip = () => {},
}: SitemapSources): Promise<SitemapEntry[]> {
  const locales = COUNTRY_INFO[country].locales;
  const perLocale = await Promise.all(locales.map((locale) => publicPages(client(locale), router, locale, onSkip)));
  const versions = new Map<string, Map<Locale, string>>();
  perLocale.forEach((pages, index) => {
    for (const { key, path } of pages) {
      let byLocale = versions.get(key);
      if (!byLocale) versions.set(key, (byLocale = new Map()));
      byLocale.set(locales[index]!, absolute(siteUrl, path));
    }
  });
  const alternatesOf = (key: string): Alternate[] => {
    const byLocale = versions.get(key)!;
    if (byLocale.size < 2) return [];
    const alternates = locales.flatMap((locale) =>
      byLocale.has(locale) ? [{ hreflang: LOCALE_INFO[locale].iso, href: byLocale.get(locale)! }] : [],
    );
    const countryDefault = byLocale.get(COUNTRY_INFO[country].defaultLocale);
    return countryDefault ? [...alternates, { hreflang: 'x-default', href: countryDefault }] : alternates;
  };
  return perLocale.flatMap((pages, index) =>
    pages.map(({ key }) => ({ loc: versions.get(key)!.get(locales[index]!)!, alternates: alternatesOf(key) })),
  );
}
