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

/** The texts of every language a translator knows, shared by its `withLanguage` siblings. */
interface TextStore {
  texts: Map<Language, PartialLanguageResources>;
  /** Changes when texts are added: what was looked up before may have changed. */
  version: number;
}

interface ParsedKey {
  namespace: string;
  /** The path to the text, its last segment apart (plural forms add a suffix to it). */
  parents: readonly string[];
  last: string;
}

/** A key read once: rendering asks the same few hundred keys again and again. */
const parsedKeys = new Map<string, ParsedKey>();
/** Far above the keys the site has; a key made of other text never grows the caches without end. */
const MAX_CACHED_KEYS = 10_000;

/** A placeholder, whole and its name: `split` by it gives literal, whole, name, literal, … */
const PLACEHOLDER = /(\{\{\s*(\w+)\s*\}\})/;

/** Texts with placeholders, cut once (a page fills the same few again and again). */
const templates = new Map<string, readonly string[]>();

function fill(text: string, values: Readonly<Record<string, unknown>>): string {
  let parts = templates.get(text);
  if (!parts) {
    if (templates.size >= MAX_CACHED_KEYS) templates.clear();
    templates.set(text, (parts = text.split(PLACEHOLDER)));
  }
  let filled = parts[0]!;
  for (let at = 1; at < parts.length; at += 3) {
    const name = parts[at + 1]!;
    filled += (name in values ? String(values[name]) : parts[at]!) + parts[at + 2]!;
  }
  return filled;
}

function lookupNode(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function parseKey(key: string, defaultNamespace: string): ParsedKey {
  const cacheKey = `${defaultNamespace}\u0000${key}`;
  let parsed = parsedKeys.get(cacheKey);
  if (!parsed) {
    const colon = key.indexOf(':');
    const named = colon > 0 && (NAMESPACES as readonly string[]).includes(key.slice(0, colon));
    const path = (named ? key.slice(colon + 1) : key).split('.');
    parsed = {
      namespace: named ? key.slice(0, colon) : defaultNamespace,
      parents: path.slice(0, -1),
      last: path.at(-1)!,
    };
    if (parsedKeys.size >= MAX_CACHED_KEYS) parsedKeys.clear();
    parsedKeys.set(cacheKey, parsed);
  }
  return parsed;
}

function createFrom(language: Language, store: TextStore): Translator {
  if (!isLanguage(language))
    throw new Error(`createTranslator: language '${String(language)}' is not one of ${LANGUAGES.join(', ')}`);
  const chain = [language, ...FALLBACK_LANGUAGES.filter((fallback) => fallback !== language)];
  const plurals = new Intl.PluralRules(language);
  // Texts found without a count, by default namespace then key, for the store's version (two
  // maps: no key string to build on every call).
  const found = new Map<string, Map<string, string | undefined>>();
  let foundCount = 0;
  let foundVersion = store.version;

  function find(
    key: string,
    options: TranslateOptions | undefined,
    languages: readonly Language[],
  ): string | undefined {
    const count = options?.count;
    const defaultNamespace = options?.ns ?? DEFAULT_NAMESPACE;
    // The common case, a text in the translator's own languages: one lookup. With a count, what
    // is found depends on the count's plural category (and on none for zero) only.
    let inNamespace: Map<string, string | undefined> | undefined;
    let foundKey = key;
    if (languages === chain) {
      if (foundVersion !== store.version || foundCount >= MAX_CACHED_KEYS) {
        found.clear();
        foundCount = 0;
        foundVersion = store.version;
      }
      if (typeof count === 'number') foundKey = `${key}\u0000${count === 0 ? '0' : pluralOf(count)}`;
      inNamespace = found.get(defaultNamespace);
      if (!inNamespace) found.set(defaultNamespace, (inNamespace = new Map()));
      const known = inNamespace.get(foundKey);
      if (known !== undefined || inNamespace.has(foundKey)) return known;
    }
    const { namespace, parents, last } = parseKey(key, defaultNamespace);
    const text = search(namespace, parents, last, count, languages);
    if (inNamespace) {
      inNamespace.set(foundKey, text);
      foundCount++;
    }
    return text;
  }

  /** The plural category of a count; those of small whole counts asked once. */
  const smallCounts: Intl.LDMLPluralRule[] = [];
  function pluralOf(count: number): Intl.LDMLPluralRule {
    if (!Number.isInteger(count) || count < 0 || count >= 1000) return plurals.select(count);
    return (smallCounts[count] ??= plurals.select(count));
  }

  function search(
    namespace: string,
    parents: readonly string[],
    last: string,
    count: number | undefined,
    languages: readonly Language[],
  ): string | undefined {
    const forms =
      typeof count === 'number' ? [...(count === 0 ? ['_zero'] : []), `_${pluralOf(count)}`, '_other'] : [''];
    for (const candidate of languages) {
      const resources = store.texts.get(candidate);
      if (!resources) continue;
      const parent = lookupNode((resources as Record<string, unknown>)[namespace], parents);
      if (typeof parent !== 'object' || parent === null) continue;
      for (const form of forms) {
        const text = (parent as Record<string, unknown>)[last + form];
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }

  const translator: Translator = {
    language,
    t(key, options) {
      const text = find(key, options, chain);
      if (text === undefined) return key.slice(key.indexOf(':') + 1);
      return options && text.includes('{{') ? fill(text, options) : text;
    },
    exists: (key, options) => find(key, options, options?.languages ?? chain) !== undefined,
    hasLanguage: (candidate) => store.texts.has(candidate),
    addLanguage(candidate, resources) {
      if (!isLanguage(candidate))
        throw new Error(`addLanguage: '${String(candidate)}' is not one of ${LANGUAGES.join(', ')}`);
      store.texts.set(candidate, resources);
      store.version++;
    },
    hasNamespace: (candidate, namespace) => store.texts.get(candidate)?.[namespace] !== undefined,
    addNamespace(candidate, namespace, texts) {
      if (!isLanguage(candidate))
        throw new Error(`addNamespace: '${String(candidate)}' is not one of ${LANGUAGES.join(', ')}`);
      store.texts.set(candidate, { ...store.texts.get(candidate), [namespace]: texts });
      store.version++;
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
  const store: TextStore = { texts: new Map(), version: 0 };
  for (const [candidate, texts] of Object.entries(resources) as [Language, PartialLanguageResources | undefined][])
    if (texts) store.texts.set(candidate, texts);
  return createFrom(language, store);
}
