// Which unique constraint a failed write broke, on either engine: SQLite says
// "UNIQUE constraint failed: web_account.email", PostgreSQL gives SQLSTATE 23505 and the key in
// its detail ("Key (email)=(…) already exists."). The stores check before they write; this
// decides the race where another transaction wrote the same value in between.

/** The column of a unique violation (`email`, `customer_id`…), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, detail, message } = error as { code?: unknown; detail?: unknown; message?: unknown };
  if (code === '23505' && typeof detail === 'string') return /^Key \(([^)]+)\)/.exec(detail)?.[1] ?? '';
  if (typeof message === 'string') {
    const sqlite = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message);
    if (sqlite) return sqlite[1]!;
  }
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error ? uniqueViolation(cause) : null;
}
