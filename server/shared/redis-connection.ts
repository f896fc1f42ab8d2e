// The process's connections to Redis (REDIS_URL; decision 022): one for commands and one for
// pub/sub, as Redis wants. Redis is optional and may fail at any time: commands fail at once
// while it is away (no offline queue, so a request never waits for it), each feature then falls
// back to what this process knows, and the clients reconnect on their own and resubscribe. An
// outage is logged once when it starts and once when it ends.
import { Redis } from 'ioredis';

import type { Logger } from '../logger.ts';

/** How long start-up waits for Redis before it goes on without it (a warning). */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** How long one command may take before the feature falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** The keys and channels of this site, apart from anything else the Redis serves. */
export const REDIS_PREFIX = 'vitrine:';

export interface SharedRedis {
  /** Commands; use only when `ready()`, and expect them to fail. */
  readonly client: Redis;
  /** Whether commands can be sent now. */
  ready(): boolean;
  /** Hears each message of `channel` (the name without the prefix); resubscribed after a reconnection. */
  subscribe(channel: string, onMessage: (message: string) => void): void;
  publish(channel: string, message: string): Promise<void>;
  /** Called each time the connection comes (back): what was missed while away is read again. */
  onReady(listener: () => void): void;
  close(): Promise<void>;
}

/** redis://user:secret@host:6379/0 -> redis://host:6379/0, for a log line. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'redis://(unparsable URL)';
  }
}

/**
 * Connects to Redis. Never rejects: when Redis does not answer within REDIS_CONNECT_TIMEOUT_MS,
 * it logs a warning and answers a connection that keeps trying in the background.
 */
export async function connectRedis(url: string, logger: Logger): Promise<SharedRedis> {
  const where = redactedRedisUrl(url);
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(100 * attempt, 1_000),
  };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, commandTimeout: undefined });
  const listeners = new Map<string, ((message: string) => void)[]>();
  const readyListeners: (() => void)[] = [];
  let up = false;

  client.on('error', () => {
    // Reported once per outage on 'close' below; ioredis emits this for every failed attempt.
  });
  subscriber.on('error', () => {});
  client.on('ready', () => {
    if (!up) logger.info({ redis: where }, 'Redis answers: rate limit, maintenance and caches are shared');
    up = true;
    for (const listener of readyListeners) listener();
  });
  client.on('close', () => {
    if (up)
      logger.warn(
        { redis: where },
        'Redis is unreachable: this process keeps the rate limit, the maintenance switch and its caches to itself until it answers again',
      );
    up = false;
  });
  // ioredis resubscribes only to channels it had subscribed to; these may have been asked for while away.
  subscriber.on('ready', () => {
    if (listeners.size > 0) subscriber.subscribe(...listeners.keys()).catch(() => {});
  });
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(message);
  });

  const connected = await Promise.allSettled([client.connect(), subscriber.connect()]);
  const failed = connected.find((result) => result.status === 'rejected');
  if (failed) {
    logger.warn(
      { redis: where, err: (failed as PromiseRejectedResult).reason },
      'REDIS_URL does not answer: the rate limit, the maintenance switch and the caches stay in this process until it does',
    );
    // A first connection that failed is not retried by ioredis by itself.
    for (const connection of [client, subscriber])
      if (connection.status === 'end' || connection.status === 'wait') connection.connect().catch(() => {});
  }

  return {
    client,
    ready: () => client.status === 'ready',
    subscribe(channel, onMessage) {
      const name = `${REDIS_PREFIX}${channel}`;
      listeners.set(name, [...(listeners.get(name) ?? []), onMessage]);
      subscriber.subscribe(name).catch(() => {
        // Not connected yet: ioredis subscribes to every channel it was asked for once it is.
      });
    },
    async publish(channel, message) {
      if (client.status !== 'ready') return;
      await client.publish(`${REDIS_PREFIX}${channel}`, message).catch(() => {});
    },
    onReady(listener) {
      readyListeners.push(listener);
    },
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
