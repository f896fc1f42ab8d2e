// The expertises overview (SPEC §2.2 'Expertises overview'): every expertise page, in the
// catalog's order. Nothing of it decides the status: the list streams in behind the title.
import type { PageListParams } from '../../shared/api/resources/page.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { streamedPageListQuery, WHOLE_LIST } from '../app/queries/editorial.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { ArticleGrid } from '../components/editorial/article-grid.tsx';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { SectionBoundary } from '../components/section-boundary.tsx';

const EXPERTISES: PageListParams = { type: 'expertise', perPage: WHOLE_LIST };

function Expertises() {
  const { t } = useTranslation('editorial');
  const { data } = useSuspenseQuery(streamedPageListQuery(useApi(), EXPERTISES));
  return data.items.length > 0 ? <ArticleGrid pages={data.items} headingLevel={2} /> : <p>{t('expertises.empty')}</p>;
}

function ExpertisesPage() {
  const { t } = useTranslation('editorial');
  return (
    <div className="editorial">
      <PageIntro title={t('expertises.title')} intro={t('expertises.intro')} />
      <SectionBoundary>
        <Expertises />
      </SectionBoundary>
    </div>
  );
}

export const page: PageModule<null> = {
  namespaces: ['editorial'],
  async load({ api, queryClient }) {
    // The list, asked now and not awaited: one render pass when it is cached (issue 17).
    void queryClient.prefetchQuery(streamedPageListQuery(api, EXPERTISES));
    return null;
  },
  head(_data, context) {
    return {
      title: context.t('editorial:expertises.title'),
      description: context.t('editorial:expertises.intro'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: ExpertisesPage,
};
