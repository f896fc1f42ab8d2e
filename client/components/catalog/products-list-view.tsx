// The products list screen (SPEC §2.2 'Products list', §2.3): heading and count, the chosen
// filters, the price sort, the facet panel, the products of the page (streamed in by the page
// when sorted) and the pages. An empty selection says so and offers to take the filters away.
import type { ReactNode } from 'react';

import type { ProductListSegments } from '../../../routes/segments.ts';
import type { ProductFilters } from '../../../shared/schemas/product.ts';
import type { Category } from '../../../shared/schemas/site.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { Pagination } from '../pagination.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { CatalogHeading } from './catalog-heading.tsx';
import { clearing, onPage } from './facet-links.ts';
import { FacetPanel } from './facet-panel.tsx';
import { useListHref } from './list-href.ts';
import type { ListSort } from './list-sort.ts';
import { SortLinks } from './sort-links.tsx';

export interface ProductsListViewProps {
  /** The list's heading: its category's name, or the products screen's title. */
  title: string;
  list: ProductListSegments;
  sort: ListSort;
  /** Every value of every facet (labels of the chosen filters). */
  values: ProductFilters;
  /** GET /filtersProducts for the list's selection; `products` is its size. */
  counts: ProductFilters;
  categories: readonly Category[];
  pageCount: number;
  /** The page's products. */
  children: ReactNode;
}

export function ProductsListView({
  title,
  list,
  sort,
  values,
  counts,
  categories,
  pageCount,
  children,
}: ProductsListViewProps) {
  const { t } = useTranslation('catalog');
  const hrefOf = useListHref(sort);
  const total = counts.products;
  const clearAll = list.filters.length > 0 ? hrefOf(clearing(list)) : null;
  return (
    <div className="products-list">
      <CatalogHeading title={title}>
        <p className="products-list__count">{t('products.count', { count: total })}</p>
      </CatalogHeading>
      <div className="products-list__body">
        <FacetPanel list={list} counts={counts} categories={categories} hrefOf={hrefOf} />
        <div className="products-list__main">
          <ActiveFilters list={list} values={values} hrefOf={hrefOf} />
          {total > 0 && <SortLinks list={list} sort={sort} />}
          <section className="products-list__results" aria-labelledby="products-list-results">
            <h2 id="products-list-results" className="visually-hidden">
              {t('products.results')}
            </h2>
            {total > 0 ? (
              children
            ) : (
              <div className="catalog-empty">
                <p>{t('products.empty')}</p>
                {clearAll && (
                  <p>
                    {t('products.emptyHint')} <a href={clearAll}>{t('products.filters.clearAll')}</a>
                  </p>
                )}
              </div>
            )}
          </section>
          <Pagination page={list.page ?? 1} pageCount={pageCount} hrefOf={(page) => hrefOf(onPage(list, page))} />
        </div>
      </div>
    </div>
  );
}
