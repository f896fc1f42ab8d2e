// The logger the catalog writes to: pino's Logger fits it; tests pass nothing and get silence.

type LogMethod = (details: object, message?: string) => void;

export interface CatalogLogger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

const ignore: LogMethod = () => {};

export const SILENT_LOGGER: CatalogLogger = Object.freeze({ debug: ignore, info: ignore, warn: ignore, error: ignore });
