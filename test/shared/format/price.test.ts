// Prices as SPEC §9 writes them: comma decimal, two decimals only when fractional, the symbol after.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { formatPrice } from '../../../shared/format/price.ts';

// The space before the symbol does not break, so an amount never wraps away from its currency.
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('writes cents with a comma and two decimals', () => {
    assert.equal(formatPrice(12.9, '€'), `12,90${NBSP}€`);
    assert.equal(formatPrice(0.5, '€'), `0,50${NBSP}€`);
    assert.equal(formatPrice(9.99, 'CHF'), `9,99${NBSP}CHF`);
  });

  it('writes a whole amount without decimals', () => {
    assert.equal(formatPrice(15, '€'), `15${NBSP}€`);
    assert.equal(formatPrice(0, '€'), `0${NBSP}€`);
  });

  it('rounds to the nearest cent, floating-point noise included', () => {
    assert.equal(formatPrice(19.999, '€'), `20${NBSP}€`);
    assert.equal(formatPrice(19.994, '€'), `19,99${NBSP}€`);
    assert.equal(formatPrice(0.1 + 0.2, '€'), `0,30${NBSP}€`);
  });

  it('writes the amount alone without a symbol', () => {
    assert.equal(formatPrice(12.9), '12,90');
    assert.equal(formatPrice(15), '15');
    assert.equal(formatPrice(15, ''), '15');
  });
});
