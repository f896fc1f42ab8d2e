// Reading a content API answer up to a byte limit: what a bad upstream can make the process hold.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BodyTooLargeError, readBoundedBody } from '../../../shared/api/bounded-response.ts';

const LIMIT = 1_000;

/** A body of `chunks` chunks of `size` bytes (endless when chunks is Infinity), recording what was pulled and whether it was cancelled. */
function streamed(size: number, chunks: number, headers: Record<string, string> = {}) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(size));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), seen };
}

describe('readBoundedBody', () => {
  it('reads a body within the limit whole, chunk after chunk', async () => {
    const { response } = streamed(300, 3);
    assert.equal((await readBoundedBody(response, { limitBytes: LIMIT })).byteLength, 900);
  });

  it('reads an empty body and a body of exactly the limit', async () => {
    assert.equal((await readBoundedBody(new Response(null), { limitBytes: LIMIT })).byteLength, 0);
    assert.equal((await readBoundedBody(streamed(LIMIT, 1).response, { limitBytes: LIMIT })).byteLength, LIMIT);
  });

  it('refuses a Content-Length above the limit before reading a byte, and cancels the stream', async () => {
    const { response, seen } = streamed(10, Infinity, { 'content-length': String(200 * 1024 * 1024) });
    await assert.rejects(readBoundedBody(response, { limitBytes: LIMIT }), BodyTooLargeError);
    assert.equal(seen.cancelled, true);
    assert.ok(seen.pulled <= 1, `nothing read past what the stream queued on its own (${seen.pulled} chunks)`);
  });

  it('stops a body without Content-Length as soon as it passes the limit, and cancels the stream', async () => {
    const { response, seen } = streamed(100, Infinity);
    await assert.rejects(readBoundedBody(response, { limitBytes: LIMIT }), BodyTooLargeError);
    assert.equal(seen.cancelled, true);
    assert.ok(seen.pulled <= LIMIT / 100 + 2, `read ${seen.pulled} chunks of 100 bytes for a limit of ${LIMIT}`);
  });

  it('does not trust a Content-Length below what is sent', async () => {
    const { response } = streamed(600, 2, { 'content-length': '10' });
    await assert.rejects(readBoundedBody(response, { limitBytes: LIMIT }), BodyTooLargeError);
  });

  it("stops with the signal's reason when the signal aborts in the middle of a body, and cancels the stream", async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new Uint8Array(10)),
      cancel: () => void (cancelled = true),
    });
    const controller = new AbortController();
    const reading = readBoundedBody(new Response(stalled), { limitBytes: LIMIT, signal: controller.signal });
    const reason = new DOMException('the deadline passed', 'TimeoutError');
    controller.abort(reason);
    await assert.rejects(reading, (error) => error === reason);
    assert.equal(cancelled, true);
  });
});
