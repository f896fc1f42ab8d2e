// What the chain needs from the process, built from the config. Tests override pieces.
import { fileURLToPath } from 'node:url';
import type { Config } from '../config/env.ts';
import { createAllowList, type AllowList } from './net/allow-list.ts';
import { compileTrust, type TrustFunction } from './net/trust-proxy.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMaintenanceSwitch, type MaintenanceSwitch } from './maintenance-switch.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { createReadiness, type Readiness } from './readiness.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  metrics: Metrics;
  readiness: Readiness;
  maintenanceSwitch: MaintenanceSwitch;
  allowList: AllowList;
  trust: TrustFunction;
  /** Directory of the built client assets (dist/client/assets). */
  assetsDirectory: string;
}

/**
 * dist/client/assets, where build.mjs writes the client bundle: beside dist/server when this
 * runs from the bundle, under dist/ when it runs from the sources (tsx, tests).
 */
export const BUILT_ASSETS_DIRECTORY = fileURLToPath(
  new URL(import.meta.url.includes('/dist/server/') ? '../client/assets/' : '../dist/client/assets/', import.meta.url),
);

export function createDeps(config: Config, overrides: Partial<AppDeps> = {}): AppDeps {
  const logger = overrides.logger ?? createLogger(config);
  return {
    config,
    logger,
    metrics: overrides.metrics ?? createMetrics(),
    readiness: overrides.readiness ?? createReadiness(),
    maintenanceSwitch: overrides.maintenanceSwitch ?? createMaintenanceSwitch({ forced: config.maintenance }),
    allowList: overrides.allowList ?? createAllowList(config.allowList, { logger }),
    trust: overrides.trust ?? compileTrust(config.trustProxy),
    assetsDirectory: overrides.assetsDirectory ?? BUILT_ASSETS_DIRECTORY,
  };
}
