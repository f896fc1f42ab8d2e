// Articles as a grid of cards, with their titles at the level the page needs: h2 straight under
// a list page's h1, h3 inside a titled section.
import type { Page } from '../../../shared/schemas/page.ts';
import type { CardHeadingLevel } from '../cards/card-title.tsx';
import { PageCard } from '../cards/page-card.tsx';

export function ArticleGrid({ pages, headingLevel = 3 }: { pages: readonly Page[]; headingLevel?: CardHeadingLevel }) {
  return (
    <ul className="card-grid card-grid--wide">
      {pages.map((page) => (
        <li key={page.id}>
          <PageCard page={page} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
