// One path per screen kind of a locale: the first page of that kind a crawl from the locale's
// home meets (the crawl fetches a few pages of each kind, so it ends quickly), else the router's
// path when the kind needs no parameter. Search results have no link (a form leads there): a term
// the catalogue holds in every language is asked for.
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import { crawl } from '../../test/helpers/crawler.ts';

/** Pages of one kind the crawl fetches: enough to meet their links to the other kinds. */
const PAGES_PER_KIND = 4;
const CRAWL_BUDGET = 250;
const SEARCH_TERM: Readonly<Record<Locale, string>> = {
  'fr-be': 'magnésium',
  'nl-be': 'magnesium',
  'fr-ch': 'magnésium',
  'de-ch': 'Magnesium',
  'de-de': 'Magnesium',
  'es-es': 'magnesio',
  'it-it': 'magnesio',
};

export interface ScreenPaths {
  /** The first path met of each kind. */
  first: Map<RouteKind, string>;
  /** Every product page met, for a journey that needs one sold online. */
  products: string[];
}

export async function findScreenPaths(port: number, locale: Locale, router: Router): Promise<ScreenPaths> {
  const home = router.href('home', {}, locale)!;
  const kindOf = (path: string) => router.match(locale, path.split('?')[0]!)?.kind ?? null;
  const { pages } = await crawl({
    port,
    host: `${locale.slice(3)}.localhost`,
    start: [home],
    budget: CRAWL_BUDGET,
    concurrency: 2,
    // Another locale's pages of the same host are fetched (a few) but not followed.
    expand: (path) => !path.includes('?') && kindOf(path) !== null,
    sample: {
      classOf: (path) => (path.includes('?') ? 'query' : (kindOf(path) ?? 'elsewhere')),
      perClass: PAGES_PER_KIND,
    },
  });
  const first = new Map<RouteKind, string>();
  const products: string[] = [];
  for (const page of pages.values()) {
    if (page.status !== 200 || page.path.includes('?')) continue;
    const kind = kindOf(page.path);
    if (kind === null) continue;
    if (!first.has(kind)) first.set(kind, page.path);
    if (kind === 'product') products.push(page.path);
  }
  first.set('results', router.href('results', { search: { term: SEARCH_TERM[locale], filters: [] } }, locale)!);
  return { first, products };
}

/** The path of a kind: the crawl's, else the router's when the kind needs no parameter. */
export function pathOfKind(paths: ScreenPaths, router: Router, kind: RouteKind, locale: Locale): string | null {
  const found = paths.first.get(kind);
  if (found) return found;
  try {
    return router.href(kind, {}, locale);
  } catch {
    // A kind that needs a parameter the crawl did not meet.
    return null;
  }
}
