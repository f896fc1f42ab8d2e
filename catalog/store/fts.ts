// User text to an FTS5 query. Every word becomes a quoted prefix term ("magnes"*), so nothing
// the visitor types is read as FTS syntax: quotes, parentheses, '*', '^', ':' and '-' only
// separate words, and the bare operators AND, OR, NOT and NEAR are dropped. Words are matched by
// prefix (the suggestions need it, and it forgives plurals in the search), accents and case are
// folded by the tokenizer. Null when no word is left: the search then matches nothing.
const OPERATORS = new Set(['AND', 'OR', 'NOT', 'NEAR']);
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function ftsQuery(text: string): string | null {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words
    .filter((word) => !OPERATORS.has(word))
    .slice(0, MAX_TERMS)
    .map((word) => `"${word.slice(0, MAX_TERM_LENGTH).toLowerCase()}"*`);
  return terms.length > 0 ? terms.join(' ') : null;
}
