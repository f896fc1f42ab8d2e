// The ops redirects file (REDIRECTS_FILE): text in, rules or every problem out, each naming its
// line. Pure: server/redirects-file.ts reads the file. Format: docs/decisions/006-redirects.md.
import { fromKey } from './engine.ts';
import { type RedirectRule, SLUG_TOKEN, STATIC_REDIRECT_CODE } from './rule.ts';
import { safeRedirectTarget } from './safe-target.ts';

export type RulesFormat = 'json' | 'csv';

export interface ParseRulesOptions {
  format: RulesFormat;
  /** Origins of the configured sites (SITE_URL_<COUNTRY>): the only hosts a `to` URL may name. */
  siteOrigins: readonly string[];
}

export type ParsedRules = { ok: true; rules: readonly RedirectRule[] } | { ok: false; errors: readonly string[] };

/** The format a file name says, or null: `.json` or `.csv`, any case. */
export function rulesFormatOf(fileName: string): RulesFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  return null;
}

interface Entry {
  /** `line 4` (CSV) or `index 2 (line 9)` (JSON): how errors name the entry. */
  where: string;
  from: unknown;
  to: unknown;
  code: unknown;
}

const CR_OR_LF = /[\r\n]/;
const OTHER_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const WHITE_SPACE_OR_BACKSLASH = /[\s\\]/;
const ABSOLUTE_HTTP = /^https?:\/\//i;
const JSON_FIELDS = new Set(['from', 'to', 'code']);

function textProblems(name: 'from' | 'to', value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return `'${name}' is missing`;
  if (CR_OR_LF.test(value)) return `'${name}' must not hold CR or LF`;
  if (OTHER_CONTROL.test(value)) return `'${name}' must not hold control characters`;
  if (WHITE_SPACE_OR_BACKSLASH.test(value)) return `'${name}' must not hold white space or a backslash`;
  return null;
}

function fromProblem(from: string): string | null {
  const slugs = from.split(SLUG_TOKEN).length - 1;
  if (slugs > 1) return `'from' holds ${SLUG_TOKEN} more than once`;
  const bare = from.replace(SLUG_TOKEN, 'x');
  if (bare.includes('{') || bare.includes('}'))
    return `'from' holds an unknown token: only ${SLUG_TOKEN} is allowed here`;
  if (bare.includes('?') || bare.includes('#'))
    return `'from' must not hold a query or a fragment: only the path is matched`;
  if (bare.startsWith('/')) return bare.startsWith('//') ? `'from' must start with a single '/'` : null;
  if (!ABSOLUTE_HTTP.test(bare)) return `'from' must be a path starting with '/' or an http(s) URL, got '${from}'`;
  try {
    const url = new URL(bare);
    if (url.username || url.password) return `'from' must not hold credentials`;
    const rest = bare.slice(url.origin.length);
    if (bare.slice(0, url.origin.length).toLowerCase() !== url.origin || !(rest === '' || rest.startsWith('/'))) {
      return `'from' must be written as scheme://host/path, got '${from}'`;
    }
    return null;
  } catch {
    return `'from' is not a valid URL: '${from}'`;
  }
}

function toProblem(to: string, from: string, siteOrigins: readonly string[]): string | null {
  if (to.includes(SLUG_TOKEN) && !from.includes(SLUG_TOKEN)) return `'to' holds ${SLUG_TOKEN} but 'from' does not`;
  if (to.split(SLUG_TOKEN).length > 2) return `'to' holds ${SLUG_TOKEN} more than once`;
  if (safeRedirectTarget(to.replace(SLUG_TOKEN, 'x'), { siteOrigins, requestUrl: '' }) === null) {
    return `'to' must be a site path (one leading '/') or an http(s) URL on a configured site, got '${to}'`;
  }
  if (fromKey(to) === fromKey(from)) return `'to' is the same as 'from': it would loop`;
  return null;
}

function codeProblem(code: unknown): string | null {
  if (code === undefined || code === null || code === '') return null;
  return code === STATIC_REDIRECT_CODE || code === String(STATIC_REDIRECT_CODE)
    ? null
    : `'code' must be ${STATIC_REDIRECT_CODE}, got '${String(code)}'`;
}

/** Checks every entry, then duplicates of `from`; all problems are reported, none is fatal alone. */
function validate(entries: readonly Entry[], siteOrigins: readonly string[]): ParsedRules {
  const errors: string[] = [];
  const rules: RedirectRule[] = [];
  const firstSeen = new Map<string, string>();
  for (const entry of entries) {
    const problems = [textProblems('from', entry.from), textProblems('to', entry.to), codeProblem(entry.code)].filter(
      (p) => p !== null,
    );
    if (problems.length === 0) {
      const from = entry.from as string;
      const to = entry.to as string;
      const problem = fromProblem(from) ?? toProblem(to, from, siteOrigins);
      if (problem) problems.push(problem);
      else {
        const key = fromKey(from);
        const first = firstSeen.get(key);
        if (first !== undefined) problems.push(`duplicate 'from' '${from}', first at ${first}`);
        else {
          firstSeen.set(key, entry.where);
          rules.push(Object.freeze({ from, to, code: STATIC_REDIRECT_CODE }));
        }
      }
    }
    for (const problem of problems) errors.push(`${entry.where}: ${problem}`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rules: Object.freeze(rules) };
}

// ---- JSON ------------------------------------------------------------------------------

/** 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}

/** The line each element of the top-level array starts on, found by one pass over the text. */
function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectValue = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectValue && char.trim() !== '' && char !== ']') {
      lines.push(line);
      expectValue = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth === 1) expectValue = true;
    } else if (char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 1) expectValue = true;
  }
  return lines;
}

const JSON_NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const JSON_ESCAPE = /^(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/;
const MAX_JSON_DEPTH = 64;

/**
 * Where JSON.parse gave up, found by a small recursive-descent pass (JSON.parse's own message
 * does not always say): the offset of the first character that breaks the grammar.
 */
export function jsonErrorOffset(text: string): number | null {
  let index = 0;
  const fail = (): never => {
    throw new JsonSyntax(index);
  };
  const skipSpace = () => {
    while (index < text.length && ' \t\n\r'.includes(text[index]!)) index += 1;
  };
  const string = () => {
    index += 1;
    for (;;) {
      if (index >= text.length) fail();
      const char = text[index]!;
      if (char === '"') {
        index += 1;
        return;
      }
      if (char === '\\') {
        const escape = JSON_ESCAPE.exec(text.slice(index + 1, index + 6));
        if (!escape) fail();
        index += 1 + escape![0].length;
        continue;
      }
      if (char.charCodeAt(0) < 0x20) fail();
      index += 1;
    }
  };
  const value = (depth: number): void => {
    if (depth > MAX_JSON_DEPTH) fail();
    skipSpace();
    const char = text[index];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      index += 1;
      skipSpace();
      if (text[index] === close) {
        index += 1;
        return;
      }
      for (;;) {
        if (close === '}') {
          skipSpace();
          if (text[index] !== '"') fail();
          string();
          skipSpace();
          if (text[index] !== ':') fail();
          index += 1;
        }
        value(depth + 1);
        skipSpace();
        if (text[index] === ',') index += 1;
        else if (text[index] === close) {
          index += 1;
          return;
        } else fail();
      }
    }
    if (char === '"') return string();
    JSON_NUMBER.lastIndex = index;
    if (JSON_NUMBER.test(text)) {
      index = JSON_NUMBER.lastIndex;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, index)) {
        index += word.length;
        return;
      }
    }
    fail();
  };
  try {
    value(0);
    skipSpace();
    if (index < text.length) fail();
    return null;
  } catch (error) {
    if (error instanceof JsonSyntax) return error.offset;
    throw error;
  }
}

class JsonSyntax {
  constructor(readonly offset: number) {}
}

function jsonSyntaxError(text: string): string {
  const offset = jsonErrorOffset(text);
  if (offset === null) return 'not valid JSON';
  const found = offset >= text.length ? 'the end of the file' : `'${text[offset]}'`;
  return `line ${lineAt(text, offset)}: not valid JSON: unexpected ${found}`;
}

function parseJson(text: string, siteOrigins: readonly string[]): ParsedRules {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, errors: [jsonSyntaxError(text)] };
  }
  if (!Array.isArray(data))
    return { ok: false, errors: ['line 1: the file must hold a JSON array of {"from", "to", "code"?} objects'] };
  const lines = arrayElementLines(text);
  const errors: string[] = [];
  const entries: Entry[] = [];
  data.forEach((item: unknown, index) => {
    const where = lines[index] === undefined ? `index ${index}` : `index ${index} (line ${lines[index]})`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push(`${where}: expected an object {"from", "to", "code"?}`);
      return;
    }
    const unknown = Object.keys(item).filter((key) => !JSON_FIELDS.has(key));
    if (unknown.length > 0) errors.push(`${where}: unknown field ${unknown.map((key) => `'${key}'`).join(', ')}`);
    const record = item as Record<string, unknown>;
    entries.push({ where, from: record.from, to: record.to, code: record.code });
  });
  const checked = validate(entries, siteOrigins);
  if (checked.ok && errors.length === 0) return checked;
  return { ok: false, errors: [...errors, ...(checked.ok ? [] : checked.errors)].sort(byLine) };
}

/** Orders messages by the line they name, messages without a line first. */
function byLine(a: string, b: string): number {
  const line = (text: string) => Number(/line (\d+)/.exec(text)?.[1] ?? 0);
  return line(a) - line(b);
}

// ---- CSV -------------------------------------------------------------------------------

/** The fields of one CSV line (RFC 4180 quoting, `""` inside quotes), or what is wrong with it. */
export function splitCsvLine(line: string): string[] | { error: string } {
  const fields: string[] = [];
  let index = 0;
  for (;;) {
    while (line[index] === ' ' || line[index] === '\t') index += 1;
    if (line[index] === '"') {
      let value = '';
      index += 1;
      for (;;) {
        if (index >= line.length) return { error: 'a quoted field is not closed (fields cannot span lines)' };
        const char = line[index]!;
        if (char === '"') {
          if (line[index + 1] === '"') {
            value += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        value += char;
        index += 1;
      }
      while (line[index] === ' ' || line[index] === '\t') index += 1;
      fields.push(value);
      if (index >= line.length) return fields;
      if (line[index] !== ',') return { error: `unexpected '${line[index]}' after a quoted field` };
      index += 1;
    } else {
      const comma = line.indexOf(',', index);
      const end = comma === -1 ? line.length : comma;
      const value = line.slice(index, end).trim();
      if (value.includes('"'))
        return { error: 'a quote inside an unquoted field: quote the whole field and double the quote' };
      fields.push(value);
      if (comma === -1) return fields;
      index = comma + 1;
    }
  }
}

function parseCsv(text: string, siteOrigins: readonly string[]): ParsedRules {
  const errors: string[] = [];
  const entries: Entry[] = [];
  let columns: string[] | null = null;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const number = index + 1;
    const raw = lines[index]!;
    // A CR ending the line is the line break; any other CR is a field's and is refused.
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const fields = splitCsvLine(line);
    if (!Array.isArray(fields)) {
      errors.push(`line ${number}: ${fields.error}`);
      if (columns === null) return { ok: false, errors };
      continue;
    }
    if (columns === null) {
      const header = fields.map((field) => field.toLowerCase());
      if (header.join(',') !== 'from,to' && header.join(',') !== 'from,to,code') {
        return {
          ok: false,
          errors: [`line ${number}: the first line must be the header 'from,to' or 'from,to,code', got '${line}'`],
        };
      }
      columns = header;
      continue;
    }
    if (fields.length < 2 || fields.length > columns.length) {
      errors.push(`line ${number}: expected ${columns.length} fields (${columns.join(',')}), got ${fields.length}`);
      continue;
    }
    entries.push({ where: `line ${number}`, from: fields[0], to: fields[1], code: fields[2] });
  }
  if (columns === null)
    return { ok: false, errors: [...errors, "line 1: the header 'from,to' or 'from,to,code' is missing"] };
  const checked = validate(entries, siteOrigins);
  if (checked.ok && errors.length === 0) return checked;
  return { ok: false, errors: [...errors, ...(checked.ok ? [] : checked.errors)].sort(byLine) };
}

/** Parses and checks the text of an ops redirects file; never throws. */
export function parseRules(text: string, { format, siteOrigins }: ParseRulesOptions): ParsedRules {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return format === 'json' ? parseJson(body, siteOrigins) : parseCsv(body, siteOrigins);
}
