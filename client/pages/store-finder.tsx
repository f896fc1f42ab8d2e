// SPEC §2.2 'Pharmacy finder', §2.3 'pharmacy locator' (every locale but it-it): search by city or
// zip code, or "locate me"; the pharmacies around, nearest first with their distance and opening
// hours, on a list and a map; each can be added to the visitor's favourites once logged in.
//
// The search lives in the query string (components/locator/finder-search.ts), which the loader
// reads: a search is a GET the server renders whole, with or without JavaScript, and its title
// names the place. The canonical URL is the finder's own, without the search.
import { useLocation } from 'react-router';

import type { RouteMatch } from '../../routes/kinds.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageContext, PageModule } from '../app/page-module.ts';
import { hasPage } from '../app/page-registry.ts';
import { type FinderOutcome, finderQuery } from '../app/queries/locator.ts';
import { mapBackdropQuery } from '../app/queries/map-backdrop.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { useHref } from '../app/site.tsx';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { FinderForm } from '../components/locator/finder-form.tsx';
import { FinderResults } from '../components/locator/finder-results.tsx';
import {
  FINDER_PER_PAGE,
  finderQueryString,
  type FinderSearch,
  finderSearchOf,
} from '../components/locator/finder-search.ts';
import { fitView } from '../components/locator/map-projection.ts';

interface FinderData {
  search: FinderSearch;
  outcome: FinderOutcome;
}

/** The page's title: the finder's, or the pharmacies near the place found. */
function titleOf({ outcome }: FinderData, t: PageContext['t']): string {
  if (outcome.status !== 'found') return t('locator:finder.title');
  const { origin } = outcome;
  if (origin.kind === 'place') return t('locator:finder.titleNear', { place: origin.label });
  return origin.near
    ? t('locator:finder.titleNearPosition', { city: origin.near })
    : t('locator:finder.titleAroundYou');
}

function StoreFinderPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('locator');
  const href = useHref();
  const search = finderSearchOf(new URLSearchParams(useLocation().search));
  const { data: outcome } = useSuspenseQuery(finderQuery(useApi(), search));
  const action = href('storeFinder', match.params) ?? '';
  const advice = hasPage('whoCanAdvise') ? href('whoCanAdvise') : null;
  return (
    <div className="locator">
      <PageIntro title={titleOf({ search, outcome }, t)} intro={t('finder.intro')} />
      <FinderForm action={action} search={search} />
      <FinderResults action={action} search={search} outcome={outcome} />
      {advice && (
        <aside className="locator__more">
          <p>
            {t('finder.adviceQuestion')} <a href={advice}>{t('finder.adviceLink')}</a>
          </p>
        </aside>
      )}
    </div>
  );
}

export const page: PageModule<FinderData> = {
  namespaces: ['locator'],
  async load({ api, queryClient, query }) {
    const search = finderSearchOf(query);
    const outcome = await queryClient.ensureQueryData(finderQuery(api, search));
    // A page past the last one names nothing (as the products list's pages do); the first always shows.
    if (search.page > 1 && (outcome.status !== 'found' || search.page > Math.ceil(outcome.total / FINDER_PER_PAGE)))
      throw notFound();
    // The map's backdrop comes with the page (prefetched: a map without it still serves).
    if (outcome.status === 'found' && outcome.items.length > 0)
      await queryClient.prefetchQuery(mapBackdropQuery(fitView([outcome.origin, ...outcome.items])));
    return { search, outcome };
  },
  head(data, context) {
    return {
      title: titleOf(data, context.t),
      description: context.t('locator:finder.description'),
      breadcrumb: routeCrumbs(context),
    };
  },
  // The search goes with a change of language (its place and options; the page starts again at 1).
  keptQuery: ({ search }) => finderQueryString({ ...search, page: 1 }),
  Page: StoreFinderPage,
};
