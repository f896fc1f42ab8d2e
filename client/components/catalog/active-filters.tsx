// The filters the list is narrowed by, each with a link that takes it away, and one that takes
// them all away. Labels come from the catalogue's values; a value it does not list never gets
// here (the page answers 404 first).
import type { ProductListSegments } from '../../../routes/segments.ts';
import type { ProductFilters } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { clearing, removing } from './facet-links.ts';
import { valueOf } from './list-selection.ts';

export interface ActiveFiltersProps {
  list: ProductListSegments;
  /** Every value of every facet, for the labels. */
  values: ProductFilters;
  hrefOf: (list: ProductListSegments | null) => string | null;
}

export function ActiveFilters({ list, values, hrefOf }: ActiveFiltersProps) {
  const { t } = useTranslation('catalog');
  if (list.filters.length === 0) return null;
  const clearAll = hrefOf(clearing(list));
  return (
    <section className="active-filters" aria-labelledby="active-filters-heading">
      <h2 id="active-filters-heading" className="active-filters__title">
        {t('products.filters.active')}
      </h2>
      <ul className="active-filters__list">
        {list.filters.map((filter) => {
          const label = valueOf(values, filter)?.label ?? filter.value;
          const href = hrefOf(removing(list, filter.facet, filter.value));
          return (
            <li key={`${filter.facet}--${filter.value}`}>
              {href ? (
                <a className="active-filter" href={href} aria-label={t('products.filters.remove', { value: label })}>
                  <span className="active-filter__facet">{t(`products.facets.${filter.facet}`)}</span> {label}
                  <span className="active-filter__remove" aria-hidden="true">
                    ×
                  </span>
                </a>
              ) : (
                <span className="active-filter">{label}</span>
              )}
            </li>
          );
        })}
      </ul>
      {clearAll && (
        <p className="active-filters__clear">
          <a href={clearAll}>{t('products.filters.clearAll')}</a>
        </p>
      )}
    </section>
  );
}
