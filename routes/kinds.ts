// The screens of SPEC §2.2 as route kinds, and the metadata a route carries.

export const ROUTE_KINDS = [
  'home',
  'brands',
  'brand',
  'products',
  'product',
  'productQa',
  'needs',
  'need',
  'adviceHome',
  'adviceTheme',
  'advice',
  'innovations',
  'innovation',
  'expertise',
  'expertises',
  'about',
  'storeFinder',
  'whoCanAdvise',
  'contact',
  'contactConfirmation',
  'newsletter',
  'newsletterConfirmation',
  'results',
  'faq',
  'maintenance',
  'notFound',
  'brandCorner',
  'preview',
  'cmsPage',
  // The quiz of reading B (issue 20): its answers live in the query string.
  'quiz',
  // The account area (issue 19): route names `my-…___<locale>` (accountRouteName).
  'myLogin',
  'mySignUp',
  'myActivation',
  'myPasswordReset',
  'myNewPassword',
  'myLogout',
  'myAccount',
  'myPersonalInfo',
  'myCredentials',
  'mySubscriptions',
  'myAddresses',
  'myAddressNew',
  'myAddressEdit',
  'myFavouriteProducts',
  'myFavouritePharmacies',
  // The shop (issue 20): the cart, the checkout pipeline, the customer's orders, the withdrawal form.
  'cart',
  'checkout',
  'checkoutDelivery',
  'checkoutPayment',
  'checkoutConfirmation',
  'myOrders',
  'myOrder',
  'withdrawal',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** The account area's screens that need a session: anonymous visitors are sent to login (decision 026). */
export const ACCOUNT_PRIVATE_KINDS = [
  'myAccount',
  'myPersonalInfo',
  'myCredentials',
  'mySubscriptions',
  'myAddresses',
  'myAddressNew',
  'myAddressEdit',
  'myFavouriteProducts',
  'myFavouritePharmacies',
  'myOrders',
  'myOrder',
] as const satisfies readonly RouteKind[];

/** The checkout pipeline (issue 20): a customer's own, behind login or sign-up first. */
export const CHECKOUT_KINDS = [
  'checkout',
  'checkoutDelivery',
  'checkoutPayment',
  'checkoutConfirmation',
] as const satisfies readonly RouteKind[];

/** Whether a kind is a screen of the account area (its route name starts with `my-`). */
export const isAccountKind = (kind: RouteKind) => kind.startsWith('my');

/** The preview routes of SPEC §2.2: `{prefix}/{type}/preview/{id}`. */
export const PREVIEW_TYPES = [
  'brand_landing',
  'product',
  'need',
  'advice',
  'innovation',
  'corpo_main',
  'corpo_page',
  'about',
  'actualite',
  'standard',
  'brand_corner_main',
  'brand_corner_page',
] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export type PageType = 'cms_page' | 'category' | 'product' | 'need' | 'advice' | 'about' | 'contact' | 'newsletter';

export interface BreadcrumbTitle {
  /** Localised title shown in the breadcrumb. */
  title: string;
  /** Kind of the route the crumb links to; none for the current page. */
  nameRoute?: RouteKind;
}

export interface RouteMeta {
  pageType?: PageType;
  breadcrumb?: readonly BreadcrumbTitle[];
  previewType?: PreviewType;
  /** Pages that must not be indexed (previews, confirmations, maintenance, 404). */
  noindex?: boolean;
  /**
   * Only for a visitor with a session: previews of unpublished content (decision 010), whose
   * anonymous visitors get the 401 page, and the account's pages (decision 026), whose anonymous
   * visitors are sent to login with the wanted path.
   */
  private?: boolean;
  /**
   * The visitor's own screen, whoever they are (the cart and the checkout, issue 20): its data is
   * read by the server only, never kept by any cache. The cart is always a document load; the
   * checkout's steps, private too, are the router's, their data asked of the server (decision 032).
   */
  personal?: boolean;
}

/** Values of a route's parameters; rest segments arrive parsed (routes/segments.ts). */
export interface RouteParams {
  slug?: string;
  id?: string;
  theme?: string;
  category?: string;
  filter?: string;
  brand?: string;
  /** Catch-all CMS page path: letters, digits, underscore, comma, dash, slash. */
  cmsPath?: string;
  page?: number;
  /** Products list trailing segments. */
  list?: import('./segments.ts').ProductListSegments;
  /** Search results trailing segments. */
  search?: import('./segments.ts').SearchSegments;
  previewType?: PreviewType;
  /** An order's number (issue 20). */
  order?: string;
}

export interface RouteMatch {
  kind: RouteKind;
  /** `<kind>___<locale>`, previews `preview_<type>___<locale>`. */
  name: string;
  locale: import('../config/locales.ts').Locale;
  params: RouteParams;
  meta: RouteMeta;
}
