import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { acceptedEncodings, acceptedLanguageRanges, namesMediaType } from '../../../server/http/content-negotiation.ts';

describe('content negotiation', () => {
  describe('Accept-Encoding', () => {
    it('keeps the available codings the client takes, its favourite first', () => {
      assert.deepEqual(acceptedEncodings('gzip;q=0.1, br;q=0.9', ['br', 'gzip']), ['br', 'gzip']);
      assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd', ['br', 'gzip']), ['gzip', 'br']);
      assert.deepEqual(acceptedEncodings('BR, GZIP', ['br', 'gzip']), ['br', 'gzip']);
    });

    it('drops codings refused with q=0 or an unreadable weight, and lets * stand for the rest', () => {
      assert.deepEqual(acceptedEncodings('br; q=0, gzip;q=0.5', ['br', 'gzip']), ['gzip']);
      assert.deepEqual(acceptedEncodings('br;q=nonsense, gzip', ['br', 'gzip']), ['gzip']);
      assert.deepEqual(acceptedEncodings('*, br;q=0', ['br', 'gzip']), ['gzip']);
      assert.deepEqual(acceptedEncodings('*;q=0', ['br', 'gzip']), []);
    });

    it('takes none without a header', () => {
      assert.deepEqual(acceptedEncodings(undefined, ['br', 'gzip']), []);
      assert.deepEqual(acceptedEncodings('', ['br', 'gzip']), []);
      assert.deepEqual(acceptedEncodings('identity', ['br', 'gzip']), []);
    });
  });

  describe('Accept-Language', () => {
    it('lists the ranges by weight, ties in header order, as written', () => {
      assert.deepEqual(acceptedLanguageRanges('en;q=1, fr;q=0.5, nl-BE;q=0.8'), ['en', 'nl-BE', 'fr']);
      assert.deepEqual(acceptedLanguageRanges('de-DE,de;q=0.9'), ['de-DE', 'de']);
      assert.deepEqual(acceptedLanguageRanges(' fr , nl ;q=0.9'), ['fr', 'nl']);
      assert.deepEqual(acceptedLanguageRanges('fr; q=0.5, nl'), ['nl', 'fr']);
    });

    it('drops ranges refused with q=0, a negative or unreadable weight', () => {
      assert.deepEqual(acceptedLanguageRanges('nl;q=0, fr;q=-1, de;q=NaN, it'), ['it']);
    });

    it('reads only the first ranges of an oversized header, and none of a missing one', () => {
      assert.deepEqual(acceptedLanguageRanges(`${'en;q=0.9,'.repeat(40)}nl`), Array(32).fill('en'));
      assert.deepEqual(acceptedLanguageRanges(`${'x'.repeat(1022)}, nl`), ['x'.repeat(1022)]);
      assert.deepEqual(acceptedLanguageRanges(undefined), []);
      assert.deepEqual(acceptedLanguageRanges(''), []);
    });
  });

  describe('Accept (SPEC §7: WebP when the header names image/webp)', () => {
    it('is true when the header names the type with q > 0, in any case', () => {
      assert.equal(namesMediaType('image/avif,image/webp,image/apng,*/*;q=0.8', 'image/webp'), true);
      assert.equal(namesMediaType('IMAGE/WEBP;q=0.5', 'image/webp'), true);
    });

    it('is false for a wildcard alone, q=0, or no header', () => {
      assert.equal(namesMediaType('text/html,*/*;q=0.8', 'image/webp'), false);
      assert.equal(namesMediaType('image/*', 'image/webp'), false);
      assert.equal(namesMediaType('image/webp;q=0, image/png', 'image/webp'), false);
      assert.equal(namesMediaType(undefined, 'image/webp'), false);
      assert.equal(namesMediaType(null, 'image/webp'), false);
      assert.equal(namesMediaType('', 'image/webp'), false);
    });
  });
});
