// The trailing-segment grammar of SPEC §2.2 and §5, both directions: `-p--{n}` pages,
// `-{facet}--{value}` filters, `-r--{term}` search terms and the products list's expertise.
//
// Parsers take the raw (still percent-encoded) segments the route matcher split off, never throw
// and return null for anything that is not a match. Each segment is read once, with anchored,
// single-class regexes behind length caps, so work is linear in the input whatever it holds.
// Formatters write the segments back and throw a TypeError for a value no URL could carry.
//
// Canonical rules (one URL per page of results):
// - Page 1 is written as no page segment. `-p--1` is not a match; a formatter given page 1 omits it.
//   So a parsed page is always 2..MAX_PAGE.
// - Order is fixed: expertise (products list) or `-r--term` (search, required), then the page, then
//   the filters. Anything out of that order is not a match.
// - A facet may repeat (two brands, two needs); filters keep the order they are written in. The
//   same facet with the same value twice is not a match (and a TypeError when formatting).
// - Round trips: parse(format(v)) deep-equals v for every valid v (terms in NFC), and
//   format(parse(x)) deep-equals x for every canonical x. parse also accepts two kinds of second
//   spelling, for which format(parse(x)) is the canonical URL (the matcher may 301 to it):
//   the brand aliases of routes/facet-names.ts, and search terms percent-encoded in another way
//   than encodeURIComponent (lower-case hex, characters left unencoded, NFD text).
// - Search terms are NFC-normalised when read and when written. They are kept as given otherwise
//   (apostrophes, inner and outer spaces): searchTextToTerm (shared/search-text.ts) is where header text is cleaned.
import type { Language } from '../config/locales.ts';
import { type Facet, FACET_ALIASES, FACET_NAMES, FACETS } from './facet-names.ts';

export type { Facet } from './facet-names.ts';

export interface Filter {
  facet: Facet;
  value: string;
}

export interface ProductListSegments {
  expertise?: string;
  /** 2..MAX_PAGE when parsed; absent on page 1. */
  page?: number;
  filters: Filter[];
}

export interface SearchSegments {
  term: string;
  /** 2..MAX_PAGE when parsed; absent on page 1. */
  page?: number;
  filters: Filter[];
}

/** SPEC §9: up to 10 filter segments (the same value as shared/constants MAX_FILTER_SEGMENTS). */
export const MAX_FILTERS = 10;
export const MAX_PAGE = 100_000;
/** Longest search term, in Unicode code points after NFC. */
export const MAX_SEARCH_TERM_LENGTH = 200;
/** Longest expertise slug or filter value. */
export const MAX_VALUE_LENGTH = 100;

const PAGE_MARKER = '-p--';
const SEARCH_MARKER = '-r--';
/** Bounds the decoding work; generous enough for 200 code points in NFD, fully percent-encoded. */
const MAX_RAW_TERM_LENGTH = 8_000;
const MAX_TRAILING_SEGMENTS = 1 + 1 + MAX_FILTERS;
/** Longest canonical decimal: 21 integer digits or '0-' plus 6 zeros and 17 significant digits. */
const MAX_DECIMAL_LENGTH = 32;

// Each one anchored, one character class per run, runs separated by a single literal dash.
const KEBAB_NAME = /^[a-z]+(?:-[a-z]+)*$/;
const FILTER_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;
const DECIMAL_SEGMENT = /^(?:0|[1-9][0-9]*)(?:-[0-9]+)?$/;

interface FacetTable {
  byName: ReadonlyMap<string, Facet>;
  nameOf: Readonly<Record<Facet, string>>;
}

const FACET_TABLES: ReadonlyMap<string, FacetTable> = compileFacetTables();

function compileFacetTables(): Map<string, FacetTable> {
  const tables = new Map<string, FacetTable>();
  for (const language of Object.keys(FACET_NAMES) as Language[]) {
    const byName = new Map<string, Facet>();
    const add = (name: string, facet: Facet) => {
      if (!KEBAB_NAME.test(name) || name === 'p' || name === 'r') {
        throw new Error(`routes/facet-names.ts: '${name}' (${language}) must be kebab-case a-z and not 'p' or 'r'`);
      }
      if (byName.has(name)) {
        throw new Error(`routes/facet-names.ts: '${name}' names two facets in ${language}; rename one`);
      }
      byName.set(name, facet);
    };
    for (const facet of FACETS) add(FACET_NAMES[language][facet], facet);
    for (const [alias, facet] of Object.entries(FACET_ALIASES[language])) add(alias, facet);
    tables.set(language, { byName, nameOf: FACET_NAMES[language] });
  }
  return tables;
}

// ---------------------------------------------------------------------------------------------
// Parsing: never throws, null for no match.

function isSegmentList(segments: unknown, max: number): segments is readonly string[] {
  if (!Array.isArray(segments) || segments.length > max) return false;
  for (let i = 0; i < segments.length; i++) if (typeof segments[i] !== 'string') return false; // holes too
  return true;
}

function isExpertise(segment: string): boolean {
  return segment.length <= MAX_VALUE_LENGTH && KEBAB_NAME.test(segment);
}

function isFilterValue(value: string): boolean {
  return value.length <= MAX_VALUE_LENGTH && FILTER_VALUE.test(value);
}

/** `-p--{n}`, n in 2..MAX_PAGE without leading zeros; null otherwise (page 1 has no segment). */
function readPage(segment: string): number | null {
  if (!segment.startsWith(PAGE_MARKER)) return null;
  const digits = segment.slice(PAGE_MARKER.length);
  if (!PAGE_NUMBER.test(digits)) return null;
  const page = Number(digits);
  return page >= 2 && page <= MAX_PAGE ? page : null;
}

/** `-{facet}--{value}`: the facet name ends at the first '--' (names and values have none). */
function readFilter(segment: string, table: FacetTable): Filter | null {
  if (segment.charCodeAt(0) !== 0x2d /* - */) return null;
  const split = segment.indexOf('--', 1);
  if (split < 2) return null;
  const facet = table.byName.get(segment.slice(1, split));
  const value = segment.slice(split + 2);
  return facet !== undefined && isFilterValue(value) ? { facet, value } : null;
}

/** Reads `[page] filter*` from `index` on into `into`; false when anything is left unread. */
function readPageAndFilters(
  segments: readonly string[],
  index: number,
  table: FacetTable,
  into: { page?: number; filters: Filter[] },
): boolean {
  let i = index;
  const pageSegment = segments[i];
  if (pageSegment !== undefined && pageSegment.startsWith(PAGE_MARKER)) {
    const page = readPage(pageSegment);
    if (page === null) return false;
    into.page = page;
    i++;
  }
  if (segments.length - i > MAX_FILTERS) return false;
  const seen = new Set<string>();
  for (; i < segments.length; i++) {
    const filter = readFilter(segments[i]!, table);
    if (filter === null) return false;
    const key = `${filter.facet}--${filter.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    into.filters.push(filter);
  }
  return true;
}

/** C0 and C1 control characters, lone surrogates, blank or over-long terms are refused. */
function isAcceptableTerm(term: string): boolean {
  if (term.trim() === '') return false;
  let codePoints = 0;
  for (let i = 0; i < term.length; i++) {
    const unit = term.charCodeAt(i);
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = term.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
    codePoints++;
    if (codePoints > MAX_SEARCH_TERM_LENGTH) return false;
  }
  return true;
}

function decodeTerm(raw: string): string | null {
  if (raw.length > MAX_RAW_TERM_LENGTH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null; // malformed percent-encoding or invalid UTF-8
  }
  const term = decoded.normalize('NFC');
  return isAcceptableTerm(term) ? term : null;
}

export function parseProductList(segments: readonly string[], language: Language): ProductListSegments | null {
  const table = FACET_TABLES.get(language);
  if (table === undefined || !isSegmentList(segments, MAX_TRAILING_SEGMENTS)) return null;
  const result: ProductListSegments = { filters: [] };
  let index = 0;
  const first = segments[0];
  if (first !== undefined && !first.startsWith('-')) {
    if (!isExpertise(first)) return null;
    result.expertise = first;
    index = 1;
  }
  return readPageAndFilters(segments, index, table, result) ? result : null;
}

export function parseSearch(segments: readonly string[], language: Language): SearchSegments | null {
  const table = FACET_TABLES.get(language);
  if (table === undefined || !isSegmentList(segments, MAX_TRAILING_SEGMENTS)) return null;
  const first = segments[0];
  if (first === undefined || !first.startsWith(SEARCH_MARKER)) return null;
  const term = decodeTerm(first.slice(SEARCH_MARKER.length));
  if (term === null) return null;
  const result: SearchSegments = { term, filters: [] };
  return readPageAndFilters(segments, 1, table, result) ? result : null;
}

/** The advice theme's trailing segments: none, or one `-p--{n}` with n >= 2. */
export function parsePagination(segments: readonly string[]): { page?: number } | null {
  if (!isSegmentList(segments, 1)) return null;
  const only = segments[0];
  if (only === undefined) return {};
  const page = readPage(only);
  return page === null ? null : { page };
}

// ---------------------------------------------------------------------------------------------
// Formatting: throws a TypeError for values no URL could carry (a programmer error).

function facetTable(language: Language): FacetTable {
  const table = FACET_TABLES.get(language);
  if (table === undefined)
    throw new TypeError(`'${String(language)}' is not a language; use one of ${[...FACET_TABLES.keys()].join(', ')}`);
  return table;
}

function writePage(page: number | undefined, out: string[]): void {
  if (page === undefined) return;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw new TypeError(`page ${String(page)} must be an integer from 1 to ${MAX_PAGE}`);
  }
  if (page > 1) out.push(`${PAGE_MARKER}${page}`); // page 1 is the URL without a page segment
}

function writeFilters(filters: readonly Filter[], table: FacetTable, out: string[]): void {
  if (!Array.isArray(filters)) throw new TypeError('filters must be an array (use [] for none)');
  if (filters.length > MAX_FILTERS) {
    throw new TypeError(`${filters.length} filters: a URL carries at most ${MAX_FILTERS}`);
  }
  const seen = new Set<string>();
  for (const filter of filters) {
    if (typeof filter !== 'object' || filter === null) throw new TypeError('a filter is { facet, value }');
    const facet: unknown = filter.facet;
    const value: unknown = filter.value;
    if (!(FACETS as readonly unknown[]).includes(facet)) {
      throw new TypeError(`'${String(facet)}' is not a facet; use one of ${FACETS.join(', ')}`);
    }
    if (typeof value !== 'string' || !isFilterValue(value)) {
      throw new TypeError(
        `filter value '${String(value)}' must be a-z, 0-9 and single dashes, at most ${MAX_VALUE_LENGTH} characters (decimalToSegment writes numbers)`,
      );
    }
    const key = `${facet}--${value}`;
    if (seen.has(key)) throw new TypeError(`filter ${facet}=${value} is given twice`);
    seen.add(key);
    out.push(`-${table.nameOf[facet as Facet]}--${value}`);
  }
}

export function formatProductList(value: ProductListSegments, language: Language): string[] {
  const table = facetTable(language);
  const out: string[] = [];
  if (value.expertise !== undefined) {
    if (typeof value.expertise !== 'string' || !isExpertise(value.expertise)) {
      throw new TypeError(
        `expertise '${String(value.expertise)}' must be a-z words joined by single dashes, at most ${MAX_VALUE_LENGTH} characters`,
      );
    }
    out.push(value.expertise);
  }
  writePage(value.page, out);
  writeFilters(value.filters, table, out);
  return out;
}

export function formatSearch(value: SearchSegments, language: Language): string[] {
  const table = facetTable(language);
  if (typeof value.term !== 'string') throw new TypeError('the search term must be a string');
  const term = value.term.normalize('NFC');
  if (!isAcceptableTerm(term)) {
    throw new TypeError(
      `search term must be 1 to ${MAX_SEARCH_TERM_LENGTH} characters, not blank, without control characters or lone surrogates (searchTextToTerm cleans header text)`,
    );
  }
  const out = [`${SEARCH_MARKER}${encodeURIComponent(term)}`];
  writePage(value.page, out);
  writeFilters(value.filters, table, out);
  return out;
}

export function formatPagination(value: { page?: number }): string[] {
  const out: string[] = [];
  writePage(value.page, out);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Helpers for callers.

/**
 * A non-negative number as a filter value, the point written as a dash: 2.5 -> '2-5', 10 -> '10'.
 * Negative, non-finite and exponent-notation numbers (>= 1e21 or < 1e-6) are a TypeError.
 */
export function decimalToSegment(value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`${String(value)} is not a finite, non-negative number`);
  }
  const text = String(value); // String(-0) is '0'
  if (text.includes('e'))
    throw new TypeError(`${text} cannot be written without an exponent; filter numbers lie in [1e-6, 1e21)`);
  return text.replace('.', '-');
}

/**
 * The number a decimal filter value writes: '2-5' -> 2.5, '10' -> 10. Only the canonical writing
 * (what decimalToSegment gives) is read: '2-50', '02' and 'a-b' are null.
 */
export function segmentToDecimal(segment: string): number | null {
  if (typeof segment !== 'string' || segment.length > MAX_DECIMAL_LENGTH || !DECIMAL_SEGMENT.test(segment)) return null;
  const value = Number(segment.replace('-', '.'));
  return Number.isFinite(value) && String(value).replace('.', '-') === segment ? value : null;
}
