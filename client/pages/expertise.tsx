// An expertise page (SPEC §2.2, by slug): a health field the laboratory works in, then the pages
// to read next. Breadcrumb: Nos expertises › page (the overview is absent in Italy).
import type { RouteMatch } from '../../routes/kinds.ts';
import type { Page } from '../../shared/schemas/page.ts';
import { useApi } from '../app/api-context.tsx';
import type { PageModule } from '../app/page-module.ts';
import { cmsPageQuery } from '../app/queries/editorial.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { articleHead } from '../components/editorial/article-head.ts';
import { EditorialArticle } from '../components/editorial/editorial-article.tsx';
import { loadPageBySlug, ofType } from '../components/editorial/page-by-slug.ts';
import { prefetchRelatedArticles, StreamedRelatedArticles } from '../components/editorial/related-articles.tsx';

function ExpertisePage({ match }: { match: RouteMatch }) {
  const { data: page } = useSuspenseQuery(cmsPageQuery(useApi(), match.params.slug ?? ''));
  if (!page) return null; // The loader answered 404 before this renders.
  return (
    <EditorialArticle page={page}>
      <StreamedRelatedArticles pageId={page.id} />
    </EditorialArticle>
  );
}

export const page: PageModule<Page> = {
  namespaces: ['editorial'],
  async load(context) {
    const page = await loadPageBySlug(context, context.match.params.slug, ofType('expertise'));
    prefetchRelatedArticles(context, page.id);
    return page;
  },
  head: (page, context) => articleHead(page, context, routeCrumbs(context, { name: page.title })),
  async translate(page, context, to) {
    const slug = await slugIn(context, 'page', page.id, to);
    return slug ? { slug } : null;
  },
  Page: ExpertisePage,
};
