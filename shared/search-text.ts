// Apostrophes in search text (SPEC §2.2), read one way by the header's box, the results page's
// form, the `?q=` step and the catalogue's full-text query, so the suggestions and the results
// page search for the same words. An apostrophe, straight ('), typographic (’) or modifier (ʼ),
// separates words instead of gluing them ("l'intestin" is not "lintestin"), and the French and
// Italian elided articles and prepositions before one (l', d', qu', dell', nell', un'…) are
// dropped: a prefix search for "l" or "dell" would match nearly every text. The list serves every
// language, as a search term has none: no Dutch, German or Spanish word elides into these.

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
