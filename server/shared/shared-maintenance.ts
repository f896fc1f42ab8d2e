// The site-wide maintenance switch in Redis: a key that says it is on, and a message on a channel
// each time it changes, which every process hears at once (pub/sub) and applies to its own
// switch. A process that was away from Redis reads the key again when it reconnects.
import type { MaintenanceSwitch } from '../maintenance-switch.ts';
import { REDIS_PREFIX, type SharedRedis } from './redis-connection.ts';

export const MAINTENANCE_KEY = `${REDIS_PREFIX}maintenance`;
export const MAINTENANCE_CHANNEL = 'maintenance';

/**
 * Keeps the process's switch in step with the site-wide one; `onTurnedOn` hears each switch to
 * on (nothing cached from before a maintenance is served after it).
 */
export function followSharedMaintenance(
  redis: SharedRedis,
  maintenanceSwitch: MaintenanceSwitch,
  onTurnedOn: () => void,
): void {
  redis.subscribe(MAINTENANCE_CHANNEL, (message) => {
    maintenanceSwitch.setSharedSignal(message === 'on');
    if (message === 'on') onTurnedOn();
  });
  const read = () => {
    redis.client.get(MAINTENANCE_KEY).then(
      (value) => maintenanceSwitch.setSharedSignal(value === 'on'),
      () => {
        // Redis went away again: the next reconnection reads it.
      },
    );
  };
  redis.onReady(read);
  if (redis.ready()) read();
}

/** Turns the site-wide switch on or off: every process following it sees the change within a second. */
export async function setSharedMaintenance(redis: SharedRedis, on: boolean): Promise<void> {
  if (on) await redis.client.set(MAINTENANCE_KEY, 'on');
  else await redis.client.del(MAINTENANCE_KEY);
  await redis.client.publish(`${REDIS_PREFIX}${MAINTENANCE_CHANNEL}`, on ? 'on' : 'off');
}
