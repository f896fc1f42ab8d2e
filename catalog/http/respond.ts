// JSON answers. Every answer of the catalog is JSON with this content type. A handler answers a
// JsonAnswer, a plain object: over HTTP it becomes a Response (toResponse); the server's own
// calls in the same process take its data as it is, without a Response or a JSON text between
// (Router.call, decision 024).
import { type CatalogHttpError } from './errors.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface JsonAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** What the body is the JSON of. */
  readonly data: unknown;
}

export function json(data: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): JsonAnswer {
  return { status, headers, data };
}

export function isJsonAnswer(value: unknown): value is JsonAnswer {
  return typeof value === 'object' && value !== null && !(value instanceof Response) && 'data' in value;
}

/** The answer as HTTP sends it. */
export function toResponse(answer: JsonAnswer): Response {
  // Bytes, not the string: Response would check the string and encode it again (JSON.stringify
  // never leaves a lone surrogate, so Buffer.from writes the same UTF-8).
  return new Response(Buffer.from(JSON.stringify(answer.data)), {
    status: answer.status,
    headers: { 'content-type': JSON_TYPE, ...answer.headers },
  });
}

/** `{ message, statusCode, issues?, code? }` with the error's status and headers (Allow for a 405). */
export function errorAnswer(error: CatalogHttpError): JsonAnswer {
  const body = {
    message: error.message,
    statusCode: error.statusCode,
    ...(error.issues && { issues: error.issues }),
    ...(error.code !== undefined && { code: error.code }),
  };
  return json(body, error.statusCode, error.headers);
}
