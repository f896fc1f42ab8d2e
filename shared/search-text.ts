// Search text as the visitor typed it, read one way (SPEC §2.2) by the header's box, the results page's
// form, the `?q=` step and the catalogue's full-text query, so the suggestions and the results
// page search for the same words. An apostrophe, straight ('), typographic (’) or modifier (ʼ),
// separates words instead of gluing them ("l'intestin" is not "lintestin"), and the French and
// Italian elided articles and prepositions before one (l', d', qu', dell', nell', un'…) are
// dropped: a prefix search for "l" or "dell" would match nearly every text. The list serves every
// language, as a search term has none: no Dutch, German or Spanish word elides into these.

import { MAX_SEARCH_TERM_LENGTH } from '../routes/segments.ts';

const APOSTROPHES = /['\u2019\u02bc]/gu;
const ELIDED = new Set([
  // French
  'c',
  'd',
  'j',
  'l',
  'm',
  'n',
  's',
  't',
  'qu',
  'jusqu',
  'lorsqu',
  'puisqu',
  'quoiqu',
  'presqu',
  // Italian
  'un',
  'all',
  'dall',
  'dell',
  'nell',
  'sull',
  'coll',
  'pell',
  'quell',
  'quest',
  'buon',
  'sant',
  'tutt',
  'anch',
  'senz',
  'com',
  'dov',
  'cos',
]);
const ELISION = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...ELIDED].join('|')})['\u2019\u02bc](?=[\\p{L}\\p{N}])`, 'giu');

/**
 * Search text with its elisions dropped and its other apostrophes turned into spaces (NFC):
 * "l'intestin" -> "intestin", "dell’intestino" -> "intestino", "aujourd'hui" -> "aujourd hui".
 * Everything else is left as typed; the catalogue reads words out of the result (catalog/store/fts.ts).
 */
export function withoutApostrophes(text: string): string {
  return String(text).normalize('NFC').replace(ELISION, '').replace(APOSTROPHES, ' ');
}

const BLANKS = /[\s\u0000-\u001f\u007f-\u009f]+/g;

/**
 * Header search text -> search term (SPEC §2.2): withoutApostrophes (the catalogue reads the
 * words the same way), whitespace and control characters collapsed to one space, trimmed, cut to
 * MAX_SEARCH_TERM_LENGTH code points. '' when nothing is left; any other result formats.
 */
export function searchTextToTerm(text: string): string {
  const cleaned = withoutApostrophes(text).replace(BLANKS, ' ').trim();
  let term = '';
  let codePoints = 0;
  for (const char of cleaned) {
    if (codePoints === MAX_SEARCH_TERM_LENGTH) break;
    const unit = char.charCodeAt(0);
    term += char.length === 1 && unit >= 0xd800 && unit <= 0xdfff ? '\uFFFD' : char; // lone surrogate
    codePoints++;
  }
  return term.trim();
}
