// Each language's typography in every visitor-facing text, interface and seeded catalogue (issue
// 21 item 5). French puts a no-break space before : ; ? ! and inside « » so that a line never
// starts with the mark (U+00A0 before the colon and inside the quotes, the narrow U+202F before
// ; ? !); an ordinary space there is a slip.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { interfaceTexts, type KeyedText, seedTexts } from '../helpers/language-texts.ts';

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
