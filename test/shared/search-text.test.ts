// The one reading of apostrophes in search text (shared/search-text.ts), which the header's box,
// the results page's term and the catalogue's full-text query all go through.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ftsQuery } from '../../catalog/store/fts.ts';
import { searchTextToTerm, withoutApostrophes } from '../../shared/search-text.ts';

describe('withoutApostrophes', () => {
  it('drops French elisions, straight, typographic or modifier apostrophe', () => {
    assert.equal(withoutApostrophes("l'intestin"), 'intestin');
    assert.equal(withoutApostrophes('l’intestin'), 'intestin');
    assert.equal(withoutApostrophes('lʼintestin'), 'intestin');
    assert.equal(withoutApostrophes("huile d'onagre"), 'huile onagre');
    assert.equal(withoutApostrophes("qu'est-ce que l'immunité"), 'est-ce que immunité');
    assert.equal(withoutApostrophes("jusqu'à l'Été"), 'à Été', 'case aside');
  });

  it('drops Italian elisions', () => {
    assert.equal(withoutApostrophes("dell'intestino"), 'intestino');
    assert.equal(withoutApostrophes('nell’organismo'), 'organismo');
    assert.equal(withoutApostrophes("all'aglio"), 'aglio');
    assert.equal(withoutApostrophes("un'alimentazione sull'erba"), 'alimentazione erba');
  });

  it('makes other apostrophes word boundaries instead of gluing words', () => {
    assert.equal(withoutApostrophes("aujourd'hui"), 'aujourd hui');
    assert.equal(withoutApostrophes("Kinder's Vitamine"), 'Kinder s Vitamine');
    assert.equal(withoutApostrophes("l'"), 'l ', 'no word after it: not an elision');
    assert.equal(withoutApostrophes("col l'"), 'col l ');
  });

  it('leaves an elision-like ending inside a word alone', () => {
    assert.equal(withoutApostrophes("bell'aspetto"), 'bell aspetto', 'bell is no elision of the list');
    assert.equal(withoutApostrophes("metal'l"), 'metal l', 'l after a letter is no article');
  });

  it('composes to NFC', () => {
    assert.equal(withoutApostrophes("l'e\u0301te\u0301"), '\u00e9t\u00e9');
  });
});

describe('the results term and the catalogue read the same words', () => {
  for (const text of [
    "l'intestin",
    'dell’intestino',
    "L'huile d’onagre",
    "qu'est-ce",
    'Magnésium marin',
    "aujourd'hui",
    'vitamine B12',
    "nell'organismo dell'uomo",
  ]) {
    it(JSON.stringify(text), () => {
      assert.equal(ftsQuery(searchTextToTerm(text)), ftsQuery(text));
    });
  }
});
