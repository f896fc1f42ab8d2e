// An advice theme (SPEC §2.2 'Advice theme', `{advice home}/{theme}/` and `-p--N`): the theme's
// articles, newest first, a page at a time. An unknown theme, or a page beyond the last, is a 404.
import { LOCALE_INFO } from '../../config/locales.ts';
import type { RouteMatch } from '../../routes/kinds.ts';
import type { PageListParams } from '../../shared/api/resources/page.ts';
import type { Thematic } from '../../shared/schemas/page.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { ARTICLES_PER_PAGE, pageListQuery, thematicInQuery, thematicsQuery } from '../app/queries/editorial.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { useSafeHref } from '../components/cards/use-safe-href.ts';
import { ArticleGrid } from '../components/editorial/article-grid.tsx';
import { pageCount } from '../components/editorial/page-count.ts';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { Pagination } from '../components/pagination.tsx';

interface ThemePage {
  theme: Thematic;
  page: number;
}

const listOf = (theme: string, page: number): PageListParams => ({
  type: 'advice',
  theme,
  order: 'date',
  page,
  perPage: ARTICLES_PER_PAGE,
});

function ThemeArticles({ theme, page }: ThemePage) {
  const { t } = useTranslation('editorial');
  const href = useSafeHref();
  const { data: list } = useSuspenseQuery(pageListQuery(useApi(), listOf(theme.slug, page)));
  return (
    <div className="editorial">
      <PageIntro title={theme.title} intro={theme.description}>
        <p className="page-intro__count">{t('articleCount', { count: list.total })}</p>
      </PageIntro>
      <ArticleGrid pages={list.items} headingLevel={2} />
      <Pagination
        page={page}
        pageCount={pageCount(list.total, ARTICLES_PER_PAGE)}
        hrefOf={(each) => href('adviceTheme', { theme: theme.slug, page: each })}
      />
    </div>
  );
}

function AdviceThemePage({ match }: { match: RouteMatch }) {
  const { data: themes } = useSuspenseQuery(thematicsQuery(useApi(), 'advice'));
  const theme = themes.find((each) => each.slug === match.params.theme);
  if (!theme) return null; // The loader answered 404 before this renders.
  return <ThemeArticles theme={theme} page={match.params.page ?? 1} />;
}

export const page: PageModule<ThemePage> = {
  namespaces: ['editorial'],
  async load({ api, queryClient, match }) {
    const themes = await queryClient.ensureQueryData(thematicsQuery(api, 'advice'));
    const theme = themes.find((each) => each.slug === match.params.theme);
    if (!theme) throw notFound();
    const page = match.params.page ?? 1;
    const list = await queryClient.ensureQueryData(pageListQuery(api, listOf(theme.slug, page)));
    if (page > 1 && list.items.length === 0) throw notFound();
    return { theme, page };
  },
  head({ theme, page }, context) {
    return {
      title: page > 1 ? context.t('editorial:pagedTitle', { title: theme.title, page }) : theme.title,
      description: theme.description,
      breadcrumb: routeCrumbs(context, { name: theme.title }),
    };
  },
  async translate({ theme, page }, { api, queryClient }, to) {
    const other = await queryClient.ensureQueryData(thematicInQuery(api, theme.id, LOCALE_INFO[to].language));
    return { theme: other.slug, ...(page > 1 && { page }) };
  },
  Page: AdviceThemePage,
};
