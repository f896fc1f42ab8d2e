import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { FormBodyError, MAX_FORM_FIELDS, parseFormFields } from '../../../server/middleware/form-body.ts';

const refusal = (text: string): FormBodyError => {
  try {
    parseFormFields(text);
  } catch (error) {
    assert.ok(error instanceof FormBodyError);
    return error;
  }
  assert.fail(`${text} was accepted`);
};

describe('the fields of a form body', () => {
  it('are read once each into a record without a prototype', () => {
    const fields = parseFormFields('firstname=Anne&message=caf%C3%A9+au+lait&empty=');
    assert.deepEqual({ ...fields }, { firstname: 'Anne', message: 'café au lait', empty: '' });
    assert.equal(Object.getPrototypeOf(fields), null);
  });

  it('refuse a field sent twice as malformed, keeping what was read', () => {
    const error = refusal('email=a%40example.be&firstname=Anne&email=b%40example.be');
    assert.equal(error.reason, 'malformed');
    assert.equal(error.message, 'field email sent twice');
    assert.deepEqual({ ...error.fields }, { email: 'a@example.be', firstname: 'Anne' });
  });

  it("refuse a field named after an object's prototype, and never set it", () => {
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const error = refusal(`firstname=Anne&${name}=polluted`);
      assert.equal(error.reason, 'malformed', name);
      assert.equal(error.message, `field named ${name}`);
      assert.equal(Object.hasOwn(error.fields, name), false, name);
      assert.deepEqual({ ...error.fields }, { firstname: 'Anne' });
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it(`refuse more than ${MAX_FORM_FIELDS} fields`, () => {
    const many = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, index) => `f${index}=x`).join('&');
    assert.equal(refusal(many).message, `more than ${MAX_FORM_FIELDS} fields`);
    assert.equal(Object.keys(parseFormFields(many.slice(0, many.lastIndexOf('&')))).length, MAX_FORM_FIELDS);
  });
});
