// The process: load the config, connect to what the processes share (Redis, PostgreSQL), open
// the catalog, build the app, listen, and drain on SIGTERM/SIGINT (server/lifecycle.ts).
import { openEmbeddedCatalog } from '../catalog/open-embedded-catalog.ts';
import { type Config, ConfigError, loadConfig } from '../config/env.ts';
import { createApp } from './app.ts';
import { publishAssets } from './assets/publish-assets.ts';
import type { EmbeddedCatalog } from './content.ts';
import { BUILT_ASSETS_DIRECTORY, createDeps, sessionSecretOf } from './deps.ts';
import { serve } from './lifecycle.ts';
import { createLogger } from './logger.ts';
import { buildIdOf } from './render/build-id.ts';
import { connectRedis } from './shared/redis-connection.ts';
import { createSharedState, type SharedState } from './shared/shared-state.ts';
import { warmUp } from './warm-up/warm-up.ts';

/** How often allow-list host names are resolved again (dynamic DNS). */
const ALLOW_LIST_REFRESH_MS = 60_000;

/** Where the process reaches itself: the address it listens on, or loopback when it listens on all. */
function loopbackAddress(host: string | undefined): string {
  return host === undefined || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

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
const logger = createLogger(config);
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

let catalog: EmbeddedCatalog | null = null;
let shared: SharedState | null = null;
try {
  // Redis is optional even when set: unreachable, the process starts on its own state (a warning).
  shared = createSharedState({ redis: config.redisUrl ? await connectRedis(config.redisUrl, logger) : null, logger });
  // With API_BASE_URL unset the embedded catalog is the content API: opened, migrated, and seeded
  // when its seed is newer, before anything listens. An unreachable database stops the start.
  const embedded = config.apiBaseUrl
    ? null
    : await openEmbeddedCatalog({
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        poolSize: config.databasePoolSize,
        logger,
        sessionSecret: sessionSecretOf(config, logger),
        shopCountries: config.shopCountries,
      });
  catalog = embedded;
  // A new seed: what the other processes cached from the old one goes.
  if (embedded?.contentChanged) await shared.contentChanged('a new seed');
  const deps = createDeps(config, { logger, catalog, shared });
  if (config.assetsDir && deps.manifest) {
    const published = await publishAssets({
      from: BUILT_ASSETS_DIRECTORY,
      to: config.assetsDir,
      buildId: buildIdOf(deps.manifest),
    });
    logger.info({ assetsDir: config.assetsDir, ...published }, 'client files published to ASSETS_DIR');
  }
  const { readiness, allowList, content } = deps;
  if (!config.smtpUrl)
    logger[config.nodeEnv === 'production' ? 'warn' : 'info'](
      { outbox: deps.outboxDir },
      'SMTP_URL is not set: account e-mails (reset links, sign-up confirmations) are written to the outbox, not sent',
    );
  // Payments a stopped process left half-done: stored notifications applied, overdue sessions ended.
  await deps.payments?.start();
  const app = createApp(deps);
  await allowList.refresh();
  allowList.startRefreshing(ALLOW_LIST_REFRESH_MS);
  if (content) {
    // Before listening: brand corners answer from the first request. Requests refresh them later.
    await content.refreshBrandCodes();
  }
  await serve(app, {
    port: config.port,
    host: config.host,
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    drainDelayMs: config.drainDelayMs,
    shutdownGraceMs: config.shutdownGraceMs,
    logger,
    readiness,
    exit: (code) => process.exit(code),
    onDrained: async () => {
      allowList.stop();
      deps.payments?.stop();
      await catalog?.close();
      await shared?.close();
    },
    beforeReady: async (port) => {
      if (config.warmUpPages === 0) return;
      const report = await warmUp({
        target: { address: loopbackAddress(config.host), port },
        countryHosts: config.countryHosts,
        pages: config.warmUpPages,
        logger,
      });
      logger.info(report, `warm-up: ${report.rendered} pages rendered in ${report.durationMs} ms`);
    },
  });
} catch (error) {
  // A database that does not answer, or is newer than this release: what to do is in the message.
  const expected = ['CatalogUnreachableError', 'SchemaTooNewError', 'SeedError'].includes((error as Error).name);
  logger.fatal(expected ? {} : { err: error }, `cannot start: ${(error as Error).message}`);
  await Promise.allSettled([catalog?.close(), shared?.close()]);
  process.exit(1);
}
