// The quality and innovation list (SPEC §2.2, `/{list}/:page?/:category?/:filter?`): the
// innovation articles, a page at a time, all of them or one category's (GET /innovation-category).
// Page 1 has no page segment. An unknown category, a page beyond the last, a written page 1 or
// any filter segment (the catalog has no filter for these pages) is a 404.
import { LOCALE_INFO } from '../../config/locales.ts';
import type { RouteMatch } from '../../routes/kinds.ts';
import type { PageListParams } from '../../shared/api/resources/page.ts';
import type { Thematic } from '../../shared/schemas/page.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import {
  ARTICLES_PER_PAGE,
  innovationCategoriesQuery,
  pageListQuery,
  thematicInQuery,
} from '../app/queries/editorial.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { useSafeHref } from '../components/cards/use-safe-href.ts';
import { ArticleGrid } from '../components/editorial/article-grid.tsx';
import { CategoryNav } from '../components/editorial/category-nav.tsx';
import { listCrumb } from '../components/editorial/list-crumb.ts';
import { pageCount } from '../components/editorial/page-count.ts';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { Pagination } from '../components/pagination.tsx';

interface InnovationList {
  category: Thematic | undefined;
  page: number;
}

const listOf = (category: string | undefined, page: number): PageListParams => ({
  type: 'innovation',
  ...(category !== undefined && { theme: category }),
  page,
  perPage: ARTICLES_PER_PAGE,
});

function InnovationsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('editorial');
  const api = useApi();
  const href = useSafeHref();
  const { data: categories } = useSuspenseQuery(innovationCategoriesQuery(api));
  const category = categories.find((each) => each.slug === match.params.category);
  const page = match.params.page ?? 1;
  const { data: list } = useSuspenseQuery(pageListQuery(api, listOf(category?.slug, page)));
  const listHref = (slug: string | undefined, each = 1) =>
    href('innovations', { ...(slug !== undefined && { category: slug }), ...(each > 1 && { page: each }) });
  return (
    <div className="editorial">
      <PageIntro
        title={category?.title ?? t('innovations.title')}
        intro={category?.description ?? t('innovations.intro')}
      />
      <CategoryNav
        label={t('innovations.categories')}
        allLabel={t('innovations.all')}
        categories={categories}
        current={category?.slug}
        hrefOf={(slug) => listHref(slug)}
      />
      {list.items.length > 0 ? <ArticleGrid pages={list.items} headingLevel={2} /> : <p>{t('innovations.empty')}</p>}
      <Pagination
        page={page}
        pageCount={pageCount(list.total, ARTICLES_PER_PAGE)}
        hrefOf={(each) => listHref(category?.slug, each)}
      />
    </div>
  );
}

export const page: PageModule<InnovationList> = {
  namespaces: ['editorial'],
  async load({ api, queryClient, match }) {
    const { page = 1, category: slug, filter } = match.params;
    if (filter !== undefined || match.params.page === 1) throw notFound();
    const categories = await queryClient.ensureQueryData(innovationCategoriesQuery(api));
    const category = slug === undefined ? undefined : categories.find((each) => each.slug === slug);
    if (slug !== undefined && !category) throw notFound();
    const list = await queryClient.ensureQueryData(pageListQuery(api, listOf(category?.slug, page)));
    if (page > 1 && list.items.length === 0) throw notFound();
    return { category, page };
  },
  head({ category, page }, context) {
    const { t } = context;
    const title = category?.title ?? t('editorial:innovations.title');
    const crumbs = category ? [...listCrumb(context, 'innovations'), { name: category.title }] : routeCrumbs(context);
    return {
      title: page > 1 ? t('editorial:pagedTitle', { title, page }) : title,
      description: category?.description ?? t('editorial:innovations.intro'),
      breadcrumb: crumbs,
    };
  },
  async translate({ category, page }, { api, queryClient }, to) {
    const other = category
      ? await queryClient.ensureQueryData(thematicInQuery(api, category.id, LOCALE_INFO[to].language))
      : undefined;
    return { ...(other && { category: other.slug }), ...(page > 1 && { page }) };
  },
  Page: InnovationsPage,
};
