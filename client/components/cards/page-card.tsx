// An article in a list (advice, news, any CMS page): visual, theme, title (the link), date and
// summary. Where it links depends on the page's type (page-link.ts).
import { pageRoute } from '../../../shared/page-route.ts';
import type { Page } from '../../../shared/schemas/page.ts';
import { CardImage } from './card-image.tsx';
import { type CardHeadingLevel, CardTitle } from './card-title.tsx';
import { PublicationDate } from './publication-date.tsx';
import { useSafeHref } from './use-safe-href.ts';

export interface PageCardProps {
  page: Page;
  headingLevel?: CardHeadingLevel;
}

export function PageCard({ page, headingLevel }: PageCardProps) {
  const href = useSafeHref();
  const { kind, params } = pageRoute(page);
  return (
    <article className="card card--page">
      <CardTitle level={headingLevel} href={href(kind, params)}>
        {page.title}
      </CardTitle>
      {page.theme && <p className="card-eyebrow">{page.theme.title}</p>}
      <CardImage image={page.thumbnail} decorative />
      <PublicationDate day={page.published_at} />
      <p className="card-summary">{page.summary}</p>
    </article>
  );
}
