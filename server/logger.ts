// JSON lines on stdout (DESIGN.md §7). The token of the content API never reaches a log.
import { type Logger, pino } from 'pino';

import type { Config } from '../config/env.ts';

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'vitrine' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['apiToken', 'apiPublicToken', 'previewSecret', 'headers.authorization', 'headers.cookie'],
    },
    // Synchronous writes keep lines whole and in order up to process.exit.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

export type { Logger };
