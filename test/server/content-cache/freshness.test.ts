import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { FRESHNESS_BY_RESOURCE, freshnessOf } from '../../../server/content-cache/freshness.ts';

const BASE = 'http://catalog.internal/api/v1/';

describe('the freshness of content API answers', () => {
  it('keeps site-wide data longer than the catalogue, and suggestions briefly', () => {
    const menus = freshnessOf(`${BASE}menus?shop_id=1&lang=fr`, BASE)!;
    const product = freshnessOf(`${BASE}url/entity?shop_id=1&lang=fr&entity_type=product&slug=x`, BASE)!;
    const suggest = freshnessOf(`${BASE}search/suggest?shop_id=1&lang=fr&text=magn`, BASE)!;
    assert.ok(menus.freshMs > product.freshMs && product.freshMs > suggest.freshMs);
  });

  it('never caches the readiness check, the redirection endpoint, an unknown resource or another base', () => {
    for (const path of ['maintenance?shop_id=1&lang=fr', 'redirection?url=%2Fx', 'contact', 'favourites'])
      assert.equal(freshnessOf(`${BASE}${path}`, BASE), null, path);
    assert.equal(freshnessOf('http://elsewhere/api/v1/menus', BASE), null);
  });

  it('lets an answer stand in for a failing upstream longer than it is served stale', () => {
    for (const [resource, policy] of Object.entries(FRESHNESS_BY_RESOURCE))
      assert.ok(policy.errorMs >= policy.staleMs, resource);
  });
});
