// SPEC §4 'Loading indicator': the bar appears only when a navigation lasts longer than the
// throttle (fast navigations show nothing), fills toward 100 % over about the duration without
// reaching it while loading, jumps to 100 % on finish and hides after the hide delay; an error
// shows the failed style, then hides after the same delay.
//
// Pure: every event carries the current time, so the machine is driven by tests with plain
// numbers and by the hook (use-loading-bar.ts) with real timers.
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
} from '../../../shared/constants.ts';

export type LoadingBarStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'failed';

export interface LoadingBarState {
  /** Whether the bar is on screen (loading, done or failed). */
  readonly visible: boolean;
  /** 0–100. */
  readonly progress: number;
  readonly status: LoadingBarStatus;
}

export interface LoadingBarTiming {
  /** A navigation shorter than this shows nothing. */
  throttleMs: number;
  /** Time to reach about 90 % of the way; the bar keeps easing toward LOADING_PROGRESS_CEILING. */
  durationMs: number;
  /** How long the full (or failed) bar stays before it hides. */
  hideDelayMs: number;
}

/** The events that come from navigation (as opposed to `tick`, which comes from time). */
export type LoadingBarEvent = 'start' | 'finish' | 'fail';

/** When the machine next needs a `tick`: on the next animation frame, after a delay, or never. */
export type LoadingBarWakeUp = { kind: 'frame' } | { kind: 'timeout'; delayMs: number } | null;

export interface LoadingBarMachine {
  /** A navigation began. Ignored while one is already waiting or loading. */
  start(now: number): LoadingBarState;
  /** Time passed: show the bar after the throttle, grow it, hide it after the hide delay. */
  tick(now: number): LoadingBarState;
  /** The navigation ended well. */
  finish(now: number): LoadingBarState;
  /** The navigation ended in an error. */
  fail(now: number): LoadingBarState;
  state(): LoadingBarState;
  nextWakeUp(now: number): LoadingBarWakeUp;
}

export const DEFAULT_LOADING_BAR_TIMING: Readonly<LoadingBarTiming> = Object.freeze({
  throttleMs: LOADING_BAR_THROTTLE_MS,
  durationMs: LOADING_BAR_DURATION_MS,
  hideDelayMs: LOADING_BAR_HIDE_DELAY_MS,
});

/** The bar never passes this while loading; only `finish` brings it to 100. */
export const LOADING_PROGRESS_CEILING = 95;

/** Steepness of the easing: after `durationMs` the bar is 1 - e^-3 ≈ 95 % of the way to the ceiling. */
const EASING_RATE = 3;

export const IDLE_STATE: LoadingBarState = Object.freeze({ visible: false, progress: 0, status: 'idle' });
const WAITING_STATE: LoadingBarState = Object.freeze({ visible: false, progress: 0, status: 'waiting' });

/**
 * Progress after `elapsedMs` of visible loading: an ease-out curve that starts at 0, reaches
 * about 90 after `durationMs` and tends to LOADING_PROGRESS_CEILING without ever reaching it.
 */
export function loadingProgressAt(elapsedMs: number, durationMs: number = LOADING_BAR_DURATION_MS): number {
  if (!(elapsedMs > 0)) return 0;
  return LOADING_PROGRESS_CEILING * (1 - Math.exp((-EASING_RATE * elapsedMs) / durationMs));
}

function checkTiming(timing: LoadingBarTiming): void {
  for (const [name, value] of Object.entries(timing)) {
    if (!Number.isFinite(value) || value < 0) {
      throw new TypeError(`loading bar ${name} must be a finite number of milliseconds >= 0, got ${String(value)}`);
    }
  }
  if (timing.durationMs === 0) throw new TypeError('loading bar durationMs must be greater than 0');
}

export function createLoadingBarMachine(options: Partial<LoadingBarTiming> = {}): LoadingBarMachine {
  const timing: LoadingBarTiming = {
    throttleMs: options.throttleMs ?? DEFAULT_LOADING_BAR_TIMING.throttleMs,
    durationMs: options.durationMs ?? DEFAULT_LOADING_BAR_TIMING.durationMs,
    hideDelayMs: options.hideDelayMs ?? DEFAULT_LOADING_BAR_TIMING.hideDelayMs,
  };
  checkTiming(timing);

  let current: LoadingBarState = IDLE_STATE;
  /** When the current navigation started (waiting/loading) or ended (done/failed). */
  let since = 0;

  // Returns the same object when nothing changed, so callers can skip a re-render.
  function become(status: LoadingBarStatus, visible: boolean, progress: number): LoadingBarState {
    if (current.status !== status || current.visible !== visible || current.progress !== progress) {
      current = Object.freeze({ status, visible, progress });
    }
    return current;
  }

  function loadingAt(now: number): LoadingBarState {
    return become('loading', true, loadingProgressAt(now - since - timing.throttleMs, timing.durationMs));
  }

  function end(status: 'done' | 'failed', now: number): LoadingBarState {
    switch (current.status) {
      case 'waiting':
        // Shorter than the throttle: nothing was shown, nothing is shown.
        return (current = IDLE_STATE);
      case 'loading':
        since = now;
        return become(status, true, 100);
      default:
        return current;
    }
  }

  return {
    start(now) {
      switch (current.status) {
        case 'waiting':
        case 'loading':
          return current;
        case 'done':
        case 'failed':
          // The bar is still on screen: restart it there rather than hide it and show it again.
          since = now - timing.throttleMs;
          return become('loading', true, 0);
        case 'idle':
          since = now;
          if (timing.throttleMs === 0) return loadingAt(now);
          return (current = WAITING_STATE);
      }
    },
    tick(now) {
      switch (current.status) {
        case 'waiting':
          return now - since >= timing.throttleMs ? loadingAt(now) : current;
        case 'loading':
          return loadingAt(now);
        case 'done':
        case 'failed':
          return now - since >= timing.hideDelayMs ? (current = IDLE_STATE) : current;
        case 'idle':
          return current;
      }
    },
    finish: (now) => end('done', now),
    fail: (now) => end('failed', now),
    state: () => current,
    nextWakeUp(now) {
      switch (current.status) {
        case 'waiting':
          return { kind: 'timeout', delayMs: Math.max(0, since + timing.throttleMs - now) };
        case 'loading':
          return { kind: 'frame' };
        case 'done':
        case 'failed':
          return { kind: 'timeout', delayMs: Math.max(0, since + timing.hideDelayMs - now) };
        case 'idle':
          return null;
      }
    },
  };
}
