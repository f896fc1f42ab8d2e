import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { appendQuery, jsonParam, repeatedParam, slugBatches } from '../../../shared/api/query.ts';

function query(params: Parameters<typeof appendQuery>[1], reserved?: ReadonlySet<string>): string {
  const search = new URLSearchParams();
  appendQuery(search, params, reserved);
  return decodeURIComponent(search.toString());
}

describe('query strings of the content API', () => {
  it('join arrays with commas', () => {
    assert.equal(query({ categories: ['a', 'b', 3] }), 'categories=a,b,3');
  });

  it('write structured values as JSON', () => {
    assert.equal(
      query({ price: jsonParam({ min: 5, max: 20 }), needs: jsonParam(['sonno']) }),
      'price={"min":5,"max":20}&needs=["sonno"]',
    );
  });

  it('repeat a key only when asked to', () => {
    assert.equal(query({ url: repeatedParam(['/a', '/b']) }), 'url=/a&url=/b');
  });

  it('write booleans as 1 and 0', () => {
    assert.equal(query({ published: true, no_free: false }), 'published=1&no_free=0');
  });

  it('leave out undefined, null, empty arrays and undefined JSON values', () => {
    assert.equal(query({ a: undefined, b: null, c: [], d: jsonParam(undefined), e: '' }), 'e=');
  });

  it('skip reserved keys', () => {
    assert.equal(query({ shop_id: 9, lang: 'it', text: 'x' }, new Set(['shop_id', 'lang'])), 'text=x');
  });

  it('batch slugs five at a time without duplicates', () => {
    assert.deepEqual(slugBatches(['a', 'b', 'a', '', 'c', 'd', 'e', 'f']), [['a', 'b', 'c', 'd', 'e'], ['f']]);
    assert.deepEqual(slugBatches([]), []);
  });
});
