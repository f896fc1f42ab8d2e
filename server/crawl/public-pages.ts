// Every public page of one locale, for the sitemap: the lists and forms of the route table, and
// each product, brand, need, advice theme, innovation category, about theme and published CMS
// page the content API lists, placed where the site links it (the router for paths,
// shared/page-route.ts for CMS pages). Each page carries a key that names the
// same page in the country's other locale (an entity's id is the same in every language), so the
// sitemap can say which pages are translations of which.
//
// Left out: search results, confirmations, maintenance, the 404 page and previews (never
// indexed, route metadata `noindex`), and the product Q&A pages (one per product, most of them
// a pointer to the product page until it has questions).
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { RouteKind, RouteParams } from '../../routes/kinds.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { pageRoute } from '../../shared/page-route.ts';
import type { Page } from '../../shared/schemas/page.ts';

/** Screens without parameters worth a crawler's visit, when the locale's table has them. */
export const LISTED_SCREENS: readonly RouteKind[] = [
  'home',
  'brands',
  'products',
  'needs',
  'adviceHome',
  'innovations',
  'expertises',
  'about',
  'storeFinder',
  'whoCanAdvise',
  'contact',
  'newsletter',
  'faq',
  'quiz',
];

/** Largest page the content API serves (decision 007). */
const PER_PAGE = 100;
/** Bounds the walk through a paginated list, whatever `total` an upstream answers. */
const MAX_LIST_PAGES = 1_000;

export interface PublicPage {
  /** The same page in every locale of the country: `product:12`, `screen:brands`… */
  key: string;
  /** Site path. */
  path: string;
}

/** Every item of a paginated list. */
async function everyItem<T>(fetchPage: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const answer = await fetchPage(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) break;
  }
  return items;
}

/**
 * Brand-corner pages by brand, in the catalogue's order: the first is the corner's main page at
 * `/{code}`, the others are at `/{code}/{slug}` (client/pages/brand-corner.tsx).
 */
function brandCornerPlaces(
  pages: readonly Page[],
  codeOf: (page: Page) => string | null,
): { key: string; kind: RouteKind; params: RouteParams }[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => {
    const code = codeOf(page);
    if (!code) return [];
    const main = !seen.has(code);
    seen.add(code);
    return [
      main
        ? { key: `brandCorner:${code}`, kind: 'brandCorner', params: { brand: code } }
        : { key: `page:${page.id}`, kind: 'brandCorner', params: { brand: code, slug: page.slug } },
    ];
  });
}

export async function publicPages(
  api: ApiClient,
  router: Router,
  locale: Locale,
  onSkip: (reason: string) => void,
): Promise<PublicPage[]> {
  const [products, brands, needs, adviceThemes, aboutThemes, innovationCategories, pages] = await Promise.all([
    everyItem((page) =>
      api.products.list({ page, perPage: PER_PAGE, published: true, noFree: false, orderBy: 'name' }),
    ),
    api.brands.router(),
    api.need.list(),
    api.themes.list({ type: 'advice' }),
    api.themes.list({ type: 'about' }),
    api.innovationCategory.list(),
    everyItem((page) => api.page.index({ published: true, order: 'order', page, perPage: PER_PAGE })),
  ]);
  const brandCode = new Map(brands.map((brand) => [brand.id, brand.code]));
  const places: { key: string; kind: RouteKind; params: RouteParams }[] = [
    ...LISTED_SCREENS.map((kind) => ({ key: `screen:${kind}`, kind, params: {} })),
    ...products.map((product) => ({
      key: `product:${product.id}`,
      kind: 'product' as const,
      params: { slug: product.slug },
    })),
    ...brands.map((brand) => ({ key: `brand:${brand.id}`, kind: 'brand' as const, params: { slug: brand.slug } })),
    ...needs.map((need) => ({ key: `need:${need.id}`, kind: 'need' as const, params: { slug: need.slug } })),
    ...adviceThemes.map((theme) => ({
      key: `thematic:${theme.id}`,
      kind: 'adviceTheme' as const,
      params: { theme: theme.slug },
    })),
    ...aboutThemes.map((theme) => ({
      key: `thematic:${theme.id}`,
      kind: 'about' as const,
      params: { theme: theme.slug },
    })),
    ...innovationCategories.map((category) => ({
      key: `thematic:${category.id}`,
      kind: 'innovations' as const,
      params: { category: category.slug },
    })),
    ...pages
      .filter((page) => page.type !== 'brand_corner')
      .map((page) => ({ key: `page:${page.id}`, ...pageRoute(page) })),
    ...brandCornerPlaces(
      pages.filter((page) => page.type === 'brand_corner'),
      (page) => page.brand_code ?? (page.brand_id === null ? null : (brandCode.get(page.brand_id) ?? null)),
    ),
  ];

  const paths = new Set<string>();
  const found: PublicPage[] = [];
  for (const { key, kind, params } of places) {
    let path: string | null;
    try {
      path = router.href(kind, params, locale);
    } catch {
      onSkip(`${key}: no ${kind} URL can carry ${JSON.stringify(params)}`);
      continue;
    }
    // A screen the locale does not have, or a page already placed (one URL, one entry).
    if (path === null || paths.has(path)) continue;
    paths.add(path);
    found.push({ key, path });
  }
  return found;
}
