// The browser's way to the texts: one dynamic import() per language for what every page needs
// (base.ts), and one per language and screen area (catalog, editorial, forms, locator, account, quiz), loaded with
// the pages that declare it. The bundler puts each in its own chunk, so a page downloads its own
// language's texts, and those of its screen only.
//
//   const translator = createTranslator({ language, resources: { [language]: await loadLanguage(language) } });
//   await addNamespaces(translator, language, ['catalog']);
import type { Language } from '../../config/locales.ts';
import type { AreaNamespace, LanguageResources, PartialLanguageResources } from './namespaces.ts';
import type { Translator } from './translator.ts';

// Literal specifiers: the bundler must see every path to split it into its own chunk.
const BASE: Readonly<Record<Language, () => Promise<PartialLanguageResources>>> = {
  fr: async () => (await import('./resources/fr/base.ts')).base,
  nl: async () => (await import('./resources/nl/base.ts')).base,
  de: async () => (await import('./resources/de/base.ts')).base,
  es: async () => (await import('./resources/es/base.ts')).base,
  it: async () => (await import('./resources/it/base.ts')).base,
};

type AreaLoaders = Readonly<Record<AreaNamespace, () => Promise<LanguageResources[AreaNamespace]>>>;

const AREAS: Readonly<Record<Language, AreaLoaders>> = {
  fr: {
    catalog: async () => (await import('./resources/fr/catalog.ts')).catalog,
    editorial: async () => (await import('./resources/fr/editorial.ts')).editorial,
    forms: async () => (await import('./resources/fr/forms.ts')).forms,
    locator: async () => (await import('./resources/fr/locator.ts')).locator,
    account: async () => (await import('./resources/fr/account.ts')).account,
    quiz: async () => (await import('./resources/fr/quiz.ts')).quiz,
    checkout: async () => (await import('./resources/fr/checkout.ts')).checkout,
  },
  nl: {
    catalog: async () => (await import('./resources/nl/catalog.ts')).catalog,
    editorial: async () => (await import('./resources/nl/editorial.ts')).editorial,
    forms: async () => (await import('./resources/nl/forms.ts')).forms,
    locator: async () => (await import('./resources/nl/locator.ts')).locator,
    account: async () => (await import('./resources/nl/account.ts')).account,
    quiz: async () => (await import('./resources/nl/quiz.ts')).quiz,
    checkout: async () => (await import('./resources/nl/checkout.ts')).checkout,
  },
  de: {
    catalog: async () => (await import('./resources/de/catalog.ts')).catalog,
    editorial: async () => (await import('./resources/de/editorial.ts')).editorial,
    forms: async () => (await import('./resources/de/forms.ts')).forms,
    locator: async () => (await import('./resources/de/locator.ts')).locator,
    account: async () => (await import('./resources/de/account.ts')).account,
    quiz: async () => (await import('./resources/de/quiz.ts')).quiz,
    checkout: async () => (await import('./resources/de/checkout.ts')).checkout,
  },
  es: {
    catalog: async () => (await import('./resources/es/catalog.ts')).catalog,
    editorial: async () => (await import('./resources/es/editorial.ts')).editorial,
    forms: async () => (await import('./resources/es/forms.ts')).forms,
    locator: async () => (await import('./resources/es/locator.ts')).locator,
    account: async () => (await import('./resources/es/account.ts')).account,
    quiz: async () => (await import('./resources/es/quiz.ts')).quiz,
    checkout: async () => (await import('./resources/es/checkout.ts')).checkout,
  },
  it: {
    catalog: async () => (await import('./resources/it/catalog.ts')).catalog,
    editorial: async () => (await import('./resources/it/editorial.ts')).editorial,
    forms: async () => (await import('./resources/it/forms.ts')).forms,
    locator: async () => (await import('./resources/it/locator.ts')).locator,
    account: async () => (await import('./resources/it/account.ts')).account,
    quiz: async () => (await import('./resources/it/quiz.ts')).quiz,
    checkout: async () => (await import('./resources/it/checkout.ts')).checkout,
  },
};

/** The texts every page needs, in one language, from its own chunk. */
export function loadLanguage(language: Language): Promise<PartialLanguageResources> {
  const loader = BASE[language];
  if (!loader) return Promise.reject(new Error(`loadLanguage: no resources for language '${String(language)}'`));
  return loader();
}

/** The module each area namespace of a language lives in (the server preloads a page's). */
export function namespaceModule(language: Language, namespace: AreaNamespace): string {
  return `shared/i18n/resources/${language}/${namespace}.ts`;
}

/** The module of a language's base texts. */
export function baseModule(language: Language): string {
  return `shared/i18n/resources/${language}/base.ts`;
}

/** Adds the area namespaces a translator lacks, each from its own chunk. */
export async function addNamespaces(
  translator: Translator,
  language: Language,
  namespaces: readonly AreaNamespace[],
): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => !translator.hasNamespace(language, namespace))
      .map(async (namespace) => translator.addNamespace(language, namespace, await AREAS[language][namespace]())),
  );
}

/** Adds a whole language (base and every area) to a translator unless it already has it. */
export async function addLanguage(translator: Translator, language: Language): Promise<void> {
  if (!translator.hasLanguage(language)) translator.addLanguage(language, await loadLanguage(language));
  await addNamespaces(translator, language, Object.keys(AREAS[language]) as AreaNamespace[]);
}
