// Links to the pages of a paginated list (products, search results, an advice theme): previous,
// the first and last pages, those around the current one, next. Each page is a real URL (the
// `-p--N` segment, page 1 without it), so crawlers and visitors without JavaScript page too.
import { useTranslation } from '../app/i18n.tsx';
import { KEEP_SCROLL } from '../app/navigation/keep-scroll.ts';

/** Pages around the current one that are always linked. */
const AROUND = 2;

/** The page numbers to show, null where a run of pages is left out. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set<number>([1, pageCount]);
  for (let each = page - AROUND; each <= page + AROUND; each++) if (each >= 1 && each <= pageCount) shown.add(each);
  const sorted = [...shown].sort((a, b) => a - b);
  const window: (number | null)[] = [];
  sorted.forEach((each, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && each - previous > 1) window.push(each - previous === 2 ? each - 1 : null);
    window.push(each);
  });
  return window;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page of the list; null leaves that page unlinked. */
  hrefOf: (page: number) => string | null;
}

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const previous = page > 1 ? hrefOf(page - 1) : null;
  const next = page < pageCount ? hrefOf(page + 1) : null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li className="pagination__step">
          {previous ? (
            <a {...KEEP_SCROLL} href={previous} rel="prev">
              {t('pagination.previous')}
            </a>
          ) : (
            <span aria-disabled="true">{t('pagination.previous')}</span>
          )}
        </li>
        {pageWindow(page, pageCount).map((each, index) => {
          if (each === null)
            return (
              <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            );
          if (each === page) {
            return (
              <li key={each}>
                <span
                  className="pagination__current"
                  aria-current="page"
                  aria-label={t('pagination.current', { page: each })}
                >
                  {each}
                </span>
              </li>
            );
          }
          const href = hrefOf(each);
          return (
            <li key={each}>
              {href ? (
                <a {...KEEP_SCROLL} href={href} aria-label={t('pagination.page', { page: each })}>
                  {each}
                </a>
              ) : (
                <span>{each}</span>
              )}
            </li>
          );
        })}
        <li className="pagination__step">
          {next ? (
            <a {...KEEP_SCROLL} href={next} rel="next">
              {t('pagination.next')}
            </a>
          ) : (
            <span aria-disabled="true">{t('pagination.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
