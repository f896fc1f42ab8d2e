// One i18next instance for rendering, the same on the server and in the browser. The server
// passes the resources of every language; the browser passes the current language only (see
// load-language.ts) and adds others on demand.
//
//   const i18n = createI18nInstance({ language: 'nl', resources: { nl } });
//   i18n.t('errors:notFound.title'); // 'Pagina niet gevonden'
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { Language } from '../../config/locales.ts';
import { DEFAULT_NAMESPACE, NAMESPACES, type LanguageResources } from './namespaces.ts';

/** The five languages of the site. */
export const LANGUAGES = ['fr', 'nl', 'de', 'es', 'it'] as const satisfies readonly Language[];

/** SPEC §1: fallback order of languages (the same list as config/locales.ts LANGUAGE_FALLBACK). */
export const FALLBACK_LANGUAGES = ['fr', 'es', 'de', 'it'] as const satisfies readonly Language[];

export type I18nResources = Readonly<Partial<Record<Language, LanguageResources>>>;

export interface CreateI18nInstanceOptions {
  language: Language;
  /** Resources per language: all of them on the server, the current one in the browser. */
  resources?: I18nResources;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// i18next writes into the objects it is given (addResourceBundle, addResource): give each instance
// its own copy so the imported language modules, shared by every instance, never change. A few
// kilobytes per language.
function storeOf(resources: I18nResources): Resource {
  const store: Resource = {};
  for (const [language, namespaces] of Object.entries(resources)) if (namespaces) store[language] = structuredClone(namespaces);
  return store;
}

/** A new, initialised (synchronously) i18next instance; never the global one. */
export function createI18nInstance({ language, resources = {} }: CreateI18nInstanceOptions): I18n {
  if (!isLanguage(language)) {
    throw new Error(`createI18nInstance: language '${String(language)}' is not one of ${LANGUAGES.join(', ')}`);
  }
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: storeOf(resources),
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    fallbackLng: [...FALLBACK_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes what it renders.
  });
  return instance;
}
