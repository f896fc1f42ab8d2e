// The shop's starting data (catalog/seed/shop.ts, issue 20) fits the catalogue it goes with: every
// country has relay points of both relay carriers with schedules, the codes to try each outcome,
// CSM codes whose free product the country sells, and stock levels of products it sells.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadSeed } from '../../catalog/seed/index.ts';
import { SHOP_SEED } from '../../catalog/seed/shop.ts';
import { COUNTRIES } from '../../config/countries.ts';
import { normalizeCode } from '../../shared/shop/codes.ts';

describe('the shop seed', () => {
  it('gives every country relay points of both relay carriers, each with opening hours', () => {
    for (const country of COUNTRIES)
      for (const carrier of ['chrono_relais', 'colissimo_relais'] as const) {
        const points = SHOP_SEED.relayPoints.filter((point) => point.country === country && point.carrier === carrier);
        assert.ok(points.length > 0, `${country} ${carrier}`);
        for (const point of points) assert.ok(point.schedules.length > 0, point.name);
      }
    assert.equal(new Set(SHOP_SEED.relayPoints.map((point) => point.id)).size, SHOP_SEED.relayPoints.length);
  });

  it('gives every country a code of each outcome and two CSM codes for a product it sells', async () => {
    const seed = await loadSeed();
    for (const country of COUNTRIES) {
      const codes = SHOP_SEED.codes.filter((code) => code.country === country);
      assert.equal(codes.filter((code) => code.kind === 'csm').length, 2, country);
      assert.ok(
        codes.some((code) => code.validTo !== undefined && code.validTo < '2024-01-01'),
        `${country}: an expired code`,
      );
      assert.ok(
        codes.some((code) => code.maxUses === 0),
        `${country}: a used-up code`,
      );
      assert.ok(
        codes.some((code) => code.loginRequired),
        `${country}: a code for customers`,
      );
      assert.ok(
        codes.some((code) => code.minimumEur !== undefined),
        `${country}: a code with a condition`,
      );
      for (const code of codes) {
        assert.equal(normalizeCode(code.code), code.code, 'codes are stored as people type them, normalized');
        if (code.freeProductId === undefined) continue;
        const product = seed.products.find((each) => each.id === code.freeProductId);
        assert.ok(
          product?.countries.includes(country) && !product.outOfStock,
          `${code.code}: its free product is sold`,
        );
      }
    }
  });

  it('lists stock only for products the country sells', async () => {
    const seed = await loadSeed();
    for (const level of SHOP_SEED.stock.levels)
      assert.ok(seed.products.find((product) => product.id === level.productId)?.countries.includes(level.country));
  });
});
