// How many results a search has, the one figure the header's panel ('See the N results') and the
// results page ('N results') both show: the matching products and the matching articles the
// results page lists (SEARCH_PAGES_SHOWN at most). Brands and needs are suggestions of the panel
// only; the results page does not list them, so they are not counted as results.
import type { Suggestions } from '../../../shared/schemas/search.ts';

/** Articles the results page shows beside the products (the suggestion groups give ten each at most). */
export const SEARCH_PAGES_SHOWN = 10;

/** The articles GET /search/suggest found, all page groups together. */
export const articlesFound = (suggestions: Suggestions) =>
  suggestions.pages.total + suggestions.about_page.total + suggestions.corpo.total;

export function resultsCount(products: number, articles: number): number {
  return products + Math.min(articles, SEARCH_PAGES_SHOWN);
}

/** The count the results page of the same text shows, from the panel's suggestions. */
export const suggestedResultsCount = (suggestions: Suggestions) =>
  resultsCount(suggestions.products.total, articlesFound(suggestions));
