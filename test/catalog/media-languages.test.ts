// Issue 21: a picture shown in one language must not speak another. Image URLs carry no locale
// (decision 007), so every generated image is shown in all seven locales; this draws every image
// of the seed (the SVG the rasteriser gets) and looks for any word that one language writes and
// another writes differently in the same seed text (a product's name, a galenic form, a need, a
// page title…): such a word would be French on the German page, or German on the Italian one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { MEDIA_KINDS } from '../../catalog/media/media-urls.ts';
import { createSeedMediaResolver } from '../../catalog/media/seed-resolver.ts';
import { loadSeed } from '../../catalog/seed/index.ts';
import type { Language } from '../../config/locales.ts';
import { svgTexts } from '../helpers/svg-texts.ts';

const LANGUAGES: readonly Language[] = ['fr', 'nl', 'de', 'es', 'it'];

const words = (text: string): string[] =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && /\p{L}/u.test(word));

function isLocalized(value: unknown): value is Record<Language, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    LANGUAGES.every((language) => language in value) &&
    Object.keys(value).length === LANGUAGES.length
  );
}

/** Every string of every Localized value under `value`, by language. */
function* localizedTexts(value: unknown): Generator<Record<Language, string[]>> {
  if (isLocalized(value)) {
    const strings = (item: unknown): string[] =>
      typeof item === 'string' ? [item] : Array.isArray(item) ? item.flatMap(strings) : [];
    yield Object.fromEntries(LANGUAGES.map((language) => [language, strings(value[language])])) as Record<
      Language,
      string[]
    >;
    return;
  }
  if (Array.isArray(value)) for (const item of value) yield* localizedTexts(item);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) yield* localizedTexts(item);
}

/**
 * For each word, the languages that write it where another language writes something else: a
 * word in that set is one language's label and must not be drawn in a shared picture.
 */
function languageOnlyWords(seedTexts: Iterable<Record<Language, string[]>>): Map<string, Set<Language>> {
  const vocabulary = new Map<string, Set<Language>>();
  for (const texts of seedTexts) {
    const byLanguage = new Map(LANGUAGES.map((language) => [language, new Set(texts[language].flatMap(words))]));
    for (const [language, own] of byLanguage)
      for (const word of own) {
        const missingElsewhere = LANGUAGES.some((other) => other !== language && !byLanguage.get(other)!.has(word));
        if (!missingElsewhere) continue;
        vocabulary.set(word, (vocabulary.get(word) ?? new Set()).add(language));
      }
  }
  return vocabulary;
}

describe('generated pictures and the visitor’s language', async () => {
  const seed = await loadSeed();
  const vocabulary = languageOnlyWords(
    localizedTexts({
      products: seed.products,
      needs: seed.needs,
      pages: seed.pages,
      taxonomy: seed.taxonomy,
      brands: seed.brands,
    }),
  );
  const resolve = createSeedMediaResolver(seed);
  const ids: Record<(typeof MEDIA_KINDS)[number], readonly { id: number }[]> = {
    products: seed.products,
    brands: seed.brands,
    needs: seed.needs,
    pages: seed.pages,
  };

  const foreignWords = (svg: string): string[] =>
    svgTexts(svg)
      .flatMap(words)
      .filter((word) => vocabulary.has(word))
      .map((word) => `${word} (${[...vocabulary.get(word)!].join(', ')})`);

  it('knows the labels that differ between languages', () => {
    // The pictures of issue 21: a German home showed French article titles and product forms.
    for (const word of ['équilibre', 'gélule', 'intestin', 'balance', 'kapsel', 'capsula'])
      assert.ok(vocabulary.has(word), word);
    assert.ok(!vocabulary.has('symbiora'), 'a brand name is no language');
    const frenchPack = `<svg><title>Symbiora</title><text>Symbiora Équilibre</text><text>Gélule</text></svg>`;
    assert.deepEqual(foreignWords(frenchPack), ['équilibre (fr)', 'gélule (fr)']);
  });

  for (const kind of MEDIA_KINDS) {
    it(`draws every one of the ${ids[kind].length} ${kind} with no word of one language only`, async () => {
      const offending: string[] = [];
      for (const { id } of ids[kind]) {
        const source = await resolve(kind, String(id));
        assert.ok(source, `${kind}/${id} is drawn`);
        const found = foreignWords(source.svg);
        if (found.length > 0) offending.push(`${kind}/${id}: ${found.join(', ')}`);
      }
      assert.deepEqual(offending, []);
    });
  }
});
