// The catch-all CMS page (SPEC §2.2, `{prefix}/{slug}`): any published page reached by its slug
// that has no route of its own (shared/page-route.ts) — news items, standard
// pages (legal notice, data protection, cookies, sales conditions), corporate pages, need pages.
// A page that lives on another route (an advice article…) is a 404 here: one address per page.
import type { RouteMatch } from '../../routes/kinds.ts';
import { pageRoute } from '../../shared/page-route.ts';
import type { Page } from '../../shared/schemas/page.ts';
import { useApi } from '../app/api-context.tsx';
import type { Crumb, PageContext, PageModule } from '../app/page-module.ts';
import { cmsPageQuery } from '../app/queries/editorial.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { articleHead } from '../components/editorial/article-head.ts';
import { EditorialArticle } from '../components/editorial/editorial-article.tsx';
import { isDocument } from '../components/editorial/is-document.ts';
import { listCrumb } from '../components/editorial/list-crumb.ts';
import { loadPageBySlug } from '../components/editorial/page-by-slug.ts';
import { prefetchRelatedArticles, StreamedRelatedArticles } from '../components/editorial/related-articles.tsx';

const livesHere = (page: Page) => pageRoute(page).kind === 'cmsPage';
/** News and need pages end with the articles to read next. */
const hasRelated = (page: Page) => page.type === 'news' || page.type === 'need';

/** SPEC §2.3: the breadcrumb by type — news under the news, need pages under the needs, corporate pages under about. */
function crumbsOf(page: Page, context: PageContext): Crumb[] {
  switch (page.type) {
    case 'news':
      return [{ name: context.t('editorial:news.crumb') }, { name: page.title }];
    case 'need':
      return [...listCrumb(context, 'needs'), { name: page.title }];
    case 'corpo':
    case 'about':
      return [...listCrumb(context, 'about'), { name: page.title }];
    default:
      return [{ name: page.title }];
  }
}

function CmsPage({ match }: { match: RouteMatch }) {
  const { data: page } = useSuspenseQuery(cmsPageQuery(useApi(), match.params.cmsPath ?? ''));
  if (!page) return null; // The loader answered 404 before this renders.
  const news = page.type === 'news';
  const document = isDocument(page);
  return (
    <EditorialArticle page={page} dated={news || document} document={document}>
      {hasRelated(page) && <StreamedRelatedArticles pageId={page.id} />}
    </EditorialArticle>
  );
}

export const page: PageModule<Page> = {
  namespaces: ['editorial'],
  async load(context) {
    const page = await loadPageBySlug(context, context.match.params.cmsPath, livesHere);
    if (hasRelated(page)) prefetchRelatedArticles(context, page.id);
    return page;
  },
  head: (page, context) => articleHead(page, context, crumbsOf(page, context), { article: hasRelated(page) }),
  async translate(page, context, to) {
    const slug = await slugIn(context, 'page', page.id, to);
    return slug ? { cmsPath: slug } : null;
  },
  Page: CmsPage,
};
