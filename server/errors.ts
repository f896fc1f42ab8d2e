// Errors that carry the status a visitor or a client should get.
import { STATUS_CODES } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export interface NormalizedError {
  message: string;
  statusCode: number;
}

function statusFrom(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : null;
}

/**
 * The status comes from `statusCode`, then `status`, then the response status when it is
 * already an error status, else 500 (SPEC §8 'Route errors'). Messages of 5xx errors are
 * replaced by the status text: their detail belongs in the logs, not in a visitor's page. The
 * text is node:http's; a status it does not name reads 'Bad Request' or 'Internal Server Error'.
 */
export function normalizeError(error: unknown, responseStatus?: number): NormalizedError {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const statusCode = statusFrom(record.statusCode) ?? statusFrom(record.status) ?? statusFrom(responseStatus) ?? 500;
  const exposed = statusCode < 500 && (error instanceof HttpError || record.expose === true);
  const message =
    exposed && typeof record.message === 'string' && record.message
      ? record.message
      : (STATUS_CODES[statusCode] ?? (statusCode < 500 ? 'Bad Request' : 'Internal Server Error'));
  return { message, statusCode };
}
