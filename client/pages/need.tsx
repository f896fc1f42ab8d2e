// SPEC §2.2 'Need detail': the need of the slug (and, for a sub-need, its parent in the
// breadcrumb) decides the status and the head; its introduction comes with it, its products and
// four related pages stream in.
import type { RouteMatch } from '../../routes/kinds.ts';
import type { Need } from '../../shared/schemas/need.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { Crumb, PageContext, PageModule } from '../app/page-module.ts';
import { needPagesQuery, needProductsQuery, needQuery, needsQuery } from '../app/queries/needs.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { useSite } from '../app/site.tsx';
import { PageCardList } from '../components/cards/page-card-list.tsx';
import { useListHref } from '../components/catalog/list-href.ts';
import { ListedProducts } from '../components/catalog/listed-products.tsx';
import { NeedHeader } from '../components/catalog/need-header.tsx';
import { NeedIntro } from '../components/catalog/need-intro.tsx';
import { CatalogSection } from '../components/catalog-section.tsx';
import { SectionBoundary } from '../components/section-boundary.tsx';

interface NeedData {
  need: Need;
  /** The need a sub-need belongs to; null for a top-level need. */
  parent: Need | null;
}

function NeedProducts({ need }: { need: Need }) {
  const { t } = useTranslation('catalog');
  const { productsPerPage } = useSite();
  const { data } = useSuspenseQuery(needProductsQuery(useApi(), need.slug, productsPerPage));
  const listHref = useListHref('relevance');
  return (
    <ListedProducts
      id="need-products"
      title={t('need.products')}
      list={data}
      all={{ href: listHref({ filters: [{ facet: 'need', value: need.slug }] }), label: t('need.seeAllProducts') }}
      empty={t('need.noProducts')}
    />
  );
}

function NeedPages({ need }: { need: Need }) {
  const { t } = useTranslation('catalog');
  const { data } = useSuspenseQuery(needPagesQuery(useApi(), need.id));
  if (data.length === 0) return null;
  return (
    <CatalogSection id="need-pages" title={t('need.pages')}>
      <PageCardList pages={data} />
    </CatalogSection>
  );
}

function NeedPage({ match }: { match: RouteMatch }) {
  const { data: need } = useSuspenseQuery(needQuery(useApi(), match.params.slug ?? ''));
  if (!need) return null; // The loader answered 404 before this renders.
  return (
    <div className="need-page">
      <NeedHeader need={need} />
      <NeedIntro need={need} />
      <SectionBoundary>
        <NeedProducts need={need} />
      </SectionBoundary>
      <SectionBoundary>
        <NeedPages need={need} />
      </SectionBoundary>
    </div>
  );
}

function parentCrumb({ router, locale }: Pick<PageContext, 'router' | 'locale'>, parent: Need | null): Crumb[] {
  if (!parent) return [];
  try {
    const path = router.href('need', { slug: parent.slug }, locale);
    return [path ? { name: parent.title, path } : { name: parent.title }];
  } catch {
    return [{ name: parent.title }]; // a slug no route takes: the crumb without its link
  }
}

export const page: PageModule<NeedData> = {
  namespaces: ['catalog'],
  async load({ api, queryClient, match, productsPerPage }) {
    const need = await queryClient.ensureQueryData(needQuery(api, match.params.slug ?? ''));
    if (!need) throw notFound();
    // The sections' data, asked now and not awaited: one render pass when it is cached (issue 17).
    void queryClient.prefetchQuery(needProductsQuery(api, need.slug, productsPerPage));
    void queryClient.prefetchQuery(needPagesQuery(api, need.id));
    const parentId = need.need.parent;
    if (parentId === null) return { need, parent: null };
    const needs = await queryClient.ensureQueryData(needsQuery(api));
    return { need, parent: needs.find((each) => each.id === parentId) ?? null };
  },
  head({ need, parent }, context) {
    return {
      title: need.title,
      description: need.description,
      breadcrumb: routeCrumbs(context, ...parentCrumb(context, parent), { name: need.title }),
      image: need.need.picto.url,
    };
  },
  async translate({ need }, context, to) {
    const slug = await slugIn(context, 'need', need.id, to);
    return slug ? { slug } : null;
  },
  Page: NeedPage,
};

/** What the preview of this screen's entity shows (preview.tsx loads it from this screen's chunk). */
export { NeedHeader as PreviewView };
