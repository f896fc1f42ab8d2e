// How long each kind of content API answer is kept (issue 9): site-wide data that changes rarely
// (menus, settings, brand codes, categories, themes) for minutes, the catalogue's pages for a
// minute, suggestions for seconds. Past its freshness an answer is still served while it is
// fetched again (stale-while-revalidate), and served when the upstream fails (stale-if-error).
// What must always be asked live is not cached: the readiness check (maintenance), the
// redirection endpoint (a new rule must apply at once) and anything that writes.

export interface Freshness {
  freshMs: number;
  /** How long after freshMs the answer may be served while it is refreshed. */
  staleMs: number;
  /** How long after freshMs the answer may be served when the upstream fails. */
  errorMs: number;
}

const MINUTE = 60_000;
/** A stale answer stands in for a failing upstream for an hour: content a little old rather than an error page. */
const ERROR_WINDOW_MS = 60 * MINUTE;

const SITE_WIDE: Freshness = { freshMs: 5 * MINUTE, staleMs: 55 * MINUTE, errorMs: ERROR_WINDOW_MS };
const CATALOGUE: Freshness = { freshMs: MINUTE, staleMs: 4 * MINUTE, errorMs: ERROR_WINDOW_MS };
const SUGGESTIONS: Freshness = { freshMs: 30_000, staleMs: 30_000, errorMs: 5 * MINUTE };

/** First path segment after the API base → its freshness; absent: not cached. */
export const FRESHNESS_BY_RESOURCE: Readonly<Record<string, Freshness>> = Object.freeze({
  menus: SITE_WIDE,
  settings: SITE_WIDE,
  shop: SITE_WIDE,
  categories: SITE_WIDE,
  civilities: SITE_WIDE,
  provincials: SITE_WIDE,
  thematics: SITE_WIDE,
  thematic: SITE_WIDE,
  'innovation-category': SITE_WIDE,
  'online-help': SITE_WIDE,
  cities: SITE_WIDE,
  geocoding: SITE_WIDE,
  'reverse-geocoding': SITE_WIDE,
  'point-of-sale': SITE_WIDE,
  brands: CATALOGUE,
  homepage: CATALOGUE,
  product: CATALOGUE,
  products: CATALOGUE,
  filtersProducts: CATALOGUE,
  need: CATALOGUE,
  page: CATALOGUE,
  pages: CATALOGUE,
  url: CATALOGUE,
  search: SUGGESTIONS,
});

/** The freshness of a content API URL, or null when its answers are never cached. */
export function freshnessOf(url: string, base: string): Freshness | null {
  if (!url.startsWith(base)) return null;
  const resource = url.slice(base.length).split(/[/?#]/, 1)[0]!;
  return FRESHNESS_BY_RESOURCE[resource] ?? null;
}
