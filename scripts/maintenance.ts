// npm run maintenance -- on | off | status
//
// Turns maintenance on or off for every process of the site. With REDIS_URL, through Redis: every
// process hears it within a second (server/shared/shared-maintenance.ts). Without it, through the
// catalog's maintenance flag in its database (DATABASE_URL, or the file in DATA_DIR): each process
// sees it on its next call to the catalog (its readiness probe makes one at least), as the
// content API's maintenance signal (SPEC §4).
import { pathToFileURL } from 'node:url';

import { isMaintenance, openStore, setMaintenance } from '../catalog/store/store.ts';
import { loadConfig } from '../config/env.ts';
import { createLogger } from '../server/logger.ts';
import { connectRedis } from '../server/shared/redis-connection.ts';
import { MAINTENANCE_KEY, setSharedMaintenance } from '../server/shared/shared-maintenance.ts';

type Command = 'on' | 'off' | 'status';

export async function maintenanceCommand(
  command: Command,
  env: Record<string, string | undefined>,
  say: (message: string) => void,
): Promise<number> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  if (config.redisUrl) {
    const redis = await connectRedis(config.redisUrl, createLogger(config));
    try {
      if (!redis.ready()) {
        say('maintenance: Redis (REDIS_URL) does not answer; nothing changed');
        return 1;
      }
      if (command !== 'status') await setSharedMaintenance(redis, command === 'on');
      const on = (await redis.client.get(MAINTENANCE_KEY)) === 'on';
      say(`maintenance is ${on ? 'on' : 'off'} for every process (Redis)`);
      return 0;
    } finally {
      await redis.close();
    }
  }
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    if (command !== 'status') await setMaintenance(store, command === 'on');
    const on = await isMaintenance(store);
    say(
      `maintenance is ${on ? 'on' : 'off'} in the catalog (${store.location}); processes see it on their next catalog call`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const command = process.argv[2];
  if (command !== 'on' && command !== 'off' && command !== 'status') {
    console.error('usage: npm run maintenance -- on | off | status');
    process.exit(2);
  }
  maintenanceCommand(command, process.env, (message) => console.log(message)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`maintenance failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
