// What processes share through Redis: a snapshot one process wrote is what the others read, the
// news that content changed reaches every process once, and the maintenance switch follows the
// site-wide key; without Redis the same calls stay within the process.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createMaintenanceSwitch } from '../../../server/maintenance-switch.ts';
import { connectRedis, type SharedRedis } from '../../../server/shared/redis-connection.ts';
import { followSharedMaintenance, setSharedMaintenance } from '../../../server/shared/shared-maintenance.ts';
import { createSharedState } from '../../../server/shared/shared-state.ts';
import { capturingLogger } from '../../helpers/app.ts';
import { startRedis, type TestRedis } from '../../helpers/redis.ts';

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('shared state', () => {
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

  it('serves another process the snapshot one wrote, until its time is up', async () => {
    let now = 1_000;
    const [a, b] = await Promise.all([connect(), connect()]);
    const writer = createSharedState({ redis: a, logger: capturingLogger().logger, now: () => now });
    const reader = createSharedState({ redis: b, logger: capturingLogger().logger, now: () => now });
    await writer.writeSnapshot('brand-codes', { 'it-it': ['vitalis'] }, 60_000);
    assert.deepEqual(await reader.readSnapshot('brand-codes'), { 'it-it': ['vitalis'] });
    now += 60_000;
    assert.equal(await reader.readSnapshot('brand-codes'), undefined);
  });

  it('tells every process once that the content changed, and forgets the snapshots', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    const heard: string[] = [];
    const sender = createSharedState({ redis: a, logger: capturingLogger().logger });
    const other = createSharedState({ redis: b, logger: capturingLogger().logger });
    sender.onContentChanged((reason) => heard.push(`sender: ${reason}`));
    other.onContentChanged((reason) => heard.push(`other: ${reason}`));
    await sender.writeSnapshot('sitemap:be', ['x'], 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sender.contentChanged('a new seed');
    await until(() => heard.length === 2, 'both processes heard it');
    assert.deepEqual(heard.sort(), ['other: a new seed', 'sender: a new seed']);
    assert.equal(await other.readSnapshot('sitemap:be'), undefined);
  });

  it("turns every follower's maintenance switch on and off", async () => {
    const [a, b, control] = await Promise.all([connect(), connect(), connect()]);
    const switches = [a, b].map((connection) => {
      const maintenanceSwitch = createMaintenanceSwitch({ forced: false });
      followSharedMaintenance(connection, maintenanceSwitch, () => {});
      return maintenanceSwitch;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await setSharedMaintenance(control, true);
    await until(() => switches.every((each) => each.isOn()), 'both on');
    await setSharedMaintenance(control, false);
    await until(() => switches.every((each) => !each.isOn()), 'both off');
  });

  it('keeps the news within the process without Redis', async () => {
    const alone = createSharedState({ redis: null, logger: capturingLogger().logger });
    const heard: string[] = [];
    alone.onContentChanged((reason) => heard.push(reason));
    await alone.writeSnapshot('brand-codes', {}, 60_000);
    assert.equal(await alone.readSnapshot('brand-codes'), undefined);
    await alone.contentChanged('a new seed');
    assert.deepEqual(heard, ['a new seed']);
  });
});
