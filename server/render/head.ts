// What a page's <head> says (SPEC §2.3, DESIGN.md §4): the title template `page - app`, the
// canonical URL and hreflang alternates on the configured site URL (never the Host header),
// Open Graph basics and JSON-LD breadcrumbs. Pure: built from the route and the page's data.
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import type { Router, SlugResolver } from '../../routes/compiler.ts';
import type { RouteKind, RouteMatch, RouteParams } from '../../routes/kinds.ts';

export interface Crumb {
  name: string;
  /** Site path; absent for the current page. */
  path?: string;
}

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  openGraph: {
    type: 'website' | 'product' | 'article';
    title: string;
    description: string;
    url: string;
    image?: string;
    locale: string;
  };
  jsonLd: object[];
  noindex: boolean;
}

export interface HeadInput {
  router: Router;
  route: RouteMatch;
  siteUrl: string;
  appTitle: string;
  /** The page's own title and description, from its critical data. */
  pageTitle: string;
  description: string;
  /** Crumbs after home, the current page last. */
  breadcrumb: readonly Crumb[];
  homeName: string;
  image?: string;
  openGraphType?: HeadData['openGraph']['type'];
  resolveSlug?: SlugResolver;
  /** The page in each locale of the country (client/app/page-alternates.ts); computed from the route when absent. */
  alternates?: readonly { locale: Locale; path: string }[];
  /** Extra JSON-LD objects (a Product on product pages). */
  jsonLd?: object[];
}

export function pageTitle(page: string, app: string): string {
  return page && page !== app ? `${page} - ${app}` : app;
}

export function absolute(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path && { item: absolute(siteUrl, crumb.path) }),
    })),
  };
}

export function buildHead(input: HeadInput): HeadData {
  const { router, route, siteUrl } = input;
  const locale: Locale = route.locale;
  const path = router.href(route.kind, route.params, locale) ?? router.href('home', {}, locale)!;
  const canonical = absolute(siteUrl, path);
  const alternates = (
    input.alternates ??
    router.alternates(route.kind as RouteKind, route.params as RouteParams, locale, input.resolveSlug)
  ).map((alternate) => ({
    hreflang: LOCALE_INFO[alternate.locale].iso,
    href: absolute(siteUrl, alternate.path),
  }));
  const countryDefault = alternates[0];
  if (countryDefault) alternates.push({ hreflang: 'x-default', href: countryDefault.href });
  const title = pageTitle(input.pageTitle, input.appTitle);
  const crumbs =
    route.kind === 'home'
      ? []
      : [{ name: input.homeName, path: router.href('home', {}, locale)! }, ...input.breadcrumb];
  return {
    title,
    description: input.description,
    canonical,
    alternates,
    openGraph: {
      type: input.openGraphType ?? 'website',
      title,
      description: input.description,
      url: canonical,
      ...(input.image && { image: absolute(siteUrl, input.image) }),
      locale: LOCALE_INFO[locale].iso.replace('-', '_'),
    },
    jsonLd: [...(crumbs.length > 0 ? [breadcrumbJsonLd(siteUrl, crumbs)] : []), ...(input.jsonLd ?? [])],
    noindex: route.meta.noindex === true,
  };
}
