import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';

import { Window } from 'happy-dom';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { LoadingBar } from '../../client/app/loading-bar/loading-bar.tsx';
import {
  createLoadingBarMachine,
  LOADING_PROGRESS_CEILING,
  type LoadingBarState,
  loadingProgressAt,
} from '../../client/app/loading-bar/loading-bar-machine.ts';
import {
  createLoadingBarDriver,
  loadingBarEventFor,
  type LoadingBarScheduler,
} from '../../client/app/loading-bar/use-loading-bar.ts';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_THROTTLE_MS } from '../../shared/constants.ts';
import { viewOf } from '../helpers/render-view.tsx';

const T0 = 10_000;
const FRAME_MS = 16;

/** A clock with timers and animation frames (one every 16 ms) that only move when told to. */
function fakeScheduler() {
  let time = T0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const frames = new Map<number, () => void>();
  let nextFrameAt = T0 + FRAME_MS;
  const scheduler: LoadingBarScheduler & { advance(ms: number): void; pending(): number } = {
    now: () => time,
    setTimeout(callback, delayMs) {
      const id = ++nextId;
      timers.set(id, { at: time + delayMs, callback });
      return () => void timers.delete(id);
    },
    requestFrame(callback) {
      const id = ++nextId;
      frames.set(id, callback);
      return () => void frames.delete(id);
    },
    advance(ms) {
      const end = time + ms;
      for (;;) {
        const dueTimers = [...timers.entries()].filter(([, t]) => t.at <= end).sort(([, a], [, b]) => a.at - b.at);
        const nextTimerAt = dueTimers[0]?.[1].at ?? Infinity;
        const next = Math.min(nextTimerAt, nextFrameAt);
        if (next > end) break;
        time = Math.max(time, next);
        if (next === nextTimerAt) {
          const [id, timer] = dueTimers[0]!;
          timers.delete(id);
          timer.callback();
        } else {
          nextFrameAt += FRAME_MS;
          const callbacks = [...frames.values()];
          frames.clear();
          for (const callback of callbacks) callback();
        }
      }
      time = end;
    },
    pending: () => timers.size + frames.size,
  };
  return scheduler;
}

function drivenBar() {
  const scheduler = fakeScheduler();
  const states: LoadingBarState[] = [];
  const driver = createLoadingBarDriver({ scheduler, onChange: (state) => void states.push(state) });
  const last = () => states.at(-1) ?? { visible: false, progress: 0, status: 'idle' };
  return { scheduler, states, driver, last };
}

describe('loading bar machine', () => {
  describe('when a navigation ends within 200 ms', () => {
    it('never shows the bar', () => {
      const bar = createLoadingBarMachine();
      assert.deepEqual(bar.start(T0), { visible: false, progress: 0, status: 'waiting' });
      assert.equal(bar.tick(T0 + LOADING_BAR_THROTTLE_MS - 1).visible, false);
      assert.deepEqual(bar.finish(T0 + LOADING_BAR_THROTTLE_MS - 1), { visible: false, progress: 0, status: 'idle' });
      assert.equal(bar.nextWakeUp(T0 + LOADING_BAR_THROTTLE_MS), null, 'nothing left to do');
    });

    it('shows nothing either when it fails that fast', () => {
      const bar = createLoadingBarMachine();
      bar.start(T0);
      assert.deepEqual(bar.fail(T0 + 50), { visible: false, progress: 0, status: 'idle' });
    });
  });

  describe('when a navigation lasts longer than 200 ms', () => {
    it('appears at 200 ms', () => {
      const bar = createLoadingBarMachine();
      bar.start(T0);
      const shown = bar.tick(T0 + LOADING_BAR_THROTTLE_MS);
      assert.equal(shown.visible, true);
      assert.equal(shown.status, 'loading');
      assert.equal(shown.progress, 0);
    });

    it('fills toward 100 over about 5 s, always growing, never reaching 100', () => {
      const bar = createLoadingBarMachine();
      bar.start(T0);
      let previous = -1;
      for (let t = LOADING_BAR_THROTTLE_MS + 100; t <= 20_000; t += 100) {
        const { progress } = bar.tick(T0 + t);
        assert.ok(progress > previous, `grows at ${t} ms`);
        assert.ok(progress < 100, `below 100 at ${t} ms`);
        previous = progress;
      }
      assert.ok(bar.tick(T0 + 3_600_000).progress <= LOADING_PROGRESS_CEILING, 'still short of 100 after an hour');
      const afterDuration = loadingProgressAt(LOADING_BAR_DURATION_MS);
      assert.ok(
        afterDuration >= 85 && afterDuration < LOADING_PROGRESS_CEILING,
        `about full after 5 s (${afterDuration})`,
      );
      assert.ok(loadingProgressAt(LOADING_BAR_DURATION_MS / 2) < afterDuration - 10, 'halfway is visibly short of it');
    });

    it('jumps to 100 on finish and hides 500 ms later', () => {
      const bar = createLoadingBarMachine();
      bar.start(T0);
      bar.tick(T0 + 1_000);
      const end = T0 + 1_200;
      assert.deepEqual(bar.finish(end), { visible: true, progress: 100, status: 'done' });
      assert.deepEqual(bar.tick(end + LOADING_BAR_HIDE_DELAY_MS - 1), { visible: true, progress: 100, status: 'done' });
      assert.deepEqual(bar.tick(end + LOADING_BAR_HIDE_DELAY_MS), { visible: false, progress: 0, status: 'idle' });
    });

    it('shows the failed style on error and hides 500 ms later', () => {
      const bar = createLoadingBarMachine();
      bar.start(T0);
      bar.tick(T0 + 700);
      const end = T0 + 800;
      assert.deepEqual(bar.fail(end), { visible: true, progress: 100, status: 'failed' });
      assert.equal(bar.tick(end + LOADING_BAR_HIDE_DELAY_MS - 1).status, 'failed');
      assert.deepEqual(bar.tick(end + LOADING_BAR_HIDE_DELAY_MS), { visible: false, progress: 0, status: 'idle' });
    });
  });

  it('ignores a second start while a navigation is in progress', () => {
    const bar = createLoadingBarMachine();
    bar.start(T0);
    const loading = bar.tick(T0 + 1_000);
    assert.equal(bar.start(T0 + 1_000), loading);
    assert.ok(bar.tick(T0 + 1_100).progress > loading.progress, 'keeps counting from the first start');
  });

  it('restarts from 0 without hiding when a navigation begins while the bar is still shown', () => {
    const bar = createLoadingBarMachine();
    bar.start(T0);
    bar.tick(T0 + 1_000);
    bar.finish(T0 + 1_000);
    assert.deepEqual(bar.start(T0 + 1_100), { visible: true, progress: 0, status: 'loading' });
    assert.ok(bar.tick(T0 + 1_200).progress > 0);
  });

  it('says when it needs the next tick', () => {
    const bar = createLoadingBarMachine();
    assert.equal(bar.nextWakeUp(T0), null);
    bar.start(T0);
    assert.deepEqual(bar.nextWakeUp(T0 + 50), { kind: 'timeout', delayMs: LOADING_BAR_THROTTLE_MS - 50 });
    bar.tick(T0 + LOADING_BAR_THROTTLE_MS);
    assert.deepEqual(bar.nextWakeUp(T0 + LOADING_BAR_THROTTLE_MS), { kind: 'frame' });
    bar.finish(T0 + 1_000);
    assert.deepEqual(bar.nextWakeUp(T0 + 1_100), { kind: 'timeout', delayMs: LOADING_BAR_HIDE_DELAY_MS - 100 });
  });

  it('refuses timings that are not durations, naming the option', () => {
    assert.throws(() => createLoadingBarMachine({ throttleMs: -1 }), /throttleMs/);
    assert.throws(() => createLoadingBarMachine({ durationMs: 0 }), /durationMs/);
    assert.throws(() => createLoadingBarMachine({ hideDelayMs: Number.NaN }), /hideDelayMs/);
  });
});

describe('loading bar driven by navigation and timers', () => {
  it('maps navigation changes to machine events', () => {
    const idle = { navigating: false, failed: false };
    assert.equal(loadingBarEventFor(idle, { navigating: true, failed: false }), 'start');
    assert.equal(loadingBarEventFor({ navigating: true, failed: false }, idle), 'finish');
    assert.equal(loadingBarEventFor({ navigating: true, failed: false }, { navigating: false, failed: true }), 'fail');
    assert.equal(loadingBarEventFor({ navigating: true, failed: false }, { navigating: true, failed: true }), 'fail');
    assert.equal(loadingBarEventFor(idle, idle), null);
  });

  it('shows nothing for a 150 ms navigation and leaves no timer behind', () => {
    const { scheduler, states, driver } = drivenBar();
    driver.update({ navigating: true, failed: false });
    scheduler.advance(150);
    driver.update({ navigating: false, failed: false });
    scheduler.advance(2_000);
    assert.ok(
      states.every((state) => !state.visible),
      'never visible',
    );
    assert.equal(scheduler.pending(), 0);
  });

  it('appears after 200 ms, grows each frame, completes and hides 500 ms after the end', () => {
    const { scheduler, states, driver, last } = drivenBar();
    driver.update({ navigating: true, failed: false });
    scheduler.advance(LOADING_BAR_THROTTLE_MS - 1);
    assert.equal(last().visible, false);
    scheduler.advance(1);
    assert.equal(last().visible, true);

    scheduler.advance(2_000);
    const growing = states.filter((state) => state.status === 'loading').map((state) => state.progress);
    assert.ok(growing.length > 100, `updated on animation frames (${growing.length} updates)`);
    assert.ok(
      growing.every((progress, i) => i === 0 || progress > growing[i - 1]!),
      'only grows',
    );
    assert.ok(last().progress > 50 && last().progress < 100);

    driver.update({ navigating: false, failed: false });
    assert.deepEqual(last(), { visible: true, progress: 100, status: 'done' });
    scheduler.advance(LOADING_BAR_HIDE_DELAY_MS - 1);
    assert.equal(last().visible, true);
    scheduler.advance(1);
    assert.deepEqual(last(), { visible: false, progress: 0, status: 'idle' });
    assert.equal(scheduler.pending(), 0, 'stops asking for frames once hidden');
  });

  it('shows the failed style when the navigation fails, then hides', () => {
    const { scheduler, driver, last } = drivenBar();
    driver.update({ navigating: true, failed: false });
    scheduler.advance(600);
    driver.update({ navigating: false, failed: true });
    assert.equal(last().status, 'failed');
    assert.equal(last().visible, true);
    scheduler.advance(LOADING_BAR_HIDE_DELAY_MS);
    assert.equal(last().visible, false);
  });

  it('stops every timer when disposed', () => {
    const { scheduler, driver, states } = drivenBar();
    driver.update({ navigating: true, failed: false });
    scheduler.advance(300);
    driver.dispose();
    const count = states.length;
    scheduler.advance(1_000);
    assert.equal(states.length, count);
    assert.equal(scheduler.pending(), 0);
  });
});

describe('<LoadingBar>', () => {
  const render = (state: LoadingBarState) =>
    viewOf(renderToString(createElement(LoadingBar, { state, label: 'Chargement de la page' })));
  const values = (bar: HTMLElement) =>
    ['aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'data-visible'].map((name) => bar.getAttribute(name));

  it('is a labelled progress bar from 0 to 100', () => {
    const view = render({ visible: true, progress: 42.4, status: 'loading' });
    const bar = view.getByRole('progressbar', { name: 'Chargement de la page' });
    assert.ok(view.container.firstElementChild === bar, 'the bar is the whole component');
    assert.deepEqual(values(bar), ['0', '100', '42', 'true']);
    assert.equal(bar.hasAttribute('aria-hidden'), false);
  });

  it('writes no style attribute, which the CSP refuses (style-src-attr none)', () => {
    const view = render({ visible: true, progress: 42.4, status: 'loading' });
    assert.equal(view.container.querySelectorAll('[style]').length, 0);
  });

  it('is hidden from everyone when idle', () => {
    const view = render({ visible: false, progress: 0, status: 'idle' });
    assert.equal(view.queryAllByRole('progressbar').length, 0, 'hidden from assistive technologies');
    const bar = view.getByRole('progressbar', { hidden: true });
    assert.equal(bar.getAttribute('aria-hidden'), 'true');
    assert.deepEqual(values(bar), ['0', '100', '0', 'false']);
  });

  it('carries the failed style when the navigation failed', () => {
    const bar = render({ visible: true, progress: 100, status: 'failed' }).getByRole('progressbar');
    assert.equal(bar.className, 'loading-bar loading-bar--failed');
    assert.equal(bar.getAttribute('aria-valuenow'), '100');
  });

  it('has a stylesheet that hides it when not visible, colours failures and drops transitions for reduced motion', async () => {
    const css = await readFile(new URL('../../client/styles/loading-bar.css', import.meta.url), 'utf8');
    assert.match(css, /\.loading-bar\[data-visible='false'\]\s*\{[^}]*visibility: hidden/);
    assert.match(css, /\.loading-bar--failed \.loading-bar__fill\s*\{[^}]*background-color/);
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?\})\s*\}/.exec(css)?.[1] ?? '';
    assert.match(reduced, /\.loading-bar__fill/);
    assert.match(reduced, /transition: none/);
  });
});

describe('<LoadingBar> in the browser', () => {
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
    delete globals.IS_REACT_ACT_ENVIRONMENT;
    await window.happyDOM.close();
  });

  it('fills to its progress, and follows it as it grows', async () => {
    const container = window.document.createElement('div') as unknown as HTMLElement;
    const root = createRoot(container);
    const show = (progress: number) =>
      act(async () => {
        root.render(createElement(LoadingBar, { state: { visible: true, progress, status: 'loading' }, label: 'x' }));
      });
    const fill = () => container.querySelector<HTMLElement>('.loading-bar__fill')!;
    await show(42.4);
    assert.equal(fill().style.transform, 'scaleX(0.4240)');
    await show(80);
    assert.equal(fill().style.transform, 'scaleX(0.8000)');
    await act(async () => root.unmount());
  });
});
