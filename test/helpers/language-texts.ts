// Every visitor-facing text of a language, with where it comes from: the interface's resources
// (the e-mails' texts among them) with the routes' breadcrumb titles, and the seeded catalogue
// (products, needs, pages, help, menus).
// The language checks (register, typography) read the site's words through these.
import { loadSeed } from '../../catalog/seed/index.ts';
import { GERMAN } from '../../routes/tables/languages/de.ts';
import { SPANISH } from '../../routes/tables/languages/es.ts';
import { FRENCH } from '../../routes/tables/languages/fr.ts';
import { ITALIAN } from '../../routes/tables/languages/it.ts';
import { DUTCH } from '../../routes/tables/languages/nl.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';

export type TextLanguage = 'fr' | 'nl' | 'de' | 'es' | 'it';
export const TEXT_LANGUAGES: readonly TextLanguage[] = ['fr', 'nl', 'de', 'es', 'it'];

export interface KeyedText {
  /** The dotted path of the text in its resources or in the seed. */
  key: string;
  text: string;
}

const INTERFACE = { fr, nl, de, es, it };
const BREADCRUMB_TITLES = { fr: FRENCH, nl: DUTCH, de: GERMAN, es: SPANISH, it: ITALIAN };

/**
 * The strings under `node` with their language: `language`, or in the seed (`byKeys`) the one
 * of the nearest language key above it (the interface's own texts use such keys for countries).
 */
function* walk(
  node: unknown,
  language: TextLanguage | null,
  byKeys: boolean,
  path: string[] = [],
): Generator<KeyedText & { language: TextLanguage | null }> {
  if (typeof node === 'string') yield { language, key: path.join('.'), text: node };
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      const isLanguageKey = byKeys && (TEXT_LANGUAGES as readonly string[]).includes(key);
      yield* walk(value, isLanguageKey ? (key as TextLanguage) : language, byKeys, [...path, key]);
    }
}

/** The interface's texts of a language, its routes' breadcrumb titles among them (`routes.…`). */
export function interfaceTexts(language: TextLanguage): KeyedText[] {
  const sources = { ...INTERFACE[language], routes: BREADCRUMB_TITLES[language].titles };
  return [...walk(sources, language, false)].map(({ key, text }) => ({ key, text }));
}

/** The seeded catalogue's texts of a language. */
export async function seedTexts(language: TextLanguage): Promise<KeyedText[]> {
  const seed = await loadSeed();
  return [...walk(seed, null, true)]
    .filter((entry) => entry.language === language)
    .map(({ key, text }) => ({ key, text }));
}
