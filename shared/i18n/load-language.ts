// The browser's way to the texts: one dynamic import() per language, so the bundler puts each
// language in its own chunk and the page only downloads the language it shows. The others are
// fetched when the visitor switches language.
//
//   const i18n = createI18nInstance({ language, resources: { [language]: await loadLanguage(language) } });
//   await addLanguage(i18n, 'nl'); await i18n.changeLanguage('nl');
import type { i18n as I18n } from 'i18next';
import type { Language } from '../../config/locales.ts';
import { NAMESPACES, type LanguageResources } from './namespaces.ts';

// Literal specifiers: the bundler must see every path to split it into its own chunk.
const LOADERS: Readonly<Record<Language, () => Promise<LanguageResources>>> = {
  fr: async () => (await import('./resources/fr.ts')).fr,
  nl: async () => (await import('./resources/nl.ts')).nl,
  de: async () => (await import('./resources/de.ts')).de,
  es: async () => (await import('./resources/es.ts')).es,
  it: async () => (await import('./resources/it.ts')).it,
};

/** The resources of one language, from its own chunk. */
export function loadLanguage(language: Language): Promise<LanguageResources> {
  const loader = LOADERS[language];
  if (!loader) return Promise.reject(new Error(`loadLanguage: no resources for language '${String(language)}'`));
  return loader();
}

/** Adds a language's resources to an instance unless it already has them all. */
export async function addLanguage(i18n: I18n, language: Language): Promise<void> {
  if (NAMESPACES.every((namespace) => i18n.hasResourceBundle(language, namespace))) return;
  const resources = await loadLanguage(language);
  for (const namespace of NAMESPACES) i18n.addResourceBundle(language, namespace, resources[namespace], true, false);
}
