import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { type ParsedRules, parseRules, rulesFormatOf, splitCsvLine } from '../../redirects/parse-rules.ts';

const siteOrigins = ['http://be.localhost:3000', 'http://it.localhost:3000'];
const fixture = (name: string) => readFileSync(new URL(`../fixtures/redirects/${name}`, import.meta.url), 'utf8');
const parse = (name: string): ParsedRules => parseRules(fixture(name), { format: rulesFormatOf(name)!, siteOrigins });
const errorsOf = (parsed: ParsedRules) => (parsed.ok ? assert.fail('expected errors') : parsed.errors);

const GOOD_RULES = [
  { from: '/promo-ete', to: '/fr/produits', code: 301 },
  { from: '/ancien/{slug}', to: '/fr/produit/{slug}', code: 301 },
  { from: 'https://promo.vitrine-old.example/', to: 'http://be.localhost:3000/fr', code: 301 },
  { from: '/catalogo', to: '/prodotti/probiotici', code: 301 },
];

describe('ops redirects file', () => {
  it('takes its format from the file name', () => {
    assert.equal(rulesFormatOf('/etc/vitrine/redirects.JSON'), 'json');
    assert.equal(rulesFormatOf('redirects.csv'), 'csv');
    assert.equal(rulesFormatOf('redirects.txt'), null);
  });

  describe('in JSON', () => {
    it('reads an array of {from, to, code?}', () => {
      assert.deepEqual(parse('good.json'), { ok: true, rules: GOOD_RULES });
    });

    it('names the index and the line of every bad rule', () => {
      assert.deepEqual(errorsOf(parse('bad.json')), [
        "index 1 (line 3): 'code' must be 301, got '302'",
        "index 2 (line 4): 'to' must not hold CR or LF",
        'index 3 (line 5): expected an object {"from", "to", "code"?}',
        "index 4 (line 6): duplicate 'from' '/ok', first at index 0 (line 2)",
        "index 5 (line 10): unknown field 'too'",
        "index 5 (line 10): 'to' is missing",
        "index 6 (line 11): 'from' must start with a single '/'",
      ]);
    });

    it('names the line of a syntax error', () => {
      assert.deepEqual(errorsOf(parse('syntax.json')), ["line 4: not valid JSON: unexpected ']'"]);
      assert.deepEqual(errorsOf(parseRules('[\n  {"from": "/a", "to": "/fr"\n', { format: 'json', siteOrigins })), [
        'line 3: not valid JSON: unexpected the end of the file',
      ]);
    });

    it('wants an array', () => {
      assert.match(errorsOf(parse('not-an-array.json'))[0]!, /^line 1: the file must hold a JSON array/);
    });

    it('accepts an empty array and a byte-order mark', () => {
      assert.deepEqual(parseRules('\uFEFF[]', { format: 'json', siteOrigins }), { ok: true, rules: [] });
    });
  });

  describe('in CSV', () => {
    it('reads a header, comments, blank lines, quoted fields and an optional code', () => {
      assert.deepEqual(parse('good.csv'), { ok: true, rules: GOOD_RULES });
    });

    it('takes CRLF line ends', () => {
      assert.deepEqual(parse('crlf.csv'), { ok: true, rules: [{ from: '/windows', to: '/fr', code: 301 }] });
    });

    it('names the line number of every bad line', () => {
      assert.deepEqual(errorsOf(parse('bad.csv')), [
        "line 4: 'from' must start with a single '/'",
        "line 5: 'to' must be a site path (one leading '/') or an http(s) URL on a configured site, got 'https://evil.example/'",
        'line 6: expected 2 fields (from,to), got 3',
        "line 7: duplicate 'from' '/ok/', first at line 3",
        'line 8: a quoted field is not closed (fields cannot span lines)',
        "line 9: 'to' must be a site path (one leading '/') or an http(s) URL on a configured site, got 'javascript:alert(1)'",
        "line 10: 'from' must not hold a query or a fragment: only the path is matched",
        "line 11: 'to' is the same as 'from': it would loop",
        "line 12: 'to' holds {slug} but 'from' does not",
      ]);
    });

    it('wants the header first', () => {
      assert.deepEqual(errorsOf(parse('bad-header.csv')), [
        "line 1: the first line must be the header 'from,to' or 'from,to,code', got 'source,target'",
      ]);
      assert.deepEqual(errorsOf(parseRules('# nothing\n', { format: 'csv', siteOrigins })), [
        "line 1: the header 'from,to' or 'from,to,code' is missing",
      ]);
    });

    it('refuses a CR inside a field and a code other than 301', () => {
      assert.deepEqual(errorsOf(parseRules('from,to,code\n"/a\r",/fr\n/b,/fr,302\n', { format: 'csv', siteOrigins })), [
        "line 2: 'from' must not hold CR or LF",
        "line 3: 'code' must be 301, got '302'",
      ]);
    });

    it('splits quoted fields with doubled quotes and commas', () => {
      assert.deepEqual(splitCsvLine('"a,b","say ""hi""", c '), ['a,b', 'say "hi"', 'c']);
      assert.deepEqual(splitCsvLine('a,'), ['a', '']);
      assert.deepEqual(splitCsvLine('"a"x,b'), { error: "unexpected 'x' after a quoted field" });
      assert.deepEqual(splitCsvLine('a"b,c'), {
        error: 'a quote inside an unquoted field: quote the whole field and double the quote',
      });
    });
  });

  it('refuses a to URL on a host that is not a configured site', () => {
    const parsed = parseRules('from,to\n/a,https://www.vitrine-es.example/x\n/b,http://it.localhost:3000/prodotti\n', {
      format: 'csv',
      siteOrigins,
    });
    assert.deepEqual(errorsOf(parsed), [
      "line 2: 'to' must be a site path (one leading '/') or an http(s) URL on a configured site, got 'https://www.vitrine-es.example/x'",
    ]);
  });
});
