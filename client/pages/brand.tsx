// SPEC §2.2 'Brand page': the brand of the slug decides the status and the head; its products and
// its FAQ stream in behind it.
import type { RouteMatch } from '../../routes/kinds.ts';
import type { Brand } from '../../shared/schemas/brand.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { brandCornerPagesQuery, brandFaqsQuery, brandProductsQuery, brandQuery } from '../app/queries/brands.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { useSite } from '../app/site.tsx';
import { BrandCornerLink } from '../components/catalog/brand-corner-link.tsx';
import { BrandHeader } from '../components/catalog/brand-header.tsx';
import { useListHref } from '../components/catalog/list-href.ts';
import { ListedProducts } from '../components/catalog/listed-products.tsx';
import { CatalogSection } from '../components/catalog-section.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { SectionBoundary } from '../components/section-boundary.tsx';

function BrandProducts({ brand }: { brand: Brand }) {
  const { t } = useTranslation('catalog');
  const { productsPerPage } = useSite();
  const { data } = useSuspenseQuery(brandProductsQuery(useApi(), brand.slug, productsPerPage));
  const listHref = useListHref('relevance');
  return (
    <ListedProducts
      id="brand-products"
      title={t('brand.products', { brand: brand.name })}
      list={data}
      all={{
        href: listHref({ filters: [{ facet: 'brand', value: brand.slug }] }),
        label: t('brand.seeAllProducts', { brand: brand.name }),
      }}
      empty={t('brand.noProducts')}
    />
  );
}

function BrandFaq({ brand }: { brand: Brand }) {
  const { t } = useTranslation('catalog');
  const { data } = useSuspenseQuery(brandFaqsQuery(useApi(), brand.id));
  if (data.length === 0) return null;
  return (
    <CatalogSection id="brand-faq" title={t('brand.faq', { brand: brand.name })}>
      <FaqList entries={data} />
    </CatalogSection>
  );
}

function BrandPage({ match }: { match: RouteMatch }) {
  const { data: brand } = useSuspenseQuery(brandQuery(useApi(), match.params.slug ?? ''));
  if (!brand) return null; // The loader answered 404 before this renders.
  return (
    <div className="brand-page">
      <BrandHeader brand={brand} />
      <SectionBoundary>
        <BrandCornerLink brand={brand} />
      </SectionBoundary>
      <SectionBoundary>
        <BrandProducts brand={brand} />
      </SectionBoundary>
      <SectionBoundary>
        <BrandFaq brand={brand} />
      </SectionBoundary>
    </div>
  );
}

export const page: PageModule<Brand> = {
  namespaces: ['catalog'],
  async load({ api, queryClient, match, productsPerPage }) {
    const brand = await queryClient.ensureQueryData(brandQuery(api, match.params.slug ?? ''));
    if (!brand) throw notFound();
    // The sections' data, asked now and not awaited: one render pass when it is cached (issue 17).
    void queryClient.prefetchQuery(brandCornerPagesQuery(api, brand.code));
    void queryClient.prefetchQuery(brandProductsQuery(api, brand.slug, productsPerPage));
    void queryClient.prefetchQuery(brandFaqsQuery(api, brand.id));
    return brand;
  },
  head(brand, context) {
    return {
      title: brand.name,
      description: context.t('catalog:brand.description', { brand: brand.name, baseline: brand.baseline }),
      breadcrumb: routeCrumbs(context, { name: brand.name }),
      image: brand.logo.url,
    };
  },
  async translate(brand, context, to) {
    const slug = await slugIn(context, 'brand', brand.id, to);
    return slug ? { slug } : null;
  },
  Page: BrandPage,
};

/** What the preview of this screen's entity shows (preview.tsx loads it from this screen's chunk). */
export { BrandHeader as PreviewView };
