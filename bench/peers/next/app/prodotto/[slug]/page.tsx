// The product page: a server component rendered per request (as Vitrine renders its pages, never
// prerendered), its head from generateMetadata, its JSON-LD in the page; 404 for another slug.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { jsonLdText } from '../../../../page/json-ld.ts';
import { ProductPage } from '../../../../page/product-page.tsx';
import { productPageData } from '../../../../page/product-page-data.server.ts';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ slug: string }>;
}

async function pageOf({ params }: Props) {
  const { slug } = await params;
  const page = productPageData();
  if (slug !== page.slug) notFound();
  return page;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { head } = await pageOf(props);
  return {
    title: head.title,
    description: head.description,
    alternates: {
      canonical: head.canonical,
      languages: Object.fromEntries(head.alternates.map((alternate) => [alternate.hreflang, alternate.href])),
    },
    openGraph: {
      title: head.title,
      description: head.description,
      url: head.canonical,
      locale: head.ogLocale,
      images: [head.image],
    },
  };
}

export default async function Product(props: Props) {
  const page = await pageOf(props);
  return (
    <>
      {page.head.jsonLd.map((value, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(value) }} />
      ))}
      <ProductPage page={page} />
    </>
  );
}
