import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setImmediate } from 'node:timers/promises';
import vm from 'node:vm';

import { START_WAIT_MS, startAfterPaintScript } from '../../../server/render/start-after-paint.ts';

interface Picture {
  complete: boolean;
  naturalWidth: number;
  decoded: Promise<void>;
  listeners: Record<string, () => void>;
}

/** A main picture still loading; `decoded` settles when the test says. */
function pictureLoading(decoded: Promise<void> = new Promise(() => undefined)): Picture {
  return { complete: false, naturalWidth: 0, decoded, listeners: {} };
}

/**
 * Runs the start script against a stand-in document: frames, timers and paint entries happen only
 * when the test says. `paintEntries: false` is a browser that reports no largest-contentful-paint.
 */
function runStart({
  visibility = 'visible',
  preload,
  picture,
  paintEntries = true,
}: {
  visibility?: 'visible' | 'hidden';
  preload?: string;
  picture?: Picture;
  paintEntries?: boolean;
}) {
  const imported: string[] = [];
  const appended: { rel: string; href: string; nonce: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: { callback: (list: { getEntries(): { element: unknown }[] }) => void; options: unknown }[] = [];
  const dataset: Record<string, string> = { entry: '/assets/entry-A.js' };
  if (preload !== undefined) dataset.preload = preload;
  const pictureElement = picture && {
    get complete() {
      return picture.complete;
    },
    get naturalWidth() {
      return picture.naturalWidth;
    },
    decode: () => picture.decoded,
    addEventListener: (type: string, listener: () => void) => (picture.listeners[type] = listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(private callback: (list: { getEntries(): { element: unknown }[] }) => void) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  const context = vm.createContext({
    document: {
      visibilityState: visibility,
      currentScript: { dataset, nonce: 'N0NCE' },
      createElement: () => ({ rel: '', href: '', nonce: '' }),
      querySelector: (selector: string) =>
        selector === 'img[fetchpriority="high"]:not([loading="lazy"])' ? (pictureElement ?? null) : null,
      head: { appendChild: (link: { rel: string; href: string; nonce: string }) => appended.push({ ...link }) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    PerformanceObserver,
  });
  context.self = context;
  // vm runs a dynamic import only under --experimental-vm-modules: the stand-in records it instead.
  assert.equal(startAfterPaintScript.match(/\bimport\(/g)?.length, 1);
  context.importEntry = (specifier: string) => imported.push(specifier);
  vm.runInContext(startAfterPaintScript.replace(/\bimport\(/, 'importEntry('), context);
  const paint = (element: unknown) => {
    for (const observer of observers) observer.callback({ getEntries: () => [{ element }] });
  };
  const elapse = () => {
    const cap = timers.find((timer) => timer.ms === START_WAIT_MS);
    assert.ok(cap, 'the longest wait is set');
    cap.callback();
  };
  return { imported, appended, frames, timers, observers, paint, elapse, pictureElement };
}

const ENTRY = ['/assets/entry-A.js'];

describe('the start script', () => {
  it('starts nothing before the first largest paint is reported, then the chunks and the entry together, once', () => {
    const run = runStart({ preload: '/assets/chunks/a.js /assets/chunks/b.js' });
    assert.deepEqual([run.imported, run.appended], [[], []], 'nothing before the paint');
    assert.deepEqual(
      { ...(run.observers[0]?.options as object) },
      { type: 'largest-contentful-paint', buffered: true },
    );
    run.paint({ tagName: 'H1' });
    assert.deepEqual(run.imported, ENTRY);
    assert.deepEqual(run.appended, [
      { rel: 'modulepreload', href: '/assets/chunks/a.js', nonce: 'N0NCE' },
      { rel: 'modulepreload', href: '/assets/chunks/b.js', nonce: 'N0NCE' },
    ]);
    run.paint({ tagName: 'P' });
    run.elapse();
    assert.deepEqual([run.imported, run.appended.length], [ENTRY, 2], 'started once');
  });

  it('waits for the paint of the main picture, not of the text before it', () => {
    const picture = pictureLoading();
    const run = runStart({ picture });
    run.paint({ tagName: 'H1' });
    assert.deepEqual(run.imported, [], 'the heading painted first');
    run.paint(run.pictureElement);
    assert.deepEqual(run.imported, ENTRY);
  });

  it('does not wait for a main picture that failed, before or after the script ran', () => {
    const broken = runStart({ picture: { ...pictureLoading(), complete: true, naturalWidth: 0 } });
    assert.deepEqual(broken.imported, ENTRY, 'already broken');
    const picture = pictureLoading();
    const failing = runStart({ picture });
    assert.deepEqual(failing.imported, []);
    picture.listeners.error!();
    assert.deepEqual(failing.imported, ENTRY, 'fails later');
  });

  it(`waits no longer than ${START_WAIT_MS} ms for a paint that is not reported`, () => {
    const run = runStart({ picture: pictureLoading() });
    run.paint({ tagName: 'H1' });
    run.elapse();
    assert.deepEqual(run.imported, ENTRY);
  });

  it('without paint entries, starts after the frame that follows the main picture’s decoding', async () => {
    let decode!: () => void;
    const run = runStart({
      paintEntries: false,
      picture: pictureLoading(new Promise((resolve) => (decode = resolve))),
    });
    await setImmediate();
    assert.deepEqual([run.frames.length, run.observers.length], [0, 0], 'no frame asked before the picture');
    decode();
    await setImmediate();
    run.frames.shift()!();
    assert.deepEqual(run.imported, [], 'nothing in the frame itself, before its paint');
    run.timers.find((timer) => timer.ms === 0)!.callback();
    assert.deepEqual(run.imported, ENTRY);

    const plain = runStart({ paintEntries: false });
    plain.frames.shift()!();
    plain.timers.find((timer) => timer.ms === 0)!.callback();
    assert.deepEqual(plain.imported, ENTRY, 'a page without a main picture: the next frame');
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    const run = runStart({ visibility: 'hidden', picture: pictureLoading() });
    assert.deepEqual([run.imported, run.appended, run.frames.length, run.observers.length], [ENTRY, [], 0, 0]);
  });
});
