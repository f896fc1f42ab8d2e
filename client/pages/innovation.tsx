// A quality and innovation page (SPEC §2.2, by slug): its category, title, date and body, then
// the pages to read next. Breadcrumb: Qualité et innovation › category › page.
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

function InnovationPage({ match }: { match: RouteMatch }) {
  const href = useSafeHref();
  const { data: page } = useSuspenseQuery(cmsPageQuery(useApi(), match.params.slug ?? ''));
  if (!page) return null; // The loader answered 404 before this renders.
  const eyebrow = page.theme ? { label: page.theme.title, href: href('innovations', { category: page.theme.slug }) } : undefined;
  return (
    <EditorialArticle page={page} eyebrow={eyebrow} dated>
      <StreamedRelatedArticles pageId={page.id} />
    </EditorialArticle>
  );
}

export const page: PageModule<Page> = {
  namespaces: ['editorial'],
  load: (context) => loadPageBySlug(context, context.match.params.slug, ofType('innovation')),
  head(page, context) {
    const { router, locale } = context;
    const category = page.theme ? [{ name: page.theme.title, path: safeHref(router, 'innovations', { category: page.theme.slug }, locale) }] : [];
    return articleHead(page, context, routeCrumbs(context, ...category, { name: page.title }));
  },
  async translate(page, context, to) {
    const slug = await slugIn(context, 'page', page.id, to);
    return slug ? { slug } : null;
  },
  Page: InnovationPage,
};
