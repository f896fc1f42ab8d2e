// The advice home (SPEC §2.2 'Advice home'): the advice themes, each with its latest articles and
// a link to the theme's page. Nothing of it decides the status or the head, so the title is in
// the shell and the themes, then each theme's articles, stream in.
import type { PageListParams } from '../../shared/api/resources/page.ts';
import type { Thematic } from '../../shared/schemas/page.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { LATEST_PER_THEME, streamedPageListQuery, streamedThematicsQuery } from '../app/queries/editorial.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { useSafeHref } from '../components/cards/use-safe-href.ts';
import { ArticleGrid } from '../components/editorial/article-grid.tsx';
import { EditorialSection } from '../components/editorial/editorial-section.tsx';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { SectionBoundary } from '../components/section-boundary.tsx';

/** A theme's latest articles. */
const latestOf = (theme: Thematic): PageListParams => ({
  type: 'advice',
  theme: theme.slug,
  order: 'date',
  perPage: LATEST_PER_THEME,
});

function LatestOfTheme({ theme }: { theme: Thematic }) {
  const { t } = useTranslation('editorial');
  const { data } = useSuspenseQuery(streamedPageListQuery(useApi(), latestOf(theme)));
  if (data.items.length === 0) return <p>{t('articleCount', { count: 0 })}</p>;
  return <ArticleGrid pages={data.items} />;
}

function AdviceThemes() {
  const { t } = useTranslation('editorial');
  const href = useSafeHref();
  const { data: themes } = useSuspenseQuery(streamedThematicsQuery(useApi(), 'advice'));
  if (themes.length === 0) return <p>{t('adviceHome.empty')}</p>;
  return themes.map((theme) => (
    <EditorialSection
      key={theme.id}
      id={`theme-${theme.slug}`}
      title={theme.title}
      intro={theme.description}
      more={{ href: href('adviceTheme', { theme: theme.slug }), label: t('adviceHome.seeAll', { theme: theme.title }) }}
    >
      <SectionBoundary>
        <LatestOfTheme theme={theme} />
      </SectionBoundary>
    </EditorialSection>
  ));
}

function AdviceHomePage() {
  const { t } = useTranslation('editorial');
  return (
    <div className="editorial">
      <PageIntro title={t('adviceHome.title')} intro={t('adviceHome.intro')} />
      <SectionBoundary>
        <AdviceThemes />
      </SectionBoundary>
    </div>
  );
}

export const page: PageModule<null> = {
  namespaces: ['editorial'],
  async load({ api, queryClient }) {
    // The themes and then their articles, asked now and not awaited: one render pass when they
    // are cached (issue 17). A failure is the section's to show.
    void queryClient.fetchQuery(streamedThematicsQuery(api, 'advice')).then(
      (themes) => {
        for (const theme of themes) void queryClient.prefetchQuery(streamedPageListQuery(api, latestOf(theme)));
      },
      () => {},
    );
    return null;
  },
  head(_data, context) {
    const { t } = context;
    return {
      title: t('editorial:adviceHome.title'),
      description: t('editorial:adviceHome.intro'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: AdviceHomePage,
};
