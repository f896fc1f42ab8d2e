// SPEC §2.2 'Product Q&A': the product of the slug and its questions and answers, both awaited
// (the FAQ is the page), so the head can carry them as FAQPage structured data. A product with
// no questions yet is still a page, which says so and leads to the contact form.
import type { RouteMatch } from '../../routes/kinds.ts';
import type { FaqEntry } from '../../shared/schemas/brand.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { useApi } from '../app/api-context.tsx';
import type { Crumb, PageContext, PageModule } from '../app/page-module.ts';
import { productQuery } from '../app/queries/product.ts';
import { productQaQuery } from '../app/queries/product-qa.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { faqPageJsonLd } from '../components/catalog/faq-json-ld.ts';
import { ProductQaView } from '../components/catalog/product-qa-view.tsx';

interface ProductQaData {
  product: Product;
  faqs: FaqEntry[];
}

function ProductQaPage({ match }: { match: RouteMatch }) {
  const api = useApi();
  const { data: product } = useSuspenseQuery(productQuery(api, match.params.slug ?? ''));
  if (!product) return null; // The loader answered 404 before this renders.
  return <ProductQaFaqs product={product} />;
}

function ProductQaFaqs({ product }: { product: Product }) {
  const { data: faqs } = useSuspenseQuery(productQaQuery(useApi(), product.id));
  return <ProductQaView product={product} faqs={faqs} />;
}

function productCrumb({ router, locale }: Pick<PageContext, 'router' | 'locale'>, product: Product): Crumb {
  try {
    const path = router.href('product', { slug: product.slug }, locale);
    return path ? { name: product.name, path } : { name: product.name };
  } catch {
    return { name: product.name }; // a slug no route takes: the crumb without its link
  }
}

export const page: PageModule<ProductQaData> = {
  namespaces: ['catalog'],
  async load({ api, queryClient, match }) {
    const product = await queryClient.ensureQueryData(productQuery(api, match.params.slug ?? ''));
    if (!product) throw notFound();
    const faqs = await queryClient.ensureQueryData(productQaQuery(api, product.id));
    return { product, faqs };
  },
  head({ product, faqs }, context) {
    const { t } = context;
    return {
      title: t('product:questions.pageTitle', { product: product.name }),
      description: t('catalog:qa.description', { product: product.name }),
      breadcrumb: routeCrumbs(context, productCrumb(context, product), { name: t('product:questions.title') }),
      image: product.caracteristics.large_image.value.url,
      jsonLd: ({ canonical }) => (faqs.length > 0 ? [faqPageJsonLd(faqs, canonical)] : []),
    };
  },
  async translate({ product }, context, to) {
    const slug = await slugIn(context, 'product', product.id, to);
    return slug ? { slug } : null;
  },
  Page: ProductQaPage,
};
