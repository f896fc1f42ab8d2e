import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import vm from 'node:vm';

import { startAfterPaintScript } from '../../../server/render/start-after-paint.ts';

/** Runs the start script against a stand-in document; frames and timers run only when asked. */
function runStart({ visibility, preload }: { visibility: 'visible' | 'hidden'; preload?: string }) {
  const imported: string[] = [];
  const appended: { rel: string; href: string; nonce: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const dataset: Record<string, string> = { entry: '/assets/entry-A.js' };
  if (preload !== undefined) dataset.preload = preload;
  const context = vm.createContext({
    document: {
      visibilityState: visibility,
      currentScript: { dataset, nonce: 'N0NCE' },
      createElement: () => ({ rel: '', href: '', nonce: '' }),
      head: { appendChild: (link: { rel: string; href: string; nonce: string }) => appended.push({ ...link }) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  // vm runs a dynamic import only under --experimental-vm-modules: the stand-in records it instead.
  assert.equal(startAfterPaintScript.match(/\bimport\(/g)?.length, 1);
  context.importEntry = (specifier: string) => imported.push(specifier);
  vm.runInContext(startAfterPaintScript.replace(/\bimport\(/, 'importEntry('), context);
  return { imported, appended, frames, timers };
}

describe('the start script', () => {
  it('starts nothing before the first frame is painted, then the chunks and the entry together', () => {
    const run = runStart({ visibility: 'visible', preload: '/assets/chunks/a.js /assets/chunks/b.js' });
    assert.deepEqual([run.imported, run.appended, run.timers.length], [[], [], 0], 'nothing before the frame');
    run.frames.shift()!();
    assert.deepEqual([run.imported, run.appended], [[], []], 'nothing in the frame itself (before its paint)');
    run.timers.shift()!();
    assert.deepEqual(run.imported, ['/assets/entry-A.js']);
    assert.deepEqual(run.appended, [
      { rel: 'modulepreload', href: '/assets/chunks/a.js', nonce: 'N0NCE' },
      { rel: 'modulepreload', href: '/assets/chunks/b.js', nonce: 'N0NCE' },
    ]);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    const run = runStart({ visibility: 'hidden' });
    assert.deepEqual([run.imported, run.appended, run.frames.length], [['/assets/entry-A.js'], [], 0]);
  });
});
