import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { cspNonce } from '../../../server/middleware/security-headers.ts';

describe('CSP nonces', () => {
  it('are 16 random bytes in base64, never the same twice, across refills of the pool', () => {
    const nonces = Array.from({ length: 2_000 }, () => cspNonce());
    for (const nonce of nonces) {
      assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/);
      assert.equal(Buffer.from(nonce, 'base64').length, 16);
    }
    assert.equal(new Set(nonces).size, nonces.length);
  });
});
