// The price sort of the products list (SPEC §2.3): one link per order, the current one marked.
// Links rather than a form, so the order works without JavaScript; nofollow, since a sorted list
// is the same list as its canonical URL.
import type { ProductListSegments } from '../../../routes/segments.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { KEEP_SCROLL } from '../../app/navigation/keep-scroll.ts';
import { useSite } from '../../app/site.tsx';
import { listHref } from './list-href.ts';
import { type ListSort, SORTS } from './list-sort.ts';

const LABEL_KEYS: Readonly<Record<ListSort, string>> = {
  relevance: 'products.sort.relevance',
  'price-asc': 'products.sort.priceAsc',
  'price-desc': 'products.sort.priceDesc',
};

export function SortLinks({ list, sort }: { list: ProductListSegments; sort: ListSort }) {
  const { t } = useTranslation('catalog');
  const { router, locale } = useSite();
  // Sorting keeps the filters and goes back to the first page.
  const { page: _page, ...firstPage } = list;
  return (
    <div className="list-sort">
      <span id="list-sort-label" className="list-sort__label">
        {t('products.sort.label')}
      </span>
      <ul className="list-sort__orders" aria-labelledby="list-sort-label">
        {SORTS.map((each) => {
          const href = listHref(router, locale, firstPage, each);
          return (
            <li key={each}>
              {href ? (
                <a
                  {...KEEP_SCROLL}
                  className="list-sort__order"
                  href={href}
                  rel="nofollow"
                  {...(each === sort && { 'aria-current': 'true' as const })}
                >
                  {t(LABEL_KEYS[each])}
                </a>
              ) : (
                <span>{t(LABEL_KEYS[each])}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
