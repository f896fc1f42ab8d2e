// The filters of the search results: those in the URL, each with a link that takes it away, and
// each facet's values with the number of products each gives. Every one is a real link in the
// segment grammar (facet-options.ts), so visitors without JavaScript filter too.
import type { SearchSegments } from '../../../routes/segments.ts';
import type { ProductFilters } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { KEEP_SCROLL } from '../../app/navigation/keep-scroll.ts';
import { activeFilters, facetGroups } from './facet-options.ts';
import { useResultsHref } from './results-href.ts';

export function ActiveSearchFilters({ search, counts }: { search: SearchSegments; counts: ProductFilters | null }) {
  const { t } = useTranslation('search');
  const resultsHref = useResultsHref();
  if (search.filters.length === 0) return null;
  const clear = resultsHref({ term: search.term, filters: [] });
  return (
    <div className="search-active-filters">
      <h3 className="search-active-filters__title">{t('filters.active')}</h3>
      <ul className="search-active-filters__list">
        {activeFilters(search.filters, counts).map(({ filter, label, without }) => {
          const facet = t(`filters.facets.${filter.facet}`);
          const href = resultsHref({ term: search.term, filters: without });
          return (
            <li key={`${filter.facet}--${filter.value}`}>
              {href ? (
                <a
                  {...KEEP_SCROLL}
                  className="search-active-filter"
                  href={href}
                  aria-label={t('filters.remove', { facet, value: label })}
                >
                  <span className="search-active-filter__facet">{facet}</span> {label}
                  <span className="search-active-filter__remove" aria-hidden="true">
                    ×
                  </span>
                </a>
              ) : (
                <span className="search-active-filter">{label}</span>
              )}
            </li>
          );
        })}
      </ul>
      {clear && (
        <p className="search-active-filters__clear">
          <a {...KEEP_SCROLL} href={clear}>
            {t('filters.clear')}
          </a>
        </p>
      )}
    </div>
  );
}

export function SearchFacets({ search, counts }: { search: SearchSegments; counts: ProductFilters }) {
  const { t } = useTranslation('search');
  const resultsHref = useResultsHref();
  const groups = facetGroups(counts, search.filters);
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map(({ facet, options }) => (
        <details key={facet} className="search-facet" open={options.some((option) => option.active)}>
          <summary className="search-facet__name">{t(`filters.facets.${facet}`)}</summary>
          <ul className="search-facet__values">
            {options.map((option) => {
              const href = option.filters && resultsHref({ term: search.term, filters: option.filters });
              const content = (
                <>
                  <span className="search-facet__label">{option.label}</span>{' '}
                  <span className="search-facet__count">{`(${option.count})`}</span>
                </>
              );
              return (
                <li key={option.value}>
                  {href ? (
                    <a
                      {...KEEP_SCROLL}
                      className={
                        option.active ? 'search-facet__value search-facet__value--active' : 'search-facet__value'
                      }
                      href={href}
                      {...(option.active && {
                        'aria-current': 'true' as const,
                        'aria-label': t('filters.remove', { facet: t(`filters.facets.${facet}`), value: option.label }),
                      })}
                    >
                      {content}
                    </a>
                  ) : (
                    <span className="search-facet__value">{content}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </>
  );
}

/** The filters panel: what is chosen, then what can be. */
export function SearchFilters({ search, counts }: { search: SearchSegments; counts: ProductFilters | null }) {
  const { t } = useTranslation('search');
  if (search.filters.length === 0 && (!counts || facetGroups(counts, []).length === 0)) return null;
  return (
    <nav className="search-filters" aria-labelledby="search-filters-title">
      <h2 id="search-filters-title" className="search-filters__title">
        {t('filters.title')}
      </h2>
      <ActiveSearchFilters search={search} counts={counts} />
      {counts && <SearchFacets search={search} counts={counts} />}
    </nav>
  );
}
