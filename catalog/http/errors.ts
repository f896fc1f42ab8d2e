// The errors an endpoint throws to answer a status with a message a client can show.
// The body of every error answer is `{ message, statusCode, issues? }` (decision 007).

export interface Issue {
  /** The parameter or body field, dotted: `price.min`, `shop_id`. Empty for the whole input. */
  path: string;
  message: string;
}

export class CatalogHttpError extends Error {
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

export function badRequest(message: string, issues?: readonly Issue[]): CatalogHttpError {
  return new CatalogHttpError(400, message, issues);
}

export function notFound(message: string): CatalogHttpError {
  return new CatalogHttpError(404, message);
}

/** SQLite result codes that mean "try again": SQLITE_BUSY (5) and SQLITE_LOCKED (6). */
export function isBusyError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { errcode?: unknown }).errcode : undefined;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
}
