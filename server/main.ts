// The process: load the config, open the catalog, build the app, listen, and drain on
// SIGTERM/SIGINT.
import { openEmbeddedCatalog } from '../catalog/open-embedded-catalog.ts';
import { type Config, ConfigError, loadConfig } from '../config/env.ts';
import { createApp } from './app.ts';
import type { EmbeddedCatalog } from './content.ts';
import { createDeps } from './deps.ts';
import { serve } from './lifecycle.ts';
import { createLogger } from './logger.ts';
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
try {
  // With API_BASE_URL unset the embedded catalog is the content API: opened, and seeded on
  // first start, before anything listens.
  catalog = config.apiBaseUrl ? null : await openEmbeddedCatalog({ dataDir: config.dataDir, logger });
  const deps = createDeps(config, { logger, catalog });
  const { readiness, allowList, content } = deps;
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
    shutdownGraceMs: config.shutdownGraceMs,
    logger,
    readiness,
    exit: (code) => process.exit(code),
    onDrained: () => {
      allowList.stop();
      catalog?.close();
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
  logger.fatal({ err: error }, `cannot start: ${(error as Error).message}`);
  catalog?.close();
  process.exit(1);
}
