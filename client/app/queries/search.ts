// The search results page (SPEC §2.2 'Search results', §8 'Search failure'): the products that
// match the term and its filters (GET /product with `text`) with the articles that match the
// term (the page groups of GET /search/suggest, read in full with GET /page?slugs=), and the
// facet counts of that selection (GET /filtersProducts).
//
// Both are secondary data, streamed behind the page's shell. An upstream failure is not thrown:
// it settles as `{ ok: false }`, so the server writes 'Une erreur a eu lieu' inside the results
// area of a 200 page (React renders no error boundary on the server). A settled failure is
// stale at once, so the browser asks again when the results are shown next.
import { type Query, queryOptions } from '@tanstack/react-query';

import type { Filter, SearchSegments } from '../../../routes/segments.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { isApiError } from '../../../shared/api/errors.ts';
import type {
  CaracteristicFacet,
  ProductDisplay,
  ProductFilterParams,
  ProductList,
} from '../../../shared/api/resources/products.ts';
import { truncateText } from '../../../shared/format/truncate.ts';
import type { Page } from '../../../shared/schemas/page.ts';
import type { ProductFilters } from '../../../shared/schemas/product.ts';
import { articlesFound, SEARCH_PAGES_SHOWN } from '../../components/search/results-count.ts';
import { paced } from '../page-data/paced.ts';
import { CONTENT_STALE_TIME_MS } from '../query-client.ts';
import { scope } from './scope.ts';

export type Settled<T> = { ok: true; data: T } | { ok: false };

export interface SearchResults {
  products: ProductList;
  /** The matching articles shown beside the products, best first. */
  pages: Page[];
  /** How many articles match, shown or not (the results count, results-count.ts). */
  articlesFound: number;
}

/** Longest `text` GET /product and GET /search/suggest take (decision 007), in UTF-16 units. */
const PRODUCT_TEXT_MAX = 200;
const SUGGEST_TEXT_MAX = 100;

/** The products-list facets of the URL that GET /product reads as caracteristics. */
const CARACTERISTIC_OF: Partial<Record<Filter['facet'], CaracteristicFacet>> = {
  brand: 'brand',
  flavour: 'flavour',
  dinerType: 'diner_type',
  galenicFormat: 'galenic_format',
  activeIngredient: 'active_ingredient',
};

/** The URL's term and filters as the content API's product selection. */
export function searchSelection({ term, filters }: Pick<SearchSegments, 'term' | 'filters'>): ProductFilterParams {
  const caracteristics: Partial<Record<CaracteristicFacet, string[]>> = {};
  const needs: string[] = [];
  const display: string[] = [];
  const categories: string[] = [];
  for (const { facet, value } of filters) {
    const caracteristic = CARACTERISTIC_OF[facet];
    if (caracteristic) (caracteristics[caracteristic] ??= []).push(value);
    else if (facet === 'need') needs.push(value);
    else if (facet === 'display') display.push(value);
    else categories.push(value); // 'products': the catalogue's categories
  }
  return {
    text: truncateText(term, PRODUCT_TEXT_MAX),
    published: true,
    ...(Object.keys(caracteristics).length > 0 && { caracteristics }),
    ...(needs.length > 0 && { needs }),
    // The catalogue takes display codes or their slugs in the request's language (decision 007).
    ...(display.length > 0 && { display: display as ProductDisplay[] }),
    ...(categories.length > 0 && { categories }),
  };
}

/** The work's answer, or `{ ok: false }` when the content API failed; a call the caller aborted is thrown. */
export async function settle<T>(work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (isApiError(error) && error.aborted) throw error;
    return { ok: false };
  }
}

/**
 * A 400 is the visitor's selection refused (a filter value the catalogue does not take, such as
 * an unknown display value): it finds nothing, which `empty` stands for.
 */
export async function emptyWhenRefused<T>(work: Promise<T>, empty: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 400) return empty;
    throw error;
  }
}

const staleWhenFailed = <T>(query: Query<Settled<T>, Error, Settled<T>, readonly unknown[]>) =>
  query.state.data?.ok === false ? 0 : CONTENT_STALE_TIME_MS;

const filtersKey = (search: SearchSegments) => search.filters.map((filter) => `${filter.facet}--${filter.value}`);

/** The CMS pages whose text matches the term: advice, innovation, expertise, news, standard, about and corporate pages. */
async function matchingPages(
  api: ApiClient,
  term: string,
  signal: AbortSignal,
): Promise<Pick<SearchResults, 'pages' | 'articlesFound'>> {
  const groups = await api.search.suggest(
    { text: truncateText(term, SUGGEST_TEXT_MAX), perGroup: SEARCH_PAGES_SHOWN },
    { signal },
  );
  const slugs = [groups.pages, groups.about_page, groups.corpo]
    .flatMap((group) => group.items.map((item) => item.slug))
    .slice(0, SEARCH_PAGES_SHOWN);
  const articles = articlesFound(groups);
  if (slugs.length === 0) return { pages: [], articlesFound: articles };
  const found = new Map((await api.page.bySlugs(slugs, { signal })).map((page) => [page.slug, page]));
  return { pages: slugs.flatMap((slug) => (found.has(slug) ? [found.get(slug)!] : [])), articlesFound: articles };
}

export const searchResultsQuery = (api: ApiClient, search: SearchSegments, perPage: number) =>
  queryOptions({
    queryKey: ['search-results', ...scope(api), search.term, search.page ?? 1, perPage, ...filtersKey(search)],
    queryFn: ({ signal }) =>
      paced(() =>
        settle<SearchResults>(async () => {
          const page = search.page ?? 1;
          const [products, articles] = await Promise.all([
            emptyWhenRefused(
              api.products.list({ ...searchSelection(search), page, perPage, orderBy: 'relevance' }, { signal }),
              { items: [], total: 0, page, perPage },
            ),
            matchingPages(api, search.term, signal),
          ]);
          return { products, ...articles };
        }),
      ),
    staleTime: staleWhenFailed<SearchResults>,
  });

/** The facet values of the selection with their counts; null when the catalogue refused the selection. */
export const searchFiltersQuery = (api: ApiClient, search: SearchSegments) =>
  queryOptions({
    queryKey: ['search-filters', ...scope(api), search.term, ...filtersKey(search)],
    queryFn: ({ signal }) =>
      paced(() =>
        settle(() =>
          emptyWhenRefused<ProductFilters | null>(api.products.filters(searchSelection(search), { signal }), null),
        ),
      ),
    staleTime: staleWhenFailed<ProductFilters | null>,
  });
