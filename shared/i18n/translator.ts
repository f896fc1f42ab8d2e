// The site's texts, the same on the server and in the browser: a key (`ns:path.to.text`, or
// `path.to.text` in the default namespace) gives the text of the current language, then of the
// fallback languages of SPEC §1; `{{name}}` placeholders are filled in; `count` picks the plural
// form (`_zero` for none, then the language's CLDR category). A key no language has comes back
// as the key, so a missing text shows (and tests catch it).
//
//   const translator = createTranslator({ language: 'nl', resources: { nl } });
//   translator.t('errors:notFound.title'); // 'Pagina niet gevonden'
//
// A few dozen lines instead of i18next in the browser bundle: the site needs only these rules.
import type { Language } from '../../config/locales.ts';
import { DEFAULT_NAMESPACE, type Namespace, NAMESPACES, type PartialLanguageResources } from './namespaces.ts';

/** The five languages of the site. */
export const LANGUAGES = ['fr', 'nl', 'de', 'es', 'it'] as const satisfies readonly Language[];

/** SPEC §1: fallback order of languages (the same list as config/locales.ts LANGUAGE_FALLBACK). */
export const FALLBACK_LANGUAGES = ['fr', 'es', 'de', 'it'] as const satisfies readonly Language[];

export type I18nResources = Readonly<Partial<Record<Language, PartialLanguageResources>>>;

export type TranslateOptions = Readonly<Record<string, unknown>> & { count?: number; ns?: string };
export type Translate = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  readonly language: Language;
  t: Translate;
  /** Whether the key has a text in one of `languages` (the current one and its fallbacks unless given). */
  exists(key: string, options?: TranslateOptions & { languages?: readonly Language[] }): boolean;
  /** Whether the language's texts are loaded. */
  hasLanguage(language: Language): boolean;
  /** Adds a language's texts (the browser loads them on demand). */
  addLanguage(language: Language, resources: PartialLanguageResources): void;
  /** Whether the language's texts of this namespace are loaded. */
  hasNamespace(language: Language, namespace: Namespace): boolean;
  /** Adds one namespace of a language's texts (the browser loads a screen's texts with its page). */
  addNamespace(language: Language, namespace: Namespace, texts: PartialLanguageResources[Namespace]): void;
  /** The same texts, spoken in another language. */
  withLanguage(language: Language): Translator;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(tree: unknown, path: readonly string[]): string | undefined {
  let node = tree;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function createFrom(language: Language, store: Map<Language, PartialLanguageResources>): Translator {
  if (!isLanguage(language))
    throw new Error(`createTranslator: language '${String(language)}' is not one of ${LANGUAGES.join(', ')}`);
  const chain = [language, ...FALLBACK_LANGUAGES.filter((fallback) => fallback !== language)];
  const plurals = new Intl.PluralRules(language);

  function find(
    key: string,
    options: TranslateOptions | undefined,
    languages: readonly Language[],
  ): string | undefined {
    const colon = key.indexOf(':');
    const namespace =
      colon > 0 && (NAMESPACES as readonly string[]).includes(key.slice(0, colon))
        ? key.slice(0, colon)
        : (options?.ns ?? DEFAULT_NAMESPACE);
    const path = (colon > 0 && namespace === key.slice(0, colon) ? key.slice(colon + 1) : key).split('.');
    const last = path.at(-1)!;
    const count = options?.count;
    const forms =
      typeof count === 'number' ? [...(count === 0 ? ['_zero'] : []), `_${plurals.select(count)}`, '_other'] : [''];
    for (const candidate of languages) {
      const resources = store.get(candidate);
      if (!resources) continue;
      for (const form of forms) {
        const text = lookup((resources as Record<string, unknown>)[namespace], [...path.slice(0, -1), last + form]);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  const translator: Translator = {
    language,
    t(key, options) {
      const text = find(key, options, chain);
      if (text === undefined) return key.slice(key.indexOf(':') + 1);
      return options
        ? text.replace(PLACEHOLDER, (whole, name: string) => (name in options ? String(options[name]) : whole))
        : text;
    },
    exists: (key, options) => find(key, options, options?.languages ?? chain) !== undefined,
    hasLanguage: (candidate) => store.has(candidate),
    addLanguage(candidate, resources) {
      if (!isLanguage(candidate))
        throw new Error(`addLanguage: '${String(candidate)}' is not one of ${LANGUAGES.join(', ')}`);
      store.set(candidate, resources);
    },
    hasNamespace: (candidate, namespace) => store.get(candidate)?.[namespace] !== undefined,
    addNamespace(candidate, namespace, texts) {
      if (!isLanguage(candidate))
        throw new Error(`addNamespace: '${String(candidate)}' is not one of ${LANGUAGES.join(', ')}`);
      store.set(candidate, { ...store.get(candidate), [namespace]: texts });
    },
    withLanguage: (other) => createFrom(other, store),
  };
  return translator;
}

/** A translator speaking `language`, with the texts of `resources` (all on the server, one in the browser). */
export function createTranslator({
  language,
  resources = {},
}: {
  language: Language;
  resources?: I18nResources;
}): Translator {
  const store = new Map<Language, PartialLanguageResources>();
  for (const [candidate, texts] of Object.entries(resources) as [Language, PartialLanguageResources | undefined][])
    if (texts) store.set(candidate, texts);
  return createFrom(language, store);
}
