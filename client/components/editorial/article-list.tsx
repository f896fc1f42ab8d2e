// Articles as a reading list: each title (the link) and its summary, without pictures, for a page
// that reads as a text (the about page's themes) rather than a wall of cards.
import { pageRoute } from '../../../shared/page-route.ts';
import type { Page } from '../../../shared/schemas/page.ts';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { MaybeLink } from '../maybe-link.tsx';

export function ArticleList({ pages }: { pages: readonly Page[] }) {
  const href = useSafeHref();
  return (
    <ul className="article-list">
      {pages.map((page) => {
        const { kind, params } = pageRoute(page);
        return (
          <li key={page.id} className="article-list__item">
            <h3 className="article-list__title">
              <MaybeLink href={href(kind, params)}>{page.title}</MaybeLink>
            </h3>
            <p className="article-list__summary">{page.summary}</p>
          </li>
        );
      })}
    </ul>
  );
}
