import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { dehydrate, QueryClient } from '@tanstack/react-query';

import { createQueryWatcher, stateScript, StateStream } from '../../../server/render/state-stream.ts';

function target() {
  const chunks: string[] = [];
  let flushed = 0;
  let ended = false;
  return {
    chunks,
    get flushed() {
      return flushed;
    },
    get ended() {
      return ended;
    },
    write(chunk: Buffer | string) {
      chunks.push(String(chunk));
      return true;
    },
    end() {
      ended = true;
    },
    once() {
      return undefined;
    },
    flush() {
      flushed++;
    },
  };
}

describe('streamed query state', () => {
  it('sends the HTML of a flush in one write with the queries resolved since behind it, once, and flushes compression once', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['product', 1], queryFn: async () => ({ name: 'Symbiora Transit' }) });
    const watcher = createQueryWatcher(queryClient);
    watcher.markSent(dehydrate(queryClient));
    const out = target();
    const stream = new StateStream(out, () => {
      const state = watcher.take();
      return state ? stateScript(state, 'NONCE') : '';
    });

    stream.write('<div>shell</div>');
    await queryClient.fetchQuery({ queryKey: ['faq', 1], queryFn: async () => [{ question: 'Q?' }] });
    stream.write('<section>faq');
    stream.write(new TextEncoder().encode('</section>'));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(out.chunks, [], 'held until React flushes');
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(out.chunks.length, 1, 'one write');
    const afterFlush = out.chunks.join('');
    assert.match(
      afterFlush,
      /^<div>shell<\/div><section>faq<\/section><script nonce="NONCE">\(self\.__VITRINE_QUERIES__\|\|=\[\]\)\.push\(/,
    );
    assert.match(afterFlush, /"faq",1/);
    assert.doesNotMatch(afterFlush, /"product",1/, 'the document already had the product');
    assert.equal(out.flushed, 1, 'compression is flushed once');

    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(out.chunks.join(''), afterFlush, 'each query is sent once');
    stream.write('<p>last</p></body></html>');
    await new Promise<void>((resolve) => stream.end(resolve));
    assert.equal(out.chunks.slice(-2).join(''), '<p>last</p></body></html>', 'the closing tags come last');
    assert.equal(out.ended, true);
    watcher.stop();
  });

  it('sends a long stretch of HTML without waiting for the flush once it holds 64 KiB', async () => {
    const out = target();
    const stream = new StateStream(out, () => '');
    const kib = 'x'.repeat(1024);
    for (let index = 0; index < 70; index++) stream.write(kib);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(out.chunks.length, 1);
    assert.equal(out.chunks[0]!.length, 64 * 1024);
    assert.equal(out.flushed, 0, 'not a flush of compression: React has not asked for one');
  });

  it('never lets a script overtake HTML still waiting for the response to drain', async () => {
    // A response under back-pressure: the first write says "wait", and drains later.
    const chunks: string[] = [];
    let drain: (() => void) | undefined;
    const slow = {
      write(chunk: Buffer | string) {
        chunks.push(String(chunk));
        return chunks.length > 1;
      },
      end() {},
      once(_event: 'drain', listener: () => void) {
        drain = listener;
      },
      flush() {},
    };
    const stream = new StateStream(slow, () => '<script>state</script>');
    stream.write('<p>first</p>');
    stream.write('<p>sec'); // React splits a tag across two views when its buffer fills…
    stream.write('ond</p>');
    stream.flush(); // …and flushes while those still wait in the queue.
    await new Promise((resolve) => setImmediate(resolve));
    drain!();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(chunks.join(''), '<p>first</p><p>second</p><script>state</script>');
  });

  it('keeps a hostile value inert inside its script', async () => {
    const queryClient = new QueryClient();
    const watcher = createQueryWatcher(queryClient);
    await queryClient.fetchQuery({
      queryKey: ['search'],
      queryFn: async () => '</script><script>alert(1)</script>\u2028',
    });
    const script = stateScript(watcher.take()!, 'N');
    assert.equal(script.match(/<\/script>/g)?.length, 1, 'only its own closing tag');
    assert.doesNotMatch(script, /\u2028/);
  });

  it('sends a query that succeeded after the document was dehydrated but before the watcher listened', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['product', 1], queryFn: async () => ({ name: 'Symbiora Transit' }) });
    const documentState = dehydrate(queryClient);
    await queryClient.fetchQuery({ queryKey: ['faq', 1], queryFn: async () => [{ question: 'Q?' }] });
    const watcher = createQueryWatcher(queryClient);
    watcher.markSent(documentState);
    const state = watcher.take();
    assert.deepEqual(
      state?.queries.map((query) => query.queryKey),
      [['faq', 1]],
    );
    assert.equal(watcher.take(), null);
  });

  it('never sends failed queries', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const watcher = createQueryWatcher(queryClient);
    await queryClient
      .fetchQuery({ queryKey: ['broken'], queryFn: async () => Promise.reject(new Error('upstream down')) })
      .catch(() => {});
    assert.equal(watcher.take(), null);
  });
});
