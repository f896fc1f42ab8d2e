// The errors an endpoint throws to answer a status with a message a client can show.
// The body of every error answer is `{ message, statusCode, issues?, code? }` (decisions 007, 026).

export interface Issue {
  /** The parameter or body field, dotted: `price.min`, `shop_id`. Empty for the whole input. */
  path: string;
  message: string;
}

export class CatalogHttpError extends Error {
  /** A word a client can branch on (the account calls' SPEC §8 refusals: `user_exists`…). */
  code?: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: readonly Issue[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'CatalogHttpError';
  }
}

/** A refusal with a `code` in its body. */
export function refusal(statusCode: number, code: string, message: string): CatalogHttpError {
  const error = new CatalogHttpError(statusCode, message);
  error.code = code;
  return error;
}

export function badRequest(message: string, issues?: readonly Issue[]): CatalogHttpError {
  return new CatalogHttpError(400, message, issues);
}

export function notFound(message: string): CatalogHttpError {
  return new CatalogHttpError(404, message);
}

/** PostgreSQL SQLSTATEs that mean "the database cannot serve this now; try again". */
const UNAVAILABLE_SQLSTATES = new Set([
  '53300', // too_many_connections
  '57P01', // admin_shutdown (a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting, or in recovery)
  '57014', // query_canceled (statement_timeout)
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '25006', // read_only_sql_transaction (a standby after a failover)
]);
/** Node's and pg's own words for a connection that failed or went away. */
const UNAVAILABLE_CONNECTION =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|Connection terminated|timeout exceeded when trying to connect|not queryable|connection error/i;

/**
 * Whether a database error means "try again later" rather than a fault of ours: SQLite busy or
 * locked (another process holds the file), PostgreSQL restarting, failed over, overloaded or
 * unreachable. Such a failure is answered 503, never 500.
 */
export function isUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errcode, code, message } = error as { errcode?: unknown; code?: unknown; message?: unknown };
  if (typeof errcode === 'number') return (errcode & 0xff) === 5 || (errcode & 0xff) === 6;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (typeof code === 'string' && UNAVAILABLE_CONNECTION.test(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_CONNECTION.test(message)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isUnavailableError(cause);
}
