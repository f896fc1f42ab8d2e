// The twelve preview routes (SPEC §2.2, `{prefix}/{type}/preview/{id}`, decision 010): the
// content of an id, published or not, for visitors with a session (the route is private and
// noindex). CMS types show the page by id (GET /page/{id}?published=0) as its own screen would;
// `product`, `need` and `brand_landing` show the product, need or brand by id. An unknown id is
// a 404.
//
// The product, need and brand views come from those screens' own chunks, loaded when their
// preview shows (the browser hydrates the view once its chunk is there): an editor's page, rare,
// then never makes those screens' components shared code that the public pages would fetch as
// extra chunks or carry in the entry (decision 020). CMS pages have a view of their own.
import { lazy, Suspense } from 'react';

import type { RouteMatch } from '../../routes/kinds.ts';
import type { Brand } from '../../shared/schemas/brand.ts';
import type { Need } from '../../shared/schemas/need.ts';
import type { Page } from '../../shared/schemas/page.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { useApi } from '../app/api-context.tsx';
import type { PageContext, PageModule } from '../app/page-module.ts';
import { previewBrandQuery, previewNeedQuery, previewPageQuery, previewProductQuery } from '../app/queries/preview.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { notFound } from '../app/route-errors.ts';
import { PagePreview } from '../components/editorial/page-preview.tsx';
import { PreviewNotice } from '../components/editorial/preview-notice.tsx';

const ProductDetail = lazy(async () => ({ default: (await import('./product.tsx')).PreviewView }));
const NeedHeader = lazy(async () => ({ default: (await import('./need.tsx')).PreviewView }));
const BrandHeader = lazy(async () => ({ default: (await import('./brand.tsx')).PreviewView }));

type Previewed =
  | { kind: 'page'; page: Page }
  | { kind: 'product'; product: Product }
  | { kind: 'need'; need: Need }
  | { kind: 'brand'; brand: Brand };

function previewId(match: RouteMatch): number {
  const id = Number(match.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

async function load({ api, queryClient, match }: PageContext): Promise<Previewed> {
  const id = previewId(match);
  switch (match.params.previewType) {
    case 'product':
      return { kind: 'product', product: await queryClient.ensureQueryData(previewProductQuery(api, id)) };
    case 'need':
      return { kind: 'need', need: await queryClient.ensureQueryData(previewNeedQuery(api, id)) };
    case 'brand_landing':
      return { kind: 'brand', brand: await queryClient.ensureQueryData(previewBrandQuery(api, id)) };
    default:
      return { kind: 'page', page: await queryClient.ensureQueryData(previewPageQuery(api, id)) };
  }
}

function titleOf(previewed: Previewed): { title: string; description: string } {
  switch (previewed.kind) {
    case 'page':
      return { title: previewed.page.title, description: previewed.page.meta_description || previewed.page.summary };
    case 'product':
      return { title: previewed.product.name, description: previewed.product.meta_description };
    case 'need':
      return { title: previewed.need.title, description: previewed.need.description };
    case 'brand':
      return { title: previewed.brand.name, description: previewed.brand.baseline };
  }
}

function ProductPreview({ id }: { id: number }) {
  const { data } = useSuspenseQuery(previewProductQuery(useApi(), id));
  return (
    <>
      <PreviewNotice />
      <ProductDetail product={data} />
    </>
  );
}

function NeedPreview({ id }: { id: number }) {
  const { data } = useSuspenseQuery(previewNeedQuery(useApi(), id));
  return (
    <>
      <PreviewNotice />
      <NeedHeader need={data} />
    </>
  );
}

function BrandPreview({ id }: { id: number }) {
  const { data } = useSuspenseQuery(previewBrandQuery(useApi(), id));
  return (
    <>
      <PreviewNotice />
      <BrandHeader brand={data} />
    </>
  );
}

function CmsPreview({ id }: { id: number }) {
  const { data } = useSuspenseQuery(previewPageQuery(useApi(), id));
  return <PagePreview page={data} />;
}

function PreviewView({ match }: { match: RouteMatch }) {
  const id = Number(match.params.id);
  switch (match.params.previewType) {
    case 'product':
      return <ProductPreview id={id} />;
    case 'need':
      return <NeedPreview id={id} />;
    case 'brand_landing':
      return <BrandPreview id={id} />;
    default:
      return <CmsPreview id={id} />;
  }
}

// The server renders the view in the shell; the browser keeps that HTML until the view's chunk
// has come (product, need, brand) and hydrates it then.
function PreviewPage({ match }: { match: RouteMatch }) {
  return (
    <Suspense fallback={null}>
      <PreviewView match={match} />
    </Suspense>
  );
}

export const page: PageModule<Previewed> = {
  namespaces: ['editorial', 'catalog'],
  load,
  head(previewed, { t }) {
    const { title, description } = titleOf(previewed);
    return { title, description, breadcrumb: [{ name: t('editorial:preview.crumb') }, { name: title }] };
  },
  Page: PreviewPage,
};
