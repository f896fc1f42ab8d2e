// The browser's way to the texts: one dynamic import() per language, so the bundler puts each
// language in its own chunk and the page only downloads the language it shows. The others are
// fetched when the visitor switches language.
//
//   const translator = createTranslator({ language, resources: { [language]: await loadLanguage(language) } });
//   await addLanguage(translator, 'nl'); const dutch = translator.withLanguage('nl');
import type { Language } from '../../config/locales.ts';
import type { LanguageResources } from './namespaces.ts';
import type { Translator } from './translator.ts';

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

/** Adds a language's texts to a translator unless it already has them. */
export async function addLanguage(translator: Translator, language: Language): Promise<void> {
  if (translator.hasLanguage(language)) return;
  translator.addLanguage(language, await loadLanguage(language));
}
