// Bridges Express and a Fetch-standard handler: the embedded catalog answers `Request`s with
// `Response`s, in-process, whether the caller is the server's API client or a browser.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

import { BodyRefusedError, readBoundedBody } from '../../catalog/http/bounded-body.ts';
import {
  BodyTooLargeError,
  MAX_UPSTREAM_BODY_BYTES,
  readBoundedBody as readBoundedResponse,
} from '../../shared/api/bounded-response.ts';
import { HttpError } from '../errors.ts';

/** Largest request body passed on; the catalog's own limit is smaller. */
export const MAX_BRIDGED_BODY_BYTES = 64 * 1024;

/** Headers that describe the hop, not the message: never copied across the bridge. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

async function readBody(req: ExpressRequest): Promise<ArrayBuffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  let body: Buffer;
  try {
    body = await readBoundedBody(req, {
      limitBytes: MAX_BRIDGED_BODY_BYTES,
      declaredLength: req.headers['content-length'],
    });
  } catch (error) {
    if (error instanceof BodyRefusedError) throw new HttpError(413, 'Payload Too Large');
    throw error;
  }
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}

/** Methods a Fetch `Request` can carry and a content API takes; TRACE, CONNECT and the like cannot cross. */
export const BRIDGED_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
]);

/** The Fetch `Request` of an Express request, on a fixed origin (never the Host header). A method that cannot cross is a 405. */
export async function toFetchRequest(req: ExpressRequest, origin: string, signal?: AbortSignal): Promise<Request> {
  if (!BRIDGED_METHODS.has(req.method)) throw new HttpError(405, 'Method Not Allowed');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = await readBody(req);
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    ...(body && { body }),
    ...(signal && { signal }),
  });
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** The JSON error of a body that could not be passed on, in the shape of the content API's own errors. */
function sendBodyFailure(error: unknown, res: ExpressResponse): void {
  const statusCode = isTimeout(error) ? 504 : 502;
  const message =
    error instanceof BodyTooLargeError
      ? 'The content API answered more than this site passes on'
      : statusCode === 504
        ? 'The content API did not answer in time'
        : 'The content API answer was cut off';
  res.status(statusCode).set('Cache-Control', 'no-store').json({ message, statusCode });
}

/**
 * Sends a Fetch `Response` through Express. The body is read whole first, up to
 * MAX_UPSTREAM_BODY_BYTES, so that a body too large (502) or that stops coming until the
 * handler's deadline (504) is still answered with a status of its own, never a 500.
 */
export async function sendFetchResponse(response: Response, res: ExpressResponse): Promise<void> {
  let body: Uint8Array | undefined;
  try {
    body = response.body ? await readBoundedResponse(response, { limitBytes: MAX_UPSTREAM_BODY_BYTES }) : undefined;
  } catch (error) {
    // A visitor who left has nobody to answer.
    if (res.destroyed) return;
    return sendBodyFailure(error, res);
  }
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) res.setHeader(name, value);
  });
  res.end(body);
}
