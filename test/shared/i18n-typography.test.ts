// Each language's typography in every visitor-facing text, interface and seeded catalogue (issue
// 21 item 5). French puts a no-break space before : ; ? ! and inside « » so that a line never
// starts with the mark (U+00A0 before the colon and inside the quotes, the narrow U+202F before
// ; ? !); an ordinary space there is a slip. Each language quotes one way: Dutch “…”, German „…“,
// Spanish and Italian «…»; Spanish opens every question with ¿ and every exclamation with ¡. In
// every language a price or a percentage keeps its sign on its line (a no-break space before €
// and %), as the site's own price formatting does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { interfaceTexts, type KeyedText, seedTexts, type TextLanguage } from '../helpers/language-texts.ts';

/** An ordinary space before French double punctuation or a closing guillemet, or after an opening one. */
const FRENCH_BREAKABLE_SPACE = /(?<=\S) [:;?!»]|« /u;

function frenchSlips(texts: readonly KeyedText[]): string[] {
  return texts.flatMap(({ key, text }) => {
    const match = FRENCH_BREAKABLE_SPACE.exec(text);
    return match ? [`${key}: «${match[0]}» in ${JSON.stringify(text)}`] : [];
  });
}

describe('French typography', () => {
  it('the interface (and its e-mails) keeps double punctuation and guillemets on the line of their word', () => {
    assert.deepEqual(frenchSlips(interfaceTexts('fr')), []);
  });

  it('the seeded catalogue keeps double punctuation and guillemets on the line of their word', async () => {
    assert.deepEqual(frenchSlips(await seedTexts('fr')), []);
  });
});

/** Quotation marks another language uses (or a typewriter's), which this language does not. */
const FOREIGN_QUOTES: Partial<Record<TextLanguage, RegExp>> = {
  nl: /[„‘«»"]/u,
  de: /[«»"”]/u,
  es: /[„“”"]/u,
  it: /[„“”"]/u,
};

function count(text: string, mark: string): number {
  return text.split(mark).length - 1;
}

/** An ordinary space between a number and its euro or percent sign. */
const BREAKABLE_SIGN = /\d [€%]/u;

function punctuationSlips(language: TextLanguage, texts: readonly KeyedText[]): string[] {
  return texts.flatMap(({ key, text }) => {
    const found: string[] = [];
    const sign = BREAKABLE_SIGN.exec(text);
    if (sign) found.push(`${key}: «${sign[0]}» in ${JSON.stringify(text)}`);
    const quote = FOREIGN_QUOTES[language]?.exec(text);
    if (quote) found.push(`${key}: «${quote[0]}» in ${JSON.stringify(text)}`);
    if (language === 'es' && (count(text, '?') > count(text, '¿') || count(text, '!') > count(text, '¡')))
      found.push(`${key}: a question or exclamation without its opening mark in ${JSON.stringify(text)}`);
    return found;
  });
}

describe('quotation marks, opening marks and signs', () => {
  for (const language of ['fr', 'nl', 'de', 'es', 'it'] as const) {
    it(`${language}: the interface and the seeded catalogue quote the language's own way, signs kept on their line`, async () => {
      const texts = [...interfaceTexts(language), ...(await seedTexts(language))];
      assert.deepEqual(punctuationSlips(language, texts), []);
    });
  }
});
