// Wires the loading-bar machine to time: a timeout until the throttle elapses, animation frames
// while the bar grows, a timeout until it hides. The driver holds that logic without React so it
// is tested with a fake scheduler; useLoadingBar is the thin React adapter.
import { useEffect, useRef, useState } from 'react';

import {
  createLoadingBarMachine,
  IDLE_STATE,
  type LoadingBarEvent,
  type LoadingBarState,
  type LoadingBarTiming,
} from './loading-bar-machine.ts';

/** What the app knows about navigation: one is in progress; it (or the page it loads) failed. */
export interface LoadingBarInput {
  navigating: boolean;
  failed: boolean;
}

/** Each method returns a function that cancels what it scheduled. */
export interface LoadingBarScheduler {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): () => void;
  requestFrame(callback: () => void): () => void;
}

/** The browser's clock and timers, looked up when called so the module is safe to import on the server. */
export const browserScheduler: LoadingBarScheduler = {
  now: () => globalThis.performance?.now() ?? Date.now(),
  setTimeout(callback, delayMs) {
    const id = globalThis.setTimeout(callback, delayMs);
    return () => globalThis.clearTimeout(id);
  },
  requestFrame(callback) {
    if (typeof globalThis.requestAnimationFrame !== 'function') return browserScheduler.setTimeout(callback, 16);
    const id = globalThis.requestAnimationFrame(() => callback());
    return () => globalThis.cancelAnimationFrame(id);
  },
};

/**
 * The machine event a change of input means, or null:
 * a navigation that ends is finished (or failed when `failed` is set), one that begins is
 * started, and an error raised while navigating fails it at once.
 */
export function loadingBarEventFor(previous: LoadingBarInput, next: LoadingBarInput): LoadingBarEvent | null {
  if (previous.navigating && !next.navigating) return next.failed ? 'fail' : 'finish';
  if (!previous.navigating && next.navigating) return 'start';
  if (next.navigating && next.failed && !previous.failed) return 'fail';
  return null;
}

export interface LoadingBarDriver {
  update(input: LoadingBarInput): void;
  dispose(): void;
}

export interface LoadingBarDriverOptions {
  scheduler: LoadingBarScheduler;
  /** Called with each new state (never twice with the same one). */
  onChange(state: LoadingBarState): void;
  timing?: Partial<LoadingBarTiming>;
}

export function createLoadingBarDriver({ scheduler, onChange, timing }: LoadingBarDriverOptions): LoadingBarDriver {
  const machine = createLoadingBarMachine(timing);
  let input: LoadingBarInput = { navigating: false, failed: false };
  let cancelWakeUp: (() => void) | null = null;
  let disposed = false;

  function publish(state: LoadingBarState, before: LoadingBarState): void {
    if (state !== before) onChange(state);
    plan();
  }

  // One pending wake-up at a time, always the one the machine's current state asks for.
  function plan(): void {
    cancelWakeUp?.();
    cancelWakeUp = null;
    const wakeUp = machine.nextWakeUp(scheduler.now());
    if (wakeUp === null || disposed) return;
    const onWakeUp = () => {
      cancelWakeUp = null;
      const before = machine.state();
      publish(machine.tick(scheduler.now()), before);
    };
    cancelWakeUp =
      wakeUp.kind === 'frame' ? scheduler.requestFrame(onWakeUp) : scheduler.setTimeout(onWakeUp, wakeUp.delayMs);
  }

  return {
    update(next) {
      if (disposed) return;
      const event = loadingBarEventFor(input, next);
      input = { navigating: next.navigating, failed: next.failed };
      if (event === null) return;
      const before = machine.state();
      publish(machine[event](scheduler.now()), before);
    },
    dispose() {
      disposed = true;
      cancelWakeUp?.();
      cancelWakeUp = null;
    },
  };
}

export interface UseLoadingBarOptions {
  scheduler?: LoadingBarScheduler;
  timing?: Partial<LoadingBarTiming>;
}

/**
 * The loading bar's state for the current navigation; render it with <LoadingBar state={…} />.
 * Pass a stable `scheduler` (a module-level object): a new one restarts the driver.
 */
export function useLoadingBar(
  { navigating, failed }: LoadingBarInput,
  options: UseLoadingBarOptions = {},
): LoadingBarState {
  const [state, setState] = useState<LoadingBarState>(IDLE_STATE);
  const driverRef = useRef<LoadingBarDriver | null>(null);
  const { scheduler = browserScheduler, timing } = options;
  const throttleMs = timing?.throttleMs;
  const durationMs = timing?.durationMs;
  const hideDelayMs = timing?.hideDelayMs;

  // Declared before the input effect so a fresh driver exists when that effect runs (also after
  // StrictMode's unmount/remount, which disposes the first driver).
  useEffect(() => {
    const driver = createLoadingBarDriver({
      scheduler,
      onChange: setState,
      timing: { throttleMs, durationMs, hideDelayMs },
    });
    driverRef.current = driver;
    return () => {
      driver.dispose();
      driverRef.current = null;
      setState(IDLE_STATE);
    };
  }, [scheduler, throttleMs, durationMs, hideDelayMs]);

  useEffect(() => {
    driverRef.current?.update({ navigating, failed });
  }, [navigating, failed, scheduler, throttleMs, durationMs, hideDelayMs]);

  return state;
}
