// The form limit's store: with Redis, two processes count the same submissions; while Redis is
// away the count goes on in memory, and in Redis again once it is back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Options } from 'express-rate-limit';

import { createRateLimitStore } from '../../../server/forms/rate-limiter.ts';
import { connectRedis, type SharedRedis } from '../../../server/shared/redis-connection.ts';
import { capturingLogger } from '../../helpers/app.ts';
import { startRedis, type TestRedis } from '../../helpers/redis.ts';

const OPTIONS = { windowMs: 60_000 } as Options;

describe('the form rate limit store', () => {
  let redis: TestRedis;
  const connections: SharedRedis[] = [];
  const connect = async () => {
    const connection = await connectRedis(redis.url, capturingLogger().logger);
    connections.push(connection);
    return connection;
  };
  before(async () => {
    redis = await startRedis();
  });
  after(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await redis.stop();
  });

  it('counts the hits of two processes together in Redis', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    const stores = [a, b].map((shared) => createRateLimitStore({ redis: shared, logger: capturingLogger().logger }));
    for (const store of stores) void store.init?.(OPTIONS);
    const hits = [];
    for (let n = 0; n < 4; n++) hits.push((await stores[n % 2]!.increment('203.0.113.7')).totalHits);
    assert.deepEqual(hits, [1, 2, 3, 4]);
    assert.equal((await stores[0]!.increment('203.0.113.8')).totalHits, 1, 'another address counts apart');
  });

  it('counts in memory while Redis is away, and in Redis again once it is back', async () => {
    const shared = await connect();
    const { logger, lines } = capturingLogger();
    const store = createRateLimitStore({ redis: shared, logger });
    void store.init?.(OPTIONS);
    assert.equal((await store.increment('198.51.100.1')).totalHits, 1);
    await redis.stop();
    while (shared.ready()) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal((await store.increment('198.51.100.1')).totalHits, 1, 'a fresh count in memory');
    assert.equal((await store.increment('198.51.100.1')).totalHits, 2);
    await redis.start();
    while (!shared.ready()) await new Promise((resolve) => setTimeout(resolve, 10));
    // A restarted Redis without persistence starts from nothing; the script is loaded anew.
    assert.equal((await store.increment('198.51.100.1')).totalHits, 1);
    assert.equal((await store.increment('198.51.100.1')).totalHits, 2);
    assert.ok(lines.some((line) => /counting in Redis again/.test(String(line.msg))));
  });
});
