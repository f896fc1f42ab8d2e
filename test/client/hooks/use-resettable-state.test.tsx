// useResettableState rendered in a browser-like document (happy-dom), updates applied with act().
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { Window } from 'happy-dom';
import { act, type Dispatch, type SetStateAction } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { useResettableState } from '../../../client/hooks/use-resettable-state.ts';

const window = new Window();
const globals = globalThis as Record<string, unknown>;
before(() => {
  globals.window = window;
  globals.document = window.document;
  globals.IS_REACT_ACT_ENVIRONMENT = true;
});
after(async () => {
  delete globals.window;
  delete globals.document;
  await window.happyDOM.close();
});

/** Renders a component holding the hook under `resetKey`; `seen` is the value of each render, `set` the last setter. */
function harness() {
  const seen: number[] = [];
  let set: Dispatch<SetStateAction<number>> = () => {};
  function Probe({ resetKey }: { resetKey: string }) {
    const [value, setValue] = useResettableState(0, resetKey);
    seen.push(value);
    set = setValue;
    return null;
  }
  const root: Root = createRoot(window.document.createElement('div') as unknown as HTMLElement);
  return {
    seen,
    set: (next: SetStateAction<number>) =>
      act(async () => {
        set(next);
      }),
    render: (resetKey: string) =>
      act(async () => {
        root.render(<Probe resetKey={resetKey} />);
      }),
    unmount: () =>
      act(async () => {
        root.unmount();
      }),
  };
}

describe('useResettableState', () => {
  it('keeps what was set while the key stays, and starts again when it changes', async () => {
    const probe = harness();
    await probe.render('/fr');
    await probe.set(3);
    await probe.set((value) => value + 1);
    await probe.render('/fr');
    assert.equal(probe.seen.at(-1), 4, 'the same key keeps the value');
    await probe.render('/nl');
    assert.equal(probe.seen.at(-1), 0, 'a new key shows the initial value');
    await probe.set((value) => value + 1);
    assert.equal(probe.seen.at(-1), 1, 'an update counts from the initial value under the new key');
    await probe.unmount();
  });

  it('never shows a value set under an old key, not even for one render', async () => {
    const probe = harness();
    await probe.render('a');
    await probe.set(7);
    const before = probe.seen.length;
    await probe.render('b');
    assert.deepEqual(probe.seen.slice(before), [0], 'one render, already reset');
    await probe.unmount();
  });
});
