// Articles as a grid of cards (the home page's advice and news, a product's related articles).
import type { Page } from '../../../shared/schemas/page.ts';
import { PageCard } from './page-card.tsx';

export function PageCardList({ pages }: { pages: readonly Page[] }) {
  return (
    <ul className="card-grid card-grid--wide">
      {pages.map((page) => (
        <li key={page.id}>
          <PageCard page={page} />
        </li>
      ))}
    </ul>
  );
}
