// The home page: nothing of its data decides the status or the head, so the hero is in the shell
// and the selections of GET /homepage stream in behind it.
import { useApi } from '../app/api-context.tsx';
import type { PageModule } from '../app/page-module.ts';
import { homepageQuery } from '../app/queries/home.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { HomeSections, HomeView } from '../components/home/home-view.tsx';
import { SectionBoundary } from '../components/section-boundary.tsx';

function Selections() {
  const { data } = useSuspenseQuery(homepageQuery(useApi()));
  return <HomeSections homepage={data} />;
}

function HomePage() {
  return (
    <HomeView>
      <SectionBoundary>
        <Selections />
      </SectionBoundary>
    </HomeView>
  );
}

export const page: PageModule<null> = {
  async load({ api, queryClient }) {
    // The selections, asked now and not awaited: one render pass when they are cached (issue 17).
    void queryClient.prefetchQuery(homepageQuery(api));
    return null;
  },
  head(_data, { t }) {
    return { title: t('home:hero.title'), description: t('home:hero.intro'), breadcrumb: [] };
  },
  Page: HomePage,
};
