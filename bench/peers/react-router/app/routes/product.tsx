// The product page: the loader finds the product of the slug (404 otherwise), meta writes the
// head and its JSON-LD, the component renders the shared page.
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';

import { ProductPage } from '../../../page/product-page.tsx';
import { productPageData } from '../../../page/product-page-data.server.ts';

export function loader({ params }: LoaderFunctionArgs) {
  const page = productPageData();
  if (params.slug !== page.slug) throw data(null, { status: 404 });
  // The chrome is the root loader's: not sent twice.
  const { head, breadcrumb, product, faq, related } = page;
  return { head, breadcrumb, product, faq, related };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [];
  const { head } = page;
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.canonical },
    { property: 'og:locale', content: head.ogLocale },
    { property: 'og:image', content: head.image },
    ...head.jsonLd.map((value) => ({ 'script:ld+json': value })),
  ];
};

export default function Product() {
  return <ProductPage page={useLoaderData<typeof loader>()} />;
}
