// Reads a request body up to a byte limit, with raw-body: a Node request as it is, a Fetch body
// through Readable.fromWeb. The one reader of the catalog's JSON bodies and of the server's form
// posts and /api/v1 bridge; it sits in catalog/ because the catalog may import no server code,
// while the server may import the catalog. What the bytes mean (JSON, form fields) is the
// caller's to check.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';

import getRawBody from 'raw-body';

export type BodyRefusal = 'tooLarge' | 'notUtf8';

/** A body refused for what it is; any other error (the client went away mid-body) is passed on as it came. */
export class BodyRefusedError extends Error {
  constructor(
    readonly reason: BodyRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'BodyRefusedError';
  }
}

export interface BoundedBodyOptions {
  /** Most bytes read; one more and the body is refused ('tooLarge'). */
  limitBytes: number;
  /** The Content-Length the sender declared, if any: a larger one is refused before a byte is read. */
  declaredLength?: string | number | null | undefined;
}

type Body = NodeJS.ReadableStream | ReadableStream<Uint8Array> | null;

function isWebStream(body: Body): body is ReadableStream<Uint8Array> {
  return typeof (body as ReadableStream | null)?.getReader === 'function';
}

/** The body's bytes (empty for no body); the stream is left paused, or cancelled for a Fetch body, when refused. */
export async function readBoundedBody(body: Body, { limitBytes, declaredLength }: BoundedBodyOptions): Promise<Buffer> {
  const declared = Number(declaredLength ?? 0);
  if (declared > limitBytes) throw new BodyRefusedError('tooLarge', `declared body of ${declared} bytes`);
  if (body === null) return Buffer.alloc(0);
  const stream = isWebStream(body) ? Readable.fromWeb(body as NodeWebStream<Uint8Array>) : body;
  try {
    return await getRawBody(stream, { limit: limitBytes });
  } catch (error) {
    if (stream !== body) (stream as Readable).destroy();
    if ((error as { type?: unknown } | null)?.type === 'entity.too.large')
      throw new BodyRefusedError('tooLarge', `body over ${limitBytes} bytes`);
    throw error;
  }
}

/** The body as text; refused ('notUtf8') when it is not valid UTF-8. */
export async function readBoundedText(body: Body, options: BoundedBodyOptions): Promise<string> {
  const bytes = await readBoundedBody(body, options);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyRefusedError('notUtf8', 'body is not UTF-8');
  }
}
