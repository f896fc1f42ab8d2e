// What a search found (SPEC §2.2 'Search results', §8 'No results', 'Search failure'): how many
// results, in the none/one/many wordings; the filters; one page of matching products with the
// pagination; and, on the first page, the matching articles (counted on every page). The results and the facet counts
// are asked for together, so neither waits for the other.
import { useSuspenseQueries } from '@tanstack/react-query';

import type { SearchSegments } from '../../../routes/segments.ts';
import { useApi } from '../../app/api-context.tsx';
import { useTranslation } from '../../app/i18n.tsx';
import { searchFiltersQuery, type SearchResults as Found, searchResultsQuery } from '../../app/queries/search.ts';
import { useSite } from '../../app/site.tsx';
import { PageCardList } from '../cards/page-card-list.tsx';
import { ProductCardList } from '../cards/product-card-list.tsx';
import { Pagination } from '../pagination.tsx';
import { resultsCount } from './results-count.ts';
import { useResultsHref } from './results-href.ts';
import { SearchFailed } from './search-boundary.tsx';
import { SearchFilters } from './search-filters.tsx';

/** How many pages `total` products fill; an empty selection still has page 1. */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

function Summary({ total }: { total: number }) {
  const { t } = useTranslation('search');
  return (
    <div className="search-summary" role="status">
      {total === 0 ? (
        <>
          <p className="search-summary__none">{t('noResults')}</p>
          <p className="search-summary__hint">{t('spellingHint')}</p>
        </>
      ) : (
        <p className="search-summary__count">{t('results', { count: total })}</p>
      )}
    </div>
  );
}

function Products({ search, found }: { search: SearchSegments; found: Found }) {
  const { t } = useTranslation('search');
  const resultsHref = useResultsHref();
  const { total, items, perPage } = found.products;
  const page = search.page ?? 1;
  const pageCount = pageCountOf(total, perPage);
  if (total === 0 && search.filters.length === 0) return null;
  const first = resultsHref({ term: search.term, filters: search.filters });
  return (
    <section className="search-products" aria-labelledby="search-products-title">
      <h2 id="search-products-title">{t('groups.products')}</h2>
      {items.length > 0 ? (
        <ProductCardList products={items} />
      ) : total > 0 ? (
        <p className="search-products__none">
          {t('pageOutOfRange')} {first && <a href={first}>{t('firstPage')}</a>}
        </p>
      ) : (
        <p className="search-products__none">{t('noProductsForFilters')}</p>
      )}
      {page <= pageCount && (
        <Pagination page={page} pageCount={pageCount} hrefOf={(each) => resultsHref({ ...search, page: each })} />
      )}
    </section>
  );
}

function Articles({ found }: { found: Found }) {
  const { t } = useTranslation('search');
  if (found.pages.length === 0) return null;
  return (
    <section className="search-pages" aria-labelledby="search-pages-title">
      <h2 id="search-pages-title">{t('groups.pages')}</h2>
      <PageCardList pages={found.pages} />
    </section>
  );
}

export function SearchResults({ search }: { search: SearchSegments }) {
  const api = useApi();
  const { productsPerPage } = useSite();
  const [{ data: results }, { data: filters }] = useSuspenseQueries({
    queries: [searchResultsQuery(api, search, productsPerPage), searchFiltersQuery(api, search)],
  });
  if (!results.ok) return <SearchFailed />;
  const found = results.data;
  const firstPage = (search.page ?? 1) === 1;
  return (
    <>
      <Summary total={resultsCount(found.products.total, found.articlesFound)} />
      <div className="search-results__layout">
        <SearchFilters search={search} counts={filters.ok ? filters.data : null} />
        <div className="search-results__main">
          <Products search={search} found={found} />
          {firstPage && <Articles found={found} />}
        </div>
      </div>
    </>
  );
}
