// SPEC §2.2 'Products list': the selection of the URL's segments (expertise, page, filters), its
// facet counts and one page of its products. What the segments name decides the status: an
// unknown expertise or filter value, or a page beyond the last, is a 404. The price sort travels
// in the query string, which the loader does not see: a sorted page streams its products in.
import { useLocation } from 'react-router';

import { LOCALE_INFO } from '../../config/locales.ts';
import type { RouteMatch } from '../../routes/kinds.ts';
import type { ProductListSegments } from '../../routes/segments.ts';
import type { ProductFilters, ProductListItem } from '../../shared/schemas/product.ts';
import type { Category } from '../../shared/schemas/site.ts';
import { useApi } from '../app/api-context.tsx';
import type { Crumb, PageContext, PageModule } from '../app/page-module.ts';
import {
  categoriesQuery,
  facetValuesQuery,
  findCategory,
  type ListSelection,
  productFiltersQuery,
  productListQuery,
} from '../app/queries/products-list.ts';
import { slugIn } from '../app/queries/translations.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { useSite } from '../app/site.tsx';
import { ProductCardList } from '../components/cards/product-card-list.tsx';
import { itemListJsonLd } from '../components/catalog/item-list-json-ld.ts';
import { knowsEveryFilter, listOf, pageCountOf, valueOf } from '../components/catalog/list-selection.ts';
import { type ListSort, orderByOf, sortOf } from '../components/catalog/list-sort.ts';
import { ProductsListView } from '../components/catalog/products-list-view.tsx';
import { translateList } from '../components/catalog/translate-list.ts';
import { routeTitle } from '../components/route-title.ts';
import { SectionBoundary } from '../components/section-boundary.tsx';

interface ProductsData {
  list: ProductListSegments;
  category: Category | null;
  /** Every value of every facet in the page's language. */
  values: ProductFilters;
  /** The facet counts of the selection. */
  counts: ProductFilters;
  /** The page's products in the default order. */
  products: ProductListItem[];
}

const selectionOf = (list: ProductListSegments): ListSelection => ({
  expertise: list.expertise,
  filters: list.filters,
});

function PageProducts({ selection, page, sort }: { selection: ListSelection; page: number; sort: ListSort }) {
  const { productsPerPage } = useSite();
  const { data } = useSuspenseQuery(
    productListQuery(useApi(), selection, { page, perPage: productsPerPage, orderBy: orderByOf(sort) }),
  );
  return <ProductCardList products={data.items} />;
}

function ProductsPage({ match }: { match: RouteMatch }) {
  const api = useApi();
  const { productsPerPage } = useSite();
  const sort = sortOf(useLocation().search);
  const list = listOf(match.params);
  const selection = selectionOf(list);
  const { data: values } = useSuspenseQuery(facetValuesQuery(api));
  const { data: categories } = useSuspenseQuery(categoriesQuery(api));
  const { data: counts } = useSuspenseQuery(productFiltersQuery(api, selection));
  const category = list.expertise ? findCategory(categories, list.expertise) : undefined;
  return (
    <ProductsListView
      title={category?.name ?? routeTitle(match)}
      list={list}
      sort={sort}
      values={values}
      counts={counts}
      categories={categories}
      pageCount={pageCountOf(counts.products, productsPerPage)}
    >
      {sort === 'relevance' ? (
        // Loaded before the first byte: in the shell.
        <PageProducts selection={selection} page={list.page ?? 1} sort={sort} />
      ) : (
        <SectionBoundary>
          <PageProducts selection={selection} page={list.page ?? 1} sort={sort} />
        </SectionBoundary>
      )}
    </ProductsListView>
  );
}

/** The list's title: its category or the screen's, the chosen values, the page past the first. */
function titleOf({ list, category, values }: ProductsData, { match, t }: PageContext): string {
  let title = category?.name ?? routeTitle(match);
  const labels = list.filters.map((filter) => valueOf(values, filter)?.label ?? filter.value);
  if (labels.length > 0) title = t('catalog:products.titleWithFilters', { title, filters: labels.join(', ') });
  if (list.page !== undefined) title = t('catalog:products.titleWithPage', { title, page: list.page });
  return title;
}

/** With an expertise, the screen's title links to the whole list and the category follows. */
function crumbsOf({ category }: ProductsData, context: PageContext): Crumb[] {
  if (!category) return routeCrumbs(context);
  const all = context.router.href('products', {}, context.locale);
  return [
    ...routeCrumbs(context).map((crumb) => (crumb.path || !all ? crumb : { ...crumb, path: all })),
    { name: category.name },
  ];
}

export const page: PageModule<ProductsData> = {
  namespaces: ['catalog'],
  async load({ api, queryClient, match, productsPerPage }) {
    const list = listOf(match.params);
    const [values, categories] = await Promise.all([
      queryClient.ensureQueryData(facetValuesQuery(api)),
      queryClient.ensureQueryData(categoriesQuery(api)),
    ]);
    const category = list.expertise === undefined ? null : (findCategory(categories, list.expertise) ?? null);
    if (list.expertise !== undefined && !category) throw notFound();
    // Checked before asking for the selection: the API refuses a display value it does not know.
    if (!knowsEveryFilter(values, list.filters)) throw notFound();
    const selection = selectionOf(list);
    const page = list.page ?? 1;
    const [counts, products] = await Promise.all([
      queryClient.ensureQueryData(productFiltersQuery(api, selection)),
      queryClient.ensureQueryData(
        productListQuery(api, selection, { page, perPage: productsPerPage, orderBy: 'relevance' }),
      ),
    ]);
    if (page > pageCountOf(counts.products, productsPerPage)) throw notFound();
    return { list, category, values, counts, products: products.items };
  },
  head(data, context) {
    const { category, products, list } = data;
    const { t, router, locale, productsPerPage } = context;
    return {
      title: titleOf(data, context),
      description: category
        ? t('catalog:products.categoryDescription', { category: category.name })
        : t('catalog:products.description'),
      breadcrumb: crumbsOf(data, context),
      jsonLd: ({ absolute }) => {
        const urlOf = (product: ProductListItem) => {
          try {
            const path = router.href('product', { slug: product.slug }, locale);
            return path && absolute(path);
          } catch {
            return null;
          }
        };
        return products.length > 0
          ? [itemListJsonLd(products, { firstPosition: ((list.page ?? 1) - 1) * productsPerPage + 1, urlOf })]
          : [];
      },
    };
  },
  async translate({ list, category, values }, context, to) {
    if (list.expertise === undefined && list.filters.length === 0) return list.page === undefined ? {} : { list };
    const theirs = context.api.with({ lang: LOCALE_INFO[to].language });
    const [expertise, theirValues] = await Promise.all([
      category ? slugIn(context, 'category', category.id, to) : null,
      context.queryClient.ensureQueryData(facetValuesQuery(theirs)),
    ]);
    return { list: translateList(list, values, theirValues, expertise).list };
  },
  Page: ProductsPage,
};
