// What the processes of the site share (decision 022): with Redis, snapshots every process reads
// (the brand-corner codes, the sitemaps) and the news that the content changed, which empties
// every process's content cache; without it, the same interface within this process alone.
import type { Logger } from '../logger.ts';
import { REDIS_PREFIX, type SharedRedis } from './redis-connection.ts';

export const SNAPSHOTS_KEY = `${REDIS_PREFIX}snapshots`;
export const CONTENT_CHANNEL = 'content-changed';

export interface SharedState {
  /** The Redis connection; null without REDIS_URL. */
  readonly redis: SharedRedis | null;
  /** A value another process computed, while it is not older than the ttl it was written with. */
  readSnapshot<T>(name: string): Promise<T | undefined>;
  writeSnapshot(name: string, value: unknown, ttlMs: number): Promise<void>;
  /** Says to every process, this one included, that the content changed: caches and snapshots go. */
  contentChanged(reason: string): Promise<void>;
  /** Hears that the content changed, from this process or another. */
  onContentChanged(listener: (reason: string) => void): void;
  /** Tells this process alone (each process heard the news itself: a maintenance switch). */
  contentChangedHere(reason: string): void;
  close(): Promise<void>;
}

interface Snapshot {
  until: number;
  value: unknown;
}

export function createSharedState({
  redis,
  logger,
  now = Date.now,
}: {
  redis: SharedRedis | null;
  logger: Logger;
  now?: () => number;
}): SharedState {
  const listeners: ((reason: string) => void)[] = [];
  const tell = (reason: string) => {
    for (const listener of listeners) listener(reason);
  };
  // The message carries who sent it, so that the sender does not hear its own news twice.
  const self = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  redis?.subscribe(CONTENT_CHANNEL, (message) => {
    const [from, ...reason] = message.split(' ');
    if (from !== self) tell(reason.join(' '));
  });
  return {
    redis,
    async readSnapshot<T>(name: string) {
      if (!redis?.ready()) return undefined;
      try {
        const text = await redis.client.hget(SNAPSHOTS_KEY, name);
        if (!text) return undefined;
        const snapshot = JSON.parse(text) as Snapshot;
        return snapshot.until > now() ? (snapshot.value as T) : undefined;
      } catch {
        return undefined;
      }
    },
    async writeSnapshot(name, value, ttlMs) {
      if (!redis?.ready()) return;
      const snapshot: Snapshot = { until: now() + ttlMs, value };
      await redis.client.hset(SNAPSHOTS_KEY, name, JSON.stringify(snapshot)).catch(() => {});
    },
    async contentChanged(reason) {
      tell(reason);
      if (!redis?.ready()) return;
      try {
        await redis.client.del(SNAPSHOTS_KEY);
        await redis.client.publish(`${REDIS_PREFIX}${CONTENT_CHANNEL}`, `${self} ${reason}`);
      } catch (error) {
        logger.warn({ err: error }, 'the other processes could not be told that the content changed');
      }
    },
    onContentChanged(listener) {
      listeners.push(listener);
    },
    contentChangedHere: tell,
    async close() {
      await redis?.close();
    },
  };
}
