// The URLs `npm run load` mixes (issue 9): every page each country's sitemap lists, plus what a
// sitemap leaves out but visitors ask for — a search per locale.
import { COUNTRIES, COUNTRY_INFO, DEFAULT_COUNTRY_HOSTS } from '../../config/countries.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { sitemapPaths } from '../../server/warm-up/sitemap-paths.ts';

export interface SiteUrl {
  host: string;
  path: string;
}

const SITEMAP_TIMEOUT_MS = 30_000;
const SEARCH_TERMS: Record<string, string> = {
  de: 'magnesium',
  nl: 'vitamine',
  it: 'magnesio',
  es: 'magnesio',
  fr: 'magnésium',
};

/** Each country's sitemap pages (asked on its default host), then a search per locale of it. */
export async function siteUrls(port: number): Promise<SiteUrl[]> {
  const router = createRouter({ tables: ALL_TABLES });
  const pages = await sitemapPaths({ address: '127.0.0.1', port }, DEFAULT_COUNTRY_HOSTS, SITEMAP_TIMEOUT_MS);
  return COUNTRIES.flatMap((country) => {
    const host = DEFAULT_COUNTRY_HOSTS[country][0]!;
    const searches = COUNTRY_INFO[country].locales.map((locale) => ({
      host,
      path: router.href('results', { search: { term: SEARCH_TERMS[locale.slice(0, 2)]!, filters: [] } }, locale)!,
    }));
    return [...pages.filter((page) => page.country === country).map(({ path }) => ({ host, path })), ...searches];
  });
}
