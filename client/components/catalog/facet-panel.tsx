// The products list's filters (SPEC §2.3 'product list with filters'): the categories, then each
// facet's values with the number of products each gives. Every value is a link in the segment
// grammar (facet-links.ts), so crawlers and visitors without JavaScript filter too; a chosen
// value's link takes it away. Values that would give nothing are left out, unless chosen.
// Each facet folds under its name (native <details>), open when one of its values is chosen.
import type { Facet, ProductListSegments } from '../../../routes/segments.ts';
import type { ProductFilters } from '../../../shared/schemas/product.ts';
import type { Category } from '../../../shared/schemas/site.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { KEEP_SCROLL } from '../../app/navigation/keep-scroll.ts';
import { choosing, isActive, PANEL_FACETS, removing } from './facet-links.ts';
import { FACET_KEYS } from './list-selection.ts';

export interface FacetPanelProps {
  list: ProductListSegments;
  /** GET /filtersProducts for the list's selection. */
  counts: ProductFilters;
  categories: readonly Category[];
  hrefOf: (list: ProductListSegments | null) => string | null;
}

function FacetValues({ facet, list, counts, hrefOf }: Omit<FacetPanelProps, 'categories'> & { facet: Facet }) {
  const { t } = useTranslation('catalog');
  const key = FACET_KEYS[facet];
  if (!key) return null;
  const values = counts[key].filter((value) => value.count > 0 || isActive(list, facet, value.slug));
  if (values.length === 0) return null;
  const open = values.some((value) => isActive(list, facet, value.slug));
  return (
    <details className="facet" open={open}>
      <summary className="facet__name">{t(`products.facets.${facet}`)}</summary>
      <ul className="facet__values">
        {values.map((value) => {
          const active = isActive(list, facet, value.slug);
          const href = hrefOf(active ? removing(list, facet, value.slug) : choosing(list, facet, value.slug));
          const content = (
            <>
              <span className="facet-value__label">{value.label}</span>{' '}
              <span className="facet-value__count">{`(${value.count})`}</span>
            </>
          );
          return (
            <li key={value.slug}>
              {href ? (
                <a
                  {...KEEP_SCROLL}
                  className={active ? 'facet-value facet-value--active' : 'facet-value'}
                  href={href}
                  {...(active && {
                    'aria-current': 'true' as const,
                    'aria-label': t('products.filters.remove', { value: value.label }),
                  })}
                >
                  {content}
                </a>
              ) : (
                <span className="facet-value facet-value--unlinked">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function CategoryLinks({
  categories,
  current,
  hrefOf,
}: {
  categories: readonly Category[];
  current: string | undefined;
  hrefOf: FacetPanelProps['hrefOf'];
}) {
  return (
    <ul className="facet__values">
      {categories.map((category) => {
        const href = hrefOf({ expertise: category.slug, filters: [] });
        return (
          <li key={category.id}>
            {href ? (
              <a
                {...KEEP_SCROLL}
                className="facet-value"
                href={href}
                {...(category.slug === current && { 'aria-current': 'page' as const })}
              >
                {category.name}
              </a>
            ) : (
              <span className="facet-value facet-value--unlinked">{category.name}</span>
            )}
            {category.children.length > 0 && (
              <CategoryLinks categories={category.children} current={current} hrefOf={hrefOf} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function FacetPanel({ list, counts, categories, hrefOf }: FacetPanelProps) {
  const { t } = useTranslation('catalog');
  const all = hrefOf({ filters: [] });
  return (
    <nav className="facet-panel" aria-labelledby="facet-panel-heading">
      <h2 id="facet-panel-heading" className="facet-panel__title">
        {t('products.filters.title')}
      </h2>
      {categories.length > 0 && (
        <details className="facet" open={list.expertise !== undefined}>
          <summary className="facet__name">{t('products.filters.category')}</summary>
          {list.expertise !== undefined && all && (
            <p className="facet__all">
              <a {...KEEP_SCROLL} href={all}>
                {t('products.allProducts')}
              </a>
            </p>
          )}
          <CategoryLinks categories={categories} current={list.expertise} hrefOf={hrefOf} />
        </details>
      )}
      {PANEL_FACETS.map((facet) => (
        <FacetValues key={facet} facet={facet} list={list} counts={counts} hrefOf={hrefOf} />
      ))}
    </nav>
  );
}
