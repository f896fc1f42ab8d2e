import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Language } from '../../config/locales.ts';
import { FACET_ALIASES, FACET_NAMES, FACETS } from '../../routes/facet-names.ts';
import {
  decimalToSegment,
  type Filter,
  formatPagination,
  formatProductList,
  formatSearch,
  MAX_FILTERS,
  parsePagination,
  parseProductList,
  parseSearch,
  type ProductListSegments,
  type SearchSegments,
  segmentToDecimal,
} from '../../routes/segments.ts';
import { MAX_FILTER_SEGMENTS } from '../../shared/constants.ts';
import { searchTextToTerm } from '../../shared/search-text.ts';
import { seededRandom } from '../helpers/random.ts';

const LANGUAGES: readonly Language[] = ['fr', 'nl', 'de', 'es', 'it'];

/** Ten filters covering every facet, the brand facet three times. */
const TEN_FILTERS: Filter[] = [
  { facet: 'flavour', value: 'citron' },
  { facet: 'dinerType', value: 'petit-dejeuner' },
  { facet: 'galenicFormat', value: 'gelule' },
  { facet: 'brand', value: 'lactibiane' },
  { facet: 'need', value: 'immunite' },
  { facet: 'activeIngredient', value: 'vitamine-d3' },
  { facet: 'display', value: '24' },
  { facet: 'products', value: '2-5' },
  { facet: 'brand', value: 'ergyphilus' },
  { facet: 'brand', value: 'azinc' },
];

function roundTripsList(value: ProductListSegments, language: Language): string[] {
  const segments = formatProductList(value, language);
  assert.deepEqual(parseProductList(segments, language), value, `${language}: ${segments.join('/')}`);
  assert.deepEqual(formatProductList(parseProductList(segments, language)!, language), segments);
  return segments;
}

function roundTripsSearch(value: SearchSegments, language: Language): string[] {
  const segments = formatSearch(value, language);
  assert.deepEqual(parseSearch(segments, language), value, `${language}: ${segments.join('/')}`);
  assert.deepEqual(formatSearch(parseSearch(segments, language)!, language), segments);
  return segments;
}

describe('facet names', () => {
  it('name every facet in every language, once, in kebab-case, never as the p or r markers', () => {
    for (const language of LANGUAGES) {
      const names = [...FACETS.map((facet) => FACET_NAMES[language][facet]), ...Object.keys(FACET_ALIASES[language])];
      assert.equal(new Set(names).size, names.length, language);
      for (const name of names) {
        assert.match(name, /^[a-z]+(-[a-z]+)*$/);
        assert.ok(name !== 'p' && name !== 'r', name);
      }
    }
  });

  it('allow as many filters as SPEC §9 says', () => {
    assert.equal(MAX_FILTERS, MAX_FILTER_SEGMENTS);
  });
});

describe('products list segments', () => {
  it('write no segment for the bare list and read none back', () => {
    for (const language of LANGUAGES) {
      assert.deepEqual(roundTripsList({ filters: [] }, language), []);
    }
  });

  it('round-trip an expertise, a page and one filter in every language', () => {
    const expected: Record<Language, string> = {
      fr: 'microbiote/-p--3/-marque--lactibiane',
      nl: 'microbiote/-p--3/-merk--lactibiane',
      de: 'microbiote/-p--3/-marke--lactibiane',
      es: 'microbiote/-p--3/-marca--lactibiane',
      it: 'microbiote/-p--3/-marca--lactibiane',
    };
    for (const language of LANGUAGES) {
      const value = { expertise: 'microbiote', page: 3, filters: [{ facet: 'brand', value: 'lactibiane' }] } as const;
      assert.equal(roundTripsList({ ...value, filters: [...value.filters] }, language).join('/'), expected[language]);
    }
  });

  it('round-trip ten filters of every facet in every language, keeping their order', () => {
    for (const language of LANGUAGES) {
      const segments = roundTripsList({ filters: TEN_FILTERS }, language);
      assert.equal(segments.length, 10);
      assert.deepEqual(
        roundTripsList({ expertise: 'sommeil-et-stress', page: 100000, filters: TEN_FILTERS }, language).length,
        12,
      );
    }
    assert.deepEqual(formatProductList({ filters: TEN_FILTERS }, 'fr'), [
      '-gout--citron',
      '-type-de-repas--petit-dejeuner',
      '-forme-galenique--gelule',
      '-marque--lactibiane',
      '-besoin--immunite',
      '-principe-actif--vitamine-d3',
      '-affichage--24',
      '-produits--2-5',
      '-marque--ergyphilus',
      '-marque--azinc',
    ]);
  });

  it('read every facet name of the language and no other language', () => {
    for (const language of LANGUAGES) {
      for (const facet of FACETS) {
        const name = FACET_NAMES[language][facet];
        assert.deepEqual(parseProductList([`-${name}--x1`], language), { filters: [{ facet, value: 'x1' }] });
      }
    }
    assert.equal(parseProductList(['-smaak--citron'], 'fr'), null);
    assert.equal(parseProductList(['-gout--citron'], 'nl'), null);
  });

  it('read an expertise alone and with filters, but only as the first segment', () => {
    assert.deepEqual(parseProductList(['sante-digestive'], 'fr'), { expertise: 'sante-digestive', filters: [] });
    assert.deepEqual(parseProductList(['os', '-besoin--energie'], 'fr'), {
      expertise: 'os',
      filters: [{ facet: 'need', value: 'energie' }],
    });
    for (const bad of ['Sante', 'sante-', 'sante--digestive', 'sante2', 'santé', 'a_b', 'a.b', '%61']) {
      assert.equal(parseProductList([bad], 'fr'), null, bad);
    }
    assert.equal(parseProductList(['a'.repeat(101)], 'fr'), null);
    assert.deepEqual(parseProductList(['a'.repeat(100)], 'fr'), { expertise: 'a'.repeat(100), filters: [] });
  });

  it('let a facet repeat with different values but refuse the same filter twice', () => {
    assert.deepEqual(parseProductList(['-marque--b', '-marque--a'], 'fr')?.filters, [
      { facet: 'brand', value: 'b' },
      { facet: 'brand', value: 'a' },
    ]);
    assert.equal(parseProductList(['-marque--a', '-marque--a'], 'fr'), null);
    assert.equal(parseProductList(['-marca--a', '-marque--a'], 'es'), null, 'an alias of the same filter');
    assert.throws(
      () =>
        formatProductList(
          {
            filters: [
              { facet: 'brand', value: 'a' },
              { facet: 'brand', value: 'a' },
            ],
          },
          'fr',
        ),
      TypeError,
    );
  });

  it('read decimal values written with a dash', () => {
    const filters = [{ facet: 'display' as const, value: decimalToSegment(2.5) }];
    assert.deepEqual(roundTripsList({ filters }, 'de'), ['-anzeige--2-5']);
    assert.equal(segmentToDecimal(parseProductList(['-anzeige--2-5'], 'de')!.filters[0]!.value), 2.5);
  });
});

describe('the brand aliases', () => {
  it('read marque in Spanish and brand-filter in German and Italian as the brand facet', () => {
    const brand = [{ facet: 'brand', value: 'lactibiane' }];
    assert.deepEqual(parseProductList(['-marque--lactibiane'], 'es'), { filters: brand });
    assert.deepEqual(parseProductList(['-brand-filter--lactibiane'], 'de'), { filters: brand });
    assert.deepEqual(parseProductList(['-brand-filter--lactibiane'], 'it'), { filters: brand });
    assert.deepEqual(parseSearch(['-r--zinc', '-brand-filter--lactibiane'], 'it'), { term: 'zinc', filters: brand });
  });

  it('are read only: formatting writes the main name, the canonical URL', () => {
    assert.deepEqual(formatProductList(parseProductList(['-marque--lactibiane'], 'es')!, 'es'), ['-marca--lactibiane']);
    assert.deepEqual(formatProductList(parseProductList(['-brand-filter--x'], 'de')!, 'de'), ['-marke--x']);
    assert.deepEqual(formatProductList(parseProductList(['-brand-filter--x'], 'it')!, 'it'), ['-marca--x']);
  });

  it('belong to their languages only', () => {
    assert.equal(parseProductList(['-brand-filter--x'], 'fr'), null);
    assert.equal(parseProductList(['-brand-filter--x'], 'es'), null);
    assert.equal(parseProductList(['-marque--x'], 'it'), null);
    assert.equal(parseProductList(['-marque--x'], 'de'), null);
  });
});

describe('pages', () => {
  it('write page 1 as no segment and refuse -p--1, so each page has one URL', () => {
    assert.deepEqual(formatProductList({ page: 1, filters: [] }, 'fr'), []);
    assert.deepEqual(formatSearch({ term: 'zinc', page: 1, filters: [] }, 'fr'), ['-r--zinc']);
    assert.deepEqual(formatPagination({ page: 1 }), []);
    assert.equal(parseProductList(['-p--1'], 'fr'), null);
    assert.equal(parseSearch(['-r--zinc', '-p--1'], 'fr'), null);
    assert.equal(parsePagination(['-p--1']), null);
  });

  it('round-trip pages 2 to 100000', () => {
    for (const page of [2, 9, 10, 99999, 100000]) {
      assert.deepEqual(formatPagination({ page }), [`-p--${page}`]);
      assert.deepEqual(parsePagination([`-p--${page}`]), { page });
      roundTripsList({ page, filters: [] }, 'nl');
      roundTripsSearch({ term: 'zinc', page, filters: [] }, 'it');
    }
  });

  it('read no pagination as no page', () => {
    assert.deepEqual(parsePagination([]), {});
    assert.deepEqual(formatPagination({}), []);
    assert.deepEqual(formatPagination({ page: undefined }), []);
  });

  it('refuse malformed page segments', () => {
    for (const bad of [
      '-p--0',
      '-p--01',
      '-p--x',
      '-p--',
      '-p---1',
      '-p--1e3',
      '-p--2.0',
      '-p--100001',
      '-p--1000000',
      '-P--2',
      '-p-2',
      'p--2',
    ]) {
      assert.equal(parsePagination([bad]), null, bad);
      assert.equal(parseProductList([bad], 'fr'), null, bad);
      assert.equal(parseSearch(['-r--zinc', bad], 'fr'), null, bad);
    }
  });

  it('refuse a second page segment and anything after the advice page', () => {
    assert.equal(parsePagination(['-p--2', '-p--3']), null);
    assert.equal(parsePagination(['-p--2', '-gout--x']), null);
    assert.equal(parsePagination(['theme']), null);
    assert.equal(parseProductList(['-p--2', '-p--3'], 'fr'), null);
    assert.equal(parseSearch(['-r--zinc', '-p--2', '-p--2'], 'fr'), null);
  });
});

describe('search segments', () => {
  it('round-trip terms with spaces, accents, percent signs and slashes', () => {
    const expected: Record<string, string> = {
      'vitamine c': '-r--vitamine%20c',
      'crème brûlée': '-r--cr%C3%A8me%20br%C3%BBl%C3%A9e',
      Süßstoff: '-r--S%C3%BC%C3%9Fstoff',
      señal: '-r--se%C3%B1al',
      'à la carte': '-r--%C3%A0%20la%20carte',
      '100%': '-r--100%25',
      'a/b': '-r--a%2Fb',
      '%2F': '-r--%252F',
      "l'huile": "-r--l'huile",
      'l’huile': '-r--l%E2%80%99huile',
      ' leading and trailing ': '-r--%20leading%20and%20trailing%20',
      '😀 Ω': '-r--%F0%9F%98%80%20%CE%A9',
    };
    for (const [term, segment] of Object.entries(expected)) {
      for (const language of LANGUAGES) {
        assert.deepEqual(roundTripsSearch({ term, filters: [] }, language), [segment]);
      }
    }
  });

  it('round-trip a term with a page and 0, 1 and 10 filters in every language', () => {
    for (const language of LANGUAGES) {
      roundTripsSearch({ term: 'oméga 3', filters: [] }, language);
      roundTripsSearch({ term: 'oméga 3', page: 4, filters: [{ facet: 'need', value: 'coeur' }] }, language);
      assert.equal(roundTripsSearch({ term: 'oméga 3', page: 4, filters: TEN_FILTERS }, language).length, 12);
    }
    assert.deepEqual(formatSearch({ term: 'zinc', page: 2, filters: [{ facet: 'flavour', value: 'menthe' }] }, 'es'), [
      '-r--zinc',
      '-p--2',
      '-sabor--menthe',
    ]);
  });

  it('write and read terms in NFC: decomposed input comes back composed', () => {
    const decomposed = 'cafe\u0301';
    assert.deepEqual(formatSearch({ term: decomposed, filters: [] }, 'fr'), ['-r--caf%C3%A9']);
    assert.equal(parseSearch(formatSearch({ term: decomposed, filters: [] }, 'fr'), 'fr')?.term, 'caf\u00e9');
    assert.equal(parseSearch(['-r--cafe%CC%81'], 'fr')?.term, 'caf\u00e9');
  });

  it('read other spellings of a term and format them to the one canonical spelling', () => {
    const spellings: [string, string][] = [
      ['-r--cafe%CC%81', '-r--caf%C3%A9'],
      ['-r--caf%c3%a9', '-r--caf%C3%A9'],
      ['-r--café', '-r--caf%C3%A9'],
      ['-r--a:b', '-r--a%3Ab'],
      ['-r--%7A%69%6E%63', '-r--zinc'],
      ['-r--a+b', '-r--a%2Bb'],
    ];
    for (const [raw, canonical] of spellings) {
      const parsed = parseSearch([raw], 'fr');
      assert.ok(parsed, raw);
      assert.deepEqual(formatSearch(parsed, 'fr'), [canonical], raw);
      assert.deepEqual(parseSearch([canonical], 'fr'), parsed);
    }
  });

  it('refuse malformed percent-encoding without throwing', () => {
    for (const raw of ['%E0%A4%A', '%', '%%', 'a%2', '%zz', '%C3', '%C3%28', '%ED%A0%80', '%FF', '%F0%9F%98']) {
      assert.equal(parseSearch([`-r--${raw}`], 'fr'), null, raw);
    }
  });

  it('refuse blank, over-long and control-character terms', () => {
    for (const raw of ['', '%20', '%20%09%20', '%E2%80%83', 'a%00', 'a%0A', 'a%7F', 'a%C2%85', '\uD800']) {
      assert.equal(parseSearch([`-r--${raw}`], 'fr'), null, JSON.stringify(raw));
    }
    assert.deepEqual(parseSearch([`-r--${'a'.repeat(200)}`], 'fr'), { term: 'a'.repeat(200), filters: [] });
    assert.equal(parseSearch([`-r--${'a'.repeat(201)}`], 'fr'), null);
    const emoji200 = '😀'.repeat(200);
    assert.equal(
      parseSearch(formatSearch({ term: emoji200, filters: [] }, 'fr'), 'fr')?.term,
      emoji200,
      'counted in code points',
    );
    assert.equal(parseSearch([`-r--${encodeURIComponent(`${emoji200}a`)}`], 'fr'), null);
  });

  it('need the term first and only once', () => {
    assert.equal(parseSearch([], 'fr'), null);
    assert.equal(parseSearch(['-p--2', '-r--zinc'], 'fr'), null);
    assert.equal(parseSearch(['-gout--citron', '-r--zinc'], 'fr'), null);
    assert.equal(parseSearch(['-r--zinc', '-r--fer'], 'fr'), null);
    assert.equal(parseSearch(['zinc'], 'fr'), null);
    assert.equal(parseSearch(['-r-zinc'], 'fr'), null);
  });

  it('is not a products list segment', () => {
    assert.equal(parseProductList(['-r--zinc'], 'fr'), null);
  });
});

describe('searchTextToTerm', () => {
  it('drops elisions and makes other apostrophes spaces, straight or typographic', () => {
    assert.equal(searchTextToTerm("l'huile d’onagre"), 'huile onagre');
    assert.equal(searchTextToTerm('dell’intestino'), 'intestino');
    assert.equal(searchTextToTerm("aujourd'hui"), 'aujourd hui');
  });

  it('collapses whitespace and control characters and trims', () => {
    assert.equal(searchTextToTerm('  vitamine \t\n  c\u00a0 \u0000 '), 'vitamine c');
    assert.equal(searchTextToTerm(" ' ’ "), '');
  });

  it('composes to NFC and cuts at 200 code points', () => {
    assert.equal(searchTextToTerm('cafe\u0301'), 'caf\u00e9');
    assert.equal(searchTextToTerm('😀'.repeat(250)), '😀'.repeat(200));
    assert.equal(searchTextToTerm(`${'a'.repeat(199)} b`), 'a'.repeat(199));
  });

  it('gives a term the formatter always accepts, unless it is empty', () => {
    for (const text of ["l'eau", '\uD800zinc', 'a\u0085b', '  x  ', 'ß'.repeat(300)]) {
      const term = searchTextToTerm(text);
      assert.notEqual(term, '');
      assert.equal(parseSearch(formatSearch({ term, filters: [] }, 'fr'), 'fr')?.term, term, JSON.stringify(text));
    }
  });
});

describe('decimal filter values', () => {
  it('write the point as a dash', () => {
    assert.equal(decimalToSegment(2.5), '2-5');
    assert.equal(decimalToSegment(10), '10');
    assert.equal(decimalToSegment(0), '0');
    assert.equal(decimalToSegment(-0), '0');
    assert.equal(decimalToSegment(0.125), '0-125');
  });

  it('read the canonical writing back', () => {
    assert.equal(segmentToDecimal('2-5'), 2.5);
    assert.equal(segmentToDecimal('10'), 10);
    assert.equal(segmentToDecimal('0'), 0);
    assert.equal(segmentToDecimal('0-000001'), 0.000001);
    for (const value of [0, 0.1, 0.000001, 1.5, 2.25, 99.99, 123456.789, 2 ** 53, 1e20]) {
      assert.equal(segmentToDecimal(decimalToSegment(value)), value, String(value));
    }
  });

  it('return null for anything else', () => {
    for (const bad of [
      'a-b',
      '',
      '-5',
      '2-',
      '2-50',
      '02',
      '2-5-1',
      '2.5',
      '1e3',
      '2 5',
      '0-0000001',
      '1'.repeat(22),
      '1'.repeat(40),
    ]) {
      assert.equal(segmentToDecimal(bad), null, bad);
    }
  });

  it('refuse negative, non-finite and exponent-sized numbers with a TypeError', () => {
    for (const bad of [-1, -0.5, NaN, Infinity, -Infinity, 1e21, 1e-7]) {
      assert.throws(() => decimalToSegment(bad), TypeError, String(bad));
    }
  });
});

describe('segments that are no match', () => {
  it('refuse more than 10 filters', () => {
    const eleven = [...TEN_FILTERS, { facet: 'need' as const, value: 'sommeil' }];
    const segments = [...formatProductList({ filters: TEN_FILTERS }, 'fr'), '-besoin--sommeil'];
    assert.equal(parseProductList(segments, 'fr'), null);
    assert.equal(parseSearch(['-r--zinc', ...segments], 'fr'), null);
    assert.throws(() => formatProductList({ filters: eleven }, 'fr'), TypeError);
    assert.throws(() => formatSearch({ term: 'zinc', filters: eleven }, 'fr'), TypeError);
  });

  it('refuse unknown facets, including the names of Object.prototype', () => {
    for (const bad of [
      '-__proto__--x',
      '-constructor--x',
      '-toString--x',
      '-hasOwnProperty--x',
      '-valueOf--x',
      '-flavour--x',
      '-brand--x',
      '-inconnu--x',
      '---x',
      '--x',
      '-gout',
      '-gout-x',
      '-r--x',
      '-q--2',
    ]) {
      assert.equal(parseProductList([bad], 'fr'), null, bad);
      assert.equal(parseSearch(['-r--zinc', bad], 'fr'), null, bad);
    }
  });

  it('refuse malformed filter values', () => {
    for (const bad of [
      '-gout--',
      '-gout--Citron',
      '-gout---citron',
      '-gout--citron-',
      '-gout--a--b',
      '-gout--a_b',
      '-gout--a.b',
      '-gout--%61',
      '-gout--café',
      `-gout--${'a'.repeat(101)}`,
    ]) {
      assert.equal(parseProductList([bad], 'fr'), null, bad);
    }
  });

  it('refuse segments out of order', () => {
    assert.equal(parseProductList(['-gout--citron', '-p--2'], 'fr'), null);
    assert.equal(parseProductList(['-p--2', 'microbiote'], 'fr'), null);
    assert.equal(parseProductList(['-gout--citron', 'microbiote'], 'fr'), null);
    assert.equal(parseProductList(['microbiote', 'immunite'], 'fr'), null);
    assert.equal(parseSearch(['-r--zinc', '-gout--citron', '-p--2'], 'fr'), null);
  });

  it('refuse empty segments', () => {
    assert.equal(parseProductList([''], 'fr'), null);
    assert.equal(parseProductList(['microbiote', ''], 'fr'), null);
    assert.equal(parseProductList(['-gout--citron', ''], 'fr'), null);
    assert.equal(parseSearch(['-r--zinc', ''], 'fr'), null);
    assert.equal(parseSearch([''], 'fr'), null);
    assert.equal(parsePagination(['']), null);
  });

  it('refuse an unknown language and values that are not segment lists', () => {
    assert.equal(parseProductList([], 'en' as Language), null);
    assert.equal(parseSearch(['-r--zinc'], 'en' as Language), null);
    assert.equal(parseProductList([42] as unknown as string[], 'fr'), null);
    assert.equal(parseProductList('microbiote' as unknown as string[], 'fr'), null);
    assert.equal(parsePagination(null as unknown as string[]), null);
    // eslint-disable-next-line no-sparse-arrays
    assert.equal(parseSearch(['-r--zinc', , '-gout--x'] as unknown as string[], 'fr'), null);
  });

  // A pattern that backtracks on long input would take minutes here: the test's own timeout turns
  // that into a failure without timing a machine that may be busy (CI runs files side by side).
  it('answer a 10 kB segment or a huge segment list with null, without backtracking', { timeout: 10_000 }, () => {
    const huge = [
      'a'.repeat(10_240),
      `-gout--${'a'.repeat(10_240)}`,
      `-gout--${'a-'.repeat(5_120)}!`,
      `-r--${'%C3%A9'.repeat(2_048)}`,
      `-r--${'a'.repeat(10_240)}`,
      `-p--${'9'.repeat(10_240)}`,
      `-${'a-'.repeat(5_120)}-x`,
      `${'a-'.repeat(5_120)}`,
      '%'.repeat(10_240),
    ];
    const many = Array.from({ length: 100_000 }, () => '-gout--citron');
    for (const segment of huge) {
      for (const language of LANGUAGES) {
        assert.equal(parseProductList([segment], language), null);
        assert.equal(parseSearch([segment], language), null);
        assert.equal(parseSearch(['-r--zinc', segment], language), null);
      }
      assert.equal(parsePagination([segment]), null);
    }
    assert.equal(parseProductList(many, 'fr'), null);
    assert.equal(parseSearch(['-r--zinc', ...many], 'fr'), null);
  });
});

describe('formatters', () => {
  it('throw a TypeError for values no URL could carry', () => {
    const bad: [string, () => unknown][] = [
      ['unknown facet', () => formatProductList({ filters: [{ facet: 'colour' as 'brand', value: 'x' }] }, 'fr')],
      ['__proto__ facet', () => formatProductList({ filters: [{ facet: '__proto__' as 'brand', value: 'x' }] }, 'fr')],
      ['uppercase value', () => formatProductList({ filters: [{ facet: 'brand', value: 'X' }] }, 'fr')],
      ['empty value', () => formatProductList({ filters: [{ facet: 'brand', value: '' }] }, 'fr')],
      ['double dash value', () => formatProductList({ filters: [{ facet: 'brand', value: 'a--b' }] }, 'fr')],
      ['page 0', () => formatProductList({ page: 0, filters: [] }, 'fr')],
      ['page 2.5', () => formatPagination({ page: 2.5 })],
      ['page over the limit', () => formatPagination({ page: 100_001 })],
      ['bad expertise', () => formatProductList({ expertise: '-sante', filters: [] }, 'fr')],
      ['unknown language', () => formatProductList({ filters: [] }, 'en' as Language)],
      ['blank term', () => formatSearch({ term: '  ', filters: [] }, 'fr')],
      ['over-long term', () => formatSearch({ term: 'a'.repeat(201), filters: [] }, 'fr')],
      ['control character', () => formatSearch({ term: 'a\nb', filters: [] }, 'fr')],
      ['lone surrogate', () => formatSearch({ term: 'a\uD800', filters: [] }, 'fr')],
    ];
    for (const [name, format] of bad) assert.throws(format, TypeError, name);
  });
});

// ---------------------------------------------------------------------------------------------
// Property test: random paths never make a parser throw, and whatever parses formats back.

const random = seededRandom;

const ALPHABET = [
  ...'-abcdefghijklmnopqrstuvwxyz0123456789%/_.',
  'é',
  'ß',
  'ñ',
  'à',
  '\u0301',
  '’',
  '😀',
  '\uD800',
  'Ω',
  ' ',
];
const TOKENS = [
  '-p--',
  '-r--',
  '--',
  '/',
  '/-',
  '%20',
  '%2F',
  '%25',
  '%C3%A9',
  '%c3%a9',
  'e%CC%81',
  '%E0%A4%A',
  '%F0%9F%98%80',
  ...LANGUAGES.flatMap((language) => [
    ...Object.values(FACET_NAMES[language]),
    ...Object.keys(FACET_ALIASES[language]),
  ]),
];

/** A term segment is canonical when it is what encodeURIComponent writes for its NFC text. */
function isCanonicalTerm(segment: string): boolean {
  try {
    const raw = segment.slice(4);
    return encodeURIComponent(decodeURIComponent(raw).normalize('NFC')) === raw;
  } catch {
    return false;
  }
}

function usesAlias(segments: readonly string[], language: Language): boolean {
  return Object.keys(FACET_ALIASES[language]).some((alias) =>
    segments.some((segment) => segment.startsWith(`-${alias}--`)),
  );
}

/** Up to `length` characters and tokens of the alphabet: mostly junk, sometimes a match. */
function soup(next: () => number, length: number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  let path = next() < 0.5 ? pick(['-r--', '-p--', '-', '']) : '';
  const count = Math.floor(next() * length);
  for (let i = 0; i < count; i++) path += next() < 0.75 ? pick(ALPHABET) : pick(TOKENS);
  return path;
}

/** Segments shaped like the grammar's (term, expertise, page, filters), in any order, some mutated. */
function structured(next: () => number, language: Language): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const names = [...Object.values(FACET_NAMES[language]), ...Object.keys(FACET_ALIASES[language])];
  const word = (alphabet: string) =>
    Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick([...alphabet])).join('');
  const segments: string[] = [];
  const count = Math.floor(next() * 13);
  for (let i = 0; i < count; i++) {
    const roll = next();
    const shape = i === 0 ? Math.floor(roll * 4) : roll < 0.15 ? 1 : roll < 0.9 ? 2 : 3;
    let segment =
      shape === 0
        ? `-r--${next() < 0.5 ? soup(next, 8) : encodeURIComponent(word('az é%/’😀'))}`
        : shape === 1
          ? i === 0 && next() < 0.5
            ? word('abcz-')
            : `-p--${word('0123456789')}`
          : shape === 2
            ? `-${pick(names)}--${word('abc019-')}`
            : word('abcz');
    if (next() < 0.1) {
      const at = Math.floor(next() * (segment.length + 1));
      segment = segment.slice(0, at) + pick(ALPHABET) + segment.slice(at);
    }
    segments.push(segment);
  }
  return segments.join('/');
}

describe('random paths', () => {
  it('never make a parser throw, and whatever parses formats back to itself or its canonical spelling', () => {
    const next = random(0x5e9);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const counts = { list: 0, listCanonical: 0, search: 0, searchCanonical: 0, pagination: 0 };
    for (let n = 0; n < 10_000; n++) {
      const language = pick(LANGUAGES);
      const path = next() < 0.4 ? soup(next, 40) : structured(next, language);
      const segments = path.split('/');

      const list = parseProductList(segments, language);
      if (list) {
        counts.list++;
        const canonical = formatProductList(list, language);
        assert.deepEqual(parseProductList(canonical, language), list, path);
        if (!usesAlias(segments, language)) {
          counts.listCanonical++;
          assert.deepEqual(canonical, segments, path);
        }
      }

      const search = parseSearch(segments, language);
      if (search) {
        counts.search++;
        const canonical = formatSearch(search, language);
        assert.deepEqual(parseSearch(canonical, language), search, path);
        assert.deepEqual(formatSearch(parseSearch(canonical, language)!, language), canonical, path);
        if (!usesAlias(segments, language) && isCanonicalTerm(segments[0]!)) {
          counts.searchCanonical++;
          assert.deepEqual(canonical, segments, path);
        }
      }

      const pagination = parsePagination(segments);
      if (pagination) {
        counts.pagination++;
        assert.deepEqual(formatPagination(pagination), segments, path);
      }
    }
    // The generator must reach the interesting cases, or the test proves little.
    assert.ok(counts.listCanonical > 500, JSON.stringify(counts));
    assert.ok(counts.searchCanonical > 150, JSON.stringify(counts));
    assert.ok(counts.list > counts.listCanonical && counts.search > counts.searchCanonical, JSON.stringify(counts));
    assert.ok(counts.pagination > 10, JSON.stringify(counts));
  });
});
