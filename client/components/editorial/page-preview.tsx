// A CMS page as its own screen will show it, with the preview notice above it: the eyebrow of
// its type (the theme of an advice article, the category of an innovation…), the date of
// articles, news and documents (legal and corporate pages, shown as documents). Related pages
// are left out: they list published pages only.
import type { RouteKind, RouteParams } from '../../../routes/kinds.ts';
import type { Page } from '../../../shared/schemas/page.ts';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { EditorialArticle } from './editorial-article.tsx';
import { isDocument } from './is-document.ts';
import { PreviewNotice } from './preview-notice.tsx';

const DATED = new Set<Page['type']>(['advice', 'innovation', 'news']);

/** The list a page's theme leads to on the page's own screen. */
function themeRoute(type: Page['type'], theme: string): { kind: RouteKind; params: RouteParams } | null {
  switch (type) {
    case 'advice':
      return { kind: 'adviceTheme', params: { theme } };
    case 'innovation':
      return { kind: 'innovations', params: { category: theme } };
    case 'about':
      return { kind: 'about', params: { theme } };
    default:
      return null;
  }
}

export function PagePreview({ page }: { page: Page }) {
  const href = useSafeHref();
  const theme = page.theme;
  const route = theme && themeRoute(page.type, theme.slug);
  const themeHref = route ? href(route.kind, route.params) : null;
  return (
    <EditorialArticle
      page={page}
      eyebrow={theme ? { label: theme.title, href: themeHref } : undefined}
      dated={DATED.has(page.type) || isDocument(page)}
      document={isDocument(page)}
      notice={<PreviewNotice publishedAt={page.published_at} />}
    />
  );
}
