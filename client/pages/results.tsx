// SPEC §2.2 'Search results': `{results path}/-r--{term}`, then an optional page and filters.
// The term comes from the URL, so the status and the head are known at once; the results stream
// in behind the shell, and an upstream failure shows inside the results area (a 200 page). The
// results path without a term is the search form. Never indexed (route metadata).
import type { RouteMatch } from '../../routes/kinds.ts';
import type { SearchSegments } from '../../routes/segments.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { searchFiltersQuery, searchResultsQuery } from '../app/queries/search.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { SearchBoundary } from '../components/search/search-boundary.tsx';
import { SearchForm } from '../components/search/search-form.tsx';
import { SearchResults } from '../components/search/search-results.tsx';

function ResultsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('search');
  const search = match.params.search;
  return (
    <div className="search-page">
      <header className="search-page__header">
        <h1 id="main-heading" tabIndex={-1}>
          {search ? t('title', { term: search.term }) : t('form.title')}
        </h1>
        {!search && <p className="search-page__intro">{t('form.intro')}</p>}
        <SearchForm key={search?.term ?? ''} term={search?.term ?? ''} />
      </header>
      {search && (
        <section className="search-results" aria-label={t('resultsLabel')}>
          <SearchBoundary>
            <SearchResults search={search} />
          </SearchBoundary>
        </section>
      )}
    </div>
  );
}

export const page: PageModule<SearchSegments | null> = {
  async load({ api, queryClient, match, productsPerPage }) {
    const search = match.params.search ?? null;
    // The results and their filters, asked now and not awaited: one render pass when the content
    // cache has them (issue 17); otherwise they stream in behind the shell.
    if (search) {
      void queryClient.prefetchQuery(searchResultsQuery(api, search, productsPerPage));
      void queryClient.prefetchQuery(searchFiltersQuery(api, search));
    }
    return search;
  },
  head(search, context) {
    const { t } = context;
    return {
      title: search ? t('search:title', { term: search.term }) : t('search:form.title'),
      description: search ? t('search:description', { term: search.term }) : t('search:form.intro'),
      breadcrumb: routeCrumbs(context),
    };
  },
  async translate(search) {
    // Facet values are words of the language: the other language gets the same term unfiltered.
    return search ? { search: { term: search.term, filters: [] } } : {};
  },
  Page: ResultsPage,
};
