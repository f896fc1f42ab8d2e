// A list of articles on the home page: the latest advice, the news.
import type { Page } from '../../../shared/schemas/page.ts';
import { PageCardList } from '../cards/page-card-list.tsx';
import { HomeSection, type HomeSectionProps } from './home-section.tsx';

export interface HomePagesProps extends Omit<HomeSectionProps, 'children'> {
  pages: readonly Page[];
}

export function HomePages({ pages, ...section }: HomePagesProps) {
  if (pages.length === 0) return null;
  return (
    <HomeSection {...section}>
      <PageCardList pages={pages} />
    </HomeSection>
  );
}
