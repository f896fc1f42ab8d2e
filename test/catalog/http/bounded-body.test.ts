import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';

import { BodyRefusedError, readBoundedBody, readBoundedText } from '../../../catalog/http/bounded-body.ts';

const refused = (reason: string, message: string | RegExp) => (error: unknown) => {
  assert.ok(error instanceof BodyRefusedError, String(error));
  assert.equal(error.reason, reason);
  assert.match(error.message, typeof message === 'string' ? new RegExp(message) : message);
  return true;
};

function webStream(chunks: readonly string[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  const encoder = new TextEncoder();
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(encoder.encode(chunks[next++]!));
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

describe('the bounded body reader', () => {
  it('reads a Node stream or a Fetch body whole when it stays within the limit', async () => {
    const bytes = await readBoundedBody(Readable.from([Buffer.from('abc'), Buffer.from('def')]), { limitBytes: 6 });
    assert.equal(bytes.toString(), 'abcdef');
    const fetchBody = await readBoundedBody(webStream(['{"a":', '1}']).stream, { limitBytes: 7 });
    assert.equal(fetchBody.toString(), '{"a":1}', 'exactly the limit is taken');
  });

  it('reads no body as empty', async () => {
    assert.equal((await readBoundedBody(null, { limitBytes: 10 })).length, 0);
    assert.equal(await readBoundedText(null, { limitBytes: 10, declaredLength: '0' }), '');
  });

  it('refuses a declared length above the limit before reading a byte', async () => {
    let read = false;
    const stream = new Readable({
      read() {
        read = true;
        this.push(null);
      },
    });
    await assert.rejects(
      readBoundedBody(stream, { limitBytes: 10, declaredLength: '11' }),
      refused('tooLarge', 'declared body of 11 bytes'),
    );
    await assert.rejects(
      readBoundedBody(null, { limitBytes: 10, declaredLength: 11 }),
      refused('tooLarge', 'declared'),
    );
    assert.equal(read, false);
  });

  it('refuses a body that grows past the limit while it is read, whatever it declared', async () => {
    await assert.rejects(
      readBoundedBody(Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), { limitBytes: 10, declaredLength: '4' }),
      refused('tooLarge', 'body over 10 bytes'),
    );
    await assert.rejects(
      readBoundedBody(Readable.from([Buffer.alloc(11)]), { limitBytes: 10, declaredLength: 'nonsense' }),
      refused('tooLarge', 'body over 10 bytes'),
    );
  });

  it('cancels a Fetch body it refuses', async () => {
    const { stream, cancelled } = webStream(['x'.repeat(8), 'x'.repeat(8), 'x'.repeat(8)]);
    await assert.rejects(readBoundedBody(stream, { limitBytes: 10 }), refused('tooLarge', 'body over 10 bytes'));
    assert.equal(cancelled(), true);
  });

  it('decodes text as UTF-8 and refuses bytes that are not', async () => {
    assert.equal(await readBoundedText(Readable.from([Buffer.from('café 🌿')]), { limitBytes: 20 }), 'café 🌿');
    // A character cut between two chunks is joined before decoding.
    const cut = Buffer.from('é');
    assert.equal(await readBoundedText(Readable.from([cut.subarray(0, 1), cut.subarray(1)]), { limitBytes: 20 }), 'é');
    await assert.rejects(
      readBoundedText(Readable.from([Buffer.from([0x61, 0xff, 0x62])]), { limitBytes: 20 }),
      refused('notUtf8', 'body is not UTF-8'),
    );
  });

  it('passes any other failure on as it came', async () => {
    const broken = new Readable({
      read() {
        this.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    await assert.rejects(readBoundedBody(broken, { limitBytes: 10 }), { code: 'ECONNRESET', message: 'aborted' });
  });

  it('says so when the client goes away in the middle of its body', async () => {
    const failure = Promise.withResolvers<unknown>();
    const server = createServer((req) => {
      readBoundedBody(req, { limitBytes: 1000, declaredLength: req.headers['content-length'] }).then(
        () => failure.resolve(null),
        failure.resolve,
      );
    });
    server.listen(0);
    await once(server, 'listening');
    try {
      const client = httpRequest({
        port: (server.address() as AddressInfo).port,
        method: 'POST',
        headers: { 'Content-Length': '100' },
      });
      client.on('error', () => {});
      client.write('only part of it');
      setTimeout(() => client.destroy(), 50);
      const error = (await failure.promise) as { type?: string; code?: string; message?: string } | null;
      assert.ok(error !== null, 'the read fails');
      assert.ok(
        error.type === 'request.aborted' || (error.code === 'ECONNRESET' && error.message === 'aborted'),
        `the error handler's "client went away": ${JSON.stringify(error)}`,
      );
    } finally {
      server.close();
    }
  });
});
