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
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

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
  /** Only for a visitor with a session (previews of unpublished content, decision 010). */
  private?: boolean;
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
}

export interface RouteMatch {
  kind: RouteKind;
  /** `<kind>___<locale>`, previews `preview_<type>___<locale>`. */
  name: string;
  locale: import('../config/locales.ts').Locale;
  params: RouteParams;
  meta: RouteMeta;
}
