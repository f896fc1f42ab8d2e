import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { remainingMinDelay, withMinDelay } from '../../client/app/page-data/min-delay.ts';
import { PAGE_DATA_MIN_DELAY_MS } from '../../shared/constants.ts';

/** A clock that moves when the work takes time or when the helper sleeps. */
function fakeClock(start = 1_000) {
  const clock = {
    time: start,
    slept: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.time += ms;
    },
    work<T>(ms: number, outcome: () => T): Promise<T> {
      return Promise.resolve().then(() => {
        clock.time += ms;
        return outcome();
      });
    },
  };
  return clock;
}

describe('page data minimum delay', () => {
  it('holds a fast answer until 200 ms after the start', async () => {
    const clock = fakeClock();
    const value = await withMinDelay(
      clock.work(30, () => 'page'),
      clock,
    );
    assert.equal(value, 'page');
    assert.deepEqual(clock.slept, [PAGE_DATA_MIN_DELAY_MS - 30]);
    assert.equal(clock.time, 1_000 + PAGE_DATA_MIN_DELAY_MS);
  });

  it('adds nothing to an answer slower than 200 ms', async () => {
    const clock = fakeClock();
    assert.equal(
      await withMinDelay(
        clock.work(450, () => 42),
        clock,
      ),
      42,
    );
    assert.deepEqual(clock.slept, []);
    assert.equal(clock.time, 1_450);
  });

  it('holds an error as long, so the error state does not flash either', async () => {
    const clock = fakeClock();
    const failing = clock.work(10, () => {
      throw new Error('upstream 503');
    });
    await assert.rejects(withMinDelay(failing, clock), /upstream 503/);
    assert.deepEqual(clock.slept, [PAGE_DATA_MIN_DELAY_MS - 10]);
  });

  it('counts from a given start and accepts a function that starts the work', async () => {
    const clock = fakeClock();
    const startedAt = clock.time - 150;
    await withMinDelay(() => clock.work(20, () => null), { ...clock, startedAt });
    assert.deepEqual(clock.slept, [PAGE_DATA_MIN_DELAY_MS - 170]);
    await assert.rejects(
      withMinDelay(() => {
        throw new Error('sync');
      }, clock),
      /sync/,
    );
  });

  it('works on real timers by default', async () => {
    const started = performance.now();
    await withMinDelay(Promise.resolve('x'), { minDelayMs: 30 });
    assert.ok(performance.now() - started >= 25);
  });

  it('computes the time still to wait', () => {
    assert.equal(remainingMinDelay(0, 50), PAGE_DATA_MIN_DELAY_MS - 50);
    assert.equal(remainingMinDelay(0, 500), 0);
    assert.equal(remainingMinDelay(0, 10, 100), 90);
  });

  it('refuses a minimum that is not a duration', async () => {
    await assert.rejects(withMinDelay(Promise.resolve(1), { minDelayMs: -1 }), /minDelayMs/);
  });
});
