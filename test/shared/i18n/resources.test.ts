import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { COUNTRIES } from '../../../config/countries.ts';
import { type Language, LANGUAGE_FALLBACK, LOCALE_INFO } from '../../../config/locales.ts';
import { addLanguage, addNamespaces, loadLanguage } from '../../../shared/i18n/load-language.ts';
import { AREA_NAMESPACES, BASE_NAMESPACES, NAMESPACES } from '../../../shared/i18n/namespaces.ts';
import { de } from '../../../shared/i18n/resources/de.ts';
import { es } from '../../../shared/i18n/resources/es.ts';
import { fr } from '../../../shared/i18n/resources/fr.ts';
import { it as italian } from '../../../shared/i18n/resources/it.ts';
import { nl } from '../../../shared/i18n/resources/nl.ts';
import {
  createTranslator,
  FALLBACK_LANGUAGES,
  LANGUAGES,
  type TranslateOptions,
  type Translator,
} from '../../../shared/i18n/translator.ts';
import { PROFILES, SUBJECTS } from '../../../shared/schemas/submissions.ts';

const RESOURCES = { fr, nl, de, es, it: italian } as const;
const TRANSLATIONS = (['nl', 'de', 'es', 'it'] as const).map((language) => [language, RESOURCES[language]] as const);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a language as `namespace:dotted.key` -> text; throws on anything but strings and objects. */
function leaves(resources: object): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      const [namespace, ...rest] = path;
      out.set(`${namespace}:${rest.join('.')}`, value);
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    } else {
      throw new Error(`${path.join('.')} holds ${JSON.stringify(value)}, not a text`);
    }
  };
  walk(resources, []);
  return out;
}

/** The key without its plural suffix, marked as plural, so languages with other plural forms compare equal. */
const normalised = (key: string) => key.replace(PLURAL_SUFFIX, '_<plural>');

/** The plural suffixes a language needs: CLDR's categories for it, plus i18next's `_zero`. */
function pluralSuffixesOf(language: Language): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return [...new Set(['zero', ...categories])].sort();
}

/** The French text a translated key stands for (a plural form French lacks stands for `_other`). */
function frenchFor(key: string, french: Map<string, string>): string | undefined {
  return french.get(key) ?? french.get(key.replace(PLURAL_SUFFIX, '_other'));
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!).sort();

/** Words that betray an untranslated English text; proper nouns are removed before the check. */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'please',
  'with',
  'this',
  'you',
  'could',
  'click',
  'here',
  'try',
  'again',
  'search',
  'loading',
  'field',
  'characters',
  'required',
  'submit',
  'occurred',
  'while',
  'showing',
  'found',
  'sorry',
];
const ENGLISH = new RegExp(`(?<!\\p{L})(${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'iu');
const PROPER_NOUNS = ['Vitrine'];

/**
 * Throws unless `key` has a text in the translator's own language: a missing key comes back as
 * the key itself, and a key missing only in this language as the fallback language's text.
 */
function assertTranslated(translator: Translator, key: string, options: TranslateOptions = {}): string {
  const value: unknown = translator.t(key, options);
  const bareKey = key.slice(key.indexOf(':') + 1);
  if (typeof value !== 'string' || value === '' || value === key || value === bareKey) {
    throw new Error(
      `'${key}' is not translated in '${translator.language}' (the translator answered ${JSON.stringify(value)})`,
    );
  }
  if (!translator.exists(key, { ...options, languages: [translator.language] })) {
    throw new Error(
      `'${key}' is not translated in '${translator.language}': '${value}' comes from a fallback language`,
    );
  }
  return value;
}

describe('translation resources', () => {
  const french = leaves(fr);

  it('cover the five languages of the site, each with the six namespaces', () => {
    const languagesOfLocales = [...new Set(Object.values(LOCALE_INFO).map((info) => info.language))].sort();
    assert.deepEqual([...LANGUAGES].sort(), languagesOfLocales);
    assert.deepEqual(Object.keys(RESOURCES).sort(), languagesOfLocales);
    for (const [language, resources] of Object.entries(RESOURCES)) {
      assert.deepEqual(Object.keys(resources).sort(), [...NAMESPACES].sort(), `namespaces of ${language}`);
    }
  });

  for (const [language, resources] of TRANSLATIONS) {
    describe(`in ${language}`, () => {
      const texts = leaves(resources);

      it('have exactly the keys of the French texts (plural forms aside)', () => {
        const expected = [...new Set([...french.keys()].map(normalised))].sort();
        const actual = [...new Set([...texts.keys()].map(normalised))].sort();
        assert.deepEqual(
          {
            missing: expected.filter((key) => !actual.includes(key)),
            extra: actual.filter((key) => !expected.includes(key)),
          },
          { missing: [], extra: [] },
        );
      });

      it('keep every {{placeholder}} of the French text, and add none', () => {
        const mismatches: string[] = [];
        for (const [key, text] of texts) {
          const reference = frenchFor(key, french);
          if (reference !== undefined && placeholders(text).join() !== placeholders(reference).join()) {
            mismatches.push(`${key}: '${text}' vs '${reference}'`);
          }
        }
        for (const [key, reference] of french) {
          const text = texts.get(key) ?? texts.get(key.replace(PLURAL_SUFFIX, '_other'));
          if (text !== undefined && placeholders(text).join() !== placeholders(reference).join()) {
            mismatches.push(`${key}: '${text}' vs '${reference}'`);
          }
        }
        assert.deepEqual(mismatches, []);
      });

      it('contain no English words outside proper nouns', () => {
        const english = [...texts].filter(([, text]) =>
          ENGLISH.test(PROPER_NOUNS.reduce((rest, noun) => rest.replaceAll(noun, ''), text)),
        );
        assert.deepEqual(english, []);
      });
    });
  }

  for (const [language, resources] of Object.entries(RESOURCES) as [Language, object][]) {
    describe(`in ${language}, every text`, () => {
      const texts = leaves(resources);

      it('has the plural forms the language needs (Intl.PluralRules categories, plus _zero) and no others', () => {
        const forms = new Map<string, string[]>();
        for (const key of texts.keys()) {
          const suffix = PLURAL_SUFFIX.exec(key)?.[1];
          if (suffix)
            forms.set(key.replace(PLURAL_SUFFIX, ''), [...(forms.get(key.replace(PLURAL_SUFFIX, '')) ?? []), suffix]);
        }
        assert.ok(forms.has('search:results'), 'the search results count is a plural');
        for (const [key, suffixes] of forms) assert.deepEqual(suffixes.sort(), pluralSuffixesOf(language), key);
      });

      it('is a non-empty text, different from its key', () => {
        const bad = [...texts].filter(
          ([key, text]) =>
            text.trim() === '' ||
            text === key ||
            text === key.slice(key.indexOf(':') + 1) ||
            text === key.split('.').at(-1) ||
            text === key.split(':').at(-1),
        );
        assert.deepEqual(bad, []);
      });

      it('labels every profile and subject the contact form can send', () => {
        const forms = (resources as typeof fr).forms;
        assert.deepEqual(Object.keys(forms.profiles).sort(), [...PROFILES].sort());
        assert.deepEqual(Object.keys(forms.subjects).sort(), [...SUBJECTS].sort());
        assert.deepEqual(Object.keys(forms.validation.zipCode).sort(), [...COUNTRIES].sort());
        assert.deepEqual(Object.keys((resources as typeof fr).common.header.countries).sort(), [...COUNTRIES].sort());
      });
    });
  }

  describe('in French', () => {
    it('quote SPEC §5 and §8 word for word', () => {
      const quoted: Record<string, string> = {
        'errors:notFound.body': "La page demandée n'existe pas ou plus",
        'errors:unauthorized.body': "Vous n'êtes pas autorisé à accéder à cette page",
        'errors:serverError.title': 'Une erreur a eu lieu',
        'errors:serverError.body':
          'Une erreur inconnue est survenue, merci de réessayer ou de contacter notre service client',
        'errors:errorPageFailed': "Une erreur est survenue lors de l'affichage de la page d'erreur",
        'common:errors.unknown':
          'Une erreur inconnue est survenue, merci de réessayer ou de contacter notre service client',
        'common:loading': 'Chargement…',
        'search:searching': 'Recherche en cours',
        'search:noResults': 'Désolé, aucun résultat pour votre recherche',
        'search:error': 'Une erreur a eu lieu',
        'forms:requiredNotice': "Les champs marqués d'un * sont obligatoires",
        'forms:validation.firstName': 'Veuillez renseigner votre prénom.',
        'forms:validation.lastName': 'Veuillez renseigner votre nom de famille.',
        'forms:validation.email': 'Veuillez renseigner une adresse e-mail valide.',
        'forms:validation.city': 'Veuillez renseigner une ville.',
        'forms:validation.zipCode.be': "Merci d'indiquer un code postal de Belgique valide",
        'forms:validation.subject': "Veuillez sélectionner l'objet de votre demande",
        'forms:validation.message': 'Veuillez saisir un message',
        'forms:validation.newsletter': 'Veuillez sélectionner une option',
        'forms:validation.need': 'Merci de sélectionner un besoin',
        'forms:validation.requiredFields': 'Merci de bien remplir tous les champs obligatoires.',
        'forms:success.contact': 'La demande de contact a bien été envoyée.',
        'forms:error': "Une erreur inconnue s'est produite",
        'forms:antiSpam': 'La protection anti-spam a déclenché une erreur, merci de réessayer.',
      };
      assert.deepEqual(Object.fromEntries(Object.keys(quoted).map((key) => [key, french.get(key)])), quoted);
    });

    it('contain no English words outside proper nouns', () => {
      assert.deepEqual(
        [...french].filter(([, text]) => ENGLISH.test(text.replaceAll('Vitrine', ''))),
        [],
      );
    });
  });

  describe('the English-word check', () => {
    it('catches an English sentence and lets words that merely contain English letters pass', () => {
      assert.ok(ENGLISH.test('error occurred while showing the error page'));
      assert.ok(ENGLISH.test('Please fill in your name'));
      assert.ok(!ENGLISH.test('Un thé et des théories'));
      assert.ok(!ENGLISH.test('Andere zorgverlener'));
    });
  });
});

describe('createTranslator', () => {
  for (const language of LANGUAGES) {
    describe(`for ${language}`, () => {
      const i18n = createTranslator({ language, resources: RESOURCES });

      it('speaks the language and translates the 404 title into it', () => {
        assert.equal(i18n.language, language);
        assert.equal(assertTranslated(i18n, 'errors:notFound.title'), RESOURCES[language].errors.notFound.title);
      });

      it('puts the year into the copyright line', () => {
        const copyright = assertTranslated(i18n, 'common:footer.copyright', { year: 2031 });
        assert.equal(copyright, RESOURCES[language].common.footer.copyright.replace('{{year}}', '2031'));
        assert.match(copyright, /2031/);
        assert.doesNotMatch(copyright, /\{\{|\}\}/);
      });

      it('reads the common namespace without a prefix and does not HTML-escape (React does)', () => {
        assert.equal(i18n.t('appTitle'), 'Vitrine');
        assert.equal(i18n.t('title.template', { page: 'A & <B>', app: 'Vitrine' }), 'A & <B> - Vitrine');
      });

      it('has a text for every key of every namespace', () => {
        const missing = [...leaves(RESOURCES[language]).keys()].filter((key) => {
          try {
            assertTranslated(i18n, key);
            return false;
          } catch {
            return true;
          }
        });
        assert.deepEqual(missing, []);
      });
    });
  }

  it('chooses the plural form of each language, with _zero for none', () => {
    const french = createTranslator({ language: 'fr', resources: { fr } });
    assert.equal(french.t('search:results', { count: 0 }), 'Aucun résultat');
    assert.equal(french.t('search:results', { count: 1 }), '1 résultat');
    assert.equal(french.t('search:results', { count: 12 }), '12 résultats');
    assert.equal(french.t('search:results', { count: 1_000_000 }), '1000000 de résultats');
    const german = createTranslator({ language: 'de', resources: { de } });
    assert.equal(german.t('search:results', { count: 0 }), 'Keine Ergebnisse');
    assert.equal(german.t('search:results', { count: 1 }), '1 Ergebnis');
    assert.equal(german.t('search:results', { count: 1_000_000 }), '1000000 Ergebnisse');
  });

  it('falls back in the order of SPEC §1: fr, es, de, it', () => {
    assert.deepEqual([...FALLBACK_LANGUAGES], [...LANGUAGE_FALLBACK]);
    const dutchWithoutTexts = createTranslator({ language: 'nl', resources: { fr, es } });
    assert.equal(dutchWithoutTexts.t('errors:notFound.title'), fr.errors.notFound.title);
    const dutchWithSpanishOnly = createTranslator({ language: 'nl', resources: { es } });
    assert.equal(dutchWithSpanishOnly.t('errors:notFound.title'), es.errors.notFound.title);
  });

  it('refuses a language the site does not have', () => {
    assert.throws(() => createTranslator({ language: 'en' as Language }), /'en' is not one of fr, nl, de, es, it/);
  });

  it('answers the key of a text no language has, without its namespace', () => {
    const i18n = createTranslator({ language: 'fr', resources: { fr } });
    assert.equal(i18n.t('errors:notFound.nothing'), 'notFound.nothing');
    assert.equal(i18n.t('nothing.here'), 'nothing.here');
  });

  it('reads another namespace given as an option, and a prefixed key above it', () => {
    const i18n = createTranslator({ language: 'it', resources: RESOURCES });
    assert.equal(i18n.t('notFound.title', { ns: 'errors' }), italian.errors.notFound.title);
    assert.equal(i18n.t('common:appTitle', { ns: 'errors' }), 'Vitrine');
  });

  it('leaves a placeholder without a value as it is', () => {
    const i18n = createTranslator({ language: 'fr', resources: { fr } });
    assert.equal(i18n.t('common:footer.copyright'), fr.common.footer.copyright);
  });
});

describe('assertTranslated', () => {
  const i18n = createTranslator({ language: 'it', resources: RESOURCES });

  it('answers the text of a translated key', () => {
    assert.equal(assertTranslated(i18n, 'search:searching'), 'Ricerca in corso');
  });

  it('throws on a key the translator does not know (it answers the key itself)', () => {
    assert.equal(i18n.t('errors:notFound.bogus'), 'notFound.bogus');
    assert.throws(
      () => assertTranslated(i18n, 'errors:notFound.bogus'),
      /'errors:notFound.bogus' is not translated in 'it'/,
    );
    assert.throws(() => assertTranslated(i18n, 'bogus'), /not translated/);
  });

  it('throws on a key that only a fallback language has', () => {
    const italianWithoutTexts = createTranslator({ language: 'it', resources: { fr } });
    assert.equal(italianWithoutTexts.t('errors:notFound.title'), fr.errors.notFound.title);
    assert.throws(
      () => assertTranslated(italianWithoutTexts, 'errors:notFound.title'),
      /comes from a fallback language/,
    );
  });
});

describe('loadLanguage, addNamespaces and addLanguage', () => {
  it("load the base texts of one language at a time, from its own module, without the screens' areas", async () => {
    for (const language of LANGUAGES) {
      const base = await loadLanguage(language);
      assert.deepEqual(Object.keys(base).sort(), [...BASE_NAMESPACES].sort());
      for (const namespace of BASE_NAMESPACES) assert.equal(base[namespace], RESOURCES[language][namespace]);
    }
    await assert.rejects(loadLanguage('en' as Language), /no resources for language 'en'/);
  });

  it('split every namespace into the base or an area, once', () => {
    assert.deepEqual([...BASE_NAMESPACES, ...AREA_NAMESPACES].sort(), [...NAMESPACES].sort());
  });

  it("add a screen area's texts to a browser's translator when a page asks for them", async () => {
    const dutch = createTranslator({ language: 'nl', resources: { nl: await loadLanguage('nl') } });
    assert.equal(dutch.hasNamespace('nl', 'catalog'), false);
    await addNamespaces(dutch, 'nl', ['catalog', 'forms']);
    assert.equal(dutch.hasNamespace('nl', 'catalog'), true);
    assert.equal(dutch.t('forms:submit'), nl.forms.submit);
    assert.equal(dutch.t('common:appTitle'), nl.common.appTitle, 'the base is still there');
  });

  it('let a browser instance that started with one language switch to another on demand', async () => {
    const spanish = createTranslator({ language: 'es', resources: { es: await loadLanguage('es') } });
    assert.equal(spanish.hasLanguage('de'), false);
    await addLanguage(spanish, 'de');
    assert.equal(spanish.hasLanguage('de'), true);
    const german = spanish.withLanguage('de');
    assert.equal(assertTranslated(german, 'errors:notFound.title'), de.errors.notFound.title);
    await addLanguage(spanish, 'de'); // already there: nothing to do
    assert.equal(german.t('errors:notFound.title'), de.errors.notFound.title);
  });
});

describe('shared/i18n', () => {
  it('runs in the browser: it imports no Node module and nothing of server/ or catalog/', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const sources = (directory: string): string[] =>
      readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(directory, entry.name))
          : entry.name.endsWith('.ts')
            ? [join(directory, entry.name)]
            : [],
      );
    const files = sources(join(root, 'shared/i18n'));
    assert.ok(files.length >= 8, `expected the i18n files, found ${files.length}`);
    const offending = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)]
        .map((match) => match[1] ?? match[2]!)
        .filter((specifier) => specifier.startsWith('node:') || /(^|\/)(server|catalog)\//.test(specifier))
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    );
    assert.deepEqual(offending, []);
  });
});
