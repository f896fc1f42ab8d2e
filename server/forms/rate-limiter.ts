// Where the rate limits count (decision 022): the forms' hourly limit and the login attempts
// (decision 026). In Redis when REDIS_URL is set, so every process of the site counts the same
// submissions (rate-limit-redis), else in this process's memory (express-rate-limit's
// MemoryStore). While Redis does not answer, the count goes on in memory rather than letting
// every form through or refusing them all; once Redis is back, it counts there again (its script
// loaded anew).
import {
  type ClientRateLimitInfo,
  type IncrementResponse,
  MemoryStore,
  type Options,
  type Store,
} from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';

import type { Logger } from '../logger.ts';
import { REDIS_PREFIX, type SharedRedis } from '../shared/redis-connection.ts';

/** The Redis keys of the form limit: `vitrine:rate:form:<address key>`. */
export const FORM_RATE_PREFIX = `${REDIS_PREFIX}rate:form:`;

class RedisOrMemoryStore implements Store {
  readonly localKeys = false;
  readonly #memory = new MemoryStore();
  readonly #redis: RedisStore;
  #options: Options | undefined;
  /** The Redis store's scripts must be loaded (again) before it counts. */
  #loaded: Promise<void> | null = null;
  #usingMemory = false;

  constructor(
    private readonly shared: SharedRedis,
    private readonly logger: Logger,
    readonly prefix: string,
  ) {
    this.#redis = new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) => shared.client.call(command, ...args) as Promise<never>,
    });
  }

  init(options: Options): void {
    this.#options = options;
    this.#memory.init(options);
  }

  #fallBack(error: unknown): null {
    this.#loaded = null;
    if (!this.#usingMemory)
      this.logger.warn(
        { err: error, prefix: this.prefix },
        'rate limit: Redis does not answer; counting in this process meanwhile',
      );
    this.#usingMemory = true;
    return null;
  }

  async #fromRedis(key: string): Promise<IncrementResponse | null> {
    if (!this.#options) return null;
    if (!this.shared.ready()) return this.#fallBack(null);
    try {
      this.#loaded ??= this.#redis.init(this.#options);
      await this.#loaded;
      const answer = await this.#redis.increment(key);
      if (this.#usingMemory) this.logger.info({ prefix: this.prefix }, 'rate limit: counting in Redis again');
      this.#usingMemory = false;
      return answer;
    } catch (error) {
      return this.#fallBack(error);
    }
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    if (this.#options && this.shared.ready() && !this.#usingMemory) {
      try {
        this.#loaded ??= this.#redis.init(this.#options);
        await this.#loaded;
        return await this.#redis.get(key);
      } catch (error) {
        this.#fallBack(error);
      }
    }
    return this.#memory.get(key);
  }

  async increment(key: string): Promise<IncrementResponse> {
    return (await this.#fromRedis(key)) ?? this.#memory.increment(key);
  }

  async decrement(key: string): Promise<void> {
    await this.#memory.decrement(key);
    if (this.shared.ready()) await this.#redis.decrement(key).catch(() => {});
  }

  async resetKey(key: string): Promise<void> {
    await this.#memory.resetKey(key);
    if (this.shared.ready()) await this.#redis.resetKey(key).catch(() => {});
  }
}

/** A limit's store: shared through Redis when there is one, else this process's memory. */
export function createRateLimitStore({
  redis,
  logger,
  prefix = FORM_RATE_PREFIX,
}: {
  redis: SharedRedis | null;
  logger: Logger;
  /** Its Redis keys' prefix: the form limit's unless given. */
  prefix?: string;
}): Store {
  return redis ? new RedisOrMemoryStore(redis, logger, prefix) : new MemoryStore();
}
