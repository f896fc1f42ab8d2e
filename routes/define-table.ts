// Builds a locale's route table from its language's paths: home first, the language's paths in
// their order (Q&A before product), previews, the brand corner, and the catch-all CMS page last.
import type { Locale } from '../config/locales.ts';
import {
  ACCOUNT_PRIVATE_KINDS,
  type BreadcrumbTitle,
  CHECKOUT_KINDS,
  isAccountKind,
  type PageType,
  PREVIEW_TYPES,
  type RouteKind,
} from './kinds.ts';
import type { LanguageRoutes, PathKind, RouteDefinition, RouteTable } from './table-types.ts';

const PAGE_TYPES: Partial<Record<RouteKind, PageType>> = {
  products: 'category',
  product: 'product',
  productQa: 'product',
  needs: 'need',
  need: 'need',
  adviceHome: 'advice',
  adviceTheme: 'advice',
  advice: 'advice',
  about: 'about',
  contact: 'contact',
  contactConfirmation: 'contact',
  newsletter: 'newsletter',
  newsletterConfirmation: 'newsletter',
  brands: 'cms_page',
  brand: 'cms_page',
  innovations: 'cms_page',
  innovation: 'cms_page',
  expertise: 'cms_page',
  expertises: 'cms_page',
  brandCorner: 'cms_page',
  cmsPage: 'cms_page',
  preview: 'cms_page',
};

/** The list page a detail page's breadcrumb goes through. */
const PARENT: Partial<Record<RouteKind, RouteKind>> = {
  brand: 'brands',
  product: 'products',
  productQa: 'products',
  need: 'needs',
  adviceTheme: 'adviceHome',
  advice: 'adviceHome',
  innovation: 'innovations',
  expertise: 'expertises',
  contactConfirmation: 'contact',
  newsletterConfirmation: 'newsletter',
  myPersonalInfo: 'myAccount',
  myCredentials: 'myAccount',
  mySubscriptions: 'myAccount',
  myAddresses: 'myAccount',
  myAddressNew: 'myAddresses',
  myAddressEdit: 'myAddresses',
  myFavouriteProducts: 'myAccount',
  myFavouritePharmacies: 'myAccount',
  myOrders: 'myAccount',
  myOrder: 'myOrders',
  checkoutDelivery: 'checkout',
  checkoutPayment: 'checkout',
  checkoutConfirmation: 'checkout',
};

const PRIVATE = new Set<RouteKind>([...ACCOUNT_PRIVATE_KINDS, ...CHECKOUT_KINDS]);
/** The shop's screens (issue 20): the visitor's cart and checkout, rendered by the server only. */
const PERSONAL = new Set<RouteKind>([
  'cart',
  'checkout',
  'checkoutDelivery',
  'checkoutPayment',
  'checkoutConfirmation',
]);

/** SPEC §2.2: account screens are named `my-…` (`myAddressEdit` is `my-address-edit___fr-be`). */
export function routeNameOf(kind: RouteKind, locale: Locale): string {
  const name = isAccountKind(kind) ? kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) : kind;
  return `${name}___${locale}`;
}

const NOINDEX = new Set<RouteKind>([
  'contactConfirmation',
  'newsletterConfirmation',
  'maintenance',
  'notFound',
  'preview',
  'results',
  'cart',
  ...CHECKOUT_KINDS,
]);

function breadcrumb(kind: RouteKind, language: LanguageRoutes): BreadcrumbTitle[] {
  const crumbs: BreadcrumbTitle[] = [];
  const parent = PARENT[kind];
  const parentTitle = parent && language.paths[parent as PathKind] ? language.titles[parent] : undefined;
  if (parent && parentTitle) crumbs.push({ title: parentTitle, nameRoute: parent });
  const own = language.titles[kind];
  if (own) crumbs.push({ title: own });
  return crumbs;
}

function route(
  kind: RouteKind,
  locale: Locale,
  pattern: string,
  language: LanguageRoutes,
  name = routeNameOf(kind, locale),
): RouteDefinition {
  const pageType = PAGE_TYPES[kind];
  return {
    kind,
    name,
    pattern,
    meta: Object.freeze({
      ...(pageType && { pageType }),
      breadcrumb: Object.freeze(breadcrumb(kind, language)),
      // The account area is nobody's search result.
      ...((NOINDEX.has(kind) || isAccountKind(kind)) && { noindex: true }),
      ...(PRIVATE.has(kind) && { private: true }),
      ...(PERSONAL.has(kind) && { personal: true }),
    }),
  };
}

export function defineTable(locale: Locale, prefix: string, language: LanguageRoutes): RouteTable {
  const routes: RouteDefinition[] = [route('home', locale, '', language)];
  for (const [kind, pattern] of Object.entries(language.paths) as [PathKind, string][]) {
    routes.push(route(kind, locale, pattern, language));
  }
  for (const type of PREVIEW_TYPES) {
    const preview = route('preview', locale, `/${type}/preview/:id`, language, `preview_${type}___${locale}`);
    routes.push({ ...preview, meta: Object.freeze({ ...preview.meta, previewType: type, private: true }) });
  }
  routes.push(route('brandCorner', locale, '/:brand/:slug*', language));
  routes.push(route('cmsPage', locale, '/:cmsPath+', language));

  const productPattern = language.paths.product ?? '';
  const qaPattern = language.paths.productQa ?? '';
  const productBase = productPattern.slice(0, productPattern.indexOf('/:slug'));
  return Object.freeze({
    locale,
    prefix,
    routes: Object.freeze(routes),
    productUrlPrefix: `${prefix}${productBase}`,
    productQaTemplate: qaPattern.slice(productBase.length).replace(':slug', '%slug%'),
    titles: language.titles,
  });
}
