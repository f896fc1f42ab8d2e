// JSON answers. Every answer of the catalog is JSON with this content type.
import { type CatalogHttpError } from './errors.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function json(body: unknown, status = 200, headers?: Readonly<Record<string, string>>): Response {
  // Bytes, not the string: Response would check the string and encode it again (JSON.stringify
  // never leaves a lone surrogate, so Buffer.from writes the same UTF-8).
  return new Response(Buffer.from(JSON.stringify(body)), {
    status,
    headers: { 'content-type': JSON_TYPE, ...headers },
  });
}

/** `{ message, statusCode, issues?, code? }` with the error's status and headers (Allow for a 405). */
export function errorResponse(error: CatalogHttpError): Response {
  const body = {
    message: error.message,
    statusCode: error.statusCode,
    ...(error.issues && { issues: error.issues }),
    ...(error.code !== undefined && { code: error.code }),
  };
  return json(body, error.statusCode, error.headers);
}
