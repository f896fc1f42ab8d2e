// The i18next namespaces of the site and the shape of one language's resources, derived from the
// French texts (the reference language). Type-only import: French is not bundled by this file.
import type { fr } from './resources/fr.ts';

/**
 * One file per namespace and language: `resources/<language>/<namespace>.ts`. `catalog` holds the
 * texts of the catalogue's screens (brands, products list, needs, Q&A), `editorial` those of the
 * content screens (advice, innovation, expertise, about, online help, CMS pages), `locator` those
 * of the pharmacy finder and of who can advise me, `account` those of the account area and its
 * e-mails, `quiz` those of the questionnaire of reading B.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'search',
  'product',
  'home',
  'forms',
  'catalog',
  'editorial',
  'locator',
  'account',
  'quiz',
  'checkout',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What every page needs (the chrome, error pages, cards, the search box): loaded with the language. */
export const BASE_NAMESPACES = [
  'common',
  'errors',
  'search',
  'product',
  'home',
] as const satisfies readonly Namespace[];
/** The texts of some screens only, each loaded in the browser with the pages that declare it (PageModule.namespaces). */
export const AREA_NAMESPACES = [
  'catalog',
  'editorial',
  'forms',
  'locator',
  'account',
  'quiz',
  'checkout',
] as const satisfies readonly Namespace[];
export type AreaNamespace = (typeof AREA_NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The French resources, literal texts included: the reference every language follows. */
export type Resources = typeof fr;

/**
 * Plural forms that only some languages have (CLDR): French, Spanish and Italian have `many`,
 * German and Dutch do not. Every language has `_zero`, `_one` and `_other`.
 */
type LanguageSpecificPluralKey = `${string}_${'two' | 'few' | 'many'}`;

/** The French shape with any text in place of the French literals. */
export type Translation<T> = {
  readonly [K in keyof T as K extends LanguageSpecificPluralKey ? never : K]: T[K] extends string
    ? string
    : Translation<T[K]>;
} & {
  readonly [K in keyof T as K extends LanguageSpecificPluralKey ? K : never]?: string;
};

/** What `resources/<lang>.ts` exports: every namespace, every key of the French texts. */
export type LanguageResources = Translation<Resources>;

/** Some of a language's namespaces: what the browser holds (the base, and the areas it loaded). */
export type PartialLanguageResources = Partial<LanguageResources>;

/** What `resources/<lang>/<namespace>.ts` exports: every key of that French namespace. */
export type NamespaceTexts<N extends Namespace> = Translation<Resources[N]>;
