// The per-key limit of CSP violation reports: a fixed window that starts afresh, and a bounded
// memory whatever the number of addresses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createRateLimiter } from '../../../server/net/fixed-window-limiter.ts';

describe('the fixed-window limiter', () => {
  it('allows `limit` hits per window and key, then says when the window starts afresh', () => {
    let now = 1_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    assert.equal(limiter.hit('a').allowed, true);
    now += 10_000;
    assert.equal(limiter.hit('a').allowed, true);
    const third = limiter.hit('a');
    assert.deepEqual(third, { allowed: false, resetInMs: 50_000 });
    assert.equal(limiter.hit('b').allowed, true, 'another address has its own count');
    now += 50_000;
    assert.equal(limiter.hit('a').allowed, true, 'a new window');
  });

  it('keeps at most maxKeys windows, dropping the oldest first', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => now, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      limiter.hit(key);
      now += 1;
    }
    limiter.hit('d');
    assert.equal(limiter.hit('a').allowed, true, "a's window was dropped to make room");
    assert.equal(limiter.hit('c').allowed, false, 'the newer windows are kept');
  });

  it('refuses a limit that is not a positive integer', () => {
    assert.throws(() => createRateLimiter({ limit: 0, windowMs: 1000 }), /limit must be a positive integer/);
  });
});
