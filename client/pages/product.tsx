// SPEC §2.3 'product detail': the product decides the status and the head (critical); its FAQ
// and related articles stream in behind it.
import type { RouteMatch } from '../../routes/kinds.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { useApi } from '../app/api-context.tsx';
import type { PageModule } from '../app/page-module.ts';
import { productFaqsQuery, productPagesQuery, productQuery } from '../app/queries/product.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { ProductDetail } from '../components/product/product-detail.tsx';
import { ProductFaq } from '../components/product/product-faq.tsx';
import { productJsonLd } from '../components/product/product-json-ld.ts';
import { RelatedPages } from '../components/product/related-pages.tsx';
import { SectionBoundary } from '../components/section-boundary.tsx';

function Faqs({ productId }: { productId: number }) {
  const { data } = useSuspenseQuery(productFaqsQuery(useApi(), productId));
  return <ProductFaq faqs={data} />;
}

function Related({ productId }: { productId: number }) {
  const { data } = useSuspenseQuery(productPagesQuery(useApi(), productId));
  return <RelatedPages pages={data} />;
}

function ProductPage({ match }: { match: RouteMatch }) {
  const { data: product } = useSuspenseQuery(productQuery(useApi(), match.params.slug ?? ''));
  if (!product) return null; // The loader answered 404 before this renders.
  return (
    <ProductDetail product={product}>
      <SectionBoundary>
        <Faqs productId={product.id} />
      </SectionBoundary>
      <SectionBoundary>
        <Related productId={product.id} />
      </SectionBoundary>
    </ProductDetail>
  );
}

export const page: PageModule<Product> = {
  async load({ api, queryClient, match }) {
    const product = await queryClient.ensureQueryData(productQuery(api, match.params.slug ?? ''));
    if (!product) throw notFound();
    // The sections' data, asked now and not awaited: by the time they render it is usually there
    // (one render pass on the server, no waterfall after the page's chunk in the browser); when
    // it is slow, they stream (issue 17).
    void queryClient.prefetchQuery(productFaqsQuery(api, product.id));
    void queryClient.prefetchQuery(productPagesQuery(api, product.id));
    return product;
  },
  head(product, context) {
    const image = product.caracteristics.large_image.value.url;
    return {
      title: product.name,
      description: product.meta_description,
      breadcrumb: routeCrumbs(context, { name: product.name }),
      image,
      openGraphType: 'product',
      jsonLd: ({ canonical, absolute }) => [productJsonLd({ product, url: canonical, image: absolute(image) })],
    };
  },
  async translate(product, context, to) {
    const slug = await slugIn(context, 'product', product.id, to);
    return slug ? { slug } : null;
  },
  Page: ProductPage,
};

/** What the preview of this screen's entity shows (preview.tsx loads it from this screen's chunk). */
export { ProductDetail as PreviewView };
