// User text to a full-text query. Every word becomes a prefix term, so nothing the visitor types
// is read as query syntax: quotes, parentheses, '*', '^', ':', '&', '|', '!' and '-' only separate
// words, and the bare operators AND, OR, NOT and NEAR are dropped. Apostrophes separate words and
// elisions are no words (shared/search-text.ts, as in the results page's term). Words are matched
// by prefix (the suggestions need it, and it forgives plurals in the search), accents and case aside.
// Null when no word is left: the search then matches nothing.
//
// SQLite's FTS5 gets quoted prefix terms ("magnes"*) and folds accents and case in its tokenizer;
// PostgreSQL gets the same words unaccented and lower-cased as tsquery prefixes (magnes:*), the
// way its search documents were made (search-index.ts).
import { withoutApostrophes } from '../../shared/search-text.ts';
import { foldText } from './text.ts';

const OPERATORS = new Set(['AND', 'OR', 'NOT', 'NEAR']);
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** The words of a search, at most MAX_TERMS of at most MAX_TERM_LENGTH characters each. */
export function searchWords(text: string): string[] {
  const words =
    withoutApostrophes(text)
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .filter((word) => !OPERATORS.has(word))
    .slice(0, MAX_TERMS)
    .map((word) => word.slice(0, MAX_TERM_LENGTH).toLowerCase());
}

export function ftsQuery(text: string): string | null {
  const terms = searchWords(text).map((word) => `"${word}"*`);
  return terms.length > 0 ? terms.join(' ') : null;
}

export function tsQuery(text: string): string | null {
  const terms = searchWords(text)
    .map((word) => foldText(word).replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((word) => word.length > 0)
    .map((word) => `${word}:*`);
  return terms.length > 0 ? terms.join(' & ') : null;
}
