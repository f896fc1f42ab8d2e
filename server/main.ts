// The process: load the config, build the app, listen, and drain on SIGTERM/SIGINT.
import { ConfigError, loadConfig, type Config } from '../config/env.ts';
import { createApp } from './app.ts';
import { createDeps } from './deps.ts';
import { serve } from './lifecycle.ts';

/** How often allow-list host names are resolved again (dynamic DNS). */
const ALLOW_LIST_REFRESH_MS = 60_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const deps = createDeps(config);
const { logger, readiness, allowList } = deps;
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

try {
  const app = createApp(deps);
  await allowList.refresh();
  allowList.startRefreshing(ALLOW_LIST_REFRESH_MS);
  await serve(app, {
    port: config.port,
    host: config.host,
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    shutdownGraceMs: config.shutdownGraceMs,
    logger,
    readiness,
    exit: (code) => process.exit(code),
    onDrained: () => allowList.stop(),
  });
} catch (error) {
  logger.fatal({ err: error }, `cannot start: ${(error as Error).message}`);
  process.exit(1);
}
