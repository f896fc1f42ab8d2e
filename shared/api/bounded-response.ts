// Reads a Fetch Response's body up to a byte limit (issue 15): an upstream that declares or
// sends more is refused before it fills the memory of the process reading it. The Fetch
// counterpart of catalog/http/bounded-body.ts, which reads Node request streams.
// Isomorphic: Fetch-standard APIs only (ReadableStream, AbortSignal).

/**
 * Largest content API answer read. The embedded catalog's largest answer (a list of 100 CMS
 * pages) is about 110 KB: 4 MiB leaves the real content API a wide margin.
 */
export const MAX_UPSTREAM_BODY_BYTES = 4 * 1024 * 1024;

/** A body that declared or sent more than the limit; its stream has been cancelled. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`The body is larger than ${limitBytes} bytes`);
  }
}

export interface BoundedReadOptions {
  limitBytes: number;
  /** Stops the read and cancels the stream; the read rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

function declaredLengthOf(response: Response): number | null {
  const header = response.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

function concatenate(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The whole body, or a BodyTooLargeError as soon as Content-Length or the bytes read pass `limitBytes`. */
export async function readBoundedBody(
  response: Response,
  { limitBytes, signal }: BoundedReadOptions,
): Promise<Uint8Array> {
  const body = response.body;
  if (signal?.aborted) {
    void body?.cancel(signal.reason).catch(() => {});
    throw signal.reason;
  }
  if ((declaredLengthOf(response) ?? 0) > limitBytes) {
    void body?.cancel().catch(() => {});
    throw new BodyTooLargeError(limitBytes);
  }
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  // Cancelling ends a pending read (done: true); the loop then sees the signal aborted.
  const stop = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw signal.reason;
      if (done) return concatenate(chunks, total);
      total += value.byteLength;
      if (total > limitBytes) {
        void reader.cancel().catch(() => {});
        throw new BodyTooLargeError(limitBytes);
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
