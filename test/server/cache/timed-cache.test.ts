// The time-limited cache on a clock the test moves: no timers, no waiting.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createTimedCache } from '../../../server/cache/timed-cache.ts';

const TTL_MS = 1_000;

/** A cache of `compute` (by default, the key and the time) on a clock at `clock.at`, and the keys it computed, in order. */
function timedCache(compute: (key: string, at: number) => Promise<string> = async (key, at) => `${key}@${at}`) {
  const computed: string[] = [];
  const clock = { at: 10_000 };
  const backgroundErrors: string[] = [];
  const cache = createTimedCache<string, string>({
    onBackgroundError: (error, key) => backgroundErrors.push(`${key}: ${(error as Error).message}`),
    compute: (key) => {
      computed.push(key);
      return compute(key, clock.at);
    },
    ttlMs: TTL_MS,
    maxKeys: 5,
    now: () => clock.at,
  });
  return { cache, computed, clock, backgroundErrors };
}

/** Lets the promises already settled run their callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a time-limited cache', () => {
  it('serves the value it computed until ttlMs have passed, then computes it again', async () => {
    const { cache, computed, clock } = timedCache();
    assert.equal(await cache.get('be'), 'be@10000');
    clock.at += TTL_MS - 1;
    assert.equal(await cache.get('be'), 'be@10000', 'still fresh');
    clock.at += 2;
    assert.equal(await cache.get('be'), 'be@11001', 'expired: computed again');
    assert.deepEqual(computed, ['be', 'be']);
  });

  it('expires on a clock that starts at 0', async () => {
    const { cache, computed, clock } = timedCache();
    clock.at = 0;
    await cache.get('be');
    clock.at = TTL_MS + 1;
    assert.equal(await cache.get('be'), `be@${TTL_MS + 1}`);
    assert.deepEqual(computed, ['be', 'be']);
  });

  it('keeps each key apart', async () => {
    const { cache, computed, clock } = timedCache();
    assert.equal(await cache.get('be'), 'be@10000');
    clock.at += 10;
    assert.equal(await cache.get('it'), 'it@10010');
    assert.equal(await cache.get('be'), 'be@10000');
    assert.deepEqual(computed, ['be', 'it']);
  });

  it('lets concurrent callers of a key share one computation', async () => {
    const pending = Promise.withResolvers<string>();
    const { cache, computed } = timedCache(() => pending.promise);
    const first = cache.get('be');
    const second = cache.get('be');
    pending.resolve('the sitemap');
    assert.deepEqual(await Promise.all([first, second]), ['the sitemap', 'the sitemap']);
    assert.deepEqual(computed, ['be']);
  });

  it('makes callers after expiry wait for the new value, one computation for all of them', async () => {
    let answer = 'old';
    let pending: PromiseWithResolvers<string> | null = null;
    const { cache, computed, clock } = timedCache(() => {
      if (!pending) return Promise.resolve(answer);
      return pending.promise;
    });
    await cache.get('be');
    clock.at += TTL_MS + 1;
    pending = Promise.withResolvers<string>();
    answer = 'new';
    const waiting = [cache.get('be'), cache.get('be')];
    pending.resolve(answer);
    assert.deepEqual(await Promise.all(waiting), ['new', 'new'], 'no stale value');
    assert.deepEqual(computed, ['be', 'be']);
  });

  it('does not keep a failure: every waiting caller sees it, the next one computes again', async () => {
    let failing = true;
    const { cache, computed } = timedCache(async (key) => {
      if (failing) throw new Error('content API down');
      return `${key} listed`;
    });
    const results = await Promise.allSettled([cache.get('es'), cache.get('es')]);
    assert.deepEqual(
      results.map((result) => result.status === 'rejected' && (result.reason as Error).message),
      ['content API down', 'content API down'],
    );
    failing = false;
    assert.equal(await cache.get('es'), 'es listed');
    assert.deepEqual(computed, ['es', 'es']);
  });

  it('drops an expired value whose new computation failed', async () => {
    let failing = false;
    const { cache, computed, clock } = timedCache(async (key, at) => {
      if (failing) throw new Error('content API down');
      return `${key}@${at}`;
    });
    assert.equal(await cache.get('es'), 'es@10000');
    clock.at += TTL_MS + 1;
    failing = true;
    await assert.rejects(cache.get('es'), /content API down/);
    failing = false;
    assert.equal(await cache.get('es'), 'es@11001');
    assert.deepEqual(computed, ['es', 'es', 'es']);
  });

  it('refuses options it cannot work with, naming the fix', () => {
    const compute = async () => 'x';
    assert.throws(() => createTimedCache({ compute, ttlMs: 0, maxKeys: 1 }), /ttlMs must be a positive whole number/);
    assert.throws(() => createTimedCache({ compute, ttlMs: 1.5, maxKeys: 1 }), /ttlMs must be a positive whole number/);
    assert.throws(() => createTimedCache({ compute, ttlMs: 1, maxKeys: 0 }), /maxKeys must be a positive whole number/);
    assert.throws(
      () => createTimedCache({ compute: undefined as unknown as typeof compute, ttlMs: 1, maxKeys: 1 }),
      /needs compute/,
    );
  });

  describe('read without waiting (peek)', () => {
    it('has nothing before get or refresh brought a first value, and computes nothing for it', async () => {
      const { cache, computed } = timedCache();
      assert.equal(cache.peek('be'), undefined);
      await settle();
      assert.deepEqual(computed, []);
      await cache.refresh('be');
      assert.equal(cache.peek('be'), 'be@10000');
    });

    it('serves the kept value while fresh without computing, and the old one while a new one is computed', async () => {
      const { cache, computed, clock } = timedCache();
      await cache.get('be');
      clock.at += TTL_MS - 1;
      assert.equal(cache.peek('be'), 'be@10000');
      assert.deepEqual(computed, ['be'], 'fresh: nothing computed');
      clock.at += 2;
      assert.equal(cache.peek('be'), 'be@10000', 'expired: the old value at once');
      assert.equal(cache.peek('be'), 'be@10000', 'one computation for both reads');
      await settle();
      assert.deepEqual(computed, ['be', 'be']);
      assert.equal(cache.peek('be'), 'be@11001', 'then the new one');
    });

    it('keeps the old value when the new computation fails, and says so', async () => {
      let failing = false;
      const { cache, clock, backgroundErrors } = timedCache(async (key, at) => {
        if (failing) throw new Error('content API down');
        return `${key}@${at}`;
      });
      await cache.get('be');
      clock.at += TTL_MS + 1;
      failing = true;
      assert.equal(cache.peek('be'), 'be@10000');
      await settle();
      assert.deepEqual(backgroundErrors, ['be: content API down']);
      failing = false;
      assert.equal(cache.peek('be'), 'be@10000', 'still there after the failure; this read tries again…');
      await settle();
      assert.equal(cache.peek('be'), `be@${clock.at}`, '…and the new value follows');
    });
  });

  describe('refresh', () => {
    it('computes a new value at once, however fresh the kept one', async () => {
      const { cache, computed, clock } = timedCache();
      await cache.get('be');
      clock.at += 5;
      assert.equal(await cache.refresh('be'), 'be@10005');
      assert.equal(cache.peek('be'), 'be@10005');
      assert.deepEqual(computed, ['be', 'be']);
    });

    it('rejects when the computation fails, keeping the value it would have replaced', async () => {
      let failing = false;
      const { cache } = timedCache(async (key, at) => {
        if (failing) throw new Error('content API down');
        return `${key}@${at}`;
      });
      await cache.get('be');
      failing = true;
      await assert.rejects(cache.refresh('be'), /content API down/);
      assert.equal(cache.peek('be'), 'be@10000');
    });
  });
});
