// SPEC §2.2 'Needs list': the top-level needs with their pictograms and sub-needs (GET /need),
// which are the page's content, so they are awaited before the first byte.
import type { RouteMatch } from '../../routes/kinds.ts';
import type { Need } from '../../shared/schemas/need.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { hasPage } from '../app/page-registry.ts';
import { needsQuery } from '../app/queries/needs.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { useHref } from '../app/site.tsx';
import { CatalogHeading } from '../components/catalog/catalog-heading.tsx';
import { NeedsOverview } from '../components/catalog/needs-overview.tsx';
import { routeTitle } from '../components/route-title.ts';

/** The way to the quiz, for a visitor who does not know where to start. */
function QuizInvite() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const quiz = hasPage('quiz') ? href('quiz') : null;
  if (!quiz) return null;
  return (
    <aside className="quiz-invite" aria-label={t('needs.quiz.label')}>
      <p>{t('needs.quiz.lead')}</p>
      <a className="button" href={quiz}>
        {t('needs.quiz.label')}
      </a>
    </aside>
  );
}

function NeedsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('catalog');
  const { data: needs } = useSuspenseQuery(needsQuery(useApi()));
  return (
    <div className="needs">
      <CatalogHeading title={routeTitle(match)} lead={t('needs.intro')} />
      <QuizInvite />
      <NeedsOverview needs={needs} />
    </div>
  );
}

export const page: PageModule<Need[]> = {
  namespaces: ['catalog'],
  load({ api, queryClient }) {
    return queryClient.ensureQueryData(needsQuery(api));
  },
  head(_needs, context) {
    return {
      title: routeTitle(context.match),
      description: context.t('catalog:needs.description'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: NeedsPage,
};
