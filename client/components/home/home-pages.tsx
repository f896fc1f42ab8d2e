// A list of articles on the home page: the latest advice, the news.
import type { Page } from '../../../shared/schemas/page.ts';
import { PageCard } from '../cards/page-card.tsx';
import { HomeSection, type HomeSectionProps } from './home-section.tsx';

export interface HomePagesProps extends Omit<HomeSectionProps, 'children'> {
  pages: readonly Page[];
}

export function HomePages({ pages, ...section }: HomePagesProps) {
  if (pages.length === 0) return null;
  return (
    <HomeSection {...section}>
      <ul className="card-grid card-grid--wide">
        {pages.map((page) => (
          <li key={page.id}>
            <PageCard page={page} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
