// About (SPEC §2.2, `/{about}/:theme?/:filter?`). Without a theme: who the laboratory is (a few
// paragraphs and figures), then the about themes, each with its pages as a reading list. With a theme: that theme's pages. With a theme and a page's slug in the filter
// segment: that page. An unknown theme, or a page not of that theme, is a 404.
// Breadcrumb: À propos › theme › page.
import { LOCALE_INFO } from '../../config/locales.ts';
import type { RouteMatch } from '../../routes/kinds.ts';
import type { PageListParams } from '../../shared/api/resources/page.ts';
import type { Page, Thematic } from '../../shared/schemas/page.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageContext, PageHead, PageModule } from '../app/page-module.ts';
import {
  pageListQuery,
  streamedPageListQuery,
  streamedThematicsQuery,
  thematicInQuery,
  thematicsQuery,
  WHOLE_LIST,
} from '../app/queries/editorial.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { useSafeHref } from '../components/cards/use-safe-href.ts';
import { AboutStory } from '../components/editorial/about-story.tsx';
import { ArticleGrid } from '../components/editorial/article-grid.tsx';
import { articleHead } from '../components/editorial/article-head.ts';
import { ArticleList } from '../components/editorial/article-list.tsx';
import { EditorialArticle } from '../components/editorial/editorial-article.tsx';
import { EditorialSection } from '../components/editorial/editorial-section.tsx';
import { listCrumb } from '../components/editorial/list-crumb.ts';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { safeHref } from '../components/editorial/safe-href.ts';
import { groupByTheme } from '../components/editorial/theme-groups.ts';
import { SectionBoundary } from '../components/section-boundary.tsx';

type About = { theme?: undefined } | { theme: Thematic; page?: Page | undefined };

const ALL_PAGES: PageListParams = { type: 'about', perPage: WHOLE_LIST };
const pagesOf = (theme: string): PageListParams => ({ type: 'about', theme, perPage: WHOLE_LIST });

function AboutThemes() {
  const { t } = useTranslation('editorial');
  const api = useApi();
  const href = useSafeHref();
  const { data: themes } = useSuspenseQuery(streamedThematicsQuery(api, 'about'));
  const { data: pages } = useSuspenseQuery(streamedPageListQuery(api, ALL_PAGES));
  const { groups, unthemed } = groupByTheme(themes, pages.items);
  if (groups.length === 0 && unthemed.length === 0) return <p>{t('about.empty')}</p>;
  return (
    <>
      {groups.map(({ theme, pages: themePages }) => (
        <EditorialSection
          key={theme.id}
          id={`theme-${theme.slug}`}
          title={theme.title}
          intro={theme.description}
          more={{ href: href('about', { theme: theme.slug }), label: t('about.seeTheme', { theme: theme.title }) }}
        >
          <ArticleList pages={themePages} />
        </EditorialSection>
      ))}
      {unthemed.length > 0 && <ArticleGrid pages={unthemed} headingLevel={2} />}
    </>
  );
}

function AboutHome() {
  const { t } = useTranslation('editorial');
  return (
    <div className="editorial">
      <PageIntro title={t('about.title')} intro={t('about.intro')} />
      <AboutStory />
      <SectionBoundary>
        <AboutThemes />
      </SectionBoundary>
    </div>
  );
}

function AboutTheme({ theme }: { theme: Thematic }) {
  const { t } = useTranslation('editorial');
  const { data } = useSuspenseQuery(pageListQuery(useApi(), pagesOf(theme.slug)));
  return (
    <div className="editorial">
      <PageIntro title={theme.title} intro={theme.description} />
      {data.items.length > 0 ? <ArticleGrid pages={data.items} headingLevel={2} /> : <p>{t('about.empty')}</p>}
    </div>
  );
}

function AboutPage({ theme, page }: { theme: Thematic; page: Page }) {
  const { t } = useTranslation('editorial');
  const href = useSafeHref();
  const { data } = useSuspenseQuery(pageListQuery(useApi(), pagesOf(theme.slug)));
  const others = data.items.filter((each) => each.id !== page.id);
  return (
    <EditorialArticle page={page} eyebrow={{ label: theme.title, href: href('about', { theme: theme.slug }) }}>
      {others.length > 0 && (
        <EditorialSection id="theme-pages" title={t('about.more', { theme: theme.title })}>
          <ArticleGrid pages={others} />
        </EditorialSection>
      )}
    </EditorialArticle>
  );
}

function ThemeScreen({ themeSlug, filter }: { themeSlug: string; filter: string | undefined }) {
  const api = useApi();
  const { data: themes } = useSuspenseQuery(thematicsQuery(api, 'about'));
  const { data: pages } = useSuspenseQuery(pageListQuery(api, pagesOf(themeSlug)));
  const theme = themes.find((each) => each.slug === themeSlug);
  if (!theme) return null; // The loader answered 404 before this renders.
  if (filter === undefined) return <AboutTheme theme={theme} />;
  const page = pages.items.find((each) => each.slug === filter);
  return page ? <AboutPage theme={theme} page={page} /> : null;
}

function AboutScreen({ match }: { match: RouteMatch }) {
  const { theme, filter } = match.params;
  return theme === undefined ? <AboutHome /> : <ThemeScreen themeSlug={theme} filter={filter} />;
}

async function load({ api, queryClient, match }: PageContext): Promise<About> {
  const { theme: themeSlug, filter } = match.params;
  if (themeSlug === undefined) {
    // The themes and their pages, asked now and not awaited: one render pass when they are
    // cached (issue 17).
    void queryClient.prefetchQuery(streamedThematicsQuery(api, 'about'));
    void queryClient.prefetchQuery(streamedPageListQuery(api, ALL_PAGES));
    return {};
  }
  const themes = await queryClient.ensureQueryData(thematicsQuery(api, 'about'));
  const theme = themes.find((each) => each.slug === themeSlug);
  if (!theme) throw notFound();
  const pages = await queryClient.ensureQueryData(pageListQuery(api, pagesOf(theme.slug)));
  if (filter === undefined) return { theme };
  const page = pages.items.find((each) => each.slug === filter);
  if (!page) throw notFound();
  return { theme, page };
}

function head(about: About, context: PageContext): PageHead {
  const { t, router, locale } = context;
  if (!about.theme)
    return {
      title: t('editorial:about.title'),
      description: t('editorial:about.intro'),
      breadcrumb: routeCrumbs(context),
    };
  const { theme, page } = about;
  if (!page)
    return {
      title: theme.title,
      description: theme.description,
      breadcrumb: [...listCrumb(context, 'about'), { name: theme.title }],
    };
  const crumbs = [
    ...listCrumb(context, 'about'),
    { name: theme.title, path: safeHref(router, 'about', { theme: theme.slug }, locale) },
    { name: page.title },
  ];
  return articleHead(page, context, crumbs, { article: false });
}

export const page: PageModule<About> = {
  namespaces: ['editorial'],
  load,
  head,
  async translate(about, context, to) {
    if (!about.theme) return {};
    const theme = await context.queryClient.ensureQueryData(
      thematicInQuery(context.api, about.theme.id, LOCALE_INFO[to].language),
    );
    if (!about.page) return { theme: theme.slug };
    const slug = await slugIn(context, 'page', about.page.id, to);
    return slug ? { theme: theme.slug, filter: slug } : null;
  },
  Page: AboutScreen,
};
