// The page module of an editorial article filed under a theme (an advice article under its advice
// theme, an innovation page under its category): the theme as eyebrow link and breadcrumb, the
// title, date and body, then the articles to read next, streamed in.
import type { RouteKind, RouteMatch, RouteParams } from '../../../routes/kinds.ts';
import type { Page } from '../../../shared/schemas/page.ts';
import type { PageType } from '../../../shared/schemas/page-types.ts';
import { useApi } from '../../app/api-context.tsx';
import type { PageModule } from '../../app/page-module.ts';
import { cmsPageQuery } from '../../app/queries/editorial.ts';
import { slugIn } from '../../app/queries/translations.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { routeCrumbs } from '../../app/route-crumbs.ts';
import { useSafeHref } from '../cards/use-safe-href.ts';
import { articleHead } from './article-head.ts';
import { EditorialArticle } from './editorial-article.tsx';
import { loadPageBySlug, ofType } from './page-by-slug.ts';
import { prefetchRelatedArticles, StreamedRelatedArticles } from './related-articles.tsx';
import { safeHref } from './safe-href.ts';

export interface ThemedArticle {
  /** The page type the slug must have (any other answers 404). */
  type: PageType;
  /** The list page of the article's theme: its route and the theme slug's parameter. */
  themeRoute: RouteKind;
  themeParam: string;
}

export function themedArticlePage({ type, themeRoute, themeParam }: ThemedArticle): PageModule<Page> {
  const themeParams = (slug: string): RouteParams => ({ [themeParam]: slug });

  function ThemedArticlePage({ match }: { match: RouteMatch }) {
    const href = useSafeHref();
    const { data: page } = useSuspenseQuery(cmsPageQuery(useApi(), match.params.slug ?? ''));
    if (!page) return null; // The loader answered 404 before this renders.
    const eyebrow = page.theme
      ? { label: page.theme.title, href: href(themeRoute, themeParams(page.theme.slug)) }
      : undefined;
    return (
      <EditorialArticle page={page} eyebrow={eyebrow} dated>
        <StreamedRelatedArticles pageId={page.id} />
      </EditorialArticle>
    );
  }

  return {
    namespaces: ['editorial'],
    async load(context) {
      const page = await loadPageBySlug(context, context.match.params.slug, ofType(type));
      prefetchRelatedArticles(context, page.id);
      return page;
    },
    head(page, context) {
      const { router, locale } = context;
      const theme = page.theme
        ? [{ name: page.theme.title, path: safeHref(router, themeRoute, themeParams(page.theme.slug), locale) }]
        : [];
      return articleHead(page, context, routeCrumbs(context, ...theme, { name: page.title }));
    },
    async translate(page, context, to) {
      const slug = await slugIn(context, 'page', page.id, to);
      return slug ? { slug } : null;
    },
    Page: ThemedArticlePage,
  };
}
