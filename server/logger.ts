// JSON lines on stdout (DESIGN.md §7). The token of the content API never reaches a log.
// What a visitor controls is bounded: a path or URL is cut at MAX_LOGGED_URL_LENGTH, and a
// refusal the visitor caused (a 4xx) is logged without its stack, so a long URL or a flood of bad
// requests cannot make the log many times larger than the requests themselves.
import { type Logger, pino } from 'pino';

import type { Config } from '../config/env.ts';
import { HttpError } from './errors.ts';

/** The most characters of a path or URL a log line keeps; the rest is counted, not written. */
export const MAX_LOGGED_URL_LENGTH = 512;

/** `value` cut to MAX_LOGGED_URL_LENGTH characters, with a marker saying how many were left out. */
export function boundedForLog(value: unknown): unknown {
  if (typeof value !== 'string' || value.length <= MAX_LOGGED_URL_LENGTH) return value;
  return `${value.slice(0, MAX_LOGGED_URL_LENGTH)}…[${value.length - MAX_LOGGED_URL_LENGTH} more characters]`;
}

/** A refusal the client caused and was told about (normalizeError's exposed 4xx): no bug to trace. */
function isClientError(error: Record<string, unknown>): boolean {
  const status = error.statusCode ?? error.status;
  return (
    typeof status === 'number' && status >= 400 && status < 500 && (error instanceof HttpError || error.expose === true)
  );
}

function serializeError(error: unknown): unknown {
  const serialized: unknown = pino.stdSerializers.err(error as Error);
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const { stack, url, ...rest } = serialized as Record<string, unknown>;
  const clientError = typeof error === 'object' && error !== null && isClientError(error as Record<string, unknown>);
  return {
    ...rest,
    ...(url !== undefined && { url: boundedForLog(url) }),
    ...(stack !== undefined && !clientError && { stack }),
  };
}

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'vitrine' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['apiToken', 'apiPublicToken', 'previewSecret', 'csrfSecret', 'headers.authorization', 'headers.cookie'],
      serializers: { err: serializeError, path: boundedForLog, url: boundedForLog, to: boundedForLog },
    },
    // Synchronous writes keep lines whole and in order up to process.exit.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

export type { Logger };
