// The shape of a locale's route table (DESIGN.md §3).
import type { Locale } from '../config/locales.ts';
import type { RouteKind, RouteMeta } from './kinds.ts';

/** Kinds whose path a language table spells out; the others are built by defineTable. */
export type PathKind = Exclude<RouteKind, 'home' | 'brandCorner' | 'preview' | 'cmsPage'>;

/**
 * A language's paths, in matching order, and its breadcrumb titles. Path patterns:
 * `literal`, `:name` (one segment), `:name?` (optional), `:name+` (one or more segments, last),
 * `*parser` (the remaining segments, parsed by routes/segments.ts, last).
 */
export interface LanguageRoutes {
  paths: Partial<Record<PathKind, string>>;
  titles: Partial<Record<RouteKind, string>>;
}

export interface RouteDefinition {
  kind: RouteKind;
  /** `<kind>___<locale>`; previews `preview_<type>___<locale>`. */
  name: string;
  /** Pattern after the locale prefix; '' for home. */
  pattern: string;
  meta: RouteMeta;
}

export interface RouteTable {
  locale: Locale;
  /** Path prefix of the locale in the per-locale reading: '/fr', '/nl', '/de' or ''. */
  prefix: string;
  routes: readonly RouteDefinition[];
  /** SPEC §2.2 route metadata: where product pages live, e.g. '/fr/produit'. */
  productUrlPrefix: string;
  /** Sub-path of a product's Q&A page after productUrlPrefix, e.g. '/%slug%/questions-reponses'. */
  productQaTemplate: string;
  titles: Partial<Record<RouteKind, string>>;
}
