// An advice article (SPEC §2.2 'Advice article', by slug): its theme, title, date and body, then
// the articles to read next, streamed in. Breadcrumb: Nos conseils › theme › article.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { RouteMatch } from '../../routes/kinds.ts';
import type { Page } from '../../shared/schemas/page.ts';
import { useApi } from '../app/api-context.tsx';
import type { PageModule } from '../app/page-module.ts';
import { cmsPageQuery } from '../app/queries/editorial.ts';
import { slugIn } from '../app/queries/translations.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { useSafeHref } from '../components/cards/use-safe-href.ts';
import { articleHead } from '../components/editorial/article-head.ts';
import { EditorialArticle } from '../components/editorial/editorial-article.tsx';
import { loadPageBySlug, ofType } from '../components/editorial/page-by-slug.ts';
import { StreamedRelatedArticles } from '../components/editorial/related-articles.tsx';
import { safeHref } from '../components/editorial/safe-href.ts';

function AdvicePage({ match }: { match: RouteMatch }) {
  const href = useSafeHref();
  const { data: page } = useSuspenseQuery(cmsPageQuery(useApi(), match.params.slug ?? ''));
  if (!page) return null; // The loader answered 404 before this renders.
  const eyebrow = page.theme ? { label: page.theme.title, href: href('adviceTheme', { theme: page.theme.slug }) } : undefined;
  return (
    <EditorialArticle page={page} eyebrow={eyebrow} dated>
      <StreamedRelatedArticles pageId={page.id} />
    </EditorialArticle>
  );
}

export const page: PageModule<Page> = {
  namespaces: ['editorial'],
  load: (context) => loadPageBySlug(context, context.match.params.slug, ofType('advice')),
  head(page, context) {
    const { router, locale } = context;
    const theme = page.theme ? [{ name: page.theme.title, path: safeHref(router, 'adviceTheme', { theme: page.theme.slug }, locale) }] : [];
    return articleHead(page, context, routeCrumbs(context, ...theme, { name: page.title }));
  },
  async translate(page, context, to) {
    const slug = await slugIn(context, 'page', page.id, to);
    return slug ? { slug } : null;
  },
  Page: AdvicePage,
};
