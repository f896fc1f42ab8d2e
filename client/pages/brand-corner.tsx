// A brand corner (SPEC §2.2, `{prefix}/{brand code}/{optional slug}`): the brand's pages of type
// brand_corner (GET /page?brand=). The first in the catalog's order is the corner's main page, at
// `/{code}`; the others are at `/{code}/{slug}`. A brand without pages, an unknown slug or the
// main page's own slug under the code is a 404.
// Breadcrumb: Nos marques › brand › corner main page › sub-page.
import { type QueryClient } from '@tanstack/react-query';

import type { RouteMatch } from '../../routes/kinds.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import type { PageListParams } from '../../shared/api/resources/page.ts';
import type { Brand } from '../../shared/schemas/brand.ts';
import type { Page } from '../../shared/schemas/page.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { brandByIdQuery, pageListQuery, WHOLE_LIST } from '../app/queries/editorial.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { notFound } from '../app/route-errors.ts';
import { BrandColor, brandColorClass } from '../components/brand-color.tsx';
import { useSafeHref } from '../components/cards/use-safe-href.ts';
import { articleHead } from '../components/editorial/article-head.ts';
import { BrandCornerNav } from '../components/editorial/brand-corner-nav.tsx';
import { EditorialArticle } from '../components/editorial/editorial-article.tsx';
import { listCrumb } from '../components/editorial/list-crumb.ts';
import { safeHref } from '../components/editorial/safe-href.ts';

interface Corner {
  code: string;
  brand: Brand;
  pages: Page[];
  current: Page;
}

const cornerOf = (code: string): PageListParams => ({ type: 'brand_corner', brand: code, perPage: WHOLE_LIST });

/** The corner's page the slug names: the main page without one, another page with one. */
function pageOf(pages: readonly Page[], slug: string | undefined): Page | undefined {
  if (slug === undefined) return pages[0];
  return pages.slice(1).find((page) => page.slug === slug);
}

async function loadCorner(api: ApiClient, queryClient: QueryClient, match: RouteMatch): Promise<Corner> {
  const code = match.params.brand;
  if (code === undefined) throw notFound();
  const { items: pages } = await queryClient.ensureQueryData(pageListQuery(api, cornerOf(code)));
  const current = pageOf(pages, match.params.slug);
  const brandId = pages[0]?.brand_id;
  if (!current || brandId === null || brandId === undefined) throw notFound();
  const brand = await queryClient.ensureQueryData(brandByIdQuery(api, brandId));
  return { code, brand, pages, current };
}

function BrandCornerView({ code, brand, pages, current }: Corner) {
  const { t } = useTranslation('editorial');
  const href = useSafeHref();
  const products = href('products', { list: { filters: [{ facet: 'brand', value: brand.slug }] } });
  // The brand colour marks the corner's borders; it is never used for text, whose contrast it cannot promise.
  return (
    <div className={`brand-corner ${brandColorClass(brand)}`}>
      <BrandColor brand={brand} />
      <EditorialArticle page={current} eyebrow={{ label: brand.name, href: href('brand', { slug: brand.slug }) }}>
        <BrandCornerNav
          label={t('brandCorner.pages', { brand: brand.name })}
          code={code}
          pages={pages}
          currentId={current.id}
        />
        {products && (
          <p className="brand-corner__products">
            <a className="button" href={products}>
              {t('brandCorner.products', { brand: brand.name })}
            </a>
          </p>
        )}
      </EditorialArticle>
    </div>
  );
}

function BrandCornerPage({ match }: { match: RouteMatch }) {
  const api = useApi();
  const code = match.params.brand ?? '';
  const { data } = useSuspenseQuery(pageListQuery(api, cornerOf(code)));
  const current = pageOf(data.items, match.params.slug);
  const { data: brand } = useSuspenseQuery(brandByIdQuery(api, data.items[0]?.brand_id ?? 0));
  if (!current) return null; // The loader answered 404 before this renders.
  return <BrandCornerView code={code} brand={brand} pages={data.items} current={current} />;
}

export const page: PageModule<Corner> = {
  namespaces: ['editorial'],
  load: ({ api, queryClient, match }) => loadCorner(api, queryClient, match),
  head({ code, brand, pages, current }, context) {
    const { router, locale } = context;
    const main = pages[0]!;
    const crumbs = [
      ...listCrumb(context, 'brands'),
      { name: brand.name, path: safeHref(router, 'brand', { slug: brand.slug }, locale) },
      ...(current === main
        ? []
        : [{ name: main.title, path: safeHref(router, 'brandCorner', { brand: code }, locale) }]),
      { name: current.title },
    ];
    return articleHead(current, context, crumbs, { article: false });
  },
  async translate({ code, pages, current }, context, to) {
    if (current === pages[0]) return { brand: code };
    const slug = await slugIn(context, 'page', current.id, to);
    return slug ? { brand: code, slug } : null;
  },
  Page: BrandCornerPage,
};
