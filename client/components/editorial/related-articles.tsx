// Pages to read after an article (GET /page/{id}/associate, four of them), as cards; nothing
// when there are none. They stream in behind the article.
import type { Page } from '../../../shared/schemas/page.ts';
import { useApi } from '../../app/api-context.tsx';
import { useTranslation } from '../../app/i18n.tsx';
import type { PageContext } from '../../app/page-module.ts';
import { associatedPagesQuery } from '../../app/queries/editorial.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { PageCardList } from '../cards/page-card-list.tsx';
import { SectionBoundary } from '../section-boundary.tsx';
import { EditorialSection } from './editorial-section.tsx';

export function RelatedArticles({ pages }: { pages: readonly Page[] }) {
  const { t } = useTranslation('editorial');
  if (pages.length === 0) return null;
  return (
    <EditorialSection id="related-articles" title={t('related')}>
      <PageCardList pages={pages} />
    </EditorialSection>
  );
}

function AssociatedPages({ pageId }: { pageId: number }) {
  const { data } = useSuspenseQuery(associatedPagesQuery(useApi(), pageId));
  return <RelatedArticles pages={data} />;
}

/**
 * Asks for a page's related articles from its loader, not awaited: one render pass when they are
 * cached (issue 17), no waterfall after the page's chunk in the browser.
 */
export function prefetchRelatedArticles(
  { api, queryClient }: Pick<PageContext, 'api' | 'queryClient'>,
  pageId: number,
) {
  void queryClient.prefetchQuery(associatedPagesQuery(api, pageId));
}

/** The related articles of a page, streamed in behind the article. */
export function StreamedRelatedArticles({ pageId }: { pageId: number }) {
  return (
    <SectionBoundary>
      <AssociatedPages pageId={pageId} />
    </SectionBoundary>
  );
}
