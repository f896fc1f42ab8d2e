// Small language helpers for the product seed: five-language records, numbers with a decimal
// comma, lists joined the way each language joins them. Pure functions, no data.
import type { Language, Localized } from '../types.ts';

export const LANGUAGES: readonly Language[] = Object.freeze(['fr', 'nl', 'de', 'es', 'it']);

/** A frozen five-language record, in the order fr, nl, de, es, it. */
export function L<T = string>(fr: T, nl: T, de: T, es: T, it: T): Localized<T> {
  return Object.freeze({ fr, nl, de, es, it });
}

/** A five-language record computed per language. */
export function perLanguage<T>(build: (lang: Language) => T): Localized<T> {
  return L(build('fr'), build('nl'), build('de'), build('es'), build('it'));
}

/** Thousands separator of each language: a narrow no-break space in French, a dot elsewhere. */
const THOUSANDS: Readonly<Record<Language, string>> = { fr: '\u202f', nl: '.', de: '.', es: '.', it: '.' };

/**
 * A number as the five languages write it: decimal comma, thousands grouped from 1 000 up,
 * at most `maxDecimals` decimals and no trailing zeros ('2,5', '1 000', '0,05').
 */
export function formatNumber(value: number, lang: Language, maxDecimals = 2): string {
  if (!Number.isFinite(value)) throw new TypeError(`cannot format ${value}`);
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(maxDecimals);
  let [whole = '0', fraction = ''] = fixed.split('.');
  fraction = fraction.replace(/0+$/, '');
  if (whole.length > 3) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS[lang]);
  return `${negative ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
}

const AND: Readonly<Record<Language, string>> = { fr: 'et', nl: 'en', de: 'und', es: 'y', it: 'e' };

/** Spanish writes 'e' instead of 'y' before a word sounding /i/ (i-, hi- but not hie-). */
function spanishAnd(next: string): string {
  return /^(h?i)(?!e)/i.test(next) ? 'e' : 'y';
}

/** 'a', 'a et b', 'a, b et c' in the language's own way. */
export function joinList(items: readonly string[], lang: Language, conjunction?: string): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0]!;
  const last = items[items.length - 1]!;
  const word = conjunction ?? (lang === 'es' ? spanishAnd(last) : AND[lang]);
  return `${items.slice(0, -1).join(', ')} ${word} ${last}`;
}

/** The first letter in upper case. */
export function capitalize(text: string): string {
  // Dutch capitalises the digraph: 'ijzer' -> 'IJzer'.
  if (/^ij/.test(text)) return `IJ${text.slice(2)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** French 'de' before a word: d' before a vowel or a mute h. */
export function frenchDe(word: string): string {
  return /^[aeiouyhéèêàâîôûœ]/i.test(word) ? `d'${word}` : `de ${word}`;
}

/** Freezes a value and everything reachable from it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/**
 * A URL slug from a label: lower case, accents dropped as the site's paths drop them
 * ('Bedürfnisse' -> 'bedurfnisse'), ligatures spelled out, anything else turned into dashes.
 */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
